// The statistics' stored shape, version 3: one entry per configuration (variant + the options that differ from its own)
// and kind of play (the player's own games or Auto-play's), and the strict check of an entry: every field's type and
// range, and the sums that must agree. Pure: no vscode.
import { resolveOptions, isVariant, progressUnitOf } from '../../engine/src/index.ts';
import type { StatsCounts } from './protocol.ts';
import { LABEL_KEY, rulesOnly } from './stats-label.ts';

export type { StatsCounts };

/** The schema version this code writes. */
export const STATS_VERSION = 3;
/**
 * The highest version read as a newer release's (read-only): a few schema changes ahead at most. A version beyond it is
 * one no release writes (1e308, say), so the value is corrupt: set aside, and a fresh store begins.
 */
export const NEWEST_PLAUSIBLE_VERSION = STATS_VERSION + 9;

/** Whether the games were played by the player, or by Auto-play for them (counted apart). */
export type PlayMode = 'own' | 'autoplay';
export const PLAY_MODES: readonly PlayMode[] = ['own', 'autoplay'];

/** What a game's length is counted in: tricks (a whole war counts one), or rounds in Stacked Deck War. */
export type LengthUnit = 'tricks' | 'rounds';

/** A configuration's option value (as the engine takes it). */
export type ConfigValue = string | number | boolean | string[];

/** One stored entry: a configuration, a mode and its counts. */
export interface StatsEntry extends StatsCounts {
  variant: string;
  /** The rule options that differ from the variant's own (empty: the variant as it comes), in the engine's names. */
  config: Record<string, ConfigValue>;
  mode: PlayMode;
}

/** Everything stored under the synced key, version 3. */
export interface StatsV3 {
  version: 3;
  /** Every entry, including ones this version cannot place (another version's variants), kept as they were. */
  entries: unknown[];
  /**
   * Fingerprints of the games counted most recently (fingerprintKey), oldest first, at most RECENT_GAMES: a game
   * offered again (a view restored, another window) is refused; older games live on only in their entries' totals.
   */
  counted: string[];
  /**
   * How many fingerprints have been put in `counted` since the statistics began: the newest one's place. A game whose
   * place is RECENT_GAMES or more behind it has left the list but is in the totals. Values that lack it
   * (written before it was added) are read as the list's length.
   */
  listed?: number;
  /** `listed` at the last Reset Statistics: a game placed at or before it was counted before the reset. */
  resetAt?: number;
}

/**
 * Fingerprints kept of the most recent games (about 28 KB of JSON): far more than a record can come back after (a
 * restored view, a second window, a synced machine), while the stored value, and the time to load it, stays the same
 * at a million games as at ten thousand.
 */
export const RECENT_GAMES = 2_000;

/** The most fingerprints `listed` may count (a safe integer with room to add). */
export const MAX_LISTED = 2 ** 50;

/** Most games, wins, wars... one entry may hold; more is a corrupted value, not a real count. */
export const MAX_COUNT = 1_000_000_000;
/** Longest game length kept (the engine's own trick limit is 10 million). */
export const MAX_LENGTH = 100_000_000;
/** Largest sum of lengths (a safe integer with room to add). */
export const MAX_TOTAL = 2 ** 50;
/** Deepest war kept. */
export const MAX_DEPTH = 1_000_000;
/** Most length buckets an entry may have. */
export const MAX_BUCKETS = 64;

/** Length buckets (lower bounds) by unit: a card game runs to hundreds of tricks, Stacked Deck War to about 18 rounds. */
export const BUCKETS: Record<LengthUnit, readonly number[]> = {
  tricks: [0, 25, 50, 100, 200, 400, 800, 1600],
  rounds: [0, 6, 8, 10, 12, 14, 16, 18],
};

/** The unit a variant's games are measured in. */
export function unitOf(variant: string): LengthUnit {
  return isVariant(variant) && progressUnitOf(variant) === 'round' ? 'rounds' : 'tricks';
}

/** Empty counts for a variant (its unit's buckets). */
export function emptyCounts(variant: string): StatsCounts {
  const buckets = [...BUCKETS[unitOf(variant)]];
  return {
    games: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    watched: 0,
    length: 0,
    longest: null,
    shortest: null,
    wars: 0,
    deepestWar: 0,
    streak: 0,
    bestStreak: 0,
    worstStreak: 0,
    buckets,
    lengths: buckets.map(() => 0),
  };
}

