// How pieces compare: a strength per piece, the Russian "lowest beats highest" exception, and Razboi war sizes.
import { CARD_RANKS, TILE_RANKS, type Piece } from './pieces.ts';

/** `classic`: five high (piecepack) or ace high (cards). `russian`: null high and five low (piecepack) or ace high
 * (cards), and the lowest rank beats the top rank when both are compared (000 Russian Version, 003 P'yanitsa). */
export type Ranking = 'classic' | 'russian';
export const RANKINGS: readonly Ranking[] = ['classic', 'russian'];

/** How court cards size a Razboi war: `ten` (J, Q, K count 10, ace 11) or `rank` (J 11, Q 12, K 13, ace 14). */
export type CourtValue = 'ten' | 'rank';
export const COURT_VALUES: readonly CourtValue[] = ['ten', 'rank'];

/** Everything the rules need to compare pieces, precomputed per deck (indexed by piece id). */
export interface RankTable {
  /** Higher beats lower; equal ties. */
  readonly strength: Int32Array;
  /** Whether the lowest natural rank beats the top natural rank (Russian ranking). */
  readonly lowBeatsTop: boolean;
  /** Strength of the lowest natural rank (five in the Russian piecepack, six with 36 cards...). */
  readonly lowest: number;
  /** Strength of the top natural rank (null in the Russian piecepack, ace with cards). Jokers stay above it. */
  readonly top: number;
  /** Pieces played in a Razboi war started by a tie of this piece (the last one face up). */
  readonly warSize: Int32Array;
}

// Piecepack strengths by TILE_RANKS index (null, ace, 2, 3, 4, 5).
const TILE_CLASSIC = [0, 1, 2, 3, 4, 5];
const TILE_RUSSIAN = [5, 4, 3, 2, 1, 0];
// Why: a war of zero pieces cannot be decided, so a null sizes a Razboi war like an ace: one piece, face up.
const TILE_WAR_SIZE = [1, 1, 2, 3, 4, 5];

/** Builds the rank table for a list of pieces under a ranking. */
export function rankTable(pieces: readonly Piece[], ranking: Ranking, courts: CourtValue): RankTable {
  const strength = new Int32Array(pieces.length);
  const warSize = new Int32Array(pieces.length);
  const tiles = pieces.length > 0 && pieces[0].kind === 'tile';
  let lowest = Infinity,
    highestNumber = 0;
  pieces.forEach((p, id) => {
    if (p.kind === 'tile') {
      const r = TILE_RANKS.indexOf(p.rank);
      strength[id] = (ranking === 'russian' ? TILE_RUSSIAN : TILE_CLASSIC)[r];
      warSize[id] = TILE_WAR_SIZE[r];
    } else if (p.kind === 'card') {
      const r = CARD_RANKS.indexOf(p.rank);
      strength[id] = r;
      warSize[id] = r <= 8 ? r + 2 : courts === 'rank' ? r + 2 : r === 12 ? 11 : 10;
    } else if (p.kind === 'number') {
      // Custom decks rank by number, 1 lowest; a Război war of sevens is seven pieces.
      strength[id] = p.rank - 1;
      warSize[id] = p.rank;
      highestNumber = Math.max(highestNumber, p.rank - 1);
    } else {
      strength[id] = CARD_RANKS.length;
      warSize[id] = courts === 'rank' ? 15 : 11;
    }
    if (p.kind !== 'joker') lowest = Math.min(lowest, strength[id]);
  });
  return {
    strength,
    warSize,
    lowBeatsTop: ranking === 'russian',
    lowest: lowest === Infinity ? 0 : lowest,
    top: tiles ? 5 : pieces.length > 0 && pieces[0].kind === 'number' ? highestNumber : CARD_RANKS.length - 1,
  };
}

/**
 * The seats that win a comparison of face-up pieces: one seat decides it, several mean a tie (a war).
 * `seats[i]` played `pieces[i]`. With the Russian ranking, when the top rank and the lowest rank are both
 * among the compared pieces, the lowest counts highest (000: "a five beats a null"; 003: "a six beats an ace").
 */
export function bestSeats(table: RankTable, seats: readonly number[], pieces: readonly number[]): number[] {
  const s = table.strength;
  let max = -1;
  for (const p of pieces) if (s[p] > max) max = s[p];
  let target = max;
  if (table.lowBeatsTop && max === table.top && pieces.some((p) => s[p] === table.lowest)) target = table.lowest;
  const out: number[] = [];
  for (let i = 0; i < pieces.length; i++) if (s[pieces[i]] === target) out.push(seats[i]);
  return out;
}
