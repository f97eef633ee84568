// Runs the markdown suites in Chromium: builds the widget and the markdown files (scripts/builds/10-webview.js and
// 15-markdown.js), makes sure Chromium is there, then runs markdown/test/browser/*.test.js with mocha.
import { spawn } from 'node:child_process';
import { ensureChromium } from '../../../scripts/ensure-chromium.js';
import buildWebview from '../../../scripts/builds/10-webview.js';
import buildMarkdown from '../../../scripts/builds/15-markdown.js';

ensureChromium();
if (!process.argv.includes('--no-build')) {
  await buildWebview();
  await buildMarkdown();
}
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const child = spawn(
  process.execPath,
  [
    'node_modules/mocha/bin/mocha.js',
    '--no-config',
    '--no-package',
    '--timeout',
    '180000',
    '--reporter',
    'spec',
    ...(only.length > 0 ? only : ['markdown/test/browser/*.test.js']),
  ],
  { stdio: 'inherit' },
);
child.on('close', (code) => process.exit(code ?? 1));
