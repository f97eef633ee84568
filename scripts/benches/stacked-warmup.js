// Bench (part of `npm run bench`): how slowly Stacked Deck War's strong computer starts in a fresh process, in figures
// two runs can compare. Each round runs, one after another: this checkout's 300 games cold and the same 300 warmed
// (stacked-warmup-run.ts, bundled as the CLI is; on Linux also how much of that CPU V8's helper threads took, which is
// where its optimizing compiler runs), the C yardstick ../shared/bench/war-ref.c (the machine's speed in that
// moment), and, with --baseline REV (or the latest v* tag), the same games on that revision's engine. Medians of the
// rounds and of the ratios taken round by round, with the load average before and after. Printed, never asserted.
// Usage: node scripts/benches/stacked-warmup.js [--rounds N] [--baseline REV] (under npm run bench: PW_BENCH_ROUNDS,
// PW_BENCH_BASELINE)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Games in each half of a process's run. */
const GAMES = 300;
/** Standard games the C yardstick plays each round (a few tenths of a second). */
const YARDSTICK_GAMES = 100_000;

/** The value after `--name` in the arguments, else `fallback`. */
function option(args, name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const load = () => loadavg()[0].toFixed(2);

/** The runner bundled against the engine under `root` (this checkout, or a baseline's tree). */
async function bundle(root, outfile) {
  await build({
    entryPoints: [join(root, 'scripts/benches/stacked-warmup-run.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  return outfile;
}

/** A fresh process's cold and warmed rates (games per second of CPU time). */
function fresh(script) {
  const r = spawnSync(process.execPath, [script, String(GAMES)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

/** The C yardstick compiled, or why not. */
function yardstick(dir) {
  const source = process.env.PIECEPACK_WAR_REF ?? resolve('..', 'shared', 'bench', 'war-ref.c');
  if (!existsSync(source)) return { why: `no ${source}` };
  const exe = join(dir, 'war-ref');
  const r = spawnSync('gcc', ['-O2', '-o', exe, source, '-lm'], { encoding: 'utf8' });
  return r.status === 0 ? { exe } : { why: `gcc failed: ${r.stderr || r.error}` };
}

/** The yardstick's standard games per second of CPU time (the shell's `times` for its child). */
function yardstickRate(exe) {
  const r = spawnSync('/bin/sh', ['-c', `'${exe}' ${YARDSTICK_GAMES} 1 >/dev/null && times`], { encoding: 'utf8' });
  const child = (r.stdout ?? '').trim().split('\n').pop() ?? '';
  const seconds = [...child.matchAll(/(\d+)m([\d.]+)s/g)].reduce((a, m) => a + Number(m[1]) * 60 + Number(m[2]), 0);
  if (r.status !== 0 || !(seconds > 0)) throw new Error(`war-ref failed: ${r.stderr}`);
  return YARDSTICK_GAMES / seconds;
}

/** The baseline's tree (its engine, this checkout's runner) in `dir`, or why not. */
function baselineTree(rev, dir) {
  try {
    const tar = execFileSync('git', ['archive', rev, 'engine'], { maxBuffer: 1 << 28 });
    mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    mkdirSync(join(dir, 'scripts/benches'), { recursive: true });
    cpSync('scripts/benches/stacked-warmup-run.ts', join(dir, 'scripts/benches/stacked-warmup-run.ts'));
    return { dir };
  } catch (e) {
    return { why: `git archive ${rev}: ${String(e.message).split('\n')[0]}` };
  }
}

/** The latest release tag, or null. */
function latestTag() {
  try {
    return execFileSync('git', ['describe', '--tags', '--abbrev=0', '--match', 'v*'], { encoding: 'utf8', stdio: 'pipe' }).trim() || null;
  } catch {
    return null;
  }
}

export default async function stackedWarmupBench(args = []) {
  const rounds = Number(option(args, '--rounds', process.env.PW_BENCH_ROUNDS ?? '3'));
  const rev = option(args, '--baseline', process.env.PW_BENCH_BASELINE ?? latestTag());
  const dir = mkdtempSync(join(tmpdir(), 'pw-warmup-'));
  try {
    const loadBefore = load();
    const ours = await bundle('.', join(dir, 'ours.mjs'));
    const c = yardstick(dir);
    const base = rev ? baselineTree(rev, join(dir, 'baseline')) : { why: 'no release tag; --baseline REV names one' };
    const theirs = 'dir' in base ? await bundle(base.dir, join(dir, 'baseline.mjs')) : null;
    const runs = [];
    for (let i = 0; i < rounds; i++)
      runs.push({ ours: fresh(ours), c: 'exe' in c ? yardstickRate(c.exe) : null, baseline: theirs ? fresh(theirs) : null });
    const m = (f) => median(runs.map(f));
    console.log(
      `Stacked Deck War, strong computer against random, ${GAMES} games in a fresh process then the same ${GAMES} warmed (games/s of CPU time; median of ${rounds} interleaved rounds; load average ${loadBefore} before, ${load()} after):`,
    );
    console.log(
      `  this checkout: cold ${m((r) => r.ours.cold).toFixed(0)}, warmed ${m((r) => r.ours.warmed).toFixed(0)}: cold at ${(100 * m((r) => r.ours.cold / r.ours.warmed)).toFixed(0)}% of warmed`,
    );
    if (runs.every((r) => r.ours.coldHelperMs !== null))
      console.log(
        `  of that CPU time, V8's helper threads (its optimizing compiler, GC helpers): cold ${m((r) => r.ours.coldHelperMs).toFixed(0)} ms, warmed ${m((r) => r.ours.warmedHelperMs).toFixed(0)} ms (the main thread: cold ${m((r) => (GAMES * 1000) / r.ours.cold - r.ours.coldHelperMs).toFixed(0)} ms, warmed ${m((r) => (GAMES * 1000) / r.ours.warmed - r.ours.warmedHelperMs).toFixed(0)} ms)`,
      );
    if (c.exe)
      console.log(
        `  war-ref.c (gcc -O2, ${YARDSTICK_GAMES} standard War games each round): ${m((r) => r.c).toFixed(0)} games/s; ours per 1,000 of its games/s: cold ${m((r) => (1000 * r.ours.cold) / r.c).toFixed(2)}, warmed ${m((r) => (1000 * r.ours.warmed) / r.c).toFixed(2)}`,
      );
    else console.log(`  war-ref.c: skipped (${c.why})`);
    if (theirs)
      console.log(
        `  baseline ${rev}: cold ${m((r) => r.baseline.cold).toFixed(0)}, warmed ${m((r) => r.baseline.warmed).toFixed(0)} (cold at ${(100 * m((r) => r.baseline.cold / r.baseline.warmed)).toFixed(0)}%); this checkout against it, round by round: cold x${m((r) => r.ours.cold / r.baseline.cold).toFixed(2)}, warmed x${m((r) => r.ours.warmed / r.baseline.warmed).toFixed(2)}`,
      );
    else console.log(`  baseline: skipped (${base.why})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await stackedWarmupBench(process.argv.slice(2));
