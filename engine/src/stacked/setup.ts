// Starting a game: each seat's pack, arranged by its owner or shuffled (variation 3), coins dropped, the die roll for Player A.
import type { ActionError } from '../actions.ts';
import type { Sink } from '../events.ts';
import type { StackedOptions } from '../options.ts';
import { fail, ok, type Result } from '../result.ts';
import { below, seedRngInto, shuffleInPlace } from '../rng.ts';
import type { PreparedDeal } from '../setup.ts';
import type { ArrangeAction } from './actions.ts';
import { roll } from './dice.ts';
import { parseSetup } from './prepared.ts';
import { newStackedState, type StackedState } from './state.ts';
import { PACK, packIds, packOf } from './tiles.ts';

/** Tiles in a deck and in a reserve at the start (002, "Setup"). */
export const DECK_SIZE = 18,
  RESERVE_SIZE = 6;

/** A new state before the deal, its stream seeded. */
function blank(options: StackedOptions, seed: number): StackedState {
  const s = newStackedState(options, seed);
  seedRngInto(seed, s.rng);
  return s;
}

/** Drops the coins in hand: each lands suit side up or value side up at random (variation 1: sides are chosen at spending). */
function dropCoins(s: StackedState): void {
  for (const hand of s.hands) for (const c of hand) s.coinUp[c] = s.options.coinSides === 'dropped' ? below(s.rng, 2) : -1;
}

/** Each player rolls one die; the higher is the first Player A. Documented choice: equal rolls are thrown again. */
function rollForFirst(s: StackedState, ev: Sink): void {
  for (;;) {
    const pair = [roll(s), roll(s)];
    s.firstRolls.push(pair);
    if (pair[0] !== pair[1]) {
      s.playerA = pair[0] > pair[1] ? 0 : 1;
      break;
    }
  }
  s.rolls = [];
  ev?.push({ type: 'stacked/first-player', rolls: s.firstRolls.map((p) => p.slice()), playerA: s.playerA });
}

/** Once both have arranged: coins are dropped (002: after decks and reserves are built), then the die roll for Player A. */
function startPlay(s: StackedState, ev: Sink): void {
  dropCoins(s);
  ev?.push({
    type: 'stacked/coins-dropped',
    suitUp: s.hands.map((h) => h.filter((c) => s.coinUp[c] === 0).length),
    valueUp: s.hands.map((h) => h.filter((c) => s.coinUp[c] === 1).length),
  });
  rollForFirst(s, ev);
  s.phase = 'reveal';
}

/** A prepared position: decks, reserves and coins as named; whatever it leaves out is out of play. */
function fromSetup(s: StackedState, prepared: PreparedDeal): Result<StackedState, string> {
  const p = parseSetup(prepared);
  if (!p.ok) return p;
  const { decks, reserves, coins, spent, first, dice } = p.value;
  s.decks = decks;
  s.reserves = reserves;
  const inPlay = new Set([...decks.flat(), ...reserves.flat()]);
  s.aside = packIds(0)
    .concat(packIds(1))
    .filter((t) => !inPlay.has(t));
  // Each seat knows the tiles it was given, as if it had arranged them; shuffled games (variation 3) know nothing.
  if (s.options.arrange === 'chosen')
    for (let seat = 0; seat < 2; seat++) for (const t of [...decks[seat], ...reserves[seat]]) s.knows[t] |= 1 << seat;
  s.arranged = [true, true];
  const side = (c: { id: number; up: number }): Result<number, string> => {
    if (s.options.coinSides === 'chosen') return ok(-1);
    if (c.up >= 0) return ok(c.up);
    return s.options.coinsPerAction === 1 ? ok(0) : fail('coins that were dropped need a side: add suit-up or value-up');
  };
  for (const c of spent) {
    const up = side(c);
    if (!up.ok) return up;
    s.coinUp[c.id] = up.value;
    s.spent.push(c.id);
  }
  if (coins) {
    for (let seat = 0; seat < 2; seat++)
      for (const c of coins[seat]) {
        const up = side(c);
        if (!up.ok) return up;
        s.coinUp[c.id] = up.value;
        s.hands[seat].push(c.id);
      }
    const held = new Set([...s.hands.flat(), ...s.spent]);
    s.coinsAside = packIds(0)
      .concat(packIds(1))
      .filter((c) => !held.has(c));
  } else {
    for (let seat = 0; seat < 2; seat++) s.hands[seat] = packIds(seat).filter((c) => !s.spent.includes(c));
    dropCoins(s);
  }
  s.dice = dice;
  if (first >= 0) s.playerA = first;
  else rollForFirst(s, null);
  s.phase = 'reveal';
  return ok(s);
}

/**
 * A new game. Unprepared: each seat holds its own pack's tiles (deck = first 18 by id until arranged) and coins (not yet
 * dropped: no side up) and the game waits for
 * both arrangements; with `arrange: 'shuffled'` (variation 3) the seed's stream shuffles each pack and play starts at once.
 */
export function createStacked(options: StackedOptions, seed: number, prepared?: PreparedDeal): Result<StackedState, string> {
  const s = blank(options, seed);
  if (prepared !== undefined) return fromSetup(s, prepared);
  for (let seat = 0; seat < 2; seat++) {
    s.hands[seat] = packIds(seat);
    const tiles = packIds(seat);
    if (options.arrange === 'shuffled') shuffleInPlace(s.rng, tiles);
    else for (const t of tiles) s.knows[t] = 1 << seat;
    s.decks[seat] = tiles.slice(0, DECK_SIZE);
    s.reserves[seat] = tiles.slice(DECK_SIZE);
  }
  if (options.arrange === 'shuffled') {
    s.arranged = [true, true];
    startPlay(s, null);
  }
  return ok(s);
}

/** Checks and applies one seat's arrangement (deck of 18 and reserve of 6 from its own pack); play starts after both. */
export function arrange(s: StackedState, a: ArrangeAction, ev: Sink): ActionError | null {
  const seat = a.seat;
  if (s.arranged[seat]) return { code: 'illegal', message: 'you have arranged your deck and reserve already' };
  const { deck, reserve } = a;
  const mine = (list: unknown, n: number): list is number[] =>
    Array.isArray(list) &&
    list.length === n &&
    list.every((t: unknown) => Number.isInteger(t) && (t as number) >= 0 && (t as number) < 2 * PACK && packOf(t as number) === seat);
  if (!mine(deck, DECK_SIZE) || !mine(reserve, RESERVE_SIZE) || new Set([...deck, ...reserve]).size !== PACK)
    return {
      code: 'illegal',
      message: `arrange all 24 tiles of your pack (ids ${seat * PACK}..${seat * PACK + PACK - 1}): ${DECK_SIZE} in the deck and ${RESERVE_SIZE} in the reserve, top first`,
    };
  s.decks[seat] = deck.slice();
  s.reserves[seat] = reserve.slice();
  s.arranged[seat] = true;
  ev?.push({ type: 'stacked/arranged', seat });
  if (s.arranged[0] && s.arranged[1]) startPlay(s, ev);
  return null;
}
