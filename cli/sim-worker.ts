// A simulation worker thread: plays one slice of a simulation's games and posts progress, cycles and its tally back.
import { parentPort, workerData } from 'node:worker_threads';
import { startSimulation, type GameFigures, type OptionsInput } from '../engine/src/index.ts';

/** What the main thread sends: the options, the master seed, which games (first..first+games-1), and how they are dealt. */
export interface WorkerJob {
  input: OptionsInput;
  seed: number;
  first: number;
  games: number;
  give?: string;
  exhaustive?: boolean;
  /** Whether to post the index of each game stopped by a cycle. */
  cycles?: boolean;
  /** Whether to post each game's figures (`simulate --per-game`), in batches before each progress message. */
  perGame?: boolean;
  /**
   * The bench: first `warm` games on another seed (the JIT's warm-up), then all the games in one go, timed by the CPU
   * time they take. A worker has its own JIT, so each game is measured as a `simulate` run of it alone would play.
   */
  timed?: { warm: number };
}

const job = workerData as WorkerJob;

/** CPU milliseconds of this process (user + system); the main thread only waits meanwhile. */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

if (job.timed) {
  const warm = startSimulation(job.input, { games: job.timed.warm, seed: 99 });
  if (warm.ok) warm.value.run(job.timed.warm);
}
const started = cpuMs();
const played: GameFigures[] = [];
/** Posts the games played since the last post. */
const postGames = (): void => {
  if (played.length > 0) parentPort!.postMessage({ type: 'games', games: played.splice(0) });
};
const onCycle = job.cycles ? (index: number) => parentPort!.postMessage({ type: 'cycle', index }) : undefined;
const sim = startSimulation(job.input, {
  games: job.games,
  seed: job.seed,
  first: job.first,
  give: job.give,
  exhaustive: job.exhaustive,
  onCycle,
  onGame: job.perGame ? (g: GameFigures) => played.push(g) : undefined,
});
if (!sim.ok) parentPort!.postMessage({ type: 'error', message: sim.error.message });
else {
  const chunk = job.timed ? job.games : job.exhaustive ? 20_000 : 500;
  while (!sim.value.run(chunk)) {
    postGames();
    parentPort!.postMessage({ type: 'progress', done: sim.value.done });
  }
  postGames();
  parentPort!.postMessage({ type: 'done', tally: sim.value.tally(), cpuMs: cpuMs() - started });
}
