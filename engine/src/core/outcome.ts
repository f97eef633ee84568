// How War-family games end: running out in a war, dropping out, the last seat standing, the objectives, the trick cap.
import type { Sink } from '../events.ts';
import type { GameResult } from '../state.ts';
import { COLLECT, FIRST_OUT_LOSES, OVER, type Board } from './board.ts';
import { countWar } from './trick.ts';

/** Ends the game with a result (a war still on the table is counted). */
export function finish(b: Board, result: GameResult, ev: Sink): void {
  countWar(b);
  b.phase = OVER;
  b.result = result;
  ev?.push({ type: 'game-end', result });
}

/** Ends a game still going once `maxTricks` tricks have been played (a draw, reason cap). */
export function capAt(b: Board, ev: Sink): void {
  if (b.phase !== OVER && b.tricks >= b.maxTricks) finish(b, { reason: 'cap', winners: [], losers: [], draw: true }, ev);
}

/** Seats still in, in seat order. */
export function activeSeats(b: Board): number[] {
  const seats: number[] = [];
  for (let s = 0; s < b.n; s++) if (!b.out[s]) seats.push(s);
  return seats;
}

/** Seats not in `group`, in seat order. */
function others(b: Board, group: readonly number[]): number[] {
  const rest: number[] = [];
  for (let s = 0; s < b.n; s++) if (!group.includes(s)) rest.push(s);
  return rest;
}

/**
 * Seats drop out together (they ran out at the same moment). Returns true when that ended the game: with
 * `first-out-loses` at once; otherwise when nobody is left (a draw between them).
 */
export function dropOut(b: Board, group: readonly number[], why: 'empty' | 'short', ev: Sink): boolean {
  for (const seat of group) {
    b.out[seat] = 1;
    ev?.push({ type: 'out', seat, why });
  }
  if (b.objective === FIRST_OUT_LOSES) {
    const left = activeSeats(b);
    if (left.length === 0) finish(b, { reason: 'stalemate', winners: [], losers: [], draw: true }, ev);
    else finish(b, { reason: 'ran-out', winners: left, losers: [...group], draw: false }, ev);
    return true;
  }
  if (b.activeCount() === 0) {
    finish(b, { reason: 'stalemate', winners: [], losers: others(b, group), draw: true }, ev);
    return true;
  }
  return false;
}

/** The single seat left in a war takes the trick (everyone else ran out). */
function lastStanding(b: Board, ev: Sink): void {
  const winner = activeSeats(b)[0];
  b.trickWinner = winner;
  b.phase = COLLECT;
  b.probe?.(winner, b.depth, b.tLen);
  ev?.push({ type: 'trick', winner, piece: b.faceUp[winner], beaten: null, depth: b.depth, pot: b.tLen });
}

/** Puts a seat's whole remaining stack on the table face down (a player who cannot complete a war gives up what is left). */
function surrender(b: Board, seat: number): void {
  while (b.len[seat] > 0) b.lay(seat, b.pop(seat), false, b.depth);
}

/**
 * Short seats run out in order of how little they hold (000/003: "the one who runs out first loses"); seats holding the
 * same number run out together. A seat that outlasts every other short seat, with nobody else left, takes the trick.
 * Returns true when the trick or the game was decided.
 */
export function runOut(b: Board, short: number[], ev: Sink): boolean {
  short.sort((x, y) => b.len[x] - b.len[y] || x - y);
  while (short.length > 0) {
    const count = b.len[short[0]];
    const group = short.filter((seat) => b.len[seat] === count);
    short = short.slice(group.length);
    if (b.activeCount() === 1) break;
    for (const seat of group) surrender(b, seat);
    if (dropOut(b, group, 'short', ev)) return true;
  }
  if (b.activeCount() === 1) {
    lastStanding(b, ev);
    return true;
  }
  return false;
}
