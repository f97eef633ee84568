// How `npm test` runs its tiers: how many side by side on this machine, a pool that keeps to that number and hands back
// each tier's result in the tiers' order, and the closing tally. scripts/test.js runs it; scripts/test/test-plan.test.ts
// holds it to its word without spawning a tier.

/** What test:quick leaves out of mocha: the tests named "[full]" (whole-system runs, and the type-aware lint). */
export const QUICK_GREP = ['--grep', '\\[full\\]', '--invert'];

/**
 * How many tiers run side by side: `PW_TEST_JOBS` when it is a whole number from 1, else half the processors (at least
 * one). Measured alone on an idle 2-core machine, the tiers mostly wait on states (the widget's browser tests used 316 s
 * of CPU in 614 s, VS Code's end-to-end suite 422 s in 470 s), and two side by side (`PW_TEST_JOBS=2`) ran a fresh clone's
 * `.ci/run` in 13.7 minutes; but beside the widget tier VS Code's scenario "a decision game (Steal War) loads its
 * table..." hung on a tab click in 2 runs of 5 (a cause not found yet), so a 2-core machine keeps one at a time.
 */
export function tierJobs(cpus, env = {}) {
  const asked = env.PW_TEST_JOBS;
  if (asked !== undefined && asked !== '') {
    if (!/^[1-9]\d*$/.test(asked)) throw new Error(`PW_TEST_JOBS must be a whole number from 1, not "${asked}"`);
    return Number(asked);
  }
  return Math.max(1, Math.floor(cpus / 2));
}

/**
 * The order the tiers start in: the long ones (marked `long`: the widget in Chromium, VS Code's end-to-end suite, the
 * packages) first, so the run's end is not one long tier started last; the others after them in their written order.
 */
export function startOrder(suites) {
  return [...suites.filter((s) => s.long), ...suites.filter((s) => !s.long)];
}

/**
 * Runs `run(item)` for every item, at most `jobs` at a time, each started as soon as a slot is free, in the items'
 * order. Resolves with the results in the items' order; `onDone(item, result)` is called as each one ends.
 */
export async function runPool(items, jobs, run, onDone = () => {}) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await run(items[i]);
      onDone(items[i], results[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, jobs), items.length) }, worker));
  return results;
}

/**
 * A type check's arguments with tsc's incremental mode: what it learned is kept in `.cache/tsc/<project>.tsbuildinfo`,
 * so a second run re-checks only the files that changed and what depends on them (a fresh clone has none yet).
 */
export function incrementalTsc(args) {
  const project = args[args.indexOf('-p') + 1] ?? '.';
  const name = project === '.' ? 'root' : project.replace(/[^A-Za-z0-9]+/g, '-');
  return [...args, '--incremental', '--tsBuildInfoFile', `.cache/tsc/${name}.tsbuildinfo`];
}

/** How long something took, as the log shows it: seconds with one decimal below ten minutes, else minutes and seconds. */
export function wallTime(ms) {
  const s = ms / 1000;
  if (s < 600) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
}

/** A tier's line as it ends: its name, its tally and the wall time it took. */
export function tierLine(name, result, ms) {
  return `--- ${name}: ${result.passed} passed, ${result.failed} failed (${wallTime(ms)})`;
}

/**
 * The short table printed before the closing line: each tier's wall time, the slowest first, with its share of the
 * run's wall time (tiers side by side may add up to more than the run).
 */
export function timeTable(tiers, totalMs) {
  const sorted = [...tiers].sort((a, b) => b.ms - a.ms);
  const width = Math.max(...sorted.map((t) => wallTime(t.ms).length));
  const rows = sorted.map((t) => {
    const share = totalMs > 0 ? `${String(Math.round((100 * t.ms) / totalMs)).padStart(3)} %` : '';
    return `${wallTime(t.ms).padStart(width)} ${share}  ${t.name}`;
  });
  return [`where the time went (${wallTime(totalMs)} in all):`, ...rows].join('\n');
}

/** The closing line: every tier's passes and failures added up. */
export function closingLine(results) {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  return `${passed} passed, ${failed} failed`;
}

/** A tier's output without its ANSI colour codes. */
// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
export const plain = (text) => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

/** mocha's "N passing" / "N failing" (colours ignored; a non-zero exit with no failures counted is one failure). */
export function mochaCount(out, code) {
  const text = plain(out);
  const passed = Number(/(\d+) passing/.exec(text)?.[1] ?? 0);
  const failed = Number(/(\d+) failing/.exec(text)?.[1] ?? 0);
  return { passed, failed: code !== 0 && failed === 0 ? 1 : failed };
}

/**
 * What a failed tier said about its failures, for the recap printed just before the closing line (a CI log often keeps
 * only its tail): mocha's "N failing" section, else the lines marked as failed with the few after each, else its last
 * lines; at most 80 lines.
 */
export function failureExcerpt(out) {
  const lines = plain(out).split('\n');
  const failing = lines.findIndex((l) => /^\s*\d+ failing\b/.test(l));
  let picked;
  if (failing >= 0) picked = lines.slice(failing);
  else {
    picked = [];
    lines.forEach((l, i) => {
      if (/[✘✗✖❌]|\bFAIL(ED)?\b|\bfailed\b(?!.*\b0 failed)/.test(l) && !/\b0 failed\b/.test(l)) picked.push(...lines.slice(i, i + 6), '');
    });
    if (picked.length === 0) picked = lines.slice(-40);
  }
  return picked.slice(0, 80).join('\n');
}
