// Steal War's card handling: matching ranks, pile tops, drawing from a packet and turning a capture pile into a new packet.
import type { Sink } from '../events.ts';
import { shuffleInPlace } from '../rng.ts';
import type { Rules } from '../rules.ts';
import type { StealState } from './state.ts';

/** Whether two cards have the same rank (suits never matter; the two jokers match each other). */
export function sameRank(rules: Rules, a: number, b: number): boolean {
  return rules.rank.strength[a] === rules.rank.strength[b];
}

/** The top card of a seat's capture pile, or -1 when the pile is empty. */
export function topOf(s: StealState, seat: number): number {
  const pile = s.piles[seat];
  return pile.length > 0 ? pile[pile.length - 1] : -1;
}

/** Cards a seat still has to play with: its packet and its capture pile (not counting a card in hand). */
export function reserveOf(s: StealState, seat: number): number {
  return s.packets[seat].length + s.piles[seat].length;
}

/**
 * Turns the capture pile over into a new packet, shuffled on the game's stream, as soon as the packet is empty.
 * Why (003, Steal War): "as soon as a player's packet of face down cards runs out" the face-up pile becomes the packet.
 */
export function replenish(s: StealState, seat: number, ev: Sink): void {
  if (s.packets[seat].length > 0 || s.piles[seat].length === 0) return;
  const pile = s.piles[seat];
  s.piles[seat] = [];
  for (const id of pile) s.tracked[seat].push(id);
  shuffleInPlace(s.rng, pile);
  s.packets[seat] = pile;
  ev?.push({ type: 'steal/replenish', seat, count: pile.length });
}

/** A seat's card is shown (played face up, put on a pile, announced), so it leaves the public memory of its hidden cards. */
export function untrackShown(s: StealState, seat: number, id: number): void {
  const list = s.tracked[seat];
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

/** Takes the top card of a seat's packet (which must not be empty), replenishing the packet if that emptied it. */
export function takeTop(s: StealState, seat: number, ev: Sink): number {
  const card = s.packets[seat].shift()!;
  replenish(s, seat, ev);
  return card;
}
