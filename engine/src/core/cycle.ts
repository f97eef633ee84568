// Exact cycle detection in constant memory: Brent's method over the positions at trick boundaries, on a rolling hash of the
// stacks, every hash match confirmed by comparing the stacks piece by piece. A position is every stack as a sequence of
// ranks (suits never matter in War, so a deterministic pickup that brings the ranks back will repeat forever).
import type { Board } from './board.ts';

/**
 * Tricks before Brent's reference point first moves on from the deal (then 2x, 4x... as many). Any start keeps the
 * cycle length exact; starting at 32 spares the short games (most) the copies, and finds a cycle at most 32 tricks later.
 */
export const FIRST_WATCH = 32;

/** The hash of the whole position: each seat's rolling hash and stack length. */
export function positionHash(b: Board): number {
  let h = 0x2545f491;
  for (let s = 0; s < b.n; s++) h = Math.imul(h ^ b.hash[s], 0x85ebca6b) ^ b.len[s];
  return h | 0;
}

/** Saves the current position as Brent's reference point. */
export function savePosition(b: Board): void {
  let o = 0;
  for (let s = 0; s < b.n; s++) {
    const len = b.len[s];
    b.savedLen[s] = len;
    for (let i = 0; i < len; i++) b.saved[o++] = b.at(s, i);
  }
  b.savedHash = positionHash(b);
}

/** Whether the current position holds the saved one's ranks in every stack, in the same order. */
export function samePosition(b: Board): boolean {
  const str = b.str;
  let o = 0;
  for (let s = 0; s < b.n; s++) {
    const len = b.len[s];
    if (b.savedLen[s] !== len) return false;
    for (let i = 0; i < len; i++) if (str[b.saved[o++]] !== str[b.at(s, i)]) return false;
  }
  return true;
}

/**
 * One step of Brent's method after a trick. Returns true when the position repeats the saved one, leaving the cycle's
 * length in `b.cycle` (exact: the saved position lies on the cycle by then). The saved position moves forward to the
 * current one each time the distance reaches a power of two.
 */
export function cycleStep(b: Board): boolean {
  b.lam++;
  if (positionHash(b) === b.savedHash && samePosition(b)) {
    b.cycle = b.lam;
    return true;
  }
  if (b.lam === b.power) {
    savePosition(b);
    b.power *= 2;
    b.lam = 0;
  }
  return false;
}
