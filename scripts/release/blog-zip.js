// The release's zip for bloggers: the CDN files as the npm package ships them (no source maps), the embed page for
// iframes (embed.html and its stylesheet), an index.html that shows how to embed them, the package's README,
// custom-elements.json, LICENSE and the notices of what the files bundle, and the pieces for Markdown tools (the Hugo shortcode under hugo/, the MkDocs
// fence formatter under mkdocs/, the Obsidian plugin's folder under obsidian/; docs/markdown.md), in one folder named
// piecepack-war-<version>.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MARKDOWN_FILES } from '../builds/15-markdown.js';
import { STAGE } from '../npm-package/stage.js';
import { writeZip } from './zip.js';
import { NOTICES, noticesFor } from '../builds/notices.js';

/**
 * The CDN files of the staged npm package (dist/package/dist/piecepack-war*.js), and the embed page that "Copy embed
 * code" links to (embed.html, with its stylesheet), which loads them from beside it.
 */
export function cdnFiles(stage = STAGE) {
  return readdirSync(join(stage, 'dist'))
    .filter((f) => /^piecepack-war[\w-]*\.(js|css)$|^embed\.html$/.test(f))
    .sort();
}

/** The staged package's own files the zip's index.html names, each by its name in the zip's folder. */
export const PACKAGE_FILES = [
  { name: 'README.md', path: 'README.md' },
  { name: 'custom-elements.json', path: 'dist/custom-elements.json' },
  { name: 'LICENSE', path: 'LICENSE' },
];

/** The pieces for Markdown tools from the build (dist/markdown/...), each by its name in the zip's folder. */
export const SITE_FILES = [
  { name: 'hugo/layouts/shortcodes/piecepack-war.html', path: MARKDOWN_FILES.hugo },
  { name: 'mkdocs/piecepack_war_fence.py', path: MARKDOWN_FILES.mkdocs },
  { name: 'obsidian/piecepack-war/main.js', path: MARKDOWN_FILES.obsidian },
  { name: 'obsidian/piecepack-war/manifest.json', path: MARKDOWN_FILES.obsidianManifest },
];

/** Writes the zip at `path` for `version` from the staged package; returns the names it holds. */
export function writeBlogZip(path, version, stage = STAGE) {
  const folder = `piecepack-war-${version}`;
  const page = readFileSync(new URL('./embed.html', import.meta.url), 'utf8').replaceAll('VERSION', version);
  const entries = [
    ...cdnFiles(stage).map((f) => ({ name: `${folder}/${f}`, data: readFileSync(join(stage, 'dist', f)) })),
    { name: `${folder}/index.html`, data: Buffer.from(page) },
    ...PACKAGE_FILES.map((f) => ({ name: `${folder}/${f.name}`, data: readFileSync(join(stage, f.path)) })),
    ...SITE_FILES.map((f) => ({ name: `${folder}/${f.name}`, data: readFileSync(f.path) })),
  ];
  // The notices of what its files bundle: each CDN file by its path in the checkout (dist/), each Markdown piece by its own.
  const built = [
    ...cdnFiles(stage).map((f) => ({ path: `dist/${f}`, bytes: readFileSync(join(stage, 'dist', f)) })),
    ...SITE_FILES.map((f) => ({ path: f.path, bytes: readFileSync(f.path) })),
  ];
  entries.push({ name: `${folder}/${NOTICES}`, data: Buffer.from(noticesFor(`The piecepack-war ${version} zip`, built)) });
  writeZip(path, entries);
  return entries.map((e) => e.name);
}
