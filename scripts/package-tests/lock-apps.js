// Writes the lock file of each scratch app of the frameworks and side-effects suites into scripts/package-tests/apps/<name>/
// (a package.json of the app's dependencies, resolved to exact versions, and its package-lock.json), so the suites
// install with `npm ci` what was locked here, and a release upstream cannot change what they test. Run it to move an
// app to newer framework versions, then commit both files: node scripts/package-tests/lock-apps.js [name...]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS } from './framework-apps.js';

/** Where an app's package.json and lock file are committed. */
export const appLock = (name) => join(import.meta.dirname, 'apps', name);

/** Resolves app `name`'s dependency ranges to exact versions and writes its package.json and lock file. */
export function lockApp(name, deps = APPS[name].deps) {
  const dir = appLock(name);
  mkdirSync(dir, { recursive: true });
  const pkg = (dependencies) => `${JSON.stringify({ name: `${name}-war`, private: true, type: 'module', dependencies }, null, 2)}\n`;
  writeFileSync(join(dir, 'package.json'), pkg(deps));
  const npm = (args) => execFileSync('npm', [...args, '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  npm(['install', '--package-lock-only']);
  // The ranges become the exact versions the lock holds (the lock then stays as it is).
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
  const exact = Object.fromEntries(Object.keys(deps).map((dep) => [dep, lock.packages[`node_modules/${dep}`].version]));
  writeFileSync(join(dir, 'package.json'), pkg(exact));
  npm(['install', '--package-lock-only']);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(APPS);
  for (const name of names) lockApp(name);
}
