// The War family on a Board (War, W-A-R, jokers, Război, Russian, P'yanitsa): wars under each out-of-cards rule, the pickup.
import type { Sink } from '../events.ts';
import { AVOID_ALL, FEWEST, LOSE, OVER, type Board } from './board.ts';
import { cycleStep } from './cycle.ts';
import { activeSeats, capAt, dropOut, finish, runOut } from './outcome.ts';
import { orderPot } from './pot.ts';
import { clearTable, countWar, judge, warStep } from './trick.ts';

/** Pieces each seat plays in the coming war step (face-down count plus the face-up one). */
export function warSize(b: Board): number {
  if (b.faceDown >= 0) return b.faceDown + 1;
  // Why (003, Război): the war's size is the value of the tied pieces that caused it (they share one rank); pieces
  // of seats not in the tie, even higher ones, do not size it.
  let size = 1;
  for (let i = 0; i < b.tiedLen; i++) size = Math.max(size, b.warSize[b.faceUp[b.tied[i]]]);
  return size;
}

/** One war step under the out-of-cards rule, then the new face-up pieces are judged. */
export function war(b: Board, ev: Sink): void {
  if (!warOrOut(b, ev)) b.quietSteps++;
  // The game ended in this step: its trick is never picked up.
  if (b.phase === OVER) b.quietSteps--;
}

/** The war step, or what running out does instead (then false: nothing was turned face up). */
function warOrOut(b: Board, ev: Sink): boolean {
  let size = warSize(b);
  if (b.outOfCards === LOSE) {
    let short: number[] | null = null;
    for (let s = 0; s < b.n; s++) if (!b.out[s] && b.len[s] < size) (short ??= []).push(s);
    if (short && runOut(b, short, ev)) return false;
  } else if (b.outOfCards === FEWEST) {
    // Why (003, Război): a seat with no pieces at all loses; the rest play as many as the seat with the fewest.
    let empty: number[] | null = null;
    for (let s = 0; s < b.n; s++) if (!b.out[s] && b.len[s] === 0) (empty ??= []).push(s);
    if (empty && runOut(b, empty, ev)) return false;
    for (let s = 0; s < b.n; s++) if (!b.out[s]) size = Math.min(size, b.len[s]);
  } else {
    let any = false;
    for (let s = 0; s < b.n; s++) if (!b.out[s] && b.len[s] > 0) any = true;
    if (!any) {
      // Why (003, rule 2): last pieces stay face up for the whole war; when nobody can add a piece the tie stands.
      const tied = Array.from(b.tied.subarray(0, b.tiedLen));
      const losers: number[] = [];
      for (let s = 0; s < b.n; s++) if (!tied.includes(s)) losers.push(s);
      finish(b, { reason: 'stalemate', winners: [], losers, draw: true }, ev);
      return false;
    }
    // Why (000/003, 3+ players: "a player who runs out drops out; the last with pieces wins"): when every seat tied for
    // the top is on its last piece, nobody tied can add one and the tie can never break. They have run out: they drop
    // out, and the seats that still hold pieces decide the trick between them (one left takes it and the game), instead
    // of throwing every piece into a war they cannot win. With two players this cannot happen (docs/rules.md).
    let tiedEmpty = true;
    for (let i = 0; i < b.tiedLen; i++) if (b.len[b.tied[i]] > 0) tiedEmpty = false;
    if (tiedEmpty) {
      if (dropOut(b, Array.from(b.tied.subarray(0, b.tiedLen)), 'short', ev)) return false;
      // The same war, judged again among the rest: a tie among them is no deeper a war.
      const ties = b.ties;
      judge(b, ev);
      b.ties = ties;
      return false;
    }
  }
  warStep(b, size, ev);
  judge(b, ev);
  return true;
}

/** The winner picks up the pot in the pickup's order, then `settle` checks what that changed. */
export function collect(b: Board, ev: Sink): void {
  countWar(b);
  const winner = b.trickWinner;
  const count = orderPot(b, winner);
  for (let i = 0; i < count; i++) b.push(winner, b.pot[i]);
  ev?.push({ type: 'pickup', seat: winner, count, to: 'stack' });
  clearTable(b);
  settle(b, ev);
}

/** After a pickup: seats left empty drop out; the objective may end the game; then the cycle and cap checks. */
export function settle(b: Board, ev: Sink): void {
  let left = 0,
    emptied = 0;
  for (let s = 0; s < b.n; s++) {
    if (b.out[s]) continue;
    if (b.len[s] === 0) emptied++;
    else left++;
  }
  if (emptied > 0) {
    const empty: number[] = [];
    for (let s = 0; s < b.n; s++) if (!b.out[s] && b.len[s] === 0) empty.push(s);
    if (dropOut(b, empty, 'empty', ev)) return;
  }
  if (left === 1) {
    const holder = activeSeats(b);
    const rest: number[] = [];
    for (let s = 0; s < b.n; s++) if (s !== holder[0]) rest.push(s);
    // Why (000 Russian Version, objective 1): the one who ends up holding everything is the loser.
    if (b.objective === AVOID_ALL) finish(b, { reason: 'all-pieces', winners: rest, losers: holder, draw: false }, ev);
    else finish(b, { reason: 'all-pieces', winners: holder, losers: rest, draw: false }, ev);
    return;
  }
  if (b.track && cycleStep(b)) {
    finish(b, { reason: 'cycle', winners: [], losers: [], draw: true }, ev);
    return;
  }
  capAt(b, ev);
}
