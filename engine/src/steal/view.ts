// What a seat may see of a Steal War game: its own looked-at card, every pile's top, counts, and the trick's face-up cards.
import type { Seat } from '../options.ts';
import type { Piece } from '../pieces.ts';
import { PRESETS } from '../presets.ts';
import { rulesOf } from '../rules.ts';
import type { GameResult } from '../state.ts';
import { playedOf, type PlayedView } from '../war-view.ts';
import { UNDECLARED, type StealPhase, type StealState } from './state.ts';
import { viewerSeat } from '../view.ts';

/** A face-up card: its id (for actions) and what it shows. */
export interface CardView {
  /** The card's id in this game's deck. */
  id: number;
  /** The card itself. */
  piece: Piece;
}

/** One seat as a viewer sees it. */
export interface StealSeatView {
  /** Seat number. */
  seat: number;
  /** Who plays it. */
  kind: Seat;
  /** Cards in its face-down packet. */
  packet: number;
  /** Cards in its face-up capture pile. */
  pile: number;
  /** The pile's top card, the only one on show (null: empty pile). */
  top: CardView | null;
  /** Whether it has dropped out. */
  out: boolean;
  /** Whether it holds a card it has looked at (a card taken from its packet and not yet played). */
  holding: boolean;
  /** The card it holds, shown only to the seat itself (null for everyone else, and when it holds none). */
  hand: CardView | null;
  /** Whether it must declare in the current round (public). */
  asked: boolean;
  /** Whether it has declared in the current round; what it declared stays secret until the round is complete. */
  declared: boolean;
  /** Its own declaration this round, shown only to the seat itself: "play", the seat it steals from, or null. */
  choice: 'play' | number | null;
  /** Whether its card is committed to the trick (public once a round is complete). */
  committed: boolean;
  /** Whether its pile is protected for the rest of this turn. */
  guarded: boolean;
  /** Its cards on the table this trick: faces for face-up cards, only backs for face-down ones. */
  played: PlayedView[];
}

/** The picture of a Steal War game for one seat (or a spectator). It holds no face-down card and no other seat's secret. */
export interface StealView {
  /** The rules family, so that a view narrows by it. */
  family: 'steal-war';
  /** The variant's name. */
  variant: string;
  /** The variant's title. */
  title: string;
  /** The deck played with. */
  deck: string;
  /** The seat this view is for, or null for a spectator. */
  viewer: number | null;
  /** Where the game stands. */
  phase: StealPhase;
  /** Battles started so far. */
  tricks: number;
  /** Piles stolen so far. */
  steals: number;
  /** War depth of the trick on the table (0: a battle). */
  depth: number;
  /** The trick's winner while it chooses its top card, else -1. */
  trickWinner: number;
  /** Cards set aside at the deal. */
  aside: number;
  /** Cards in the game. */
  total: number;
  /** Cards face down in each war before the deciding one. */
  warFaceDown: number;
  /** Whether the protection rule is on. */
  protection: boolean;
  /** Every seat. */
  seats: StealSeatView[];
  /** The outcome once the game is over. */
  result: GameResult | null;
}

/** Builds what `viewer` may see (null: a spectator, who sees only what is public). */
export function stealView(s: StealState, seat: number | null): StealView {
  const viewer = viewerSeat(seat, s.options.players);
  const { pieces } = rulesOf(s.options);
  const card = (id: number): CardView | null => (id >= 0 ? { id, piece: pieces[id] } : null);
  const seats = s.packets.map((packet, seat): StealSeatView => {
    const own = seat === viewer;
    const d = s.declared[seat];
    const pile = s.piles[seat];
    return {
      seat,
      kind: s.options.seats[seat],
      packet: packet.length,
      pile: pile.length,
      top: card(pile.length > 0 ? pile[pile.length - 1] : -1),
      out: s.out[seat],
      holding: s.hands[seat] >= 0,
      hand: own ? card(s.hands[seat]) : null,
      asked: s.asked[seat],
      declared: s.asked[seat] && d !== UNDECLARED,
      choice: own && s.asked[seat] && d !== UNDECLARED ? (d < 0 ? 'play' : d) : null,
      committed: s.committed[seat],
      guarded: s.guarded[seat],
      played: playedOf(s.table, seat, pieces),
    };
  });
  return {
    family: s.family,
    variant: s.options.variant,
    title: PRESETS[s.options.variant].title,
    deck: s.options.deck,
    viewer,
    phase: s.phase,
    tricks: s.tricks,
    steals: s.steals,
    depth: s.depth,
    trickWinner: s.trickWinner,
    aside: s.aside.length,
    total: pieces.length,
    warFaceDown: s.options.warFaceDown,
    protection: s.options.protection,
    seats,
    result: s.result,
  };
}
