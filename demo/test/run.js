// Runs the demo page's tests: builds the widget and the demo (scripts/builds/10-webview.js), makes sure Chromium is
// there, then runs demo/test/*.test.js with mocha (they serve the demo themselves and drive Chromium with playwright-core).
import { spawn } from 'node:child_process';
import { ensureChromium } from '../../scripts/ensure-chromium.js';
import buildWebview from '../../scripts/builds/10-webview.js';

ensureChromium();
await buildWebview();
const child = spawn(
  process.execPath,
  ['node_modules/mocha/bin/mocha.js', '--no-config', '--no-package', '--timeout', '120000', '--reporter', 'spec', 'demo/test/*.test.js'],
  { stdio: 'inherit' },
);
child.on('close', (code) => process.exit(code ?? 1));
