// `piecepack-war bench`: the standard speed benchmark against the C reference, the reducer's own speed, worker scaling and memory.
import { availableParallelism } from 'node:os';
import { startSimulation, type SimSummary } from '../../engine/src/index.ts';
import { OWN_FLAGS_ONLY, parseArgs, type FlagSpec } from '../args.ts';
import type { Io } from '../io.ts';
import { runReference } from '../reference.ts';
import { runSimulation } from '../run-sim.ts';

export const BENCH_FLAGS: FlagSpec[] = [
  { name: 'games', kind: 'int', min: 1000, max: 10_000_000, doc: 'games in the standard run (default 100000)' },
  { name: 'memory-games', kind: 'int', min: 0, max: 100_000_000, doc: 'games in the memory run (default 1000000; 0 skips it)' },
  { name: 'json', kind: 'bool', doc: 'print one JSON object' },
  { name: 'help', kind: 'bool', doc: 'this help' },
];

/** The standard benchmark's settings (issue 4): card War, 2 players, 1 face down, shuffled pickup, `lose`. */
export const STANDARD = { variant: 'war-cards', players: 2, warFaceDown: 1, pickup: 'shuffled', outOfCards: 'lose' } as const;

function timed(games: number, seed: number, generic: boolean): SimSummary {
  const sim = startSimulation(STANDARD, { games, seed, generic }, () => performance.now());
  if (!sim.ok) throw new Error(sim.error.message);
  sim.value.run(games);
  return sim.value.summary();
}

const mb = (bytes: number): number => Math.round(bytes / 1048576);

/** Runs per side; the fastest counts. */
const ROUNDS = 3;

export async function benchCommand(argv: readonly string[], io: Io): Promise<number> {
  const { flags } = parseArgs(argv, BENCH_FLAGS, OWN_FLAGS_ONLY);
  const games = (flags.games as number | undefined) ?? 100_000;
  const memoryGames = (flags['memory-games'] as number | undefined) ?? 1_000_000;
  const say = (line: string): void => {
    if (!flags.json) io.out(line);
  };
  say(`Standard benchmark: war-cards, 2 players, 1 face down, pickup shuffled, out-of-cards lose, one thread, ${games} games`);
  say(`  (each side runs ${ROUNDS} times, alternating, and its fastest run counts: the machine is shared and noisy)`);
  timed(2000, 99, false); // warm the JIT, as the C program needs no warming
  let ours = timed(games, 1, false);
  let ref = runReference(games, 1);
  for (let round = 1; round < ROUNDS; round++) {
    const again = timed(games, 1, false);
    if (again.elapsedMs < ours.elapsedMs) ours = again;
    const refAgain = runReference(games, 1);
    if (ref.ran && refAgain.ran && refAgain.ms < ref.ms) ref = refAgain;
  }
  const oursGps = (games * 1000) / ours.elapsedMs;
  say(`  ours (fast loop):       ${Math.round(oursGps).toLocaleString('en-US')} games/s, ${(ours.tricksPerSecond / 1e6).toFixed(2)} M tricks/s (${ours.elapsedMs.toFixed(0)} ms; mean ${ours.tricks.mean.toFixed(1)} tricks)`);
  let ratio: number | null = null;
  if (ref.ran) {
    const refTps = (ref.tricks * 1000) / ref.ms;
    ratio = ours.tricksPerSecond / refTps;
    say(`  reference (C, gcc -O2): ${Math.round((games * 1000) / ref.ms).toLocaleString('en-US')} games/s, ${(refTps / 1e6).toFixed(2)} M tricks/s (${ref.ms.toFixed(0)} ms; mean ${(ref.tricks / games).toFixed(1)} tricks)`);
    say(`  ratio ours/reference:   ${ratio.toFixed(2)} (tricks per second, same run)`);
  } else say(`  reference: skipped (${ref.why})`);
  const genericGames = Math.max(1000, Math.floor(games / 10));
  const generic = timed(genericGames, 1, true);
  say(`  the reducer itself:     ${(generic.tricksPerSecond / 1e6).toFixed(2)} M tricks/s (${genericGames} games, the path every other variant takes)`);
  // Worker threads pay a start-up (thread, module load, JIT warm-up), so scaling is measured on a longer run.
  const workers = 2;
  const longRun = games * 4;
  const single = await runSimulation(ours.options, STANDARD, longRun, 2, 1, () => {});
  const parallel = await runSimulation(ours.options, STANDARD, longRun, 2, workers, () => {});
  const speedup = single.elapsedMs / parallel.elapsedMs;
  say(`  ${workers} workers vs 1 (${longRun} games, ${availableParallelism()} cores): ${Math.round((longRun * 1000) / parallel.elapsedMs).toLocaleString('en-US')} vs ${Math.round((longRun * 1000) / single.elapsedMs).toLocaleString('en-US')} games/s, x${speedup.toFixed(2)}; identical results: ${JSON.stringify(parallel.wins) === JSON.stringify(single.wins) && parallel.tricks.mean === single.tricks.mean}`);
  const memory: { games: number; rssMB: number }[] = [];
  if (memoryGames > 0) {
    const sim = startSimulation(STANDARD, { games: memoryGames, seed: 3 });
    if (!sim.ok) throw new Error(sim.error.message);
    const marks = [0.1, 0.5, 1].map((f) => Math.round(f * memoryGames));
    for (const mark of marks) {
      sim.value.run(mark - sim.value.done);
      memory.push({ games: mark, rssMB: mb(process.memoryUsage().rss) });
    }
    say(`  memory over ${memoryGames} games: ${memory.map((m) => `${m.rssMB} MB RSS after ${m.games}`).join(', ')}`);
  }
  const peakMB = Math.round(process.resourceUsage().maxRSS / 1024);
  say(`  peak RSS: ${peakMB} MB`);
  if (flags.json)
    io.out(JSON.stringify({
      settings: STANDARD, games,
      ours: { gamesPerSecond: oursGps, tricksPerSecond: ours.tricksPerSecond, elapsedMs: ours.elapsedMs, meanTricks: ours.tricks.mean },
      reference: ref.ran ? { gamesPerSecond: (games * 1000) / ref.ms, tricksPerSecond: (ref.tricks * 1000) / ref.ms, elapsedMs: ref.ms, meanTricks: ref.tricks / games } : { skipped: ref.why },
      ratio, reducerTricksPerSecond: generic.tricksPerSecond,
      workers: { count: workers, games: longRun, gamesPerSecond: (longRun * 1000) / parallel.elapsedMs, singleGamesPerSecond: (longRun * 1000) / single.elapsedMs, speedup },
      memory, peakRssMB: peakMB,
    }));
  return 0;
}
