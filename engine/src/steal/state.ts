// Steal War state: each seat's face-down packet, face-up capture pile and looked-at card, the trick and the steal rounds.
import type { StealOptions } from '../options.ts';
import type { StateHeader, TablePlay } from '../state.ts';

/** Where a Steal War game stands: seats declare (steal or play), the trick's winner picks its top card, or it is over. */
export type StealPhase =
  /** The seats holding a looked-at card declare, one round at a time (or anyone flips when nobody may steal). */
  | 'declare'
  /** Transient inside a step: a tie was judged and the war is being laid out. */
  | 'war'
  /** Transient inside a step: the trick was won and the pot is being gathered. */
  | 'collect'
  /** The trick's winner chooses which won card lies on top of its capture pile. */
  | 'top'
  /** The game has ended; `result` says how. */
  | 'over';

/** `declared[seat]` before the seat has declared this round (or when it is not asked). */
export const UNDECLARED = -2;
/** `declared[seat]` when the seat plays its card into the trick. Any other value is the seat whose pile it steals. */
export const PLAY = -1;

/** A Steal War game in progress. Plain JSON; the public API never mutates it. */
export interface StealState extends StateHeader {
  family: 'steal-war';
  /** Resolved options; the state is self-contained. */
  options: StealOptions;
  /** Where the game stands. */
  phase: StealPhase;
  /** Each seat's face-down packet, top first. */
  packets: number[][];
  /** Each seat's face-up capture pile, bottom first (the last card is the top one, the only one on show). */
  piles: number[][];
  /** The card each seat has taken from its packet and looked at (only that seat sees it), or -1. */
  hands: number[];
  /** Whether the seat's card in hand is committed to the trick (it declared play, or had nothing to steal). */
  committed: boolean[];
  /** Seats that must declare in the current round of the steal window. */
  asked: boolean[];
  /** This round's declarations: UNDECLARED, PLAY, or the seat whose pile it steals. Secret until the round is complete. */
  declared: number[];
  /** Piles protected for the rest of this steal window (public: announced when a round is revealed). */
  guarded: boolean[];
  /** Rounds of declarations so far in this steal window (1 for the first). */
  round: number;
  /** Cards set aside at the deal because they could not be shared equally. */
  aside: number[];
  /** The cards of the current trick in the order they were played. */
  table: TablePlay[];
  /** Seats that have dropped out (they ran out of cards, or could not complete a war). */
  out: boolean[];
  /** The seat that won the trick on the table, or -1. */
  trickWinner: number;
  /** War depth of the trick on the table: 0 for a plain battle. */
  depth: number;
  /** Battles started so far (a whole war counts one). */
  tricks: number;
  /** Piles stolen so far. */
  steals: number;
  /**
   * Public memory: for each seat, the cards known to be among its hidden cards (packet, card in hand, face-down cards)
   * because they went into its packet when its face-up pile was turned over, and have not been shown since.
   * Everyone who watched knows them (not their order); computer players use this, views do not show it.
   */
  tracked: number[][];
}

/** A deep copy (the shape is known, so this is much faster than a generic clone). */
export function cloneStealState(s: StealState): StealState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    packets: s.packets.map((a) => a.slice()),
    piles: s.piles.map((a) => a.slice()),
    hands: s.hands.slice(),
    committed: s.committed.slice(),
    asked: s.asked.slice(),
    declared: s.declared.slice(),
    guarded: s.guarded.slice(),
    aside: s.aside.slice(),
    table: s.table.map((t) => ({ ...t })),
    out: s.out.slice(),
    tracked: s.tracked.map((a) => a.slice()),
    result: s.result && { ...s.result, winners: s.result.winners.slice(), losers: s.result.losers.slice() },
  };
}
