// `piecepack-war bench`: the engine against the C references, one row per War-family game, plus the standard benchmark,
// the reducer's own speed, worker scaling, memory over a million games and the decision games' rate. Figures, not tests.
import { availableParallelism, loadavg } from 'node:os';
import {
  createGame,
  gameSeed,
  playOut,
  resolveOptions,
  startSimulation,
  summarize,
  type OptionsInput,
  type SimSummary,
  type TodOptions,
  type WarOptions,
} from '../../engine/src/index.ts';
import { OWN_FLAGS_ONLY, parseArgs } from '../args.ts';
import { BENCH_FLAGS } from '../flags.ts';
import type { Io } from '../io.ts';
import { compileReference, familyArgs, familySource, referenceSource, runReference, type ReferenceRun } from '../reference.ts';
import { runSimulation, timedInWorker } from '../run-sim.ts';

/** The standard benchmark's settings (issue 4): card War, 2 players, 1 face down, shuffled pickup, `lose`. */
export const STANDARD = { variant: 'war-cards', players: 2, warFaceDown: 1, pickup: 'shuffled', outOfCards: 'lose' } as const;

/** The per-game rows: a name, the options, and games per row at the standard scale of 100,000 (about a second a side). */
export const BENCH_GAMES: readonly { name: string; input: OptionsInput; games: number }[] = [
  { name: 'war-cards (the standard)', input: STANDARD, games: 100_000 },
  { name: 'war (piecepack)', input: { variant: 'war' }, games: 300_000 },
  { name: 'w-a-r', input: { variant: 'w-a-r' }, games: 100_000 },
  { name: 'war-jokers (jokers apart)', input: { variant: 'war-jokers' }, games: 50_000 },
  { name: 'razboi (by rank, fewest)', input: { variant: 'razboi' }, games: 200_000 },
  { name: 'razboi, 3 players', input: { variant: 'razboi', players: 3 }, games: 60_000 },
  { name: 'russian (piecepack)', input: { variant: 'russian' }, games: 200_000 },
  { name: 'pyanitsa', input: { variant: 'pyanitsa' }, games: 100_000 },
  { name: 'war-cards, 3 players', input: { variant: 'war-cards', players: 3 }, games: 30_000 },
  { name: 'war-cards, 4 players', input: { variant: 'war-cards', players: 4 }, games: 30_000 },
  { name: 'war, 6 players, 2 packs', input: { variant: 'war', players: 6, packs: 2 }, games: 50_000 },
  { name: 'war-cards, last-card-up', input: { variant: 'war-cards', outOfCards: 'last-card-up' }, games: 100_000 },
  { name: 'war-cards, pickup winner-first', input: { variant: 'war-cards', pickup: 'winner-first' }, games: 100_000 },
  { name: 'war-cards, pickup in-order', input: { variant: 'war-cards', pickup: 'in-order' }, games: 20_000 },
  { name: 'war-cards, pickup naturelle', input: { variant: 'war-cards', pickup: 'naturelle' }, games: 100_000 },
  { name: 'war 4x4, naturelle, one face down', input: { variant: 'war', deck: '4x4', pickup: 'naturelle' }, games: 300_000 },
  { name: 'tod-und-leben', input: { variant: 'tod-und-leben' }, games: 300_000 },
];

/** Runs per side; the fastest counts (the machines are shared and noisy). */
const ROUNDS = 5;

/** CPU milliseconds this process has used (user + system). */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** One simulation on this thread, timed by the CPU time it takes; `generic` plays through the reducer, a step at a time. */
function timed(input: OptionsInput, games: number, seed: number, generic = false): { summary: SimSummary; tricks: number } {
  const sim = startSimulation(input, { games, seed, generic }, cpuMs);
  if (!sim.ok) throw new Error(sim.error.message);
  sim.value.run(games);
  return { summary: sim.value.summary(), tricks: sim.value.tally().tricks };
}

/**
 * One simulation on a fresh worker thread, warmed up first, timed by CPU time: each game measured as a `simulate` run of
 * it alone plays it (one process playing every game in turn would leave the JIT tuned to the mixture, not to any one).
 */
