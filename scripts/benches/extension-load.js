// What the VS Code extension costs to load (part of `npm run bench`): the light entry every Markdown file and preview
// loads (`onLanguage:markdown`, `markdown.markdownItPlugins`), and the game host it loads on the first game command.
// Each bundle is built as the release builds it and required in fresh node processes with a stand-in `vscode` module
// (a Proxy answering every member); bytes minified and gzipped, CPU ms of the require (median). The game host is
// timed after the entry has loaded, as on a first command. Figures only, never asserted.
// Usage: node scripts/benches/extension-load.js
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ENTRY_BUILD, GAME_HOST_BUILD } from '../builds/20-extension.js';

/** Fresh processes per figure. */
const RUNS = 9;

/** Issue 34's figures for the one bundle every Markdown preview loaded: before the fence's picture, and with it. */
const REFERENCE = 'one bundle for everything: 174 KB and 22.5 ms before the fence picture, 250 KB and 36.6 ms with it (issue 34)';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Median CPU ms of requiring `file` in a fresh node in `dir`, after requiring `first` (not counted) when given. */
function requireCpu(dir, file, first) {
  const before = first ? `require(${JSON.stringify(first)});` : '';
  const probe = `${before} const s = process.cpuUsage(); require(${JSON.stringify(file)}); const u = process.cpuUsage(s); console.log((u.user + u.system) / 1000);`;
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(Number(execFileSync(process.execPath, ['-e', probe], { cwd: dir, encoding: 'utf8' })));
  return median(times);
}

export default async function extensionLoadBench() {
  const dir = mkdtempSync(join(tmpdir(), 'pw-extension-load-'));
  try {
    mkdirSync(join(dir, 'node_modules', 'vscode'), { recursive: true });
    writeFileSync(
      join(dir, 'node_modules', 'vscode', 'index.js'),
      'const p = new Proxy(function () {}, { get: (t, k) => (k === "__esModule" ? false : p), apply: () => p, construct: () => p });\nmodule.exports = p;\n',
    );
    const entry = join(dir, 'extension.cjs');
    const host = join(dir, 'host.cjs');
    await build({ ...ENTRY_BUILD, outfile: entry, sourcemap: false });
    await build({ ...GAME_HOST_BUILD, outfile: host, sourcemap: false });
    const size = (file) => {
      const text = readFileSync(file);
      return `${kb(text.length)} (${kb(gzipSync(text).length)} gzipped)`;
    };
    console.log(`VS Code extension load (require in a fresh node, stand-in vscode, median CPU of ${RUNS} processes):`);
    console.log(`  the entry, what a Markdown file or preview loads: ${size(entry)}, ${requireCpu(dir, entry).toFixed(1)} ms CPU`);
    console.log(
      `  the game host, on the first game command:         ${size(host)}, ${requireCpu(dir, host, entry).toFixed(1)} ms CPU more`,
    );
    console.log(`  reference, ${REFERENCE}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await extensionLoadBench();
