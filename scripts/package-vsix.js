// `npm run package`: builds everything (unless dist/ is already the build of these sources: scripts/build-stamp.js), then packs the VS Code extension into piecepack-war-<version>.vsix with vsce
// (no node_modules: the host is bundled). What goes in is decided by .vscodeignore: built code, icons, manifest, l10n,
// the players' README, changelog and license. Every vsce check runs but one (no repository yet), and a warning from vsce
// fails the packaging, so the end-to-end suite (which packages first) keeps it clean.
// The project's public home (its repository's web address) is a setting: the environment variable
// PIECEPACK_WAR_HOME, else package.json's `homepage`. With one, the README's pictures and links point into it (vsce
// --baseImagesUrl/--baseContentUrl); without one, the pictures are left out of the packed README (a Marketplace page
// cannot show a relative picture), and the README's About says so.
// Usage: node scripts/package-vsix.js [--no-build]   (or import { packageVsix } from it)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from './build-stamp.js';
import { ensureTool, toolModule } from './tools.js';

const ROOT = resolve(import.meta.dirname, '..');

/** The public home (no trailing slash), or null while the project has none. */
export function publicHome(pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))) {
  const home = process.env.PIECEPACK_WAR_HOME || pkg.homepage || '';
  return /^https:\/\/\S+$/.test(home) ? home.replace(/\/+$/, '') : null;
}

/** The README vsce packs, and its flags: pointing into the public home, or a copy without the pictures. */
function readmeArgs(home) {
  const readme = 'extension/README.md';
  if (home)
    return ['--readme-path', readme, '--baseContentUrl', `${home}/blob/HEAD/extension/`, '--baseImagesUrl', `${home}/raw/HEAD/extension/`];
  const text = readFileSync(join(ROOT, readme), 'utf8');
  const without = text.replace(/^!\[[^\]]*\]\([^)]*\)\s*\n/gm, '');
  const copy = join(ROOT, '.cache', 'README-listing.md');
  mkdirSync(dirname(copy), { recursive: true });
  writeFileSync(copy, without);
  const left = (text.match(/^!\[/gm) ?? []).length;
  console.log(`[package] no public home yet (PIECEPACK_WAR_HOME or package.json homepage): ${left} picture(s) left out of the README`);
  return ['--readme-path', copy.slice(ROOT.length + 1)]; // vsce takes it relative to the package
}

/**
 * Builds (unless told not to, or dist/ is already the build of these sources) and packages; returns the .vsix path. Throws if vsce fails.
 * @param {{ build?: boolean, out?: string }} [options] `out`: where to write it (default piecepack-war-<version>.vsix)
 */
export function packageVsix({ build = true, out = undefined } = {}) {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const { name, version } = pkg;
  const home = publicHome(pkg);
  const vsix = out ?? join(ROOT, `${name}-${version}.vsix`);
  if (build) ensureBuilt();
  mkdirSync(dirname(vsix), { recursive: true }); // vsce does not create the folder (.cache/ on a fresh clone)
  ensureTool('vsce'); // a test-only tool, installed on first need (scripts/tools.js)
  const r = spawnSync(
    process.execPath,
    [
      join(toolModule('vsce'), 'vsce'),
      'package',
      '--no-dependencies',
      '--out',
      vsix,
      // The players' README (the project's own README.md is for developers).
      ...readmeArgs(home),
      // The one check left out while package.json names no repository (the project has no public home yet).
      ...(pkg.repository ? [] : ['--allow-missing-repository']),
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const said = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  process.stdout.write(said);
  if (r.status !== 0) throw new Error(`vsce package failed (exit ${r.status})`);
  const warnings = said.split('\n').filter((line) => /warn/i.test(line));
  if (warnings.length > 0) throw new Error(`vsce package warned:\n${warnings.join('\n')}`);
  console.log(`[package] ${relative(ROOT, vsix)}: ${(statSync(vsix).size / 1024).toFixed(1)} KiB`);
  return vsix;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) packageVsix({ build: !process.argv.includes('--no-build') });
