// The round on the table: which tile a modifier hits, changing values, revealing reserve tiles, and deciding the round.
import type { Sink } from '../events.ts';
import type { StackedState } from './state.ts';
import { valueOf } from './tiles.ts';

/** The tile a modifier that names no tile changes: the current wartile during a war, else the playtile. */
export function currentTile(s: StackedState): 'play' | 'war' {
  return s.window > 0 ? 'war' : 'play';
}

/** Sets a seat's playtile or wartile value. */
export function setValue(s: StackedState, seat: number, tile: 'play' | 'war', value: number, ev: Sink): void {
  s[tile][seat] = value;
  ev?.push({ type: 'stacked/value', seat, tile, value });
}

/** Adds to a seat's playtile or wartile value. */
export function addValue(s: StackedState, seat: number, tile: 'play' | 'war', amount: number, ev: Sink): void {
  setValue(s, seat, tile, s[tile][seat] + amount, ev);
}

/**
 * Gives `seat` a bonus on "the playtile or the wartile" (Crowns cells). Before a war there is only the playtile; during
 * a war the seat chooses, so the game waits for a `bonus` decision.
 */
export function bonus(s: StackedState, seat: number, amount: number, ev: Sink): void {
  if (s.window === 0) addValue(s, seat, 'play', amount, ev);
  else s.await = { kind: 'bonus', seat, amount };
}

/** Turns up the top tile of `seat`'s reserve; it stays with the round's tiles. Returns the tile, or -1 if the reserve is empty. */
export function revealReserve(s: StackedState, seat: number, ev: Sink): number {
  const tile = s.reserves[seat].shift();
  if (tile === undefined) return -1;
  s.revealed[seat].push(tile);
  ev?.push({ type: 'stacked/reveal', seat, tile, as: 'reserve' });
  return tile;
}

/** Reveals the next tile of `seat`'s deck onto its pile on the table (a playtile or a wartile) and sets that tile's value. */
export function revealDeck(s: StackedState, seat: number, as: 'play' | 'war', ev: Sink): void {
  const tile = s.decks[seat].shift()!;
  s.table[seat].push(tile);
  s[as][seat] = valueOf(tile);
  ev?.push({ type: 'stacked/reveal', seat, tile, as });
}

/** Decides the round (the first decision stands): `winner` -1 is a drawn round. */
export function decide(s: StackedState, winner: number, why: string, ev: Sink): void {
  if (s.outcome) return;
  s.outcome = { winner, why };
  ev?.push({ type: 'stacked/decided', winner, why });
}
