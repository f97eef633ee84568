// Stacked Deck War pieces: the two piecepacks' tiles and coins as ids 0..47, with their suits, ranks, values and names.
import { TILE_RANKS, TILE_SUITS, buildDeck, type Piece, type TileRank, type TileSuit } from '../pieces.ts';

/** Tiles (and coins) in one piecepack. */
export const PACK = 24;
/**
 * Both packs' tiles by id: pack * 24 + suit * 6 + rank (the order `buildDeck` uses). Coins use the same ids. Marked
 * pure, so a bundle that uses nothing of this module (the widget's, before a decision game loads) leaves it out.
 */
export const PIECES: readonly Piece[] = /* @__PURE__ */ buildDeck('piecepack', 2, 0);

/** Suit indexes, in the action table's column order. */
export const SUNS = 0,
  MOONS = 1,
  CROWNS = 2,
  ARMS = 3;
/** Rank indexes (into TILE_RANKS: null, ace, 2, 3, 4, 5). */
export const NULL = 0,
  ACE = 1;

/** A tile's or coin's pack (0 or 1: seat 0 starts with pack 0). */
export const packOf = (id: number): number => (id / PACK) | 0;
/** A tile's or coin's suit index. */
export const suitOf = (id: number): number => ((id % PACK) / 6) | 0;
/** A tile's or coin's rank index. */
export const rankOf = (id: number): number => id % 6;

/** Why (002, "Math"): aces count six and nulls one; the other ranks count their face. Indexed by rank index. */
export const RANK_VALUE: readonly number[] = [1, 6, 2, 3, 4, 5];

/** A tile's value. */
export const valueOf = (tile: number): number => RANK_VALUE[tile % 6];

/** The rank index a die roll (1..6) reads as: dice read like tiles, so 1 is the null face and 6 the ace. */
export const rankOfRoll = (roll: number): number => (roll === 1 ? NULL : roll === 6 ? ACE : roll);

/** An action-table cell: suit index * 6 + rank index (0..23); a coin's id modulo 24 is the cell it names. */
export const cellOf = (suit: number, rank: number): number => suit * 6 + rank;

/** A cell's name, as the table reads: "suns-ace", "arms-null". */
export function cellName(cell: number): string {
  return `${TILE_SUITS[(cell / 6) | 0]}-${TILE_RANKS[cell % 6]}`;
}

/** Suit index of a suit name, or -1. */
export const suitIndex = (suit: unknown): number => (TILE_SUITS as readonly unknown[]).indexOf(suit);
/** Rank index of a rank name, or -1. */
export const rankIndex = (rank: unknown): number => (TILE_RANKS as readonly unknown[]).indexOf(rank);

/** The suit and rank names of a cell. */
export function cellNames(cell: number): { suit: TileSuit; value: TileRank } {
  return { suit: TILE_SUITS[(cell / 6) | 0], value: TILE_RANKS[cell % 6] };
}

/** A tile's or coin's name with its pack: "5 of suns #1". */
export function tileName(id: number): string {
  return `${TILE_RANKS[rankOf(id)]} of ${TILE_SUITS[suitOf(id)]} #${packOf(id) + 1}`;
}

/** The ids of one pack's tiles (or coins), in id order. */
export function packIds(pack: number): number[] {
  return Array.from({ length: PACK }, (_, i) => pack * PACK + i);
}
