// Messages between the page and the computer player's Web Worker (computer-worker.ts): a position and a seat in,
// the engine's decision (or why it could not decide) out, with the time it took.
import type { Action, GameState } from '../../../engine/src/index.ts';

/** Page to worker: decide for `seat` in `state` (a plain JSON game state). */
export interface DecideRequest {
  id: number;
  state: GameState;
  seat: number;
}

/** Worker to page: the decision and the milliseconds it took, or an error. */
export type DecideReply = { id: number; action: Action; ms: number } | { id: number; error: string };
