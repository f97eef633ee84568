// The messages between the demo page and its simulator worker.
import type { SimSummary } from '../../engine/src/index.ts';

/** Page to worker: run a simulation. */
export type ToWorker = { type: 'run'; options: Record<string, unknown>; games: number; seed: number };

/** Worker to page: progress, the summary at the end, or why it could not run. */
export type FromWorker =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; summary: SimSummary }
  | { type: 'error'; option: string; message: string };
