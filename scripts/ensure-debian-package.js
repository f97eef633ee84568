// Makes sure a Debian package's program is installed, installing the package with apt-get when it is missing (as root,
// else through `sudo -n`): Chromium for the browser tests, Hugo and MkDocs for the Markdown suite's static sites.
// Usage: node scripts/ensure-debian-package.js PACKAGE PROGRAM   (prints the program's path)
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether this process has already run `apt-get update` (once is enough for every package it installs). */
let updated = false;

/** Where `program` is: itself when it is a path, else the first executable of that name on PATH; null if nowhere. */
export function findProgram(program) {
  if (program.includes('/')) return existsSync(program) ? program : null;
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const path = join(dir, program);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/**
 * Installs Debian's `pkg` when `program` (a path, or a name looked up on PATH) is missing; returns the program's path.
 * Throws with a clear message if apt-get fails or the package does not bring the program.
 */
export function ensureDebianPackage(pkg, program) {
  const found = findProgram(program);
  if (found) return found;
  console.log(`${program} not found: installing Debian's ${pkg} package...`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) =>
    execFileSync(asRoot[0] ?? args[0], asRoot.length ? [...asRoot.slice(1), ...args] : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (!updated) run(['apt-get', 'update']);
  updated = true;
  run(['apt-get', 'install', '-y', '--no-install-recommends', pkg]);
  const installed = findProgram(program);
  if (!installed) throw new Error(`apt-get installed ${pkg} but ${program} is still missing`);
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [pkg, program] = process.argv.slice(2);
  if (!pkg || !program) {
    process.stderr.write('usage: node scripts/ensure-debian-package.js PACKAGE PROGRAM\n');
    process.exit(2);
  }
  console.log(ensureDebianPackage(pkg, program));
}
