// `npm run release` into a scratch folder once per test run, for every package test that needs its files (the release
// test and the reader-channels test); the folder is removed when the run ends.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let made = null;

/** The release's folder and what the release said, built on first call (needs `npm run build` first). */
export function builtRelease() {
  if (!made) {
    const out = mkdtempSync(join(tmpdir(), 'pw-release-'));
    process.on('exit', () => rmSync(out, { recursive: true, force: true }));
    const said = execFileSync(process.execPath, ['scripts/release/release.js', '--no-build', '--out', out], { encoding: 'utf8' });
    made = { out, said };
  }
  return made;
}

/** Unpacks a zip (Python's zipfile reads it as any unzip tool would, and checks every entry's CRC) into a new folder. */
export function unzip(file) {
  const dir = mkdtempSync(join(tmpdir(), 'pw-unzip-'));
  execFileSync('python3', [
    '-c',
    'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; z.extractall(sys.argv[2])',
    file,
    dir,
  ]);
  return dir;
}
