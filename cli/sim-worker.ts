// A simulation worker thread: plays one slice of a simulation's games and posts progress, cycles and its tally back.
import { parentPort, workerData } from 'node:worker_threads';
import { mergeTally, startSimulation, type OptionsInput, type Tally } from '../engine/src/index.ts';
import { perGameLine, type PerGameFormat } from './per-game.ts';

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
  /**
   * `simulate --per-game`: the worker plays the blocks of games the main thread sends (`Block`, then null to finish) and
   * posts each block's lines in this format; `first` and `games` are then unused.
   */
  perGame?: PerGameFormat;
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
const onCycle = job.cycles ? (index: number) => parentPort!.postMessage({ type: 'cycle', index }) : undefined;

/** A block of a --per-game run: games first..first+games-1. */
export interface Block {
  first: number;
  games: number;
}

if (job.perGame) {
  const format = job.perGame;
  let total: Tally | undefined;
  parentPort!.on('message', (block: Block | null) => {
    if (block === null) {
      parentPort!.postMessage({ type: 'done', tally: total });
      parentPort!.close();
      return;
    }
    const lines: string[] = [];
    const sim = startSimulation(job.input, {
      games: block.games,
      seed: job.seed,
      first: block.first,
      give: job.give,
      onCycle,
      onGame: (g) => lines.push(perGameLine(g, format)),
    });
    if (!sim.ok) {
      parentPort!.postMessage({ type: 'error', message: sim.error.message });
      return;
    }
    sim.value.run(block.games);
    total = total ? mergeTally(total, sim.value.tally()) : sim.value.tally();
    parentPort!.postMessage({ type: 'block', first: block.first, games: block.games, text: lines.join('\n') + '\n' });
  });
} else {
  const started = cpuMs();
  const sim = startSimulation(job.input, {
    games: job.games,
    seed: job.seed,
    first: job.first,
    give: job.give,
    exhaustive: job.exhaustive,
    onCycle,
  });
  if (!sim.ok) parentPort!.postMessage({ type: 'error', message: sim.error.message });
  else {
    const chunk = job.timed ? job.games : job.exhaustive ? 20_000 : 500;
    while (!sim.value.run(chunk)) parentPort!.postMessage({ type: 'progress', done: sim.value.done });
    parentPort!.postMessage({ type: 'done', tally: sim.value.tally(), cpuMs: cpuMs() - started });
  }
}
