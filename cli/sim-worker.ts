// A simulation worker thread: plays one slice of a simulation's games and posts progress, cycles and its tally back.
import { parentPort, workerData } from 'node:worker_threads';
import { startSimulation, type OptionsInput } from '../engine/src/index.ts';

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
}

const job = workerData as WorkerJob;
const onCycle = job.cycles ? (index: number) => parentPort!.postMessage({ type: 'cycle', index }) : undefined;
const sim = startSimulation(job.input, { games: job.games, seed: job.seed, first: job.first, give: job.give, exhaustive: job.exhaustive, onCycle });
if (!sim.ok) parentPort!.postMessage({ type: 'error', message: sim.error.message });
else {
  const chunk = job.exhaustive ? 20_000 : 500;
  while (!sim.value.run(chunk)) parentPort!.postMessage({ type: 'progress', done: sim.value.done });
  parentPort!.postMessage({ type: 'done', tally: sim.value.tally() });
}
