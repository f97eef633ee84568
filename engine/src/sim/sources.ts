// Where a simulation's games come from: seeded deals (game i gets the i-th seed), deals with pieces given to a seat
// (`--give`), or every distinct deal of the deck in order (`--exhaustive`), each set up on the simulation's board.
import type { Board } from '../core/board.ts';
import { startGame, startWith } from '../core/deal.ts';
import { startGiven, type Give } from './give.ts';
import { mirrorWeight, nextDeal, unrankDeal, type DealSpace } from './exhaustive.ts';

/** The seed of game `index` of a simulation with master seed `seed` (a 32-bit mix of both). */
export function gameSeed(seed: number, index: number): number {
  let z = (Math.imul(seed ^ 0x632be5ab, 0x9e3779b1) + index) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Sets up game `index` on the board; returns how many games it stands for: 1, 2 (itself and its mirror) or 0 (skipped). */
export type DealSource = (b: Board, index: number) => number;

/** Game i is dealt from the stream of `gameSeed(seed, i)`. */
export function seededDeals(seed: number): DealSource {
  return (b, index) => {
    startGame(b, gameSeed(seed, index));
    return 1;
  };
}

/** Game i is dealt from the stream of `gameSeed(seed, i)` with the given pieces forced into their seat. */
export function givenDeals(seed: number, give: Give): DealSource {
  return (b, index) => {
    startGiven(b, gameSeed(seed, index), give);
    return 1;
  };
}

/**
 * Game i is the i-th distinct deal (lexicographic), unranked for the first index asked and stepped to the next deal
 * after it. With mirrors played once, a deal whose mirror comes first is skipped and the other counts twice.
 */
export function everyDeal(seed: number, space: DealSpace): DealSource {
  const deal = new Int32Array(space.length);
  let at = -1;
  return (b, index) => {
    if (at < 0 || index !== at + 1) unrankDeal(space, index, deal);
    else nextDeal(deal, space.length);
    at = index;
    const weight = space.mirror ? mirrorWeight(deal, space.per) : 1;
    if (weight > 0) startWith(b, gameSeed(seed, index), deal, space.per);
    return weight;
  };
}

/** The current deal of an exhaustive run at `index`, as strengths (for records of its games). */
export function dealAt(space: DealSpace, index: number): Int32Array {
  const deal = new Int32Array(space.length);
  unrankDeal(space, index, deal);
  return deal;
}
