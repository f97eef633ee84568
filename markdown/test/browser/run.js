// Runs the markdown suites in Chromium: builds unless dist/ is already the build of these sources (scripts/build-stamp.js;
// `--no-build` skips even that), makes sure Chromium is there, then runs markdown/test/browser/*.test.js with mocha.
import { spawn } from 'node:child_process';
import { ensureChromium } from '../../../scripts/ensure-chromium.js';
import { ensureBuilt } from '../../../scripts/build-stamp.js';

ensureChromium();
if (!process.argv.includes('--no-build')) ensureBuilt();
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const child = spawn(
  process.execPath,
  [
    'node_modules/mocha/bin/mocha.js',
    '--no-config',
    '--no-package',
    '--timeout',
    '300000',
    '--reporter',
    'spec',
    ...(only.length > 0 ? only : ['markdown/test/browser/*.test.js']),
  ],
  { stdio: 'inherit' },
);
child.on('close', (code) => process.exit(code ?? 1));
