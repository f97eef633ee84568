// Per-options derived data (the pieces and the rank table), built once and shared by every step of every game with those options.
import type { StealOptions, TodOptions, WarOptions } from './options.ts';

/** Options of the families dealt from a deck of tiles or cards. */
export type DeckFamilyOptions = WarOptions | TodOptions | StealOptions;
import { buildDeck, type Piece } from './pieces.ts';
import { rankTable, type RankTable } from './ranking.ts';

/** What the rules code needs besides the state: the pieces by id and how they compare. */
export interface Rules {
  readonly pieces: readonly Piece[];
  readonly rank: RankTable;
}

const cache = new WeakMap<DeckFamilyOptions, Rules>();
const byKey = new Map<string, Rules>();

/** The derived rules for a set of options (cached per options object, and per deck and ranking). */
export function rulesOf(options: DeckFamilyOptions): Rules {
  let r = cache.get(options);
  if (r) return r;
  const court = options.family === 'war' ? options.courtValue : 'ten';
  const ranking = options.family === 'steal-war' ? 'classic' : options.ranking;
  const key = `${options.deck}/${options.packs}/${options.jokers}/${ranking}/${court}`;
  r = byKey.get(key);
  if (!r) {
    const pieces = buildDeck(options.deck, options.packs, options.jokers);
    r = { pieces, rank: rankTable(pieces, ranking, court) };
    byKey.set(key, r);
  }
  cache.set(options, r);
  return r;
}
