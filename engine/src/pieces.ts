// The pieces: piecepack tiles and playing cards, numbered 0..n-1 within a deck so that game state holds only integers.

/** The four piecepack suits, in the traditional order. */
export const TILE_SUITS = ['suns', 'moons', 'crowns', 'arms'] as const;
/** Piecepack ranks from the blank null up to five. */
export const TILE_RANKS = ['null', 'ace', '2', '3', '4', '5'] as const;
/** The four card suits. */
export const CARD_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
/** Card ranks from two up to ace. */
export const CARD_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

export type TileSuit = (typeof TILE_SUITS)[number];
export type TileRank = (typeof TILE_RANKS)[number];
export type CardSuit = (typeof CARD_SUITS)[number];
export type CardRank = (typeof CARD_RANKS)[number];

/**
 * One physical piece, as the UI draws it. `pack` tells apart pieces of several packs. A numbered card belongs to a
 * custom deck ("RxC": R ranks numbered 1..R, C copies of each, the copies told apart by `copy`).
 */
export type Piece =
  | { kind: 'tile'; pack: number; suit: TileSuit; rank: TileRank }
  | { kind: 'card'; pack: number; suit: CardSuit; rank: CardRank }
  | { kind: 'joker'; pack: number; colour: 'red' | 'black' }
  | { kind: 'number'; pack: number; rank: number; copy: number };

/** The built-in decks. A card deck's number is its size: 52 full, 36 from six up, 32 from seven up. */
export type StandardDeck = 'piecepack' | 'cards-52' | 'cards-36' | 'cards-32';
/** Which pieces a game uses: a built-in deck, or a custom deck "RxC" of numbered cards (R ranks, C copies of each). */
export type DeckKind = StandardDeck | `${number}x${number}`;
export const DECK_KINDS: readonly StandardDeck[] = ['piecepack', 'cards-52', 'cards-36', 'cards-32'];

/** Limits of a custom deck: ranks, copies of each, and pieces in one pack. */
export const CUSTOM_DECK = { ranks: [2, 60], copies: [1, 16], pieces: 128 } as const;

/** The ranks and copies of a custom deck "RxC", or null for a built-in deck or anything else. */
export function customDeck(kind: string): { ranks: number; copies: number } | null {
  const m = typeof kind === 'string' ? /^(\d{1,3})x(\d{1,3})$/.exec(kind) : null;
  return m ? { ranks: Number(m[1]), copies: Number(m[2]) } : null;
}

/** Lowest card rank index (into CARD_RANKS) each card deck keeps. */
const LOWEST_CARD: Record<Exclude<StandardDeck, 'piecepack'>, number> = { 'cards-52': 0, 'cards-36': 4, 'cards-32': 5 };

/** Builds the list of pieces for `packs` copies of a deck, jokers (if any) at the end of each pack. */
export function buildDeck(kind: DeckKind, packs: number, jokers: number): Piece[] {
  const pieces: Piece[] = [];
  const custom = customDeck(kind);
  for (let pack = 0; pack < packs; pack++) {
    if (custom) {
      for (let copy = 0; copy < custom.copies; copy++)
        for (let rank = 1; rank <= custom.ranks; rank++) pieces.push({ kind: 'number', pack, rank, copy });
    } else if (kind === 'piecepack') {
      for (const suit of TILE_SUITS) for (const rank of TILE_RANKS) pieces.push({ kind: 'tile', pack, suit, rank });
    } else {
      for (const suit of CARD_SUITS)
        for (let r = LOWEST_CARD[kind as Exclude<StandardDeck, 'piecepack'>]; r < CARD_RANKS.length; r++)
          pieces.push({ kind: 'card', pack, suit, rank: CARD_RANKS[r] });
      for (let j = 0; j < jokers; j++) pieces.push({ kind: 'joker', pack, colour: j % 2 === 0 ? 'red' : 'black' });
    }
  }
  return pieces;
}

/** Pieces per pack, jokers included. */
export function packSize(kind: DeckKind, jokers: number): number {
  const custom = customDeck(kind);
  if (custom) return custom.ranks * custom.copies;
  return kind === 'piecepack' ? 24 : 4 * (CARD_RANKS.length - LOWEST_CARD[kind as Exclude<StandardDeck, 'piecepack'>]) + jokers;
}

/** The rank a piece shows, as a word: "5", "null", "ace", "K", "joker". */
export function rankName(piece: Piece): string {
  if (piece.kind === 'joker') return 'joker';
  return String(piece.rank);
}

/** A short English name: "5 of suns", "Q of hearts", "red joker", "7 copy 2" (custom decks). The UI may translate instead. */
export function pieceName(piece: Piece): string {
  if (piece.kind === 'joker') return `${piece.colour} joker`;
  if (piece.kind === 'number') return `${piece.rank} copy ${piece.copy + 1}`;
  return `${piece.rank} of ${piece.suit}`;
}
