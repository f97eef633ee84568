// A sample of the game as one seat may imagine it: the tiles it has not seen shuffled over the places it cannot see.
import { below, nextU32, shuffleInPlace, type RngState } from '../rng.ts';
import { cloneStacked, type StackedState } from './state.ts';

/**
 * A copy of `s` consistent with everything `seat` knows: every deck or reserve tile it does not know is dealt at random
 * (from `rng`) over the places it does not know, the future dice come from `rng`, and the other seat's hidden
 * rock-paper-scissors hand is imagined at random. The tiles so shuffled are exactly those `seat` has not seen placed, a set
 * it can work out from the public record, so the copy depends only on what `seat` may know.
 */
export function determinize(s: StackedState, seat: number, rng: RngState): StackedState {
  return determinizeInPlace(cloneStacked(s), seat, rng);
}

/** `determinize` on a state the caller has copied (the search reuses one): rewrites its unseen tiles, stream and dice. */
export function determinizeInPlace(d: StackedState, seat: number, rng: RngState): StackedState {
  const bit = 1 << seat;
  const places: { list: number[]; at: number }[] = [];
  const tiles: number[] = [];
  for (const list of [d.decks[0], d.decks[1], d.reserves[0], d.reserves[1]])
    for (let at = 0; at < list.length; at++)
      if ((d.knows[list[at]] & bit) === 0) {
        places.push({ list, at });
        tiles.push(list[at]);
      }
  // Sorting first makes the sample independent of where the unseen tiles really lie.
  tiles.sort((a, b) => a - b);
  shuffleInPlace(rng, tiles);
  places.forEach((p, i) => (p.list[p.at] = tiles[i]));
  d.rng[0] = nextU32(rng) | 0;
  d.rng[1] = nextU32(rng) | 0;
  d.rng[2] = nextU32(rng) | 0;
  d.rng[3] = nextU32(rng) | 1;
  d.dice.length = 0;
  const w = d.await;
  // The other seat's hand, if shown already, is hidden: imagine one at random.
  if (w && w.kind === 'rps' && w.hands[1 - seat] !== null) w.hands[1 - seat] = (['rock', 'paper', 'scissors'] as const)[below(rng, 3)];
  return d;
}
