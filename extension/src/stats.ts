// The statistics as the host works with them: reading a stored value of any version (older ones migrated, newer ones
// read as far as they can be and never written), setting aside only what is bad, counting a finished game once, and
// merging entries. Pure: no vscode (stats-keeper.ts keeps them, stats-view-model.ts turns them into what views show).
import type { GameTally } from './game-tally.ts';
import {
  checkEntry,
  emptyCounts,
  entryKey,
  isFingerprint,
  isObject,
  MAX_COUNT,
  MAX_LISTED,
  MAX_TOTAL,
  NEWEST_PLAUSIBLE_VERSION,
  RECENT_GAMES,
  STATS_VERSION,
  type StatsCounts,
  type StatsEntry,
  type StatsV3,
} from './stats-schema.ts';
import { migrateV1, migrateV2 } from './stats-migrate.ts';

/** Something stored that could not be used, with why (shown to the user, kept in the set-aside history). */
export interface SetAside {
  /** Which part: "entry War (piecepack)", "the counted games list", "the whole value". */
  what: string;
  why: string;
  value: unknown;
}

/** The statistics in memory. */
export interface Stats {
  /** Entries this version reads, in stored order, keyed by entryKey. */
  entries: Map<string, StatsEntry>;
  /** Well-formed entries this version cannot place (another version's variants or options): kept as they were. */
  foreign: unknown[];
  /** Fingerprints of the games counted most recently, oldest first (at most RECENT_GAMES). */
  counted: Set<string>;
  /** How many fingerprints were ever put in `counted`: the newest one's place (StatsV3.listed). */
  listed: number;
  /** `listed` at the last reset: games placed at or before it were counted before it (StatsV3.resetAt). */
  resetAt: number;
}

/** Reading a stored value: the statistics, what was set aside, and whether they may be written. */
export interface LoadedStats {
  stats: Stats;
  /** Parts that were bad and are no longer in `stats` (the caller keeps them in the set-aside history first). */
  setAside: SetAside[];
  /** The version the value was migrated from, when it was older. */
  migratedFrom?: number;
  /** The version of a value written by a newer release: shown as far as it can be read, never written. */
  newer?: number;
}

/** Empty statistics. */
export function emptyStats(): Stats {
  return { entries: new Map(), foreign: [], counted: new Set(), listed: 0, resetAt: 0 };
}

/** The value stored under the synced key. */
export function storedValue(stats: Stats): StatsV3 {
  return {
    version: STATS_VERSION,
    entries: [...stats.entries.values(), ...stats.foreign],
    counted: [...stats.counted],
    listed: stats.listed,
    resetAt: stats.resetAt,
  };
}

/** Lets the oldest fingerprints go beyond RECENT_GAMES (their games stay in the totals). Changes `counted`. */
function keepRecent(counted: Set<string>): Set<string> {
  for (const f of counted) {
    if (counted.size <= RECENT_GAMES) break;
    counted.delete(f);
  }
  return counted;
}

/** Adds b's counts into a copy of a (same configuration): totals add up, the extremes are kept, a's streak goes on. */
export function mergeCounts(a: StatsCounts, b: StatsCounts): StatsCounts | null {
  if (a.buckets.join() !== b.buckets.join()) return null;
  const sum = (x: number, y: number, max: number): number => Math.min(max, x + y);
  const pick = (x: number | null, y: number | null, f: (p: number, q: number) => number): number | null =>
    x === null ? y : y === null ? x : f(x, y);
  return {
    games: sum(a.games, b.games, MAX_COUNT),
    wins: sum(a.wins, b.wins, MAX_COUNT),
    losses: sum(a.losses, b.losses, MAX_COUNT),
    draws: sum(a.draws, b.draws, MAX_COUNT),
    watched: sum(a.watched, b.watched, MAX_COUNT),
    length: sum(a.length, b.length, MAX_TOTAL),
    longest: pick(a.longest, b.longest, Math.max),
    shortest: pick(a.shortest, b.shortest, Math.min),
    wars: sum(a.wars, b.wars, MAX_COUNT),
    deepestWar: Math.max(a.deepestWar, b.deepestWar),
    streak: a.streak,
    bestStreak: Math.max(a.bestStreak, b.bestStreak),
    worstStreak: Math.min(a.worstStreak, b.worstStreak),
    buckets: a.buckets.slice(),
    lengths: a.lengths.map((n, i) => sum(n, b.lengths[i], MAX_COUNT)),
  };
}

