// `npm run package`: builds everything, then packs the VS Code extension into piecepack-war-<version>.vsix with vsce
// (no node_modules: the host is bundled). What goes in is decided by .vscodeignore: built code, icons, manifest, l10n.
// Usage: node scripts/package-vsix.js [--no-build]   (or import { packageVsix } from it)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Builds (unless told not to) and packages; returns the .vsix path. Throws if vsce fails.
 * @param {{ build?: boolean, out?: string }} [options] `out`: where to write it (default piecepack-war-<version>.vsix)
 */
export function packageVsix({ build = true, out = undefined } = {}) {
  const { name, version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const vsix = out ?? join(ROOT, `${name}-${version}.vsix`);
  if (build) execFileSync(process.execPath, ['scripts/build.js'], { cwd: ROOT, stdio: 'inherit' });
  mkdirSync(dirname(vsix), { recursive: true }); // vsce does not create the folder (.cache/ on a fresh clone)
  execFileSync(process.execPath, [
    join(ROOT, 'node_modules', '@vscode', 'vsce', 'vsce'), 'package',
    '--no-dependencies', '--out', vsix,
    '--readme-path', 'docs/extension.md', '--no-rewrite-relative-links',
    '--allow-missing-repository', '--skip-license',
  ], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  console.log(`[package] ${vsix.slice(ROOT.length + 1)}: ${(statSync(vsix).size / 1024).toFixed(1)} KiB`);
  return vsix;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) packageVsix({ build: !process.argv.includes('--no-build') });
