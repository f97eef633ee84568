// One chunk of a simulation, as a thread plays it: games first..first+games-1 of a seeded simulation (game i always
// gets the same seed, so splitting the games over threads changes no result), with progress as it goes. Pure.
import { startSimulation, type Tally, type OptionsInput } from '../../../engine/src/index.ts';

/** Games a thread plays in one go. */
export interface SimChunk {
  input: OptionsInput;
  seed: number;
  first: number;
  games: number;
}

/** Host to thread: play a chunk (`id` names it in the answers). */
export interface ToThread {
  type: 'run';
  id: number;
  chunk: SimChunk;
}

/** Thread to host: the chunk's tally so far, its final tally, or why it could not be played. */
export type FromThread =
  | { type: 'progress'; id: number; done: number; tally: Tally }
  | { type: 'done'; id: number; tally: Tally }
  | { type: 'error'; id: number; message: string };

/** How often a thread reports a chunk's progress. */
export const PROGRESS_MS = 200;

/** Plays a chunk, posting progress about every PROGRESS_MS and the final tally. */
export function playChunk(id: number, chunk: SimChunk, post: (m: FromThread) => void, clock: () => number): void {
  const sim = startSimulation(chunk.input, { games: chunk.games, seed: chunk.seed, first: chunk.first });
  if (!sim.ok) {
    post({ type: 'error', id, message: sim.error.message });
    return;
  }
  let last = clock();
  let batch = 1;
  for (;;) {
    const t0 = clock();
    if (sim.value.run(batch)) break;
    const took = clock() - t0;
    // Batches sized to about a tenth of the reporting interval, so reports come on time for slow and fast games alike.
    batch = Math.max(1, Math.min(10_000, Math.round(batch * (took > 0 ? PROGRESS_MS / 10 / took : 4))));
    if (clock() - last >= PROGRESS_MS) {
      last = clock();
      post({ type: 'progress', id, done: sim.value.done, tally: sim.value.tally() });
    }
  }
  post({ type: 'done', id, tally: sim.value.tally() });
}