/** Reads entries and fingerprints into `stats`; what is bad goes to `setAside`. */
function readEntries(rawEntries: unknown[], rawCounted: unknown[], stats: Stats, setAside: SetAside[]): void {
  for (const raw of rawEntries) {
    const checked = checkEntry(raw);
    if (checked.kind === 'foreign') stats.foreign.push(raw);
    else if (checked.kind === 'bad') setAside.push({ what: `an entry${entryName(raw)}`, why: checked.why, value: raw });
    else {
      const key = entryKey(checked.entry);
      const before = stats.entries.get(key);
      const merged = before ? mergeCounts(before, checked.entry) : checked.entry;
      if (merged) stats.entries.set(key, { ...checked.entry, ...merged });
      else
        setAside.push({
          what: `an entry${entryName(raw)}`,
          why: 'a second entry for the same configuration, with other length buckets',
          value: raw,
        });
    }
  }
  // Only the newest fingerprints are read (a list earlier versions let grow to a million stays cheap to load).
  const recent = rawCounted.length > RECENT_GAMES ? rawCounted.slice(-RECENT_GAMES) : rawCounted;
  const badPrints = recent.filter((f) => !isFingerprint(f));
  for (const f of recent) if (isFingerprint(f)) stats.counted.add(f);
  keepRecent(stats.counted);
  if (badPrints.length > 0)
    setAside.push({ what: 'part of the list of counted games', why: `${badPrints.length} item(s) are not fingerprints`, value: badPrints });
}

/** " (War (piecepack))" for an entry whose variant can be read, else "". */
function entryName(raw: unknown): string {
  return isObject(raw) && typeof raw.variant === 'string' ? ` for ${JSON.stringify(raw.variant.slice(0, 40))}` : '';
}

/**
 * Reads a stored value. Nothing at all gives empty statistics; versions 1 and 2 are migrated; a plausible newer version
 * is read as far as its entries have this version's shape (and must never be written), a version beyond any plausible
 * release is corrupt; within a readable value only the bad
 * entries are set aside; a value that is not statistics at all is set aside whole.
 */
export function loadStats(raw: unknown): LoadedStats {
  const stats = emptyStats();
  const setAside: SetAside[] = [];
  if (raw === undefined || raw === null) return { stats, setAside };
  const whole = (why: string): LoadedStats => ({ stats, setAside: [{ what: 'the whole value', why, value: raw }] });
  if (!isObject(raw)) return whole('the stored statistics are not an object');
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return whole(`the version ${JSON.stringify(version)?.slice(0, 20)} is not a version number`);
  if (version > NEWEST_PLAUSIBLE_VERSION)
    return whole(
      `the version ${String(version).slice(0, 24)} is not a version any release writes (newest plausible: ${NEWEST_PLAUSIBLE_VERSION})`,
    );
  if (version === 1 || version === 2) {
    const migrated = version === 1 ? migrateV1(raw) : migrateV2(raw);
    readEntries(migrated.entries, migrated.counted, stats, setAside);
    stats.listed = stats.counted.size;
    setAside.push(...migrated.setAside);
    return { stats, setAside, migratedFrom: version };
  }
  const entries = Array.isArray(raw.entries) ? raw.entries : [];
  const counted = Array.isArray(raw.counted) ? raw.counted : [];
  if (version > STATS_VERSION) {
    // Newer data: show what has our shape; the rest is not ours to judge. Nothing is set aside or written.
    for (const e of entries) {
      const checked = checkEntry(e);
      if (checked.kind === 'valid') stats.entries.set(entryKey(checked.entry), checked.entry);
    }
    for (const f of counted.slice(-RECENT_GAMES)) if (isFingerprint(f)) stats.counted.add(f);
    stats.listed = stats.counted.size;
    return { stats, setAside: [], newer: version };
  }
  if (!Array.isArray(raw.entries)) setAside.push({ what: 'the list of entries', why: 'it is not a list', value: raw.entries });
  if (!Array.isArray(raw.counted)) setAside.push({ what: 'the list of counted games', why: 'it is not a list', value: raw.counted });
  readEntries(entries, counted, stats, setAside);
  readPlaces(raw, stats, setAside);
  return { stats, setAside };
}

