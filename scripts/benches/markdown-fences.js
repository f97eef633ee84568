// What a Markdown fence costs (part of `npm run bench`): CPU time and HTML bytes per fence from the built markdown-it
// plugin, with the words only and with the starting-position picture (piecepack-war/markdown-it/picture), for distinct
// and for identical fences; the plugin's size. (What VS Code's preview loads: scripts/benches/extension-load.js.)
// Figures only, never asserted. Usage: node scripts/benches/markdown-fences.js [--no-build]
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import MarkdownIt from 'markdown-it';
import buildMarkdown, { MARKDOWN_FILES } from '../builds/15-markdown.js';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await markdownFencesBench(process.argv.slice(2));
