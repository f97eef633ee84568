// Dealing onto a Board from its random stream (the engine's one deal, deal.ts), and setting a game up from a seed or stacks.
import { dealInto } from '../deal.ts';
import { seedRng, seedRngInto, shuffleInts } from '../rng.ts';
import type { Board } from './board.ts';
import { savePosition } from './cycle.ts';

/** Deals the whole deck onto the board's stacks (emptied first) from its random stream; leftovers go aside. */
export function dealBoard(b: Board): void {
  const dealt = b.dealt,
    q = b.q,
    n = b.n,
    total = b.total,
    per = Math.floor(total / n);
  if (!b.options.jokersApart) {
    // dealInto's plain deal, inlined: shuffle the ids, then piece k * n + seat is seat's k-th from the top.
    const ids = b.deck;
    for (let i = 0; i < total; i++) ids[i] = i;
    shuffleInts(b.rng, ids, total);
    for (let seat = 0; seat < n; seat++) {
      const ring = seat * b.cap;
      for (let k = 0, i = seat; k < per; k++, i += n) q[ring + k] = dealt[ids[i]];
      b.head[seat] = 0;
      b.len[seat] = per;
    }
    const aside = b.aside;
    if (aside.length !== 0) aside.length = 0;
    for (let i = per * n; i < total; i++) aside.push(ids[i]);
    b.rehash();
    return;
  }
  // Straight into the rings (every head at 0), then ids become what the stacks hold.
  b.aside = dealInto(b.options, b.rules.pieces, b.rng, q, b.cap);
  for (let seat = 0; seat < n; seat++) {
    const ring = seat * b.cap;
    if (b.byStrength) for (let k = 0; k < per; k++) q[ring + k] = dealt[q[ring + k]];
    b.head[seat] = 0;
    b.len[seat] = per;
  }
  b.rehash();
}

/** A fresh game on the board: the seed's stream shuffles and deals. */
export function startGame(b: Board, seed: number): void {
  b.clear();
  seedRngInto(seed, b.rng);
  dealBoard(b);
  if (b.track) savePosition(b);
}

/**
 * A fresh game on a board from stacks given as what the board holds (strengths on a simulation's board), seat after
 * seat, `per` each (`values[s * per + k]` is seat s's k-th piece from the top), with the seed's stream for what follows.
 */
export function startWith(b: Board, seed: number, values: Int32Array, per: number): void {
  b.clear();
  // Deterministic pickups never draw on the stream: an exhaustive run of them spares the seeding.
  if (!b.track) seedRngInto(seed, b.rng);
  const q = b.q;
  for (let seat = 0; seat < b.n; seat++) {
    const ring = seat * b.cap,
      from = seat * per;
    for (let k = 0; k < per; k++) q[ring + k] = values[from + k];
    b.len[seat] = per;
  }
  b.rehash();
  if (b.track) savePosition(b);
}

/** A fresh game on the board from given stacks (top first) and pieces aside, with the seed's stream for what follows. */
export function startFrom(b: Board, seed: number, stacks: readonly (readonly number[])[], aside: readonly number[]): void {
  b.clear(seedRng(seed));
  stacks.forEach((stack, seat) => stack.forEach((id) => b.push(seat, b.dealt[id])));
  b.aside = aside.slice();
  if (b.track) savePosition(b);
}
