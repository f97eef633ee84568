// Runs the demo page's tests: builds unless dist/ is already the build of these sources (scripts/build-stamp.js), makes sure Chromium is
// there, then runs demo/test/*.test.js with mocha (they serve the demo themselves and drive Chromium with playwright-core);
// `node demo/test/run.js resume` runs only the files whose name holds "resume".
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { ensureChromium } from '../../scripts/ensure-chromium.js';
import { ensureBuilt } from '../../scripts/build-stamp.js';

const only = process.argv[2] ?? '';
const files = readdirSync('demo/test')
  .filter((f) => f.endsWith('.test.js') && f.includes(only))
  .map((f) => `demo/test/${f}`);
if (files.length === 0) {
  console.error(`no demo test file's name holds "${only}"`);
  process.exit(1);
}
ensureChromium();
ensureBuilt();
const child = spawn(
  process.execPath,
  ['node_modules/mocha/bin/mocha.js', '--no-config', '--no-package', '--timeout', '300000', '--reporter', 'spec', ...files],
  { stdio: 'inherit' },
);
child.on('close', (code) => process.exit(code ?? 1));
