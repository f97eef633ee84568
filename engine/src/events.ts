// What happened in a step, for the UI to animate and announce. Events carry face-up pieces only, never a face-down one.
import type { GameResult } from './state.ts';
import type { StackedEvent } from './stacked/events.ts';
import type { StealEvent } from './steal/events.ts';

/** A face-up piece and who played it. */
export interface Shown {
  seat: number;
  piece: number;
}

export type GameEvent =
  /** Pieces were dealt: how many each seat got and how many were set aside. */
  | { type: 'deal'; round: number; counts: number[]; aside: number }
  /** Everyone still in turned their top piece face up. */
  | { type: 'battle'; trick: number; faceUp: Shown[] }
  /** A tie for highest: the listed seats tied, so a war (depth = how many war steps so far + 1) follows. */
  | { type: 'tie'; seats: number[]; depth: number }
  /** A war step: each seat put `faceDown[seat]` pieces face down, then the pieces in `faceUp`. */
  | { type: 'war'; depth: number; faceDown: number[]; faceUp: Shown[] }
  /** The trick is decided: the winner's deciding piece, the best other face-up piece, and the pot size. */
  | { type: 'trick'; winner: number; piece: number; beaten: Shown | null; depth: number; pot: number }
  /** The winner took the pot: to the bottom of the stack, or to the won pile. */
  | { type: 'pickup'; seat: number; count: number; to: 'stack' | 'won' }
  /** A seat dropped out: its stack was empty after a trick, or it could not complete a war. */
  | { type: 'out'; seat: number; why: 'empty' | 'short' }
  /** The last pieces tied: each seat took back the pieces it played (Tod und Leben). */
  | { type: 'split'; counts: number[] }
  /** A round ended (Tod und Leben): cards won this round, the round winner (-1 for a tie), the match score. */
  | { type: 'round-end'; round: number; won: number[]; winner: number; score: number[] }
  /** The game is over. */
  | { type: 'game-end'; result: GameResult }
  /** Stacked Deck War's own events. */
  | StackedEvent
  /** Steal War's own events. */
  | StealEvent;

/** Where a step writes its events; null when nobody listens (the simulator), so building them costs nothing. */
export type Sink = GameEvent[] | null;
