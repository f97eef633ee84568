// Per-options derived data (the pieces and the rank table), built once and shared by every step of every game with those options.
import type { Options } from './options.ts';
import { buildDeck, type Piece } from './pieces.ts';
import { rankTable, type RankTable } from './ranking.ts';

/** What the rules code needs besides the state: the pieces by id and how they compare. */
export interface Rules {
  readonly pieces: readonly Piece[];
  readonly rank: RankTable;
}

const cache = new WeakMap<Options, Rules>();
const byKey = new Map<string, Rules>();

/** The derived rules for a set of options (cached per options object, and per deck and ranking). */
export function rulesOf(options: Options): Rules {
  let r = cache.get(options);
  if (r) return r;
  const court = options.family === 'war' ? options.courtValue : 'ten';
  const key = `${options.deck}/${options.packs}/${options.jokers}/${options.ranking}/${court}`;
  r = byKey.get(key);
  if (!r) {
    const pieces = buildDeck(options.deck, options.packs, options.jokers);
    r = { pieces, rank: rankTable(pieces, options.ranking, court) };
    byKey.set(key, r);
  }
  cache.set(options, r);
  return r;
}
