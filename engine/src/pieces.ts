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

/** One physical piece, as the UI draws it. `pack` tells apart pieces of several packs. */
export type Piece =
  | { kind: 'tile'; pack: number; suit: TileSuit; rank: TileRank }
  | { kind: 'card'; pack: number; suit: CardSuit; rank: CardRank }
  | { kind: 'joker'; pack: number; colour: 'red' | 'black' };

/** Which pieces a game uses. A card deck's number is its size: 52 full, 36 from six up, 32 from seven up. */
export type DeckKind = 'piecepack' | 'cards-52' | 'cards-36' | 'cards-32';
export const DECK_KINDS: readonly DeckKind[] = ['piecepack', 'cards-52', 'cards-36', 'cards-32'];

/** Lowest card rank index (into CARD_RANKS) each card deck keeps. */
const LOWEST_CARD: Record<Exclude<DeckKind, 'piecepack'>, number> = { 'cards-52': 0, 'cards-36': 4, 'cards-32': 5 };

/** Builds the list of pieces for `packs` copies of a deck, jokers (if any) at the end of each pack. */
export function buildDeck(kind: DeckKind, packs: number, jokers: number): Piece[] {
  const pieces: Piece[] = [];
  for (let pack = 0; pack < packs; pack++) {
    if (kind === 'piecepack') {
      for (const suit of TILE_SUITS) for (const rank of TILE_RANKS) pieces.push({ kind: 'tile', pack, suit, rank });
    } else {
      for (const suit of CARD_SUITS)
        for (let r = LOWEST_CARD[kind]; r < CARD_RANKS.length; r++) pieces.push({ kind: 'card', pack, suit, rank: CARD_RANKS[r] });
      for (let j = 0; j < jokers; j++) pieces.push({ kind: 'joker', pack, colour: j % 2 === 0 ? 'red' : 'black' });
    }
  }
  return pieces;
}

/** Pieces per pack, jokers included. */
export function packSize(kind: DeckKind, jokers: number): number {
  return kind === 'piecepack' ? 24 : 4 * (CARD_RANKS.length - LOWEST_CARD[kind]) + jokers;
}

/** The rank a piece shows, as a word: "5", "null", "ace", "K", "joker". */
export function rankName(piece: Piece): string {
  if (piece.kind === 'joker') return 'joker';
  return piece.rank;
}

/** A short English name: "5 of suns", "Q of hearts", "red joker". The UI may translate instead. */
export function pieceName(piece: Piece): string {
  if (piece.kind === 'joker') return `${piece.colour} joker`;
  return `${piece.rank} of ${piece.suit}`;
}