/** Reads `listed` and `resetAt` (absent: the list's length and 0); a value out of range is set aside. */
function readPlaces(raw: Record<string, unknown>, stats: Stats, setAside: SetAside[]): void {
  const whole = (v: unknown, min: number, max: number): v is number =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
  stats.listed = stats.counted.size;
  if (raw.listed !== undefined) {
    if (whole(raw.listed, stats.counted.size, MAX_LISTED)) stats.listed = raw.listed;
    else
      setAside.push({
        what: 'the number of games listed',
        why: `it is not a whole number from the list's length to ${MAX_LISTED}`,
        value: raw.listed,
      });
  }
  if (raw.resetAt !== undefined) {
    if (whole(raw.resetAt, 0, stats.listed)) stats.resetAt = raw.resetAt;
    else
      setAside.push({
        what: 'the place of the last reset',
        why: 'it is not a whole number from 0 to the number listed',
        value: raw.resetAt,
      });
  }
}

/** The bucket a game length falls in. */
export function bucketOf(buckets: readonly number[], length: number): number {
  let b = 0;
  while (b + 1 < buckets.length && length >= buckets[b + 1]) b++;
  return b;
}

/** Counts a finished game; returns new statistics, or null when that game was already counted. The input is not changed. */
export function recordGame(stats: Stats, game: GameTally): Stats | null {
  if (stats.counted.has(game.fingerprint)) return null;
  const key = entryKey(game);
  const before = stats.entries.get(key) ?? { variant: game.variant, config: game.config, mode: game.mode, ...emptyCounts(game.variant) };
  const v: StatsEntry = { ...before, buckets: before.buckets.slice(), lengths: before.lengths.slice() };
  v.games++;
  if (game.outcome === 'win') {
    v.wins++;
    v.streak = v.streak > 0 ? v.streak + 1 : 1;
  } else if (game.outcome === 'loss') {
    v.losses++;
    v.streak = v.streak < 0 ? v.streak - 1 : -1;
  } else if (game.outcome === 'draw') {
    v.draws++;
    v.streak = 0;
  } else v.watched++;
  v.bestStreak = Math.max(v.bestStreak, v.streak);
  v.worstStreak = Math.min(v.worstStreak, v.streak);
  v.length = Math.min(MAX_TOTAL, v.length + game.length);
  v.longest = v.longest === null ? game.length : Math.max(v.longest, game.length);
  v.shortest = v.shortest === null ? game.length : Math.min(v.shortest, game.length);
  v.wars += game.wars;
  v.deepestWar = Math.max(v.deepestWar, game.deepestWar);
  v.lengths[bucketOf(v.buckets, game.length)]++;
  const entries = new Map(stats.entries);
  entries.set(key, v);
  return {
    entries,
    foreign: stats.foreign.slice(),
    counted: keepRecent(new Set(stats.counted).add(game.fingerprint)),
    listed: stats.listed + 1,
    resetAt: stats.resetAt,
  };
}

/**
 * Brings back set-aside entries that this version can read now (a value kept from an earlier load): each readable entry
 * is added to its configuration's counts. Returns the new statistics and what still cannot be read.
 */
export function restoreEntries(stats: Stats, value: unknown): { stats: Stats; restored: number; still: SetAside[] } {
  const found = loadStats(
    isObject(value) && 'version' in value
      ? value
      : { version: STATS_VERSION, entries: Array.isArray(value) ? value : [value], counted: [] },
  );
  if (found.newer !== undefined)
    return { stats, restored: 0, still: [{ what: 'the value', why: `it was written by a newer version (${found.newer})`, value }] };
  const entries = new Map(stats.entries);
  let restored = 0;
  const still = found.setAside.slice();
  for (const [key, e] of found.stats.entries) {
    const before = entries.get(key);
    const merged = before ? mergeCounts(before, e) : e;
    if (merged) {
      entries.set(key, { ...e, ...merged });
      restored++;
    } else
      still.push({
        what: `an entry for ${JSON.stringify(e.variant)}`,
        why: 'its length buckets differ from the entry already there',
        value: e,
      });
  }
  const counted = keepRecent(new Set([...found.stats.counted, ...stats.counted]));
  // The fingerprints brought back go before the list's own (the oldest, the first to go); the list's own keep their places.
  const listed = Math.max(stats.listed, counted.size);
  return { stats: { ...stats, entries, foreign: [...stats.foreign, ...found.stats.foreign], counted, listed }, restored, still };
}
