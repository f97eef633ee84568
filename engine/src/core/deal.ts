// Dealing onto a Board from its random stream (the engine's one deal, deal.ts), and setting a game up from a seed or stacks.
import { dealInto } from '../deal.ts';
import { seedRng } from '../rng.ts';
import type { Board } from './board.ts';
import { savePosition } from './cycle.ts';

/** Deals the whole deck onto the board's stacks (emptied first) from its random stream; leftovers go aside. */
export function dealBoard(b: Board): void {
  const dealt = b.dealt, out = b.pot, n = b.n, per = Math.floor(b.total / n), q = b.q;
  b.aside = dealInto(b.options, b.rules.pieces, b.rng, out);
  for (let seat = 0; seat < n; seat++) {
    // Straight into the emptied rings (head 0), then the lengths and hashes.
    const ring = seat * b.cap, from = seat * per;
    for (let k = 0; k < per; k++) q[ring + k] = dealt[out[from + k]];
    b.head[seat] = 0;
    b.len[seat] = per;
  }
  b.rehash();
}

/** A fresh game on the board: the seed's stream shuffles and deals. */
export function startGame(b: Board, seed: number): void {
  b.clear(seedRng(seed));
  dealBoard(b);
  if (b.track) savePosition(b);
}

/** A fresh game on the board from given stacks (top first) and pieces aside, with the seed's stream for what follows. */
export function startFrom(b: Board, seed: number, stacks: readonly (readonly number[])[], aside: readonly number[]): void {
  b.clear(seedRng(seed));
  stacks.forEach((stack, seat) => stack.forEach((id) => b.push(seat, b.dealt[id])));
  b.aside = aside.slice();
  if (b.track) savePosition(b);
}
