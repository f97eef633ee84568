// The npm package's allow-list: the files pages, bundlers and the CLI load (built JS and declarations; stage.js adds
// the element's manifests), each named by its path in the checkout, which is also its path in the package. Nothing else is shipped.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the package holds, as patterns over the checkout's paths (folder, and a test of the file name in it; `deep`
 * walks the folder's subfolders too). Source maps, TypeScript sources, tests, docs' pictures and tooling never match.
 */
export const ALLOW = [
  // (Not piecepack-war-preview.js: the classic loader of VS Code's Markdown preview travels in the .vsix only.)
  { dir: 'dist', test: /^piecepack-war(?!-preview\.js$)[\w-]*\.js$/, why: 'the CDN files: the bundle and what it loads on demand' },
  { dir: 'dist/npm', test: /^[\w-]+\.js$/, why: 'the entries bundlers import (Lit left as a dependency) and their split files' },
  { dir: 'dist/types', test: /\.d\.ts$/, deep: true, why: "the declarations (the element's and the engine's types)" },
  { dir: 'dist', test: /^(cli|sim-worker)\.js$/, why: 'the command line, bundled, and its simulation threads' },
  { dir: 'dist', test: /^(embed\.html|piecepack-war-embed\.css)$/, why: 'the embed page (iframes), beside the CDN files it loads' },
  {
    dir: 'dist/markdown',
    test: /^markdown-it(-picture|-figures)?\.(js|cjs|d\.ts|d\.cts)$/,
    why: 'the markdown-it plugin and its picture and figures entries (piecepack-war/markdown-it, /markdown-it/picture, /markdown-it/figures)',
  },
];

/** The files the package takes from the package's own folder (npm/): its README, its executable, its typings. */
export const OWN = { dir: 'npm', test: /\.(md|js|d\.ts)$/, deep: true };

/** Every file of `dir` (relative to `root`) whose name passes `test`, as paths relative to `root`. */
function matching(root, { dir, test, deep = false }) {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  const found = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (deep) found.push(...matching(root, { dir: path, test, deep }));
    } else if (test.test(entry.name)) found.push(path);
  }
  return found.sort();
}

/** The built files the package ships, from the checkout at `root`, by their paths there. */
export function builtFiles(root = '.') {
  return [...new Set(ALLOW.flatMap((rule) => matching(root, rule)))];
}

/** The package's own files (npm/...), by their paths in the checkout; in the package they lose the `npm/` prefix. */
export function ownFiles(root = '.') {
  return matching(root, OWN);
}
