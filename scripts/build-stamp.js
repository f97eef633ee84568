// Build once: a stamp in .cache records the digest of the sources the last whole build (scripts/build.js) was made from,
// so `npm test` builds up front (`node scripts/build-stamp.js`: builds only when the stamp is stale) and every tier after it reuses dist/; a tier run alone builds when its sources changed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The checkout's root: the stamp, the sources and the outputs are all read from it, wherever the caller runs. */
const ROOT = resolve(import.meta.dirname, '..');

/** Where the digest of the last whole build's sources is kept. */
export const STAMP = join(ROOT, '.cache', 'build-stamp');

/** What a whole build leaves behind; the stamp counts only while these are all there. */
export const OUTPUTS = ['dist/piecepack-war.js', 'dist/cli.js', 'dist/extension/extension.cjs', 'dist/package/package.json'].map((f) =>
  join(ROOT, f),
);

/** What no build reads: tests, the docs, and the test machinery (suites, package tests, the tools' lock files, CI). */
const NOT_READ = [/(^|\/)test\//, /\.test\.[cm]?[jt]s$/, /^docs\//, /^scripts\/(package-tests|tools|suites)\//, /^\.ci\//];
const isTest = (path) => NOT_READ.some((re) => re.test(path));

/**
 * The build's source files: every file git tracks or would track (the checkout's own files, not node_modules, dist
 * or .cache), but for what no build reads (tests, docs, the test machinery): a change there does not build again. `files` stands in for git's list (the tests give their own).
 */
export function buildSources(files = gitFiles()) {
  return files.filter((f) => !isTest(f)).sort();
}

/** The files git tracks and the untracked ones it does not ignore, as paths from the checkout's root. */
function gitFiles() {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(join(ROOT, f)));
}

/** The digest of the build's sources (paths from `root`): each path and its bytes, in order. */
export function sourceDigest(files = buildSources(), root = ROOT) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Whether dist/ holds the whole build of these sources (the stamp matches and every output is there). */
export function isBuilt(digest = sourceDigest(), { stamp = STAMP, outputs = OUTPUTS } = {}) {
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === digest && outputs.every((f) => existsSync(f));
}

/** Records that dist/ is the build of the sources as they are now (scripts/build.js calls it when it ends). */
export function writeStamp(digest = sourceDigest(), stamp = STAMP) {
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${digest}\n`);
}

/** The lock a build holds (a folder: made or not, at once), with the builder's process id inside. */
export const LOCK = join(ROOT, '.cache', 'build.lock');

/** Whether process `pid` still runs. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/**
 * Takes the build lock, waiting while another process that still runs holds it (two tiers started side by side would
 * otherwise build into the same dist/ at once); a lock left by a process that died is taken over. Returns the release.
 */
export function takeLock(lock = LOCK) {
  mkdirSync(dirname(lock), { recursive: true });
  const tick = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    } catch {
      // Made but not yet written: the holder is writing its id now.
    }
    if (Number.isInteger(holder) && !alive(holder)) rmSync(lock, { recursive: true, force: true });
    else Atomics.wait(tick, 0, 0, 100);
  }
}

/**
 * Builds everything (scripts/build.js, in a child process) unless dist/ already holds the build of the sources as they
 * are; one build at a time (takeLock), and a process that waited for another's build uses it. Returns whether it
 * built. `PW_REBUILD=1` builds anyway.
 */
export function ensureBuilt({ quiet = false } = {}) {
  const current = () => {
    if (process.env.PW_REBUILD === '1' || !isBuilt()) return false;
    if (!quiet) console.log('build: dist/ is the build of these sources (.cache/build-stamp); not building again');
    return true;
  };
  if (current()) return false;
  const release = takeLock();
  try {
    if (current()) return false;
    execFileSync(process.execPath, ['scripts/build.js'], { cwd: ROOT, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    return true;
  } finally {
    release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureBuilt();
