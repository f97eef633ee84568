// The VS Code extension's suites: its type checks (host without node or DOM types, the webview panel script with DOM,
// the tests), and the end-to-end suite in real VS Code (code-server, set up by scripts/setup-code-server.js) driven by
// playwright-core in Chromium. `node scripts/test.js vscode` runs only these.

/** The end-to-end suite's closing "E2E: N passed, N failed" (a non-zero exit with nothing failed counts as one failure). */
export function e2eCount(out, code) {
  const last = [...out.matchAll(/^E2E: (\d+) passed, (\d+) failed$/gm)].pop();
  const passed = last ? Number(last[1]) : 0;
  const failed = last ? Number(last[2]) : 0;
  return { passed, failed: code !== 0 && failed === 0 ? 1 : failed };
}

const tsc = 'node_modules/.bin/tsc';

export default [
  {
    name: 'typecheck vscode extension host (vscode types only: runs in node and vscode.dev)',
    cmd: tsc,
    args: ['-p', 'extension'],
    quick: true,
  },
  { name: 'typecheck vscode extension webview panel (DOM)', cmd: tsc, args: ['-p', 'extension/webview'], quick: true },
  { name: 'typecheck vscode extension tests', cmd: tsc, args: ['-p', 'extension/test'], quick: true },
  {
    name: 'vscode e2e: the .vsix in code-server, driven in Chromium',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'extension/test/e2e/run.ts'],
    count: e2eCount,
    long: true,
  },
];
