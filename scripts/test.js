// The one test command: builds once, type-checks, lints, runs every suite, then prints one closing line "N passed, N failed".
// Suites beyond the engine live in scripts/suites/*.js, each exporting { name, cmd, args, count?, quick?, long? } (or a list).
// The whole run first builds (scripts/build-stamp.js: only when dist/ is not the build of these sources), so every tier
// after it reuses one build; then the tiers run, `tierJobs` of them side by side (scripts/test-plan.js: half the
// processors, PW_TEST_JOBS to choose), the long ones first, each one's output printed whole when it
// ends once more than one runs.
// `--quick` (npm run test:quick) runs only the suites marked quick (the type checks and the unit tests, no lint and no
// build) side by side; mocha always spreads its files over two processes or more; any other argument picks the suites
// whose names contain it.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import {
  closingLine,
  failureExcerpt,
  mochaCount,
  incrementalTsc,
  QUICK_GREP,
  runPool,
  startOrder,
  tierJobs,
  tierLine,
  timeTable,
} from './test-plan.js';

const BIN = 'node_modules/.bin/';

/** A check without test counts: one pass when it exits 0. */
export function checkCount(_out, code) {
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

/** ESLint's closing "✖ N problems (N errors, N warnings)": each error a failure, a clean run one pass. */
export function eslintCount(out, code) {
  const errors = Number(/(\d+) errors?, \d+ warnings?\)/.exec(out)?.[1] ?? 0);
  if (code === 0) return { passed: 1, failed: 0 };
  return { passed: 0, failed: Math.max(1, errors) };
}

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const only = argv.filter((a) => a !== '--quick');

const SUITES = [
  { name: 'typecheck engine (pure: no DOM, no node)', cmd: BIN + 'tsc', args: ['-p', 'engine'], count: checkCount, quick: true },
  { name: 'typecheck picture (DOM-free: no DOM, no node)', cmd: BIN + 'tsc', args: ['-p', 'picture'], count: checkCount, quick: true },
  { name: 'typecheck node side', cmd: BIN + 'tsc', args: ['-p', '.'], count: checkCount, quick: true },
  {
    name: 'lint (ESLint: typescript-eslint with types, lit, wc, the engine boundary)',
    cmd: BIN + 'eslint',
    args: ['.'],
    count: eslintCount,
  },
  // Formatting: every file Prettier formats is formatted (`npm run format` fixes it).
  { name: 'format (Prettier --check)', cmd: BIN + 'prettier', args: ['--check', '.'], count: checkCount },
  {
    name: 'mocha (engine, cli, extension host logic)',
    cmd: BIN + 'mocha',
    // Test files spread over a process per processor (at least two: the tiers run one at a time, so one process left a
    // core idle). Quick: without the few whole-system tests named "[full]" (the differential run over every rule
    // combination, the packed npm package installed, the bench against C, the type-aware lint of the engine boundary,
    // the computer levels' strength over hundreds of games, the 2,000-frame GIF's memory), which only the full run takes.
    args: ['--parallel', '--jobs', String(Math.max(2, availableParallelism())), ...(quick ? QUICK_GREP : [])],
    // Quick: each property runs a quarter of its cases (scripts/test-size.ts), from the same seed.
    env: quick ? { PW_TEST_QUICK: '1' } : {},
    count: mochaCount,
    quick: true,
  },
];
for (const file of readdirSync('scripts/suites')
  .filter((f) => f.endsWith('.js'))
  .sort()) {
  const mod = await import(pathToFileURL(`scripts/suites/${file}`).href);
  for (const suite of [mod.default].flat()) SUITES.push({ count: checkCount, ...suite });
}
// Every type check keeps what it learned in .cache/tsc/, so a warm run re-checks only what changed.
for (const suite of SUITES) if (suite.cmd.endsWith('/tsc')) suite.args = incrementalTsc(suite.args);

/** Runs one suite; its output goes straight through, or (`buffered`) is printed whole when it ends. Its result carries its wall time (`ms`). */
function run(suite, buffered = false) {
  const start = Date.now();
  return new Promise((resolve) => {
    const head = `\n=== ${suite.name}: ${suite.cmd} ${suite.args.join(' ')}`;
    if (!buffered) console.log(head);
    const child = spawn(suite.cmd, suite.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...suite.env } });
    let out = '';
    const take = (stream, sink) =>
      stream.on('data', (d) => {
        const text = d.toString();
        out += text;
        if (!buffered) sink.write(clean(text));
      });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('error', (e) => {
      out += String(e);
    });
    child.on('close', (code) => {
      if (buffered) console.log(`${head}\n${clean(out)}`);
      const result = { ...suite.count(out, code ?? 1), ms: Date.now() - start };
      if (result.failed > 0) recaps.push(`--- ${suite.name}: ${result.failed} failed\n${failureExcerpt(out)}`);
      resolve(result);
    });
  });
}

/** npm's noise about the machine's own config, which no suite can act on. */
const clean = (text) => text.replace(/^npm warn Unknown (user|env) config.*\n/gm, '');

// A whole run builds first, alone (every tier after it reuses dist/); a quick run builds nothing, and a tier picked by
// name builds what it needs itself (its runner asks scripts/build-stamp.js).
const BUILD = { name: 'build (once; the tiers reuse dist/)', cmd: process.execPath, args: ['scripts/build-stamp.js'], count: checkCount };
const chosen = SUITES.filter((s) => (quick ? s.quick : true) && (only.length === 0 || only.some((w) => s.name.includes(w))));
const results = [];
const recaps = [];
const times = [];
const tally = (suite, r) => {
  console.log(tierLine(suite.name, r, r.ms));
  results.push(r);
  times.push({ name: suite.name, ms: r.ms });
};
const t0 = Date.now();
if (quick) {
  // Side by side: the type checks fill the gaps while mocha's processes run.
  await Promise.all(chosen.map(async (suite) => tally(suite, await run(suite, true))));
} else {
  if (only.length === 0) tally(BUILD, await run(BUILD));
  const jobs = tierJobs(availableParallelism(), process.env);
  if (jobs > 1) console.log(`\n(${jobs} tiers side by side; each one's output is printed when it ends)`);
  await runPool(startOrder(chosen), jobs, (suite) => run(suite, jobs > 1), tally);
}
if (recaps.length > 0) console.log(`\n=== what failed, once more (each tier's whole output is above)\n${recaps.join('\n\n')}`);
console.log(`\n${timeTable(times, Date.now() - t0)}`);
console.log(`\n(${quick ? 'test:quick' : 'the tests'} took ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
console.log(`\n${closingLine(results)}`);
process.exitCode = results.some((r) => r.failed > 0) ? 1 : 0;
