// Actions (flips and decisions), the errors a refused action returns, and what a game is waiting for.

import type { StackedAction } from './stacked/actions.ts';
import type { StealAction } from './steal/actions.ts';

/** The one action of games without decisions: play the next part of the trick. */
export type FlipAction = { type: 'flip' };

/** A move: a flip, or a decision of a family that has them (each decision names the seat that makes it). */
export type Action = FlipAction | StackedAction | StealAction;

/** The flip action. */
export const FLIP: FlipAction = Object.freeze({ type: 'flip' });

/** Why an action was refused. The state is left as it was. */
export interface ActionError {
  code: 'game-over' | 'illegal' | 'not-your-turn';
  message: string;
}

/** What the game waits for: which seat must act (-1: anyone, as for a flip), on what, and the legal actions. */
export interface Pending {
  seat: number;
  /** The decision, in a word the UI can key its prompt on: "flip", "steal", "buy", "arrange"... */
  kind: string;
  /** Every legal action, or null when there are too many to list (arranging a deck); `apply` checks those. */
  actions: Action[] | null;
}
