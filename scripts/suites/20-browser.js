// The widget's suites: its type check (DOM lib), the browser tests (web-test-runner + mocha in Debian's Chromium,
// installed when missing), and the demo page served with a strict CSP and driven by playwright-core.
import { mochaCount, plain } from '../test-plan.js';

/** web-test-runner's closing "N passed, N failed" (a non-zero exit with nothing failed counts as one failure). */
export function wtrCount(out, code) {
  const last = [...plain(out).matchAll(/(\d+) passed, (\d+) failed/g)].pop();
  const passed = last ? Number(last[1]) : 0;
  const failed = last ? Number(last[2]) : 0;
  return { passed, failed: code !== 0 && failed === 0 ? 1 : failed };
}

export default [
  { name: 'typecheck webview (DOM)', cmd: 'node_modules/.bin/tsc', args: ['-p', 'webview'], quick: true },
  {
    name: 'browser: <piecepack-war> in Chromium (web-test-runner)',
    cmd: process.execPath,
    args: ['webview/test/run.js'],
    count: wtrCount,
    long: true,
  },
  {
    name: 'browser: demo page, bundle, npm package and CSP (playwright-core)',
    cmd: process.execPath,
    args: ['demo/test/run.js'],
    count: mochaCount,
  },
];
