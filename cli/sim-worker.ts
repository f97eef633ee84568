// A simulation worker thread: plays one slice of a simulation's games and posts progress and its tally back.
import { parentPort, workerData } from 'node:worker_threads';
import { startSimulation, type OptionsInput } from '../engine/src/index.ts';

/** What the main thread sends: the options, the master seed, and which games (first..first+games-1) to play. */
export interface WorkerJob {
  input: OptionsInput;
  seed: number;
  first: number;
  games: number;
}

const job = workerData as WorkerJob;
const sim = startSimulation(job.input, { games: job.games, seed: job.seed, first: job.first });
if (!sim.ok) parentPort!.postMessage({ type: 'error', message: sim.error.message });
else {
  const chunk = 500;
  while (!sim.value.run(chunk)) parentPort!.postMessage({ type: 'progress', done: sim.value.done });
  parentPort!.postMessage({ type: 'done', tally: sim.value.tally() });
}
