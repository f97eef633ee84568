// Stacked Deck War facts the table needs from a view: tile values, cell names, which cells a seat's coins can pay
// for (the engine's payment rule read from the public coins), purchases grouped by cell, what a purchase would do to
// the buyer's tile when that can be told now, and why a buying window was skipped.
import {
  type Action,
  type BuyAction,
  type CoinView,
  type Piece,
  type StackedSeatView,
  type StackedView,
  type TileRank,
  type TileSuit,
  TILE_RANKS,
  TILE_SUITS,
} from '../../../engine/src/on-demand.ts';
import type { DecisionStrings } from '../i18n/decision-strings.ts';
import { format } from '../i18n/strings.ts';

/** Why (002, "Math"): a tile counts its face, null 1 and ace 6. */
export function tileValue(piece: Piece): number {
  if (piece.kind !== 'tile') return 0;
  return piece.rank === 'null' ? 1 : piece.rank === 'ace' ? 6 : Number(piece.rank);
}

/** "suns-3", the key of a cell in the strings. */
export function cellKey(suit: TileSuit, value: TileRank): string {
  return `${suit}-${value}`;
}

/** "Suns 3", "Arms Null". */
export function cellLabel(suit: TileSuit, value: TileRank, d: DecisionStrings): string {
  return format(d.cellName, { suit: d.suitNames[suit] ?? suit, value: d.valueNames[value] ?? value });
}

/** The cell named by "suns-3" (the engine's cell names), as suit and value. */
export function parseCell(name: string): { suit: TileSuit; value: TileRank } {
  const [suit, value] = name.split('-') as [TileSuit, TileRank];
  return { suit, value };
}

/**
 * Whether these coins pay for a cell: one coin of that very cell (one coin per action), else a coin that may show the
 * suit and another that may show the value (a side lying up, or either side when sides are chosen at spending).
 */
export function pays(coins: readonly CoinView[], suit: TileSuit, value: TileRank, perAction: number): boolean {
  if (perAction === 1) return coins.some((c) => c.suit === suit && c.value === value);
  for (const a of coins) {
    if (a.suit !== suit || a.up === 'value') continue;
    for (const b of coins) if (b !== a && b.value === value && b.up !== 'suit') return true;
  }
  return false;
}

/** Every cell a seat's coins in hand can pay for, by key (whether or not it may be bought now). */
export function affordableCells(view: StackedView, seat: number): Set<string> {
  const out = new Set<string>();
  const hand = view.seats[seat]?.hand ?? [];
  for (const suit of TILE_SUITS)
    for (const value of TILE_RANKS) if (pays(hand, suit, value, view.coinsPerAction)) out.add(cellKey(suit, value));
  return out;
}

/** One cell the buyer may buy now, with every way to pay for it (the engine's listed actions). */
export interface Purchase {
  suit: TileSuit;
  value: TileRank;
  ways: BuyAction[];
}

/** The listed buy actions grouped by cell, in action-table order (rows ace, 5 .. 2, null; columns suns .. arms). */
export function purchases(actions: readonly Action[]): Purchase[] {
  const byCell = new Map<string, Purchase>();
  for (const a of actions) {
    if (a.type !== 'stacked/buy') continue;
    const key = cellKey(a.suit, a.value);
    let p = byCell.get(key);
    if (!p) byCell.set(key, (p = { suit: a.suit, value: a.value, ways: [] }));
    p.ways.push(a);
  }
  const rowOrder = ROWS.map((r) => r as string);
  return [...byCell.values()].sort(
    (x, y) => rowOrder.indexOf(x.value) - rowOrder.indexOf(y.value) || TILE_SUITS.indexOf(x.suit) - TILE_SUITS.indexOf(y.suit),
  );
}

/** The action table's rows, top to bottom, as the rules print it. */
export const ROWS: readonly TileRank[] = ['ace', '5', '4', '3', '2', 'null'];

/** Coins of a hand grouped by what they show: suit sides by suit, value sides by value, or (sides chosen) by coin. */
export interface CoinGroup {
  key: string;
  sample: CoinView;
  count: number;
}

/** Groups coins by the side lying up (and, with sides chosen at spending, by the coin itself). */
export function coinGroups(coins: readonly CoinView[]): CoinGroup[] {
  const groups = new Map<string, CoinGroup>();
  for (const c of coins) {
    const key = c.up === 'suit' ? `s-${c.suit}` : c.up === 'value' ? `v-${c.value}` : `c-${c.suit}-${c.value}`;
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { key, sample: c, count: 1 });
  }
  const order = (g: CoinGroup): number =>
    g.sample.up === 'suit'
      ? TILE_SUITS.indexOf(g.sample.suit)
      : g.sample.up === 'value'
        ? 10 + ROWS.indexOf(g.sample.value)
        : 20 + TILE_SUITS.indexOf(g.sample.suit) * 6 + ROWS.indexOf(g.sample.value);
  return [...groups.values()].sort((a, b) => order(a) - order(b));
}

/** What buying a cell would do, when the view tells it: the buyer's tile value after it, and whether it wins the round. */
export interface Outlook {
  /** The value of the tile fought with (the playtile, or the wartile in a war) after the effect; null when unknown. */
  becomes: number | null;
  /** The purchase wins the round on the spot. */
  wins: boolean;
}

/** The tile a seat fights with now: the wartile in a war, else the playtile. */
function fought(seat: StackedSeatView, war: boolean): number {
  return war ? seat.war : seat.play;
}

/**
 * Why (002, the action table): Suns Ace wins the round and Moons Ace the war; Suns 2, 3, 4 and Moons 4, 3, 2 change
 * values by fixed amounts, so the buyer's new value is known. Such a purchase wins on the spot when the buyer is Player
 * A (its effect is played first, and Player B has passed: nothing else waits) and the new values are no longer level.
 */
export function outlook(view: StackedView, seat: number, suit: TileSuit, value: TileRank): Outlook {
  const key = cellKey(suit, value);
  if (key === 'suns-ace' || key === 'moons-ace') return { becomes: null, wins: true };
  const war = view.window > 0;
  const me = view.seats[seat];
  const them = view.seats[1 - seat];
  let mine = fought(me, war);
  let theirs = fought(them, war);
  switch (key) {
    case 'suns-2':
      mine += 2;
      break;
    case 'suns-3':
      mine += 4;
      break;
    case 'suns-4':
      mine *= 2;
      break;
    case 'moons-4':
      mine = me.war + me.play;
      break;
    case 'moons-3':
      mine = me.war + 1;
      theirs = them.war - 1;
      break;
    case 'moons-2':
      mine = me.play;
      break;
    default:
      return { becomes: null, wins: false };
  }
  const last = view.playerA === seat && view.effects.length === 0;
  const ahead = view.lowestWins ? mine < theirs : mine > theirs;
  return { becomes: mine, wins: last && ahead };
}

/** Why a seat had no buying window: the key of the reason in the strings (`skipWhy`). */
export function skipReason(view: StackedView, seat: number): 'bought' | 'none' | 'gifts' | 'suit' | 'value' | 'cells' {
  const s = view.seats[seat];
  if (s.bought >= 2) return 'bought';
  if (s.hand.length === 0) return s.gifts.length > 0 ? 'gifts' : 'none';
  if (view.coinsPerAction === 2 && view.coinSides === 'dropped') {
    if (!s.hand.some((c) => c.up === 'suit')) return 'suit';
    if (!s.hand.some((c) => c.up === 'value')) return 'value';
  }
  return 'cells';
}