async function timedFresh(input: OptionsInput, games: number, seed: number): Promise<{ summary: SimSummary; tricks: number }> {
  const resolved = resolveOptions(input);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const { tally, cpuMs: ms } = await timedInWorker(input, games, seed, Math.max(2000, Math.floor(games / 5)));
  return { summary: summarize(resolved.value, tally, ms), tricks: tally.tricks };
}

/** One row of the table: ours and the C reference's tricks per second, and whether their totals agree exactly. */
export interface BenchRow {
  name: string;
  games: number;
  oursTricksPerSecond: number;
  referenceTricksPerSecond: number | null;
  ratio: number | null;
  sameTotals: boolean | null;
  skipped?: string;
}

/** Whether the C reference's printed totals are the engine's: every trick, finished game, draw, cycle, cap and win. */
function sameTotals(s: SimSummary, tricks: number, ref: ReferenceRun & { ran: true }): boolean {
  const f = ref.fields;
  return (
    Number(f.tricks) === tricks &&
    Number(f.finished) === s.finished &&
    Number(f.draws) === s.draws &&
    Number(f.cycles) === s.cycles &&
    Number(f.capped) === s.capped &&
    f.wins === s.wins.join(',')
  );
}

/** Plays one row both ways, alternating, ROUNDS times each; the fastest of each side counts. */
async function benchRow(name: string, input: OptionsInput, games: number, exe: string | null, why: string): Promise<BenchRow> {
  const resolved = resolveOptions(input);
  if (!resolved.ok) throw new Error(`${name}: ${resolved.error.message}`);
  const options = resolved.value as WarOptions | TodOptions;
  let best: { summary: SimSummary; tricks: number } | null = null;
  let ref: ReferenceRun | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    const ours = await timedFresh(input, games, 1);
    if (!best || ours.summary.elapsedMs < best.summary.elapsedMs) best = ours;
    if (exe) {
      const r = runReference(exe, [String(games), '1', ...familyArgs(options)]);
      if (!r.ran) ref = r;
      else if (!ref || (ref.ran && r.cpuMs < ref.cpuMs)) ref = r;
    }
  }
  const oursTps = (best!.tricks * 1000) / best!.summary.elapsedMs;
  if (!ref || !ref.ran)
    return {
      name,
      games,
      oursTricksPerSecond: oursTps,
      referenceTricksPerSecond: null,
      ratio: null,
      sameTotals: null,
      skipped: ref && !ref.ran ? ref.why : why,
    };
  const refTps = (ref.tricks * 1000) / ref.cpuMs;
  return {
    name,
    games,
    oursTricksPerSecond: oursTps,
    referenceTricksPerSecond: refTps,
    ratio: oursTps / refTps,
    sameTotals: sameTotals(best!.summary, best!.tricks, ref),
  };
}

/** Stacked Deck War, the strong computer against the random one, seats swapped: games per second on one thread (wall time). */
function decisionRate(games: number): {
  games: number;
  gamesPerSecond: number;
  wallGamesPerSecond: number;
  strongWon: number;
  decided: number;
} {
  let won = 0,
    decided = 0;
  const started = performance.now(),
    cpu = cpuMs();
  for (let i = 0; i < games; i++) {
    const strong = i % 2;
    const g = createGame(
      { variant: 'stacked-deck', seats: strong === 0 ? 'computer,computer:random' : 'computer:random,computer' },
      gameSeed(5, i),
    );
    if (!g.ok) throw new Error(g.error.message);
    const r = playOut(g.value).result;
    if (r && !r.draw) {
      decided++;
      if (r.winners.includes(strong)) won++;
    }
  }
  return {
    games,
    gamesPerSecond: (games * 1000) / (cpuMs() - cpu),
    wallGamesPerSecond: (games * 1000) / (performance.now() - started),
    strongWon: won,
    decided,
  };
}

const mb = (bytes: number): number => Math.round(bytes / 1048576);
const mtps = (tps: number): string => (tps / 1e6).toFixed(1).padStart(7);

