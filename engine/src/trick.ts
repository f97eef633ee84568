// Judging a trick on a game state's lists: Steal War's trick (the War family plays on the typed-array core, core/).
import type { Shown, Sink } from './events.ts';
import { bestSeats } from './ranking.ts';
import type { RngState } from './rng.ts';
import type { Rules } from './rules.ts';
import type { TablePlay } from './state.ts';

/** The parts of a game state the trick mechanics read and write (War, Tod und Leben and Steal War states all have them). */
export interface TrickState {
  /** Seats that have dropped out. */
  out: boolean[];
  /** Each seat's face-down stack (packet), top first. */
  stacks: number[][];
  /** The pieces of the current trick in the order they were played. */
  table: TablePlay[];
  /** The seat that won the trick on the table, or -1. */
  trickWinner: number;
  /** War depth of the trick on the table: 0 for a plain battle. */
  depth: number;
  /** Top-level battles started so far. */
  tricks: number;
  /** Where the game stands; the trick mechanics set `collect` or `war`. */
  phase: string;
  /** The game's random stream. */
  rng: RngState;
}

/** Seats still in the game, in seat order. */
export function activeSeats(s: Pick<TrickState, 'out'>): number[] {
  const seats: number[] = [];
  for (let i = 0; i < s.out.length; i++) if (!s.out[i]) seats.push(i);
  return seats;
}

/** The face-up piece a seat is currently fighting with this trick (its last face-up play), or -1. */
export function faceUpOf(s: Pick<TrickState, 'table'>, seat: number): number {
  for (let i = s.table.length - 1; i >= 0; i--) {
    const t = s.table[i];
    if (t.seat === seat && t.up) return t.piece;
  }
  return -1;
}

/**
 * Compares the current face-up pieces of the seats still in. One best seat wins the trick (phase `collect`);
 * a tie for highest means war (phase `war`). Returns the tied or winning seats.
 */
export function judge(s: Pick<TrickState, 'out' | 'table' | 'trickWinner' | 'depth' | 'phase'>, rules: Rules, ev: Sink): number[] {
  const seats = activeSeats(s);
  const pieces = seats.map((seat) => faceUpOf(s, seat));
  const best = bestSeats(rules.rank, seats, pieces);
  if (best.length === 1) {
    s.trickWinner = best[0];
    s.phase = 'collect';
    if (ev) {
      const winner = best[0];
      const strength = rules.rank.strength;
      let beaten: Shown | null = null;
      seats.forEach((seat, i) => {
        if (seat !== winner && (!beaten || strength[pieces[i]] > strength[beaten.piece])) beaten = { seat, piece: pieces[i] };
      });
      ev.push({ type: 'trick', winner, piece: pieces[seats.indexOf(winner)], beaten, depth: s.depth, pot: s.table.length });
    }
  } else {
    s.phase = 'war';
    ev?.push({ type: 'tie', seats: best, depth: s.depth + 1 });
  }
  return best;
}
