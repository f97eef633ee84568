// Messages between the page and the computer player's Web Worker (computer-worker.ts): a position and a seat in,
// the engine's decision (or why it could not decide) out, with the time it took and the worker's build; or a variant's
// options in, its figures from seeded simulated games out (How to play's figures, help-figures.ts).
import type { Action, GameState, Options, VariantFigures } from '../../../engine/src/on-demand.ts';

/** Page to worker: decide for `seat` in `state` (a plain JSON game state). */
export interface DecideRequest {
  id: number;
  state: GameState;
  seat: number;
}

/** Worker to page: the decision and the milliseconds it took, or an error; `build` names the worker's build. */
export type DecideReply = { id: number; action: Action; ms: number; build: string } | { id: number; error: string; build: string };

/** Page to worker: the engine's variantFigures for these options, seed and game count. */
export interface FiguresRequest {
  id: number;
  figures: { options: Options; seed: number; games: number };
}

/** Worker to page: the figures, or why the engine refused them; `build` names the worker's build. */
export type FiguresReply = { id: number; figures: VariantFigures; build: string } | { id: number; error: string; build: string };

/** Page to worker: encode an animation of `count` frames as a GIF, `pace` ms a frame (picture/gif-worker.ts). */
export interface GifRequest {
  id: number;
  gif: { count: number; pace: number };
}

/** Page to worker: frame `index` of the animation `id`, as the worker asked for it (RGBA, row by row). */
export interface GifFrameMessage {
  id: number;
  frame: { index: number; rgba: Uint8ClampedArray; width: number; height: number };
}

/** Worker to page: the frame it needs next, the GIF's bytes at the end, or why it stopped; `build` names its build. */
export type GifReply =
  | { id: number; need: number; build: string }
  | { id: number; bytes: Uint8Array; build: string }
  | { id: number; error: string; build: string };
