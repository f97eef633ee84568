// Every distinct deal of a small deck exactly once (`--exhaustive`): a deal is the sequence of ranks the seats are dealt
// (suits never matter), so the deals are the distinct orderings of the deck's ranks, numbered in lexicographic order so
// workers can each take a range. With two seats and rules that treat the seats alike, a deal and its mirror (the
// stacks swapped) end alike with the winner swapped, so only one of each pair is played and it counts for both.
import type { WarOptions } from '../options.ts';
import { fail, ok, type Result } from '../result.ts';
import { rulesOf } from '../rules.ts';

/** The deals to enumerate: the deck's strength classes and how many pieces each has, stack sizes, and how many deals. */
export interface DealSpace {
  /** Strengths present in the deck, lowest first, and how many pieces show each. */
  classes: number[];
  counts: number[];
  /** Pieces dealt (the whole deck) and pieces per seat. */
  length: number;
  per: number;
  /** Distinct deals (orderings of the ranks). */
  total: number;
  /** Whether a deal and its mirror are played once, for both. */
  mirror: boolean;
}

/** Largest number of deals an exhaustive run accepts. */
export const MAX_DEALS = 2e10;

/** Whether two-seat games under these options end alike when the seats are swapped (winner-first treats seats alike). */
export function seatSymmetric(o: WarOptions): boolean {
  return o.players === 2 && o.pickup === 'winner-first' && !o.jokersApart;
}

/** The deal space of a War-family game, or why it cannot be enumerated. */
export function dealSpace(o: WarOptions): Result<DealSpace, string> {
  const { pieces, rank } = rulesOf(o);
  if (pieces.length % o.players !== 0)
    return fail(`--exhaustive needs a deck the seats share equally (${pieces.length} pieces for ${o.players} seats)`);
  if (o.jokersApart) return fail('--exhaustive deals every order of the deck; jokers-apart constrains the deal');
  const byStrength = new Map<number, number>();
  for (let id = 0; id < pieces.length; id++) byStrength.set(rank.strength[id], (byStrength.get(rank.strength[id]) ?? 0) + 1);
  const classes = [...byStrength.keys()].sort((a, b) => a - b);
  const counts = classes.map((c) => byStrength.get(c)!);
  let total = 1;
  // The multinomial coefficient, built factor by factor so it stays exact while it is small enough to matter.
  let placed = 0;
  for (const c of counts)
    for (let k = 1; k <= c; k++) {
      placed++;
      total = (total * placed) / k;
      if (total > MAX_DEALS)
        return fail(
          `--exhaustive: this deck has more than ${MAX_DEALS.toExponential()} distinct deals; try a smaller custom deck such as 4x4`,
        );
    }
  total = Math.round(total);
  return ok({ classes, counts, length: pieces.length, per: pieces.length / o.players, total, mirror: seatSymmetric(o) });
}

/** Orderings of the remaining multiset (counts per class). */
function arrangements(counts: readonly number[]): number {
  let total = 1,
    placed = 0;
  for (const c of counts) for (let k = 1; k <= c; k++) total = (total * ++placed) / k;
  return Math.round(total);
}

/** Writes the `index`-th deal (lexicographic, from 0) into `out` as strengths. */
export function unrankDeal(space: DealSpace, index: number, out: Int32Array): void {
  const left = space.counts.slice();
  let k = index;
  for (let i = 0; i < space.length; i++) {
    for (let c = 0; c < left.length; c++) {
      if (left[c] === 0) continue;
      left[c]--;
      const count = arrangements(left);
      if (k < count) {
        out[i] = space.classes[c];
        break;
      }
      k -= count;
      left[c]++;
    }
  }
}

/** Turns `deal` into the next deal in lexicographic order, in place; false after the last one. */
export function nextDeal(deal: Int32Array, length: number): boolean {
  let i = length - 2;
  while (i >= 0 && deal[i] >= deal[i + 1]) i--;
  if (i < 0) return false;
  let j = length - 1;
  while (deal[j] <= deal[i]) j--;
  let t = deal[i];
  deal[i] = deal[j];
  deal[j] = t;
  for (let a = i + 1, b = length - 1; a < b; a++, b--) {
    t = deal[a];
    deal[a] = deal[b];
    deal[b] = t;
  }
  return true;
}

/**
 * How a deal counts when mirrors are played once: 0 to skip it (its mirror is played), 1 when it is its own mirror,
 * 2 when it stands for itself and its mirror. Seat 0's stack compared with seat 1's, lexicographically.
 */
export function mirrorWeight(deal: Int32Array, per: number): number {
  for (let k = 0; k < per; k++) {
    const a = deal[k],
      b = deal[per + k];
    if (a !== b) return a < b ? 2 : 0;
  }
  return 1;
}

/** Piece ids for a deal given as strengths: the k-th piece of a strength dealt is the k-th id with that strength. */
export function dealIds(o: WarOptions, deal: Int32Array): number[][] {
  const { rank } = rulesOf(o);
  const next = new Map<number, number[]>();
  for (let id = rank.strength.length - 1; id >= 0; id--) {
    const list = next.get(rank.strength[id]) ?? [];
    list.push(id);
    next.set(rank.strength[id], list);
  }
  const per = deal.length / o.players;
  return Array.from({ length: o.players }, (_, s) => Array.from(deal.subarray(s * per, s * per + per), (v) => next.get(v)!.pop()!));
}
