// What a War player may see: counts for face-down stacks, backs for face-down pieces on the table, faces for the rest.
import type { Seat } from './options.ts';
import type { Piece } from './pieces.ts';
import { PRESETS } from './presets.ts';
import { rulesOf } from './rules.ts';
import type { GameResult, Phase, TablePlay, WarState } from './state.ts';

/** A piece on the table as the UI shows it: a face, or only a back. */
export type PlayedView = { up: true; id: number; piece: Piece; depth: number } | { up: false; depth: number };

/** One seat: who plays it, how many pieces its stack holds, whether it dropped out, its won pile, its pieces on the table. */
export interface SeatView {
  seat: number;
  kind: Seat;
  count: number;
  out: boolean;
  won: number;
  played: PlayedView[];
}

/** The public picture of a War-family or Tod und Leben game. It holds no face-down identity, so it is safe to render and announce. */
export interface WarView {
  family: 'war' | 'tod-und-leben';
  variant: string;
  title: string;
  deck: string;
  phase: Phase;
  tricks: number;
  round: number;
  rounds: number;
  score: number[];
  aside: number;
  total: number;
  depth: number;
  trickWinner: number;
  seats: SeatView[];
  result: GameResult | null;
}

/** A seat's pieces on the table as the UI shows them: faces for face-up pieces, backs only for face-down ones. */
export function playedOf(table: readonly TablePlay[], seat: number, pieces: readonly Piece[]): PlayedView[] {
  return table
    .filter((t) => t.seat === seat)
    .map((t): PlayedView => (t.up ? { up: true, id: t.piece, piece: pieces[t.piece], depth: t.depth } : { up: false, depth: t.depth }));
}

/** Builds the public view of a War-family state (the same for every seat: War hides nothing but face-down pieces). */
export function warView(s: WarState): WarView {
  const { pieces } = rulesOf(s.options);
  const seats: SeatView[] = s.stacks.map((stack, seat) => ({
    seat,
    kind: s.options.seats[seat],
    count: stack.length,
    out: s.out[seat],
    won: s.won[seat].length,
    played: playedOf(s.table, seat, pieces),
  }));
  return {
    family: s.family,
    variant: s.options.variant,
    title: PRESETS[s.options.variant].title,
    deck: s.options.deck,
    phase: s.phase,
    tricks: s.tricks,
    round: s.round,
    rounds: s.options.family === 'tod-und-leben' ? s.options.rounds : 1,
    score: s.score.slice(),
    aside: s.aside.length,
    total: pieces.length,
    depth: s.depth,
    trickWinner: s.trickWinner,
    seats,
    result: s.result,
  };
}
