// Builds the npm package in its own folder (dist/package): the allow-listed built files (source maps left out, the
// declarations' import paths ending in .js), the package's own README, executable and typings (npm/), the editors'
// element data, LICENSE, CHANGELOG.md, the notices of the packages its files bundle (THIRD-PARTY-NOTICES.md, from
// what the builds recorded) and its generated package.json. `npm pack dist/package` packs exactly that.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { builtFiles, ownFiles } from './files.js';
import { packageManifest } from './manifest.js';
import { writeEditorData } from './editor-data.js';
import { NOTICES, noticesFor } from '../builds/notices.js';

/** The folder the npm package is built in. */
export const STAGE = 'dist/package';

/** A built script without its `//# sourceMappingURL=` line (the maps stay out of the package). */
export function withoutMapLink(text) {
  return text.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/**
 * A declaration file as TypeScript 4.9 and later read it without allowImportingTsExtensions: its relative imports and
 * module augmentations name the .js files the package ships (`./x.ts` becomes `./x.js`), and `export type * from`
 * (TypeScript 5.0) is `export * from`, the same in a declaration file, where everything is a type.
 */
export function withJsSpecifiers(text) {
  return text
    .replace(/((?:from|import|declare module)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+?)\.ts\2/g, '$1$2$3.js$2')
    .replace(/^export type \* from /gm, 'export * from ');
}

/**
 * The element's `options` setter as TypeScript 4.9 reads it: before 5.1 a getter's type must fit its setter's, and
 * the setter takes resolved options too (any object of options, at run time). A no-op once the source says so.
 */
export function withOptionsSetterForTs49(text) {
  return text.replace(/set options\(value: OptionsInput \| null\)/, 'set options(value: OptionsInput | Options | null)');
}

const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

/**
 * Builds the package's folder (dist/package, or `stage`) from the built checkout at `root` (run `npm run build`
 * first); returns the folder and its manifest.
 */
export async function stagePackage(root = '.', stage = join(root, STAGE)) {
  rmSync(stage, { recursive: true, force: true });
  for (const path of builtFiles(root)) {
    const text = readFileSync(join(root, path), 'utf8');
    if (path.endsWith('.d.ts')) write(join(stage, path), withOptionsSetterForTs49(withJsSpecifiers(text)));
    else if (path.endsWith('.js')) write(join(stage, path), withoutMapLink(text));
    else write(join(stage, path), text);
  }
  for (const path of ownFiles(root)) {
    const to = join(stage, path.replace(/^npm\//, ''));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(join(root, path), to);
  }
  for (const file of ['LICENSE', 'CHANGELOG.md']) copyFileSync(join(root, file), join(stage, file));
  const built = builtFiles(root).map((path) => ({ path, bytes: readFileSync(join(root, path)) }));
  writeFileSync(join(stage, NOTICES), noticesFor('The piecepack-war package', built));
  await writeEditorData(root, stage);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const manifest = packageManifest(pkg, stage);
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir: stage, manifest };
}
