// Prepared setups for rule tests and rules pages: decks, reserves, coins and loaded dice written by name.
import { TILE_RANKS, TILE_SUITS } from '../pieces.ts';
import { isPlainObject, plainCopy } from '../plain.ts';
import { fail, ok, type Result } from '../result.ts';
import { shown } from '../shown.ts';
import type { PreparedDeal } from '../setup.ts';
import { PACK, rankIndex, suitIndex } from './tiles.ts';

/** A prepared position at the start of play. Names are "5 of suns" (the seat's own pack) or "5 of suns #2" (a given pack). */
export interface StackedSetup {
  /** Each seat's deck, top first. Tiles a setup does not name are out of play. */
  decks: string[][];
  /** Each seat's reserve, top first (empty when omitted). */
  reserves?: string[][];
  /**
   * Each seat's coins in hand: "3 of moons suit-up" or "3 of moons value-up" (just "3 of moons" when sides are chosen at
   * spending or one coin pays an action). When given, coins not named are out of play; when omitted, all are dropped.
   */
  coins?: string[][];
  /** Coins already on the spent pile, each with the pack it came from ("2 of arms #1 value-up"). */
  spent?: string[];
  /** The first Player A (else the dice decide). */
  first?: number;
  /** Loaded dice: these rolls come first, in order, before the random stream's. */
  dice?: number[];
}

/**
 * Encodes a setup as a prepared deal (one list of words per seat, then one of settings) for `createGame` and records.
 * It never throws: a setup that cannot be read (a throwing getter, a Proxy) gives a deal `createGame` refuses.
 */
export function stackedDeal(input: StackedSetup): PreparedDeal {
  const copied = plainCopy(input);
  if (!copied.ok || !isPlainObject(copied.value)) return [];
  const setup = copied.value;
  const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
  const text = (x: unknown): string => (typeof x === 'string' || typeof x === 'number' ? String(x) : shown(x));
  const words = (field: string, i: number, word: string): string[] => list(list(setup[field])[i]).map((t) => `${word} ${text(t)}`);
  const seat = (i: number): string[] => [...words('decks', i, 'deck'), ...words('reserves', i, 'reserve'), ...words('coins', i, 'coin')];
  const settings: string[] = [];
  if (setup.coins) settings.push('coins listed');
  for (const c of list(setup.spent)) settings.push(`spent ${text(c)}`);
  if (setup.first !== undefined) settings.push(`first ${text(setup.first)}`);
  for (const d of list(setup.dice)) settings.push(`die ${text(d)}`);
  return [seat(0), seat(1), settings];
}

/** A parsed prepared setup: tile and coin ids. */
export interface ParsedSetup {
  decks: number[][];
  reserves: number[][];
  /** Each seat's coins and their sides (0 suit up, 1 value up, -1 not given), or null when coins are dropped as usual. */
  coins: { id: number; up: number }[][] | null;
  spent: { id: number; up: number }[];
  first: number;
  dice: number[];
}

/** Reads "5 of suns", "5 of suns #2", with an optional side word after it; `pack` is the default pack. */
function readPiece(text: string, pack: number): { id: number; up: number } | null {
  const m = /^\s*(\S+) of (\S+)(?: #([12]))?(?: (suit-up|value-up))?\s*$/.exec(text);
  if (!m) return null;
  const rank = rankIndex(m[1]),
    suit = suitIndex(m[2]);
  if (rank < 0 || suit < 0) return null;
  const p = m[3] ? Number(m[3]) - 1 : pack;
  return { id: p * PACK + suit * 6 + rank, up: m[4] === 'suit-up' ? 0 : m[4] === 'value-up' ? 1 : -1 };
}

/** Parses a prepared deal written by `stackedDeal` (or by hand); every tile and coin at most once. */
export function parseSetup(deal: unknown): Result<ParsedSetup, string> {
  const names = `tiles are "<${TILE_RANKS.join('|')}> of <${TILE_SUITS.join('|')}>", optionally "#1"/"#2"`;
  if (
    !Array.isArray(deal) ||
    deal.length < 2 ||
    deal.length > 3 ||
    !deal.every((l) => Array.isArray(l) && l.every((w) => typeof w === 'string'))
  )
    return fail('a Stacked Deck War setup is two lists of words (one per seat) and an optional list of settings; see stackedDeal');
  const lists = deal;
  const usedTile = new Set<number>(),
    usedCoin = new Set<number>();
  const out: ParsedSetup = { decks: [[], []], reserves: [[], []], coins: null, spent: [], first: -1, dice: [] };
  const coinLists: { id: number; up: number }[][] = [[], []];
  for (let seat = 0; seat < 2; seat++) {
    for (const word of lists[seat]) {
      const m = /^(deck|reserve|coin) (.*)$/.exec(word);
      const piece = m && readPiece(m[2], seat);
      if (!m || !piece) return fail(`seat ${seat + 1}: cannot read ${shown(word)} (${names}, after "deck", "reserve" or "coin")`);
      if (m[1] === 'coin') {
        if (usedCoin.has(piece.id)) return fail(`seat ${seat + 1}: coin ${shown(m[2])} is named twice`);
        usedCoin.add(piece.id);
        coinLists[seat].push(piece);
      } else {
        if (piece.up >= 0) return fail(`seat ${seat + 1}: tiles have no side word (${shown(word)})`);
        if (usedTile.has(piece.id)) return fail(`seat ${seat + 1}: tile ${shown(m[2])} is named twice`);
        usedTile.add(piece.id);
        (m[1] === 'deck' ? out.decks : out.reserves)[seat].push(piece.id);
      }
    }
    if (out.decks[seat].length === 0) return fail(`seat ${seat + 1}: a prepared deck needs at least one tile`);
  }
  for (const word of lists[2] ?? []) {
    let m: RegExpExecArray | null;
    if (word === 'coins listed') out.coins = coinLists;
    else if ((m = /^first ([01])$/.exec(word))) out.first = Number(m[1]);
    else if ((m = /^die ([1-6])$/.exec(word))) out.dice.push(Number(m[1]));
    else if ((m = /^spent (.*)$/.exec(word)) && readPiece(m[1], 0) && /#[12]/.test(m[1])) {
      const piece = readPiece(m[1], 0)!;
      if (usedCoin.has(piece.id)) return fail(`coin ${shown(m[1])} is named twice`);
      usedCoin.add(piece.id);
      out.spent.push(piece);
    } else return fail(`cannot read the setting ${shown(word)} ("coins listed", "first 0|1", "die 1..6", "spent <coin> #1|#2")`);
  }
  if (out.coins === null && coinLists.some((l) => l.length > 0)) return fail('coins are named but the settings lack "coins listed"');
  return ok(out);
}
