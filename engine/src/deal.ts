// Dealing: shuffle, give every seat the same number of pieces, set the rest aside; optionally keep the jokers apart.
import type { DeckFamilyOptions } from './rules.ts';
import type { Piece } from './pieces.ts';
import { below, shuffleInPlace, type RngState } from './rng.ts';

/** A dealt table: each seat's stack (top first) and the pieces set aside. */
export interface Deal {
  stacks: number[][];
  aside: number[];
}

/**
 * Deals all pieces equally, one at a time around the table (the first piece dealt ends on top), leftovers aside, handing
 * each dealt piece to `give(seat, id)` in stack order (top first); returns the pieces set aside. With `jokersApart` (003:
 * "burying one joker in each player's stack of cards") the jokers go to different seats, as far as the seats go round,
 * and each is put at a random depth of its stack after the deal.
 */
export function dealInto(options: DeckFamilyOptions, pieces: readonly Piece[], rng: RngState, give: (seat: number, id: number) => void): number[] {
  const n = options.players;
  const per = Math.floor(pieces.length / n);
  const ids = pieces.map((_, id) => id);
  if (!options.jokersApart) {
    shuffleInPlace(rng, ids);
    for (let i = 0; i < per * n; i++) give(i % n, ids[i]);
    return ids.slice(per * n);
  }
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
  stacks.forEach((stack, seat) => stack.forEach((id) => give(seat, id)));
  return rest.slice(next);
}

/** The deal as lists: each seat's stack (top first) and the pieces set aside (see `dealInto`). */
export function deal(options: DeckFamilyOptions, pieces: readonly Piece[], rng: RngState): Deal {
  const stacks: number[][] = Array.from({ length: options.players }, () => []);
  const aside = dealInto(options, pieces, rng, (seat, id) => stacks[seat].push(id));
  return { stacks, aside };
}
