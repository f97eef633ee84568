// Names of seats and pieces in the page's language (from the strings): labels for the art, phrases for announcements.
import { levelOf, rankName, rankTable, type Piece, type Seat } from '../../../engine/src/on-demand.ts';
import { format, joinNames, type WarStrings } from './strings.ts';

/** "Seat 2" for seat index 1. */
export function seatName(seat: number, t: WarStrings): string {
  return format(t.seat, { n: seat + 1 }, t.locale);
}

/**
 * Who plays a seat, as its heading says: "you", "computer", "random"; with `levels` (the decision games, where the
 * computer has a level) "computer, easy", "computer, normal" or "computer, strong".
 */
export function seatKindName(kind: Seat, t: WarStrings, levels: boolean): string {
  if (kind === 'human') return t.human;
  const level = levelOf(kind);
  if (level === null) return t.randomComputer;
  if (!levels) return t.computer;
  return level === 'easy' ? t.computerEasy : level === 'normal' ? t.computerNormal : t.computerStrong;
}

/** "Seat 1 and Seat 3". */
export function seatNames(seats: readonly number[], t: WarStrings): string {
  return joinNames(
    seats.map((s) => seatName(s, t)),
    t.and,
  );
}

/** The accessible name of a face-up piece: "5 of suns", "queen of hearts", "red joker", "card 7" (+ "pack 2" with several packs). */
export function pieceLabel(piece: Piece, packs: number, t: WarStrings): string {
  const name =
    piece.kind === 'joker'
      ? format(t.jokerName, { colour: t.colours[piece.colour] ?? piece.colour }, t.locale)
      : piece.kind === 'number'
        ? format(t.numberName, { rank: piece.rank }, t.locale)
        : format(t.pieceName, { rank: t.ranks[piece.rank] ?? piece.rank, suit: t.suits[piece.suit] ?? piece.suit }, t.locale);
  return packs > 1 ? `${name} #${piece.pack + 1}` : name;
}

/** A face-up piece's rank with its article, for sentences: "a 5", "an ace", "a queen". */
export function pieceWithArticle(piece: Piece, t: WarStrings): string {
  if (piece.kind === 'number') return format(t.aNumber, { rank: piece.rank }, t.locale);
  return rankWithArticle(rankName(piece), t);
}

/** A beaten piece in sentences ("over a king"; in German "schlägt Buben", in Russian "бьёт короля"). */
export function pieceBeaten(piece: Piece, t: WarStrings): string {
  if (piece.kind === 'number') return format(t.aNumber, { rank: piece.rank }, t.locale);
  return rankBeaten(rankName(piece), t);
}

/** A rank with its article: "a 5", "an ace" (`a`, else `aRank` with the rank's name). */
function rankWithArticle(rank: string, t: WarStrings): string {
  return t.a[rank] ?? format(t.aRank, { rank: t.ranks[rank] ?? rank }, t.locale);
}

/** A rank as a beaten piece: `aBeaten` where the language says it otherwise, else as `rankWithArticle`. */
function rankBeaten(rank: string, t: WarStrings): string {
  return t.aBeaten[rank] ?? rankWithArticle(rank, t);
}

/** A rank's name for a rank order: "null", "ace", "2"... for tiles; "ace", "king", "10"... for cards. */
function rankWord(rank: string, t: WarStrings): string {
  return t.ranks[rank] ?? rank;
}

/**
 * The rank order in words where it is not the usual one (the Russian ranking of the Russian Version and P'yanitsa):
 * "Ranks here: null > ace > 2 > 3 > 4 > 5; but a 5 beats a null." Null for the usual order.
 */
export function unusualRankOrder(pieces: readonly Piece[], ranking: string, t: WarStrings): string | null {
  if (ranking !== 'russian' || pieces.length === 0) return null;
  const table = rankTable(pieces, 'russian', 'ten');
  const byStrength = new Map<number, string>();
  pieces.forEach((p, id) => {
    if (p.kind !== 'joker' || !byStrength.has(table.strength[id])) byStrength.set(table.strength[id], rankName(p));
  });
  const order = [...byStrength.entries()].sort((a, b) => b[0] - a[0]).map(([, rank]) => rankWord(rank, t));
  const low = byStrength.get(table.lowest);
  const high = byStrength.get(table.top);
  if (low === undefined || high === undefined) return null;
  return format(t.rankOrder, { order: order.join(t.rankOrderJoin), low: rankWithArticle(low, t), high: rankBeaten(high, t) }, t.locale);
}
