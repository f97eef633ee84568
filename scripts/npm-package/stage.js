// Builds the npm package in its own folder (dist/package): the allow-listed built files (source maps left out, the
// declarations' import paths ending in .js), the package's own README, executable and typings (npm/), the editors'
// element data, LICENSE, CHANGELOG.md and its generated package.json. `npm pack dist/package` packs exactly that.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { builtFiles, ownFiles } from './files.js';
import { packageManifest } from './manifest.js';
import { writeEditorData } from './editor-data.js';

/** The folder the npm package is built in. */
export const STAGE = 'dist/package';

/** A built script without its `//# sourceMappingURL=` line (the maps stay out of the package). */
export function withoutMapLink(text) {
  return text.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/**
 * A declaration file whose relative imports name the .js files the package ships (`./x.ts` becomes `./x.js`), as
 * TypeScript 4.9 and later read them without allowImportingTsExtensions.
 */
export function withJsSpecifiers(text) {
  return text.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+?)\.ts\2/g, '$1$2$3.js$2');
}

const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

/** Builds dist/package from the built checkout at `root` (run `npm run build` first); returns its file list. */
export async function stagePackage(root = '.') {
  const stage = join(root, STAGE);
  rmSync(stage, { recursive: true, force: true });
  for (const path of builtFiles(root)) {
    const text = readFileSync(join(root, path), 'utf8');
    if (path.endsWith('.d.ts')) write(join(stage, path), withJsSpecifiers(text));
    else if (path.endsWith('.js')) write(join(stage, path), withoutMapLink(text));
    else write(join(stage, path), text);
  }
  for (const path of ownFiles(root)) {
    const to = join(stage, path.replace(/^npm\//, ''));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(join(root, path), to);
  }
  for (const file of ['LICENSE', 'CHANGELOG.md']) copyFileSync(join(root, file), join(stage, file));
  await writeEditorData(root, stage);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const manifest = packageManifest(pkg, stage);
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir: stage, manifest };
}
