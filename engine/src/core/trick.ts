// The trick on a Board: the battle, a war step, and judging the face-up pieces (the Russian exception included).
import type { Shown, Sink } from '../events.ts';
import { BATTLE, COLLECT, WAR, type Board } from './board.ts';

/** Starts a trick: every seat still in turns its top piece face up. */
export function battle(b: Board, ev: Sink): void {
  b.tricks++;
  b.turns++;
  b.depth = 0;
  b.trickWinner = -1;
  b.ties = 0;
  const faceUp: Shown[] | null = ev ? [] : null;
  for (let seat = 0; seat < b.n; seat++) {
    if (b.out[seat]) {
      b.faceUp[seat] = -1;
      continue;
    }
    const piece = b.pop(seat);
    b.lay(seat, piece, true, 0);
    b.faceUp[seat] = piece;
    faceUp?.push({ seat, piece });
  }
  ev?.push({ type: 'battle', trick: b.tricks, faceUp: faceUp! });
}

/**
 * One war step of `size` pieces a seat: each seat still in puts all but one face down and the last face up, as far as its
 * stack goes (a seat short of pieces plays all but its last face down and the last face up; a seat with nothing left
 * keeps fighting with the face-up piece it has).
 */
export function warStep(b: Board, size: number, ev: Sink): void {
  b.depth++;
  b.turns++;
  const faceDown = ev ? new Array<number>(b.n).fill(0) : null;
  const faceUp: Shown[] | null = ev ? [] : null;
  for (let seat = 0; seat < b.n; seat++) {
    if (b.out[seat]) continue;
    const left = b.len[seat];
    if (left === 0) continue;
    const down = Math.min(size - 1, left - 1);
    for (let k = 0; k < down; k++) b.lay(seat, b.pop(seat), false, b.depth);
    if (faceDown) faceDown[seat] = down;
    const piece = b.pop(seat);
    b.lay(seat, piece, true, b.depth);
    b.faceUp[seat] = piece;
    faceUp?.push({ seat, piece });
  }
  ev?.push({ type: 'war', depth: b.depth, faceDown: faceDown!, faceUp: faceUp! });
}

/** The strength that wins among the face-up pieces of the seats still in: the highest, or the lowest rank when the Russian exception applies. */
export function winningStrength(b: Board): number {
  const str = b.str;
  let max = -1;
  let lowSeen = false;
  for (let seat = 0; seat < b.n; seat++) {
    if (b.out[seat]) continue;
    const v = str[b.faceUp[seat]];
    if (v > max) max = v;
    if (v === b.lowest) lowSeen = true;
  }
  // Why (000 Russian Version, 003 P'yanitsa): when the top rank and the lowest rank are both on the table, the lowest counts highest.
  return b.lowBeatsTop && max === b.top && lowSeen ? b.lowest : max;
}

/**
 * Compares the face-up pieces of the seats still in. One best seat wins the trick (phase collect); a tie for the best
 * means war (phase war), and the tied seats are kept in `b.tied`.
 */
export function judge(b: Board, ev: Sink): void {
  const target = winningStrength(b);
  const str = b.str;
  b.tiedLen = 0;
  for (let seat = 0; seat < b.n; seat++) if (!b.out[seat] && str[b.faceUp[seat]] === target) b.tied[b.tiedLen++] = seat;
  if (b.tiedLen === 1) {
    const winner = b.tied[0];
    b.trickWinner = winner;
    b.phase = COLLECT;
    b.probe?.(winner, b.depth, b.tLen);
    if (ev) {
      let beaten: Shown | null = null;
      for (let seat = 0; seat < b.n; seat++) {
        if (b.out[seat] || seat === winner) continue;
        const piece = b.faceUp[seat];
        if (!beaten || str[piece] > str[beaten.piece]) beaten = { seat, piece };
      }
      ev.push({ type: 'trick', winner, piece: b.faceUp[winner], beaten, depth: b.depth, pot: b.tLen });
    }
  } else {
    b.phase = WAR;
    b.ties++;
    if (ev) ev.push({ type: 'tie', seats: Array.from(b.tied.subarray(0, b.tiedLen)), depth: b.depth + 1 });
  }
}

/** Counts the trick's war by its depth for a simulation that listens (a tie that could not be fought counts too). */
export function countWar(b: Board): void {
  if (b.ties > 0 && b.wars) {
    const w = b.wars;
    while (w.length < b.ties) w.push(0);
    w[b.ties - 1]++;
  }
  b.ties = 0;
}

/** Clears the table after the pot has been taken, ready for the next battle. */
export function clearTable(b: Board): void {
  b.tLen = 0;
  b.trickWinner = -1;
  b.depth = 0;
  b.phase = BATTLE;
}
