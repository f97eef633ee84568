// The order a won trick goes under the winner's stack (`pickup`): shuffled, winner-first, in-order, or naturelle.
import { shuffleInts } from '../rng.ts';
import { IN_ORDER, NATURELLE, SHUFFLED, WINNER_FIRST, type Board } from './board.ts';

/** Fills `b.pot` with the table's pieces in the order they go under the winner's stack; returns how many. */
export function orderPot(b: Board, winner: number): number {
  const count = b.tLen;
  const pot = b.pot;
  switch (b.pickup) {
    case SHUFFLED:
      for (let i = 0; i < count; i++) pot[i] = b.tPiece[i];
      // Fisher-Yates from the last piece down, on the game's stream.
      shuffleInts(b.rng, pot, count);
      break;
    case IN_ORDER:
      for (let i = 0; i < count; i++) pot[i] = b.tPiece[i];
      break;
    case WINNER_FIRST:
      winnerFirst(b, winner);
      break;
    case NATURELLE:
      naturelle(b);
      break;
  }
  return count;
}

/** Layer by layer (the battle, then each war step), seats in turn from the winner; within a seat, as played. */
function winnerFirst(b: Board, winner: number): void {
  const n = b.n,
    count = b.tLen;
  let deepest = 0;
  for (let i = 0; i < count; i++) if (b.tDepth[i] > deepest) deepest = b.tDepth[i];
  // A stable counting sort by (depth, turn from the winner).
  const keys = (deepest + 1) * n;
  const start = b.sortKeys;
  start.fill(0, 0, keys + 1);
  const key = (i: number): number => b.tDepth[i] * n + ((b.tSeat[i] - winner + n) % n);
  for (let i = 0; i < count; i++) start[key(i) + 1]++;
  for (let k = 0; k < keys; k++) start[k + 1] += start[k];
  for (let i = 0; i < count; i++) b.pot[start[key(i)]++] = b.tPiece[i];
}

/**
 * Naturelle (Delahaye and Mathieu's "ramassage naturel"): the pot is a pile laid as the trick is played. Face-down pieces
 * go on it as they are played (seats in order); the face-up pieces of each turn go on it together once every seat has
 * shown its own, the lower piece first by the game's comparison (equal pieces in seat order). The winner turns the pile
 * over: it goes under the stack in the reverse of the order it was laid, so the last piece laid goes under first.
 */
function naturelle(b: Board): void {
  const count = b.tLen;
  const laid = b.pot,
    ups = b.turnUp;
  let l = 0,
    u = 0,
    shown = 0,
    depth = -1;
  for (let i = 0; i < count; i++) {
    const seat = b.tSeat[i];
    if (b.tDepth[i] !== depth) {
      l = layTurn(b, ups, u, laid, l);
      u = 0;
      shown = 0;
      depth = b.tDepth[i];
    }
    if (b.tUp[i]) {
      ups[u++] = i;
      shown |= 1 << seat;
    } else {
      // A piece a seat plays after its face-up one (its stack given up in a war) comes after that turn's pile.
      if (shown & (1 << seat)) {
        l = layTurn(b, ups, u, laid, l);
        u = 0;
        shown = 0;
      }
      laid[l++] = b.tPiece[i];
    }
  }
  layTurn(b, ups, u, laid, l);
  laid.subarray(0, count).reverse();
}

/**
 * Lays one turn's face-up pieces (table indexes ups[0..u)) on the pile from `l`, lower first by the game's comparison,
 * equal ones in seat order; returns where the pile ends.
 */
function layTurn(b: Board, ups: Int32Array, u: number, laid: Int32Array, l: number): number {
  const str = b.str;
  let max = -1,
    low = false;
  for (let k = 0; k < u; k++) {
    const v = str[b.tPiece[ups[k]]];
    if (v > max) max = v;
    if (v === b.lowest) low = true;
  }
  // Why (000, 003): with the Russian ranking the lowest rank beats the top rank when both are shown, so it is the higher.
  const lowHigh = b.lowBeatsTop && max === b.top && low;
  const rank = (i: number): number => {
    const v = str[b.tPiece[i]];
    return lowHigh && v === b.lowest ? b.top + 0.5 : v;
  };
  // Insertion sort: a turn holds one piece a seat.
  for (let k = 1; k < u; k++) {
    for (let j = k; j > 0; j--) {
      const a = ups[j - 1],
        c = ups[j];
      const ra = rank(a),
        rc = rank(c);
      if (ra < rc || (ra === rc && b.tSeat[a] < b.tSeat[c])) break;
      ups[j - 1] = c;
      ups[j] = a;
    }
  }
  for (let k = 0; k < u; k++) laid[l++] = b.tPiece[ups[k]];
  return l;
}
