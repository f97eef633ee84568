// The trick itself, shared by every War-like family: the battle, a war step, judging face-up pieces, and the pot's order.
import type { Shown, Sink } from './events.ts';
import type { Pickup } from './options.ts';
import { bestSeats } from './ranking.ts';
import { shuffleInPlace, type RngState } from './rng.ts';
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

/** Starts a trick: every seat still in turns its top piece face up. */
export function playBattle(s: TrickState, ev: Sink): void {
  s.tricks++;
  s.depth = 0;
  s.trickWinner = -1;
  const faceUp: Shown[] = [];
  for (let seat = 0; seat < s.out.length; seat++) {
    if (s.out[seat]) continue;
    const piece = s.stacks[seat].shift()!;
    s.table.push({ seat, piece, up: true, depth: 0 });
    if (ev) faceUp.push({ seat, piece });
  }
  ev?.push({ type: 'battle', trick: s.tricks, faceUp });
}

/**
 * One war step for the listed seats: each puts `down[i]` pieces face down and then one face up, as far as its
 * stack goes (a seat with nothing left keeps fighting with the face-up piece it already has).
 */
export function playWarStep(s: TrickState, seats: readonly number[], down: readonly number[], ev: Sink): void {
  s.depth++;
  const faceDown = ev ? s.out.map(() => 0) : [];
  const faceUp: Shown[] = [];
  seats.forEach((seat, i) => {
    const stack = s.stacks[seat];
    for (let k = 0; k < down[i] && stack.length > 0; k++) {
      s.table.push({ seat, piece: stack.shift()!, up: false, depth: s.depth });
      if (ev) faceDown[seat]++;
    }
    if (stack.length > 0) {
      const piece = stack.shift()!;
      s.table.push({ seat, piece, up: true, depth: s.depth });
      if (ev) faceUp.push({ seat, piece });
    }
  });
  ev?.push({ type: 'war', depth: s.depth, faceDown, faceUp });
}

/** Puts a seat's whole remaining stack on the table face down (a player who cannot complete a war gives up what is left). */
export function surrenderStack(s: TrickState, seat: number): void {
  for (const piece of s.stacks[seat]) s.table.push({ seat, piece, up: false, depth: s.depth });
  s.stacks[seat] = [];
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

/** The pot in the order it goes under the winner's stack; clears the table. `shuffled` draws on the game's random stream. */
export function takePot(s: TrickState, winner: number, pickup: Pickup): number[] {
  let pot: number[];
  if (pickup === 'winner-first') {
    const n = s.out.length;
    const turn = (seat: number): number => (seat - winner + n) % n;
    pot = s.table
      .map((t, i) => ({ t, i }))
      .sort((a, b) => a.t.depth - b.t.depth || turn(a.t.seat) - turn(b.t.seat) || a.i - b.i)
      .map((x) => x.t.piece);
  } else {
    pot = s.table.map((t) => t.piece);
    if (pickup === 'shuffled') shuffleInPlace(s.rng, pot);
  }
  s.table = [];
  return pot;
}
