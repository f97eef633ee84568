// What a Markdown fence costs (part of `npm run bench`): CPU time and HTML bytes per fence from the built markdown-it
// plugin, with the words only and with the starting-position picture (piecepack-war/markdown-it/picture), for distinct
// and for identical fences; the plugin's size; and the VS Code extension host bundle's size and load cost (the bundle
// required in a fresh node with a stand-in `vscode` module, as the Markdown preview's `markdownItPlugins` loads it).
// Figures only, never asserted. Usage: node scripts/benches/markdown-fences.js [--no-build]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import MarkdownIt from 'markdown-it';
import buildMarkdown, { MARKDOWN_FILES } from '../builds/15-markdown.js';
import { HOST_BUILD } from '../builds/20-extension.js';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** A document of `count` fences: each its own game (seeds 1..count), or the same one `count` times. */
function doc(count, same) {
  const fences = [];
  for (let i = 1; i <= count; i++) fences.push('```piecepack-war\nvariant: stacked-deck\nseed: ' + (same ? 1 : i) + '\n```\n');
  return fences.join('\n');
}

/** CPU milliseconds and HTML bytes per fence of `md` over `source` (the best of three renders). */
function perFence(md, source, count) {
  let best = Infinity;
  let html = '';
  for (let round = 0; round < 3; round++) {
    const start = process.cpuUsage();
    html = md.render(source);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return `${(best / count).toFixed(3)} ms, ${kb(html.length / count)} per fence`;
}

/** The desktop host bundle's load: median CPU ms of `require` in fresh node processes (a stand-in vscode module). */
export function hostLoad(bundle, runs = 7) {
  const dir = mkdtempSync(join(tmpdir(), 'pw-host-'));
  try {
    mkdirSync(join(dir, 'node_modules', 'vscode'), { recursive: true });
    // Whatever the bundle reads of vscode while it loads: a Proxy that answers every member with itself.
    writeFileSync(
      join(dir, 'node_modules', 'vscode', 'index.js'),
      'const p = new Proxy(function () {}, { get: (t, k) => (k === "__esModule" ? false : p), apply: () => p, construct: () => p });\nmodule.exports = p;\n',
    );
    writeFileSync(join(dir, 'extension.cjs'), readFileSync(bundle));
    const probe = `const s = process.cpuUsage(); require(${JSON.stringify(join(dir, 'extension.cjs'))}); const u = process.cpuUsage(s); console.log((u.user + u.system) / 1000);`;
    const times = [];
    for (let i = 0; i < runs; i++) times.push(Number(execFileSync(process.execPath, ['-e', probe], { cwd: dir, encoding: 'utf8' })));
    return median(times);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function markdownFencesBench(args = []) {
  if (!args.includes('--no-build')) await buildMarkdown();
  const plugin = (await import(pathToFileURL(resolve(MARKDOWN_FILES.plugin)).href)).default;
  const pictureFile = MARKDOWN_FILES.pluginPicture && resolve(MARKDOWN_FILES.pluginPicture);
  const picture = pictureFile && existsSync(pictureFile) ? (await import(pathToFileURL(pictureFile).href)).startingPicture : null;
  const count = 200;
  const words = new MarkdownIt().use(plugin);
  const drawn = picture ? new MarkdownIt().use(plugin, { fallback: picture }) : null;
  console.log(`Markdown fences (${count} fences of \`variant: stacked-deck\`, CPU per fence, best of three renders):`);
  console.log(`  the plugin as it is, distinct fences:    ${perFence(words, doc(count, false), count)}`);
  console.log(`  the plugin as it is, identical fences:   ${perFence(words, doc(count, true), count)}`);
  if (drawn) {
    console.log(`  with the picture, distinct fences:       ${perFence(drawn, doc(count, false), count)}`);
    console.log(`  with the picture, identical fences:      ${perFence(drawn, doc(count, true), count)}`);
  }
  for (const file of [MARKDOWN_FILES.plugin, MARKDOWN_FILES.pluginPicture].filter((f) => f && existsSync(f))) {
    const text = readFileSync(file);
    console.log(`  ${file}: ${kb(text.length)} minified, ${kb(gzipSync(text).length)} gzipped`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'pw-host-build-'));
  try {
    const outfile = join(dir, 'extension.cjs');
    await build({ ...HOST_BUILD, outfile, sourcemap: false });
    const size = readFileSync(outfile).length;
    console.log(
      `VS Code extension host bundle: ${kb(size)}; loading it (require, median of 7 fresh processes): ${hostLoad(outfile).toFixed(1)} ms CPU`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await markdownFencesBench(process.argv.slice(2));
