// Stacked Deck War test helpers: prepared positions by name, steps that must succeed or must be refused, coins for cells.
import assert from 'node:assert/strict';
import { createGame, pending, step, type Action, type GameEvent, type GameState, type OptionsInput } from '../../src/index.ts';
import type { StackedAction } from '../../src/stacked/actions.ts';
import { payments } from '../../src/stacked/coins.ts';
import { stackedDeal, type StackedSetup } from '../../src/stacked/prepared.ts';
import type { StackedState } from '../../src/stacked/state.ts';
import { cellNames, PACK, rankIndex, suitIndex } from '../../src/stacked/tiles.ts';
import { TILE_RANKS, TILE_SUITS } from '../../src/pieces.ts';

/** Narrows a state to Stacked Deck War's; fails the test otherwise. */
export function asStacked(s: GameState): StackedState {
  if (s.family !== 'stacked-deck') assert.fail(`expected a Stacked Deck War game, got ${s.family}`);
  return s;
}

/** A game from options (the preset is implied) and a seed; fails the test if refused. */
export function newStacked(options: OptionsInput = {}, seed = 1): StackedState {
  const g = createGame({ variant: 'stacked-deck', ...options }, seed);
  if (!g.ok) assert.fail(g.error.message);
  return asStacked(g.value);
}

/** A prepared position; fails the test if the setup is refused. */
export function setup(prepared: StackedSetup, options: OptionsInput = {}, seed = 1): StackedState {
  const g = createGame({ variant: 'stacked-deck', ...options }, seed, stackedDeal(prepared));
  if (!g.ok) assert.fail(g.error.message);
  return asStacked(g.value);
}

/** Applies an action that must be legal; returns the new state and the step's events. */
export function act(s: StackedState, a: Action): { state: StackedState; events: GameEvent[] } {
  const r = step(s, a);
  if (!r.ok) assert.fail(`${JSON.stringify(a)} refused: ${r.error.message}`);
  return { state: asStacked(r.value.state), events: r.value.events };
}

/** Applies a legal action and returns only the new state. */
export const go = (s: StackedState, a: Action): StackedState => act(s, a).state;

/** The flip (reveal playtiles, reveal wartiles, remove the round's tiles). */
export const flip = (s: StackedState): StackedState => go(s, { type: 'flip' });

/** Applies an action that must be refused with `code`; checks the state did not change. Returns the message. */
export function refused(s: StackedState, a: unknown, code = 'illegal'): string {
  const before = JSON.stringify(s);
  const r = step(s, a as Action);
  assert.equal(r.ok, false, `${JSON.stringify(a)} should be refused`);
  if (r.ok) return '';
  assert.equal(r.error.code, code, r.error.message);
  assert.equal(JSON.stringify(s), before, 'a refused action leaves the state as it was');
  return r.error.message;
}

/** The buy action for a cell named like "suns-ace", paid with the first way the hand allows. */
export function buyAction(s: StackedState, seat: number, cell: string): StackedAction {
  const [suit, value] = cell.split('-');
  const c = suitIndex(suit) * 6 + rankIndex(value);
  const pay = payments(s, seat, c);
  if (pay.length === 0) assert.fail(`seat ${seat} cannot pay for ${cell}`);
  return { type: 'stacked/buy', seat, ...cellNames(c), coins: pay[0] };
}

/** Buys a cell for the seat whose window is open. */
export function buy(s: StackedState, cell: string): StackedState {
  const p = pending(s);
  assert.equal(p?.kind, 'buy', `a buying window is open (pending ${JSON.stringify(p && { seat: p.seat, kind: p.kind })})`);
  return go(s, buyAction(s, p.seat, cell));
}

/** Passes the open buying window. */
export function pass(s: StackedState): StackedState {
  const p = pending(s);
  assert.equal(p?.kind, 'buy');
  return go(s, { type: 'stacked/pass', seat: p.seat });
}

/**
 * Coins (for `StackedSetup.coins`) that pay for the named cells with two dropped coins each: a suit-up coin of the
 * cell's suit and a value-up coin of its value, each a different physical coin of the seat's pack.
 */
export function wallet(...cells: string[]): string[] {
  const used = new Set<number>();
  const out: string[] = [];
  const take = (match: (id: number) => boolean, side: string) => {
    for (let id = 0; id < PACK; id++)
      if (!used.has(id) && match(id)) {
        used.add(id);
        out.push(`${TILE_RANKS[id % 6]} of ${TILE_SUITS[(id / 6) | 0]} ${side}`);
        return;
      }
    assert.fail('wallet: ran out of coins');
  };
  for (const cell of cells) {
    const [suit, value] = cell.split('-');
    const si = suitIndex(suit),
      ri = rankIndex(value);
    // Prefer coins whose other side is not a cell asked for, so later cells still find their coins.
    take((id) => ((id / 6) | 0) === si && id % 6 !== ri, 'suit-up');
    take((id) => id % 6 === ri && ((id / 6) | 0) !== si, 'value-up');
  }
  return out;
}

/** Tile id of a name in a pack: tile('5 of suns', 1). */
export function tile(name: string, pack: number): number {
  const [rank, , suit] = name.split(' ');
  return pack * PACK + suitIndex(suit) * 6 + rankIndex(rank);
}

/** The events of one type, typed. */
export function ofType<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** The pending seat and kind. */
export function waiting(s: StackedState): string {
  const p = pending(s);
  return p ? `${p.seat}:${p.kind}` : 'over';
}