/** The key that tells entries apart: variant, mode and configuration (options in sorted order). */
export function entryKey(e: Pick<StatsEntry, 'variant' | 'config' | 'mode'>): string {
  const config = Object.keys(e.config)
    .sort()
    .map((k) => `${k}=${JSON.stringify(e.config[k])}`)
    .join(',');
  return `${e.variant}|${e.mode}|${config}`;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max;
const isConfigValue = (v: unknown): v is ConfigValue =>
  (typeof v === 'string' && v.length <= 40) ||
  (typeof v === 'number' && Number.isSafeInteger(v)) ||
  typeof v === 'boolean' ||
  (Array.isArray(v) && v.length <= 16 && v.every((x) => typeof x === 'string' && x.length <= 40));

/** Why the counts are not valid (types, ranges, sums that must agree), or null when they are. */
export function countsProblem(v: Record<string, unknown>): string | null {
  for (const f of ['games', 'wins', 'losses', 'draws', 'watched', 'wars'] as const)
    if (!isWhole(v[f], MAX_COUNT)) return `${f} is not a whole number from 0 to ${MAX_COUNT}`;
  if (!isWhole(v.length, MAX_TOTAL)) return 'the total length is not a whole number in range';
  if (!isWhole(v.deepestWar, MAX_DEPTH)) return 'the deepest war is not a whole number in range';
  for (const f of ['longest', 'shortest'] as const)
    if (v[f] !== null && !isWhole(v[f], MAX_LENGTH)) return `${f} is not a whole number from 0 to ${MAX_LENGTH} or empty`;
  if (!isWhole(v.bestStreak, MAX_COUNT)) return 'the best streak is not a whole number in range';
  if (typeof v.worstStreak !== 'number' || !isWhole(-v.worstStreak, MAX_COUNT)) return 'the worst streak is not a whole number from 0 down';
  if (typeof v.streak !== 'number' || !Number.isSafeInteger(v.streak)) return 'the streak is not a whole number';
  const b = v.buckets;
  if (
    !Array.isArray(b) ||
    b.length < 1 ||
    b.length > MAX_BUCKETS ||
    b[0] !== 0 ||
    !b.every((x, i) => isWhole(x, MAX_LENGTH) && (i === 0 || x > b[i - 1]))
  )
    return 'the length buckets are not ascending bounds from 0';
  if (!Array.isArray(v.lengths) || v.lengths.length !== b.length || !v.lengths.every((x) => isWhole(x, MAX_COUNT)))
    return 'the lengths are not one count per bucket';
  const c = v as unknown as StatsCounts;
  if (c.wins + c.losses + c.draws + c.watched !== c.games) return 'wins, losses, draws and watched do not add up to games';
  const measured = c.lengths.reduce((a, x) => a + x, 0);
  if (measured > c.games) return 'more games in the length buckets than games';
  if ((c.longest === null) !== (c.shortest === null)) return 'only one of longest and shortest is set';
  if (measured > 0 && c.longest === null) return 'games have lengths but no longest game';
  if (c.longest !== null && c.shortest !== null && c.shortest > c.longest) return 'the shortest game is longer than the longest';
  if (c.games === 0 && (c.length !== 0 || c.wars !== 0 || c.longest !== null || c.streak !== 0))
    return 'no games, yet lengths, wars or a streak';
  if ((c.wars === 0) !== (c.deepestWar === 0)) return 'wars and the deepest war disagree';
  if (c.bestStreak > c.wins || -c.worstStreak > c.losses) return 'a streak is longer than the games won or lost';
  if (c.streak > c.bestStreak || c.streak < c.worstStreak) return 'the current streak is beyond the best or worst';
  return null;
}

/** An entry checked: valid and placed, well-formed but of a variant or option this version does not know, or bad. */
export type CheckedEntry = { kind: 'valid'; entry: StatsEntry } | { kind: 'foreign'; why: string } | { kind: 'bad'; why: string };

/** A configuration's copy (lists copied too). */
export function copyConfig(config: Record<string, ConfigValue>): Record<string, ConfigValue> {
  return Object.fromEntries(Object.entries(config).map(([k, v]) => [k, Array.isArray(v) ? v.slice() : v]));
}

/** Checks one stored entry. */
export function checkEntry(raw: unknown): CheckedEntry {
  if (!isObject(raw)) return { kind: 'bad', why: 'not an object' };
  if (typeof raw.variant !== 'string' || raw.variant.length === 0 || raw.variant.length > 40)
    return { kind: 'bad', why: 'no variant name' };
  if (!(PLAY_MODES as readonly unknown[]).includes(raw.mode)) return { kind: 'bad', why: 'the mode is not own or autoplay' };
  if (!isObject(raw.config) || Object.keys(raw.config).length > 32 || !Object.values(raw.config).every(isConfigValue))
    return { kind: 'bad', why: 'the configuration is not a list of option values' };
  const problem = countsProblem(raw);
  if (problem) return { kind: 'bad', why: problem };
  if (!isVariant(raw.variant)) return { kind: 'foreign', why: `variant ${JSON.stringify(raw.variant)} is not one this version knows` };
  if ('variant' in raw.config) return { kind: 'bad', why: 'the configuration names a variant' };
  const label = raw.config[LABEL_KEY];
  if (label !== undefined && (typeof label !== 'string' || label.length === 0)) return { kind: 'bad', why: 'the variant name is not text' };
  const resolved = resolveOptions({ ...rulesOnly(raw.config), variant: raw.variant });
  if (!resolved.ok)
    return { kind: 'foreign', why: `its configuration is not one this version can play (${resolved.error.message.slice(0, 80)})` };
  const c = raw as unknown as StatsEntry;
  const entry: StatsEntry = {
    variant: c.variant,
    config: copyConfig(c.config),
    mode: c.mode,
    games: c.games,
    wins: c.wins,
    losses: c.losses,
    draws: c.draws,
    watched: c.watched,
    length: c.length,
    longest: c.longest,
    shortest: c.shortest,
    wars: c.wars,
    deepestWar: c.deepestWar,
    streak: c.streak,
    bestStreak: c.bestStreak,
    worstStreak: c.worstStreak,
    buckets: c.buckets.slice(),
    lengths: c.lengths.slice(),
  };
  return { kind: 'valid', entry };
}

/** A fingerprint as stored: 1 to 12 base-36 characters. */
export const isFingerprint = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-z]{1,12}$/.test(v);

/**
 * The stored form of a game's identity (`seed:actions:final state hash`): a 53-bit hash in base 36 (at most 11
 * characters), so the list of every game counted stays small. Two games collide about once in 2^26 pairs' worth.
 */
export function fingerprintKey(identity: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < identity.length; i++) {
    const c = identity.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
