// The sizes the docs state, held to the build: each claim is a sentence of a doc with its figure, and what it
// measures. `npm run release` refuses (exit 2) when a figure is off by more than a tenth, or when a claim's sentence
// is gone (then this list and the doc are changed together).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The files a page loads before its first table: `entry` and the files it imports statically, and theirs. */
export function startupFiles(dir, entry) {
  const files = [entry];
  for (let i = 0; i < files.length; i++) {
    const text = readFileSync(join(dir, files[i]), 'utf8');
    // Static imports only (`import{…}from"./x.js"`, `import"./x.js"`), not `import("./x.js")`, which loads on demand.
    for (const [, file] of text.matchAll(/\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g))
      if (!files.includes(file)) files.push(file);
  }
  return files;
}

const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const KB = 1024;

/** What the claims measure, from the built checkout (`dist/`) and the packed tarball's size in bytes. */
export function measure({ root = '.', tarballBytes }) {
  const dist = join(root, 'dist');
  return {
    warPage: startupFiles(dist, 'piecepack-war.js').reduce((sum, f) => sum + gzipped(join(dist, f)), 0) / KB,
    cards: gzipped(join(dist, 'piecepack-war-cards.js')) / KB,
    markdownIt: statSync(join(dist, 'markdown/markdown-it.js')).size / KB,
    markdownItGzip: gzipped(join(dist, 'markdown/markdown-it.js')) / KB,
    obsidian: statSync(join(dist, 'markdown/obsidian/piecepack-war/main.js')).size / KB,
    obsidianGzip: gzipped(join(dist, 'markdown/obsidian/piecepack-war/main.js')) / KB,
    tarball: tarballBytes / 1e6,
  };
}

/** Each figure the docs state: the doc, the sentence around the figure (its first group), and what it is. */
export const CLAIMS = [
  {
    doc: 'docs/widget.md',
    says: /A page that shows only piecepack War loads the bundle alone, one file \(`npm run bench` counts it in\s+Chromium: about ([\d.]+) KB min\+gzip\)/,
    what: 'warPage',
  },
  { doc: 'docs/widget.md', says: /The first card game waits for `piecepack-war-cards\.js` \(about ([\d.]+) KB min\+gzip\)/, what: 'cards' },
  { doc: 'docs/markdown.md', says: /shipped as\s+`piecepack-war\/markdown-it`; about ([\d.]+) KB minified/, what: 'markdownIt' },
  { doc: 'docs/markdown.md', says: /`piecepack-war\/markdown-it`; about [\d.]+ KB minified, ([\d.]+) KB gzipped/, what: 'markdownItGzip' },
  { doc: 'docs/markdown.md', says: /one CommonJS file \(about ([\d.]+) KB, [\d.]+ KB gzipped\)/, what: 'obsidian' },
  { doc: 'docs/markdown.md', says: /one CommonJS file \(about [\d.]+ KB, ([\d.]+) KB gzipped\)/, what: 'obsidianGzip' },
  { doc: 'CHANGELOG.md', says: /\(about ([\d.]+) MB packed, no source maps or sources\)/, what: 'tarball' },
];

/**
 * The claims that the figures contradict (off by more than a tenth, and by more than the last digit written), or
 * whose sentence is not in the doc, each said in one line. `read` gives a doc's text (the checkout's by default).
 */
export function wrongSizes(figures, read = (doc) => readFileSync(doc, 'utf8')) {
  const problems = [];
  for (const claim of CLAIMS) {
    const found = [...read(claim.doc).matchAll(new RegExp(claim.says, 'g'))];
    if (found.length !== 1) {
      problems.push(`${claim.doc}: the sentence with the ${claim.what} figure is not there once (${claim.says.source.slice(0, 60)}…)`);
      continue;
    }
    const stated = Number(found[0][1]);
    const actual = figures[claim.what];
    const step = 10 ** -(found[0][1].split('.')[1]?.length ?? 0);
    if (Math.abs(stated - actual) > Math.max(actual / 10, step))
      problems.push(`${claim.doc} says about ${stated} for ${claim.what}; the build makes ${actual.toFixed(2)}`);
  }
  return problems;
}
