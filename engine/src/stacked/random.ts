// The random baseline, `computer:random`: a uniformly random legal decision, and a random arrangement of its pack.
import { FLIP, type Action } from '../actions.ts';
import { below, shuffleInPlace, type RngState } from '../rng.ts';
import { stackedPending } from './pending.ts';
import { DECK_SIZE } from './setup.ts';
import type { StackedState } from './state.ts';
import { packIds } from './tiles.ts';

/** A random arrangement of `seat`'s pack: 18 tiles in the deck, 6 in the reserve. */
export function randomArrangement(seat: number, rng: RngState): Action {
  const tiles = packIds(seat);
  shuffleInPlace(rng, tiles);
  return { type: 'stacked/arrange', seat, deck: tiles.slice(0, DECK_SIZE), reserve: tiles.slice(DECK_SIZE) };
}

/** One of the legal decisions of `seat`, each equally likely (a flip when nobody has to decide). */
export function randomAction(s: StackedState, seat: number, rng: RngState): Action {
  const p = stackedPending(s);
  if (!p || p.seat < 0) return FLIP;
  if (p.kind === 'arrange') return randomArrangement(s.arranged[seat] ? p.seat : seat, rng);
  const list = p.actions;
  return list[below(rng, list.length)];
}
