// The npm package's own package.json, generated from the checkout's (which is also the VS Code extension's manifest):
// only what npm, bundlers, CDNs, TypeScript and editors read. Its exports are the checkout's, checked against the files.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { publicHome } from '../package-vsix.js';

/** Where CDNs and editors look: the CDN bundle, and the element's manifests. */
export const CDN_ENTRY = 'dist/piecepack-war.js';
export const CUSTOM_ELEMENTS = 'dist/custom-elements.json';
export const WEB_TYPES = 'dist/web-types.json';

/** The package's files that act when imported: the element's definition, the CDN bundle, the command line. */
export const SIDE_EFFECTS = ['./dist/npm/define.js', './dist/piecepack-war.js', './dist/cli.js', './bin/piecepack-war.js'];

/** The address fields npm shows (repository, homepage, bugs): checked when set, left out when not. */
export function checkAddresses(pkg) {
  const problems = [];
  const url = (value, field) => {
    try {
      const u = new URL(value.replace(/^git\+/, ''));
      if (!/^(https?|git|ssh):$/.test(u.protocol)) problems.push(`${field}: ${value} is not a web or git address`);
    } catch {
      problems.push(`${field}: ${value} is not an address`);
    }
  };
  if (pkg.repository !== undefined) {
    const r = typeof pkg.repository === 'string' ? { url: pkg.repository } : pkg.repository;
    if (typeof r?.url !== 'string') problems.push('repository: needs a url');
    else url(r.url, 'repository');
  }
  if (pkg.homepage !== undefined) url(String(pkg.homepage), 'homepage');
  if (pkg.bugs !== undefined) {
    const b = typeof pkg.bugs === 'string' ? { url: pkg.bugs } : pkg.bugs;
    if (b?.url !== undefined) url(String(b.url), 'bugs');
    else if (typeof b?.email !== 'string') problems.push('bugs: needs a url or an email');
  }
  return problems;
}

/**
 * repository, homepage and bugs for the package, as the .vsix takes its links: package.json's own fields, else made
 * from the project's public home (PIECEPACK_WAR_HOME, else package.json's homepage: its repository's web address).
 * Without either, none (the project names no public home yet; npm then shows no links rather than wrong ones).
 */
export function addresses(pkg, home = publicHome(pkg)) {
  const repository = pkg.repository ?? (home && { type: 'git', url: `git+${home}.git` });
  const homepage = pkg.homepage ?? (home && `${home}#readme`);
  const bugs = pkg.bugs ?? (home && { url: `${home}/issues` });
  return { ...(repository && { repository }), ...(homepage && { homepage }), ...(bugs && { bugs }) };
}

/** Every file path an `exports` map names (conditions and subpaths flattened). */
export function exportTargets(exports) {
  if (typeof exports === 'string') return [exports];
  if (exports === null || typeof exports !== 'object') return [];
  return Object.values(exports).flatMap(exportTargets);
}

/**
 * The package's package.json from the checkout's `pkg`; `staged` is the folder the package is built in, where every
 * path it names must exist. Throws, naming each problem, when one does not or an address is wrong.
 */
export function packageManifest(pkg, staged, home = publicHome(pkg)) {
  const links = addresses(pkg, home);
  const problems = checkAddresses(links);
  const manifest = {
    name: pkg.name,
    version: pkg.version,
    description:
      "War, the card game, and its variants as a web component (<piecepack-war>), a TypeScript engine and a command line: piecepack War, card War, W-A-R, Război, P'yanitsa, Tod und Leben, Steal War, Stacked Deck War.",
    license: pkg.license,
    keywords: [...new Set([...(pkg.keywords ?? []), 'web-component', 'custom-element', 'lit'])],
    ...links,
    type: 'module',
    // Only these files do something on import (define the element, run the command line); every other module of the
    // package only declares, so a bundler drops what a page does not use (DEFAULT_STRINGS alone is a few KB).
    sideEffects: SIDE_EFFECTS,
    engines: { node: pkg.engines.node },
    // What the folder holds (package.json, README.md and LICENSE go in anyway).
    files: readdirSync(staged)
      .filter((f) => !['package.json', 'README.md', 'LICENSE'].includes(f))
      .sort(),
    exports: pkg.exports,
    // For tools that read no `exports` (TypeScript's node10 resolution, older bundlers).
    main: pkg.exports['.'].default,
    types: pkg.exports['.'].types,
    jsdelivr: CDN_ENTRY,
    unpkg: CDN_ENTRY,
    customElements: CUSTOM_ELEMENTS,
    'web-types': WEB_TYPES,
    bin: { [pkg.name]: 'bin/piecepack-war.js' },
    dependencies: pkg.dependencies,
    // `piecepack-war render` draws PNG and GIF with resvg's native binary when it is installed (SVG and text never need it).
    peerDependencies: { '@resvg/resvg-js': pkg.devDependencies['@resvg/resvg-js'] },
    peerDependenciesMeta: { '@resvg/resvg-js': { optional: true } },
  };
  const named = [
    ...exportTargets(manifest.exports),
    manifest.main,
    manifest.types,
    CDN_ENTRY,
    CUSTOM_ELEMENTS,
    WEB_TYPES,
    ...Object.values(manifest.bin),
    ...SIDE_EFFECTS,
  ];
  for (const path of new Set(named.filter((p) => p !== './package.json')))
    if (!existsSync(join(staged, path))) problems.push(`${path} is named in package.json but not in the package`);
  if (problems.length > 0) throw new Error(`the npm package's package.json:\n  ${problems.join('\n  ')}`);
  return manifest;
}
