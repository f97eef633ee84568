// The contract every rules family fulfils, so the reducer, replay, views and computer players treat them alike.
import type { Action, ActionError, Decider, Pending } from './actions.ts';
import type { Sink } from './events.ts';
import type { ComputerSeat, Options } from './options.ts';
import type { Piece } from './pieces.ts';
import type { Result } from './result.ts';
import type { RngState } from './rng.ts';
import type { PreparedDeal } from './setup.ts';
import type { GameState } from './state.ts';
import type { GameView } from './view.ts';

/** One family's rules. `apply` mutates the state it is given; the public reducer hands it a copy. */
export interface FamilyRules<S extends GameState> {
  /** Starts a game: the deal from the seed's stream, or a prepared deal (an error message if it is unusable). */
  create(options: Options, seed: number, prepared?: PreparedDeal): Result<S, string>;
  /** A deep copy. */
  clone(state: S): S;
  /** Applies one action in place; returns why not (leaving the state untouched) if it is not legal now. */
  apply(state: S, action: Action, ev: Sink): ActionError | null;
  /** What the game waits for, or null once it is over. */
  pending(state: S): Pending | null;
  /** Who must act now and on what, without listing the legal actions (cheaper than `pending` where lists are long). */
  decider?(state: S): Decider | null;
  /** How many tricks (or rounds) have been played: the one progress counter every family keeps. */
  progress(state: S): number;
  /** Every piece of the game, by the ids its events and views use. */
  pieces(state: S): readonly Piece[];
  /** What `seat` may see (null: a spectator, who sees only what is public). */
  view(state: S, seat: number | null): GameView;
  /**
   * A computer player's action for `seat`, the seat `pending` names (or any seat in its `seats`, for simultaneous
   * declarations). It decides only from what that
   * seat may know, and draws any randomness from `rng` (its own stream, never the game's), within a small time budget.
   */
  computer(state: S, seat: number, level: ComputerLevel, rng: RngState): Action;
}

/** What a family counts a game's length in. */
export type ProgressUnit = 'trick' | 'round';

/**
 * How a computer seat plays: `computer` is the strong player, `computer:normal` and `computer:easy` weaker ones (the
 * decision games; the others have nothing to decide), `computer:random` picks legal actions at random.
 */
export type ComputerLevel = ComputerSeat;