export async function benchCommand(argv: readonly string[], io: Io): Promise<number> {
  const { flags } = parseArgs(argv, BENCH_FLAGS, OWN_FLAGS_ONLY);
  const games = (flags.games as number | undefined) ?? 100_000;
  const memoryGames = (flags['memory-games'] as number | undefined) ?? 1_000_000;
  const only = flags.only as string | undefined;
  const scale = games / 100_000;
  const say = (line: string): void => {
    if (!flags.json) io.out(line);
  };
  const family = compileReference(familySource());
  const familyExe = 'exe' in family ? family.exe : null;
  const familyWhy = 'why' in family ? family.why : '';

  // The machine's load, before and after: figures from runs on a loaded machine compare as ratios to C, not as rates.
  const loadBefore = loadavg()[0];
  say(`Load average (1 min) at the start: ${loadBefore.toFixed(2)} on ${availableParallelism()} cores`);
  // The standard benchmark against the two-player yardstick, ../shared/bench/war-ref.c.
  say(`Standard benchmark: war-cards, 2 players, 1 face down, pickup shuffled, out-of-cards lose, one thread, ${games} games`);
  say(`  (CPU time; each side runs ${ROUNDS} times, alternating, and its fastest run counts: the machine is shared and noisy;`);
  say('   ours each time on a fresh worker thread, warmed up first, as a simulate run of that game alone)');
  const yard = compileReference(referenceSource());
  let ours = await timedFresh(STANDARD, games, 1);
  let yardRun: ReferenceRun = 'exe' in yard ? runReference(yard.exe, [String(games), '1']) : { ran: false, why: yard.why };
  for (let round = 1; round < ROUNDS; round++) {
    const again = await timedFresh(STANDARD, games, 1);
    if (again.summary.elapsedMs < ours.summary.elapsedMs) ours = again;
    if ('exe' in yard) {
      const r = runReference(yard.exe, [String(games), '1']);
      if (r.ran && yardRun.ran && r.cpuMs < yardRun.cpuMs) yardRun = r;
    }
  }
  const oursTps = (ours.tricks * 1000) / ours.summary.elapsedMs;
  say(
    `  ours:                   ${Math.round((games * 1000) / ours.summary.elapsedMs).toLocaleString('en-US')} games/s, ${(oursTps / 1e6).toFixed(2)} M tricks/s (mean ${ours.summary.tricks.mean.toFixed(1)} tricks)`,
  );
  let ratio: number | null = null;
  if (yardRun.ran) {
    const refTps = (yardRun.tricks * 1000) / yardRun.cpuMs;
    ratio = oursTps / refTps;
    say(
      `  war-ref.c (gcc -O2):    ${Math.round((games * 1000) / yardRun.cpuMs).toLocaleString('en-US')} games/s, ${(refTps / 1e6).toFixed(2)} M tricks/s (mean ${(yardRun.tricks / games).toFixed(1)} tricks)`,
    );
    say(`  ratio ours/war-ref.c:   ${ratio.toFixed(2)} (tricks per second, same run)`);
  } else say(`  war-ref.c: skipped (${yardRun.why})`);

  // One row per game against bench/war-family.c, which plays the engine's very games.
  say('');
  say(`Every War-family game against bench/war-family.c (the same games: same stream, same deal, same rules), one thread, CPU time`);
  say(`  ${'game'.padEnd(32)} ${'games'.padStart(8)}  ours M tricks/s  C M tricks/s  ratio  same totals`);
  const rows: BenchRow[] = [];
  for (const g of BENCH_GAMES) {
    if (only && !g.name.includes(only)) continue;
    const n = Math.max(1000, Math.round(g.games * scale));
    const row = await benchRow(g.name, g.input, n, familyExe, familyWhy);
    rows.push(row);
    say(
      `  ${g.name.padEnd(32)} ${String(n).padStart(8)}  ${mtps(row.oursTricksPerSecond).padStart(15)}  ${row.referenceTricksPerSecond === null ? '      skipped' : mtps(row.referenceTricksPerSecond).padStart(12)}  ${row.ratio === null ? '    -' : row.ratio.toFixed(2).padStart(5)}  ${row.sameTotals === null ? `- (${row.skipped})` : row.sameTotals ? 'yes' : 'NO'}`,
    );
  }

  let genericTps = 0,
    speedup = 0,
    single: SimSummary | null = null,
    parallel: SimSummary | null = null;
  const workers = 2,
    longRun = games * 4;
  if (!only) {
    const genericGames = Math.max(1000, Math.floor(games / 10));
    const generic = timed(STANDARD, genericGames, 1, true);
    genericTps = (generic.tricks * 1000) / generic.summary.elapsedMs;
    say('');
    say(
      `The reducer, a step at a time (what the widget and replays use): ${(genericTps / 1e6).toFixed(2)} M tricks/s (${genericGames} standard games)`,
    );
    // Worker threads pay a start-up (thread, module load, JIT warm-up), so scaling is measured on a longer run.
    const resolved = resolveOptions(STANDARD);
    if (!resolved.ok) throw new Error(resolved.error.message);
    single = await runSimulation(resolved.value, STANDARD, { games: longRun, seed: 2 }, 1, () => {});
    parallel = await runSimulation(resolved.value, STANDARD, { games: longRun, seed: 2 }, workers, () => {});
    speedup = single.elapsedMs / parallel.elapsedMs;
    say(
      `${workers} workers vs 1 (${longRun} games, ${availableParallelism()} cores, wall time): ${Math.round((longRun * 1000) / parallel.elapsedMs).toLocaleString('en-US')} vs ${Math.round((longRun * 1000) / single.elapsedMs).toLocaleString('en-US')} games/s, x${speedup.toFixed(2)}; identical results: ${JSON.stringify(parallel.wins) === JSON.stringify(single.wins) && parallel.tricks.mean === single.tricks.mean}`,
    );
  }

  const memory: { variant: string; games: number; rssMB: number }[] = [];
  if (memoryGames > 0 && !only) {
    for (const input of [STANDARD, { variant: 'war-cards', pickup: 'in-order' } as OptionsInput]) {
      const count = input === STANDARD ? memoryGames : Math.max(1000, Math.floor(memoryGames / 10));
      const sim = startSimulation(input, { games: count, seed: 3 });
      if (!sim.ok) throw new Error(sim.error.message);
      const marks = [0.1, 0.5, 1].map((f) => Math.round(f * count));
      const seen: number[] = [];
      for (const mark of marks) {
        sim.value.run(mark - sim.value.done);
        const rss = mb(process.memoryUsage().rss);
        seen.push(rss);
        memory.push({ variant: String(input.variant) + (input === STANDARD ? '' : ', pickup in-order'), games: mark, rssMB: rss });
      }
      say(
        `Memory over ${count} games of ${input === STANDARD ? 'the standard' : 'war-cards, pickup in-order (cycles)'}: ${marks.map((m, i) => `${seen[i]} MB RSS after ${m}`).join(', ')}`,
      );
    }
  }

  let decisions: ReturnType<typeof decisionRate> | null = null;
  if (!only) {
    decisionRate(40);
    decisions = decisionRate(Math.max(100, Math.round(400 * scale)));
    say(
      `Decision games: Stacked Deck War, strong computer against random, one thread: ${decisions.wallGamesPerSecond.toFixed(0)} games/s by wall time (${decisions.gamesPerSecond.toFixed(0)} by the CPU time of all the process's threads, the collector's included) over ${decisions.games} games (strong won ${decisions.strongWon} of ${decisions.decided} decided; npm run winrate measures strength)`,
    );
  }
  const peakMB = Math.round(process.resourceUsage().maxRSS / 1024);
  say(`Peak RSS: ${peakMB} MB`);
  const loadAfter = loadavg()[0];
  say(
    `Load average (1 min) at the end: ${loadAfter.toFixed(2)} (ours and C alternate in every row, so a row's ratio is taken under the same load)`,
  );
  if (flags.json)
    io.out(
      JSON.stringify({
        settings: STANDARD,
        loadAverage: { start: loadBefore, end: loadAfter },
        games,
        standard: {
          oursTricksPerSecond: oursTps,
          referenceTricksPerSecond: yardRun.ran ? (yardRun.tricks * 1000) / yardRun.cpuMs : null,
          ratio,
          skipped: yardRun.ran ? undefined : yardRun.why,
        },
        rows,
        reducerTricksPerSecond: genericTps,
        workers:
          single && parallel
            ? {
                count: workers,
                games: longRun,
                gamesPerSecond: (longRun * 1000) / parallel.elapsedMs,
                singleGamesPerSecond: (longRun * 1000) / single.elapsedMs,
                speedup,
              }
            : null,
        memory,
        decisions,
        peakRssMB: peakMB,
      }),
    );
  return 0;
}
