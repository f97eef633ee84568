// The strong computer player (placeholder while it is written: plays at random).
import type { Action } from '../actions.ts';
import type { RngState } from '../rng.ts';
import { randomAction } from './random.ts';
import type { StackedState } from './state.ts';

/** The strong player's decision for `seat`. */
export function strongAction(s: StackedState, seat: number, rng: RngState): Action {
  return randomAction(s, seat, rng);
}
