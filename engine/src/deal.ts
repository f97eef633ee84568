// Dealing: shuffle, give every seat the same number of pieces, set the rest aside; optionally keep the jokers apart.
import type { DeckFamilyOptions } from './rules.ts';
import type { Piece } from './pieces.ts';
import { below, shuffleInPlace, shuffleInts, type RngState } from './rng.ts';

/** A dealt table: each seat's stack (top first) and the pieces set aside. */
export interface Deal {
  stacks: number[][];
  aside: number[];
}

/**
 * Deals all pieces equally, one at a time around the table (the first piece dealt ends on top), leftovers aside. Every
 * seat gets `per = floor(pieces / players)` pieces, written into `out` seat after seat (seat s's stack, top first, is
 * out[s * stride .. s * stride + per), `stride` defaulting to `per`); returns the pieces set aside. With `jokersApart` (003: "burying one joker in each
 * player's stack of cards") the jokers go to different seats, as far as the seats go round, and each is put at a random
 * depth of its stack after the deal.
 */
export function dealInto(options: DeckFamilyOptions, pieces: readonly Piece[], rng: RngState, out: Int32Array, stride?: number): number[] {
  const n = options.players;
  const per = Math.floor(pieces.length / n);
  const step = stride ?? per;
  if (!options.jokersApart) {
    const ids = shuffledIds(rng, pieces.length);
    for (let seat = 0; seat < n; seat++) for (let k = 0, at = seat * step; k < per; k++) out[at + k] = ids[k * n + seat];
    const aside: number[] = [];
    for (let i = per * n; i < pieces.length; i++) aside.push(ids[i]);
    return aside;
  }
  const ids = pieces.map((_, id) => id);
  const stacks: number[][] = Array.from({ length: n }, () => []);
  const jokers = ids.filter((id) => pieces[id].kind === 'joker');
  const rest = ids.filter((id) => pieces[id].kind !== 'joker');
  shuffleInPlace(rng, rest);
  const seatOrder = Array.from({ length: n }, (_, i) => i);
  shuffleInPlace(rng, seatOrder);
  const jokerSeat = jokers.map((_, j) => seatOrder[j % n]);
  const quota = stacks.map((_, seat) => per - jokerSeat.filter((s) => s === seat).length);
  let next = 0;
  for (let round = 0; round < per; round++)
    for (let seat = 0; seat < n; seat++) if (stacks[seat].length < quota[seat]) stacks[seat].push(rest[next++]);
  jokers.forEach((joker, j) => {
    const stack = stacks[jokerSeat[j]];
    stack.splice(below(rng, stack.length + 1), 0, joker);
  });
  stacks.forEach((stack, seat) => out.set(stack, seat * step));
  return rest.slice(next);
}

let scratch = new Int32Array(64);

/** The ids 0..count-1 shuffled by the stream (a shared buffer of exactly that length, valid until the next call). */
export function shuffledIds(rng: RngState, count: number): Int32Array {
  if (scratch.length !== count) scratch = new Int32Array(count);
  for (let i = 0; i < count; i++) scratch[i] = i;
  shuffleInts(rng, scratch);
  return scratch;
}

/** The deal as lists: each seat's stack (top first) and the pieces set aside (see `dealInto`). */
export function deal(options: DeckFamilyOptions, pieces: readonly Piece[], rng: RngState): Deal {
  const n = options.players,
    per = Math.floor(pieces.length / n);
  const out = new Int32Array(per * n);
  const aside = dealInto(options, pieces, rng, out);
  return { stacks: Array.from({ length: n }, (_, seat) => Array.from(out.subarray(seat * per, seat * per + per))), aside };
}
