// Steal War test helpers: stacked games by card name (packets and capture piles), decisions with checks, card names.
import assert from 'node:assert/strict';
import {
  createGame,
  FLIP,
  pending,
  pieceName,
  rankName,
  step,
  type Action,
  type GameEvent,
  type GameState,
  type OptionsInput,
} from '../../src/index.ts';
import { rulesOf } from '../../src/rules.ts';
import type { StealState } from '../../src/steal/state.ts';

/** Narrows a state to Steal War's; fails the test otherwise. */
export function asSteal(s: GameState): StealState {
  if (s.family !== 'steal-war') assert.fail(`expected a Steal War game, got ${s.family}`);
  return s;
}

/**
 * A Steal War game from a prepared deal: one packet per seat (top first), then optionally one capture pile per seat
 * (bottom first), by card name. Options default to the `steal-war` preset; fails the test if refused.
 */
export function stealGame(deal: (string | number)[][], options: OptionsInput = {}, seed = 1): StealState {
  const g = createGame({ variant: 'steal-war', ...options }, seed, deal);
  if (!g.ok) assert.fail(g.error.message);
  return asSteal(g.value);
}

/** A Steal War game dealt from a seed. */
export function seededGame(options: OptionsInput, seed: number): StealState {
  const g = createGame({ variant: 'steal-war', ...options }, seed);
  if (!g.ok) assert.fail(g.error.message);
  return asSteal(g.value);
}

/** Applies an action that must be legal; returns the new state and the events. */
export function act(s: StealState, action: Action): { state: StealState; events: GameEvent[] } {
  const r = step(s, action);
  if (!r.ok) assert.fail(`${JSON.stringify(action)}: ${r.error.message}`);
  return { state: asSteal(r.value.state), events: r.value.events };
}

/** Applies several actions in turn; returns the last state and every event. */
export function acts(s: StealState, actions: Action[]): { state: StealState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = act(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export const play = (seat: number): Action => ({ type: 'steal/play', seat });
export const stealFrom = (seat: number, from: number): Action => ({ type: 'steal/steal', seat, from });
export const flipIt: Action = FLIP;

/** The winner's top-card choice, by card name among the won cards on the table. */
export function topCard(s: StealState, name: string): Action {
  const id = s.table.map((t) => t.piece).find((p) => names(s, [p])[0] === name || fullNames(s, [p])[0] === name);
  if (id === undefined) assert.fail(`no won card ${name} on the table`);
  return { type: 'steal/top', seat: s.trickWinner, piece: id };
}

/** Rank names of card ids ("9", "K", "joker"). */
export function names(s: StealState, ids: readonly number[]): string[] {
  const { pieces } = rulesOf(s.options);
  return ids.map((id) => rankName(pieces[id]));
}

/** Full names of card ids ("9 of hearts", "red joker"). */
export function fullNames(s: StealState, ids: readonly number[]): string[] {
  const { pieces } = rulesOf(s.options);
  return ids.map((id) => pieceName(pieces[id]));
}

/** The id of a card by full name. */
export function idOf(s: StealState, name: string): number {
  const { pieces } = rulesOf(s.options);
  const id = pieces.findIndex((p) => pieceName(p) === name);
  assert.ok(id >= 0, `no card ${name}`);
  return id;
}

/** Rank names of each seat's capture pile, bottom first. */
export function piles(s: StealState): string[][] {
  return s.piles.map((p) => names(s, p));
}

/** The pending seat and kind, as a short string for assertions ("0 steal", "-1 flip", "1 top"). */
export function waiting(s: StealState): string {
  const p = pending(s);
  return p ? `${p.seat} ${p.kind}` : 'over';
}

/** The events of one type, typed. */
export function ofType<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Every card id in a state, wherever it is: packets, piles, hands, the table, aside. */
export function allCards(s: StealState): number[] {
  return [...s.packets.flat(), ...s.piles.flat(), ...s.hands.filter((h) => h >= 0), ...s.table.map((t) => t.piece), ...s.aside];
}
