// Test helpers: stacked games by piece name, flipping with checks, and the names of what was played.
import assert from 'node:assert/strict';
import { createGame, rankName, step, type GameEvent, type GameState, type OptionsInput, type WarState } from '../src/index.ts';
import { rulesOf } from '../src/rules.ts';
import { gameCap, gameName } from './caps.ts';

/** Narrows a state to the War family's (War and Tod und Leben); fails the test otherwise. */
export function asWar(s: GameState): WarState {
  if (s.family !== 'war' && s.family !== 'tod-und-leben') assert.fail(`expected a War-family game, got ${s.family}`);
  return s;
}

/** A War-family game from options and a seed; fails the test if the options are refused. */
export function warGame(options: OptionsInput, seed: number): WarState {
  const g = createGame(options, seed);
  if (!g.ok) assert.fail(g.error.message);
  return asWar(g.value);
}

/** A game with a prepared deal (stacks by piece name, top first); fails the test if the deal is refused. */
export function stacked(options: OptionsInput, deal: (string | number)[][], seed = 1): WarState {
  const g = createGame(options, seed, deal);
  if (!g.ok) assert.fail(g.error.message);
  return asWar(g.value);
}

/** Flips once; fails the test on an error. */
export function flip(s: WarState): { state: WarState; events: GameEvent[] } {
  const r = step(s, { type: 'flip' });
  if (!r.ok) assert.fail(r.error.message);
  return { state: asWar(r.value.state), events: r.value.events };
}

/**
 * Flips until the predicate holds on the events of a step (or the game ends); returns the state and every event seen.
 * Past `limit` flips (or the time cap) it fails naming the game's seed and options.
 */
export function flipUntil(s: WarState, stop: (e: GameEvent) => boolean, limit = 10_000): { state: WarState; events: GameEvent[] } {
  const all: GameEvent[] = [];
  const tick = gameCap(gameName(s.seed, s.options), { actions: limit });
  for (;;) {
    tick();
    const r = flip(s);
    s = r.state;
    all.push(...r.events);
    if (r.events.some(stop) || s.phase === 'over') return { state: s, events: all };
  }
}

/** Plays a game to its end; returns the final state and every event. */
export function playAll(s: WarState, limit = 1_000_000): { state: WarState; events: GameEvent[] } {
  return flipUntil(s, () => false, limit);
}

/** Rank names of piece ids in a state's deck. */
export function ranks(s: WarState, ids: readonly number[]): string[] {
  const { pieces } = rulesOf(s.options);
  return ids.map((id) => rankName(pieces[id]));
}

/** The events of one type, typed. */
export function ofType<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Freezes an object and everything inside it, so any mutation throws (tests that the reducer never mutates its input). */
export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}
