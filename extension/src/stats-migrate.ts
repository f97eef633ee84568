// Older stored statistics brought to version 3 entries: version 1 (totals per variant) and version 2 (per variant, with
// lengths, streaks and the last 200 games' fingerprints). Each old entry becomes one raw entry, which the version 3
// check then judges on its own, so one bad old entry never takes the others with it. Pure.
import type { SetAside } from './stats.ts';
import { BUCKETS, fingerprintKey, isObject } from './stats-schema.ts';

/** An old value as raw version 3 parts (not yet checked). */
export interface Migrated {
  entries: unknown[];
  counted: unknown[];
  setAside: SetAside[];
}

/** The length buckets versions 1 and 2 used for every variant (in tricks, or rounds for Stacked Deck War). */
const OLD_BUCKETS = BUCKETS.tricks;

/** Version 1: `{ games: { variant: { played, won, lost, tricks } } }`; draws are the games neither won nor lost. */
export function migrateV1(old: Record<string, unknown>): Migrated {
  if (!isObject(old.games))
    return { entries: [], counted: [], setAside: [{ what: 'the whole value', why: 'version 1 without a games table', value: old }] };
  const entries = Object.entries(old.games).map(([variant, g]) => {
    if (!isObject(g)) return { variant, broken: g };
    // Version 1 did not tell draws from watched games, nor keep lengths: the rest of the games count as draws.
    return {
      variant,
      config: {},
      mode: 'own',
      games: g.played,
      wins: g.won,
      losses: g.lost,
      draws: typeof g.played === 'number' && typeof g.won === 'number' && typeof g.lost === 'number' ? g.played - g.won - g.lost : null,
      watched: 0,
      length: g.tricks,
      longest: null,
      shortest: null,
      wars: 0,
      deepestWar: 0,
      streak: 0,
      bestStreak: 0,
      worstStreak: 0,
      buckets: [...OLD_BUCKETS],
      lengths: OLD_BUCKETS.map(() => 0),
    };
  });
  return { entries, counted: [], setAside: [] };
}

/** Version 2: `{ variants: { variant: counts }, recent: [fingerprint] }` (all games were counted as the player's own). */
export function migrateV2(old: Record<string, unknown>): Migrated {
  const setAside: SetAside[] = [];
  if (!isObject(old.variants))
    return { entries: [], counted: [], setAside: [{ what: 'the whole value', why: 'version 2 without a variants table', value: old }] };
  const entries = Object.entries(old.variants).map(([variant, v]) => {
    if (!isObject(v)) return { variant, broken: v };
    const { tricks, ...rest } = v;
    return { ...rest, variant, config: {}, mode: 'own', length: tricks, buckets: [...OLD_BUCKETS] };
  });
  const recent: unknown[] = Array.isArray(old.recent) ? old.recent : [];
  if (!Array.isArray(old.recent)) setAside.push({ what: 'the recent games list', why: 'it is not a list', value: old.recent });
  const counted = recent.map((f) => (typeof f === 'string' && f.length < 100 ? fingerprintKey(f) : f));
  return { entries, counted, setAside };
}
