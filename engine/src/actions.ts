// Actions (flips and decisions), the errors a refused action returns, and what a game is waiting for.

import type { StackedAction } from './stacked/actions.ts';
import type { StealAction, StealPlay, StealSteal, StealTop } from './steal/actions.ts';

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

/** A Stacked Deck War decision an effect or the buying window waits for (see stacked/state.ts `Await`). */
export type StackedDecisionKind = 'buy' | 'bonus' | 'rps' | 'rearrange' | 'switch-reserve' | 'follow' | 'give' | 'guess' | 'name-suit';

/**
 * What a game waits for, one case per kind of decision: `seat` is who must act (-1: anyone, as for a flip), `actions`
 * every legal action of that seat (null when there are too many to list: arranging a deck; `apply` checks those).
 */
export type Pending =
  /** The next part of a trick: anyone may flip. */
  | { kind: 'flip'; seat: -1; actions: FlipAction[] }
  /**
   * Steal War's declarations: every seat in `seats` declares at once (play, or steal a pile), in any order; `seat` is the
   * first of them (the one a shared screen asks first) and `actions` are its choices.
   */
  | { kind: 'steal'; seat: number; seats: readonly number[]; actions: (StealPlay | StealSteal)[] }
  /** Steal War: the trick's winner chooses the card that lies on top of its pile. */
  | { kind: 'top'; seat: number; actions: StealTop[] }
  /** Stacked Deck War: a seat arranges its deck and reserve (too many orders to list). */
  | { kind: 'arrange'; seat: number; actions: null }
  /** Stacked Deck War: a buying window or a choice an effect waits for. */
  | { kind: StackedDecisionKind; seat: number; actions: StackedAction[] };

/** The kind of decision a game waits for. */
export type PendingKind = Pending['kind'];

/** Who must act and on what, without the legal actions (cheaper where the lists are long). */
export type Decider = { seat: number; kind: PendingKind };
