// Game state: plain JSON (integers, arrays, strings), everything needed to resume a game, including the random stream.
import type { Options, TodOptions, WarOptions } from './options.ts';
import type { RngState } from './rng.ts';
import type { StackedState } from './stacked/state.ts';
import type { StealState } from './steal/state.ts';

/** A piece on the table this trick: who played it, whether it lies face up, and at which war depth (0 = the battle). */
export interface TablePlay {
  seat: number;
  piece: number;
  up: boolean;
  depth: number;
}

/** Where the game stands: waiting for the battle, for a war step, for the winner to collect, between rounds, or over. */
export type Phase = 'battle' | 'war' | 'collect' | 'round-over' | 'over';

/** How a game ended. */
export type EndReason =
  /** One seat ended holding every piece in play. */
  | 'all-pieces'
  /** A seat ran out of pieces (objective first-out-loses). */
  | 'ran-out'
  /** Nobody can play on: seats ran out at the same moment, or last pieces stayed equal. */
  | 'stalemate'
  /** A deterministic pickup brought back a position seen before, so the game would repeat forever. */
  | 'cycle'
  /** The trick limit (`maxTricks`) was reached. */
  | 'cap'
  /** Every round of a match was played (Tod und Leben). */
  | 'match'
  /** The decks are used up and the player who removed more tiles wins (Stacked Deck War). */
  | 'most-removed';

/** The outcome: who won and who lost. A draw has no winners. */
export interface GameResult {
  reason: EndReason;
  winners: number[];
  losers: number[];
  draw: boolean;
}

/** Brent's cycle finder: a saved position and how long until the next save. Only used with a deterministic pickup. */
export interface CycleWatch {
  saved: number[][];
  power: number;
  lam: number;
}

/** Fields every family's state starts with. */
export interface StateHeader {
  format: 'piecepack-war/state';
  version: 1;
  /** The rules family, repeated from the options so that a state narrows by it. */
  family: Options['family'];
  /** The seed the game was created with. */
  seed: number;
  /** The random stream's current words. */
  rng: RngState;
  /** Actions applied so far (computer players seed their own stream from it). */
  moves: number;
  /** The outcome once the game is over, else null. */
  result: GameResult | null;
}

/** A War-family or Tod und Leben game in progress. Never mutated by the public API: each step returns a new state. */
export interface WarState extends StateHeader {
  family: 'war' | 'tod-und-leben';
  /** Resolved options; the state is self-contained. */
  options: WarOptions | TodOptions;
  phase: Phase;
  /** Each seat's face-down stack, top first. */
  stacks: number[][];
  /** Each seat's won pile, oldest first (Tod und Leben); empty in War. */
  won: number[][];
  /** Pieces set aside at the deal because they could not be shared equally (or a prepared deal did not name them). */
  aside: number[];
  /**
   * Tod und Leben started from a prepared deal: the pieces it put in play, which every later round deals again (the
   * others stay aside). Absent otherwise, so other games' states and hashes are unchanged.
   */
  inPlay?: number[];
  /** The pieces of the current trick in the order they were played. */
  table: TablePlay[];
  /** Seats that have dropped out. */
  out: boolean[];
  /** The seat that won the trick on the table, or -1. */
  trickWinner: number;
  /** War depth of the trick on the table: 0 for a plain battle. */
  depth: number;
  /** Top-level battles started so far (a whole war counts one). */
  tricks: number;
  /** Round of the match, from 1 (Tod und Leben). */
  round: number;
  /** Rounds won per seat (Tod und Leben). */
  score: number[];
  /** Repeat detection for deterministic pickups, or null. */
  cycle: CycleWatch | null;
}

/** Any game in progress; `family` tells which. */
export type GameState = WarState | StackedState | StealState;

/** A deep copy of a state (the shape is known, so this is much faster than a generic clone). */
export function cloneWarState(s: WarState): WarState {
  return {
    ...s,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    stacks: s.stacks.map((a) => a.slice()),
    won: s.won.map((a) => a.slice()),
    aside: s.aside.slice(),
    table: s.table.map((t) => ({ ...t })),
    out: s.out.slice(),
    score: s.score.slice(),
    cycle: s.cycle && { saved: s.cycle.saved.map((a) => a.slice()), power: s.cycle.power, lam: s.cycle.lam },
    result: s.result && { ...s.result, winners: s.result.winners.slice(), losers: s.result.losers.slice() },
  };
}
