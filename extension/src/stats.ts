// The statistics the host keeps per variant: a versioned schema, migration from older versions, a strict check that
// reports (never crashes on) a corrupted value, and counting a finished game. Pure: no vscode (see stats-store.ts).
import { isVariant, PRESETS } from '../../engine/src/presets.ts';
import type { GameTally } from './game-tally.ts';
import type { StatsSnapshot, VariantStats, VariantStatsView } from './protocol.ts';

export type { VariantStats };

/** The schema version this code writes. */
export const STATS_VERSION = 2;

/** Lower bounds of the game-length buckets (tricks): [0, 25), [25, 50), ... [1600, infinity). */
export const LENGTH_BUCKETS: readonly number[] = [0, 25, 50, 100, 200, 400, 800, 1600];

/** How many recent games' fingerprints are kept to refuse counting a game twice. */
const RECENT = 200;

/** Everything kept, version 2. */
export interface StatsV2 {
  version: 2;
  variants: Record<string, VariantStats>;
  /** Fingerprints of the last games counted (newest last). */
  recent: string[];
}

/** The first shape (0.0.x previews): totals per variant only, no wars, streaks or lengths. */
export interface StatsV1 {
  version: 1;
  games: Record<string, { played: number; won: number; lost: number; tricks: number }>;
}

/** Loading's outcome: the stats to use, and a problem in words when the stored value had to be migrated or reset. */
export interface LoadedStats {
  stats: StatsV2;
  /** Set when the stored value was corrupted and was reset (the caller reports it and keeps a copy). */
  corrupted?: string;
  /** Set when an older version was migrated. */
  migratedFrom?: number;
}

/** Empty stats. */
export function emptyStats(): StatsV2 {
  return { version: 2, variants: {}, recent: [] };
}

/** A variant's counts before its first game. */
export function emptyVariant(): VariantStats {
  return {
    games: 0, wins: 0, losses: 0, draws: 0, watched: 0, tricks: 0, longest: null, shortest: null,
    wars: 0, deepestWar: 0, streak: 0, bestStreak: 0, worstStreak: 0, lengths: LENGTH_BUCKETS.map(() => 0),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Why a stored variant entry is not valid version-2 data, or null when it is. */
function variantProblem(v: unknown): string | null {
  if (!isObject(v)) return 'not an object';
  for (const f of ['games', 'wins', 'losses', 'draws', 'watched', 'tricks', 'wars', 'deepestWar', 'bestStreak'] as const)
    if (!isCount(v[f])) return `${f} is not a whole number`;
  if (!isInt(v.streak) || !isInt(v.worstStreak) || v.worstStreak > 0) return 'streaks are not whole numbers';
  if (v.longest !== null && !isCount(v.longest)) return 'longest is not a whole number';
  if (v.shortest !== null && !isCount(v.shortest)) return 'shortest is not a whole number';
  if (!Array.isArray(v.lengths) || v.lengths.length !== LENGTH_BUCKETS.length || !v.lengths.every(isCount)) return 'lengths are not bucket counts';
  const n = v as unknown as VariantStats;
  if (n.wins + n.losses + n.draws + n.watched !== n.games) return 'wins, losses, draws and watched do not add up to games';
  return null;
}

function migrateV1(old: Record<string, unknown>): StatsV2 | string {
  if (!isObject(old.games)) return 'version 1 without a games table';
  const out = emptyStats();
  for (const [variant, g] of Object.entries(old.games)) {
    if (!isVariant(variant)) return `version 1 names an unknown variant ${JSON.stringify(variant).slice(0, 40)}`;
    if (!isObject(g) || !isCount(g.played) || !isCount(g.won) || !isCount(g.lost) || !isCount(g.tricks) || g.won + g.lost > g.played)
      return `version 1 entry for ${variant} is malformed`;
    // Version 1 did not tell draws from watched games: the rest of the games count as draws.
    out.variants[variant] = { ...emptyVariant(), games: g.played, wins: g.won, losses: g.lost, draws: g.played - g.won - g.lost, tricks: g.tricks };
  }
  return out;
}

/** Reads a stored value: undefined gives empty stats; an older version is migrated; anything else wrong is reported. */
export function loadStats(raw: unknown): LoadedStats {
  if (raw === undefined || raw === null) return { stats: emptyStats() };
  const corrupted = (why: string): LoadedStats => ({ stats: emptyStats(), corrupted: why });
  if (!isObject(raw)) return corrupted('the stored statistics are not an object');
  if (raw.version === 1) {
    const migrated = migrateV1(raw);
    return typeof migrated === 'string' ? corrupted(migrated) : { stats: migrated, migratedFrom: 1 };
  }
  if (raw.version !== STATS_VERSION) return corrupted(`unknown statistics version ${JSON.stringify(raw.version)?.slice(0, 20)}`);
  if (!isObject(raw.variants)) return corrupted('the statistics have no variants table');
  if (!Array.isArray(raw.recent) || !raw.recent.every((f) => typeof f === 'string' && f.length < 100)) return corrupted('the recent games list is malformed');
  const stats = emptyStats();
  for (const [variant, v] of Object.entries(raw.variants)) {
    if (!isVariant(variant)) return corrupted(`unknown variant ${JSON.stringify(variant).slice(0, 40)}`);
    const problem = variantProblem(v);
    if (problem) return corrupted(`${variant}: ${problem}`);
    const s = v as unknown as VariantStats;
    stats.variants[variant] = { ...s, lengths: s.lengths.slice() };
  }
  stats.recent = (raw.recent as string[]).slice(-RECENT);
  return { stats };
}

/** The bucket a game length falls in. */
export function lengthBucket(tricks: number): number {
  let b = 0;
  while (b + 1 < LENGTH_BUCKETS.length && tricks >= LENGTH_BUCKETS[b + 1]) b++;
  return b;
}

/** Counts a finished game; returns new stats, or null when that game was already counted. The input is not changed. */
export function recordGame(stats: StatsV2, game: GameTally): StatsV2 | null {
  if (stats.recent.includes(game.fingerprint)) return null;
  const before = stats.variants[game.variant] ?? emptyVariant();
  const v: VariantStats = { ...before, lengths: before.lengths.slice() };
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
  v.tricks += game.tricks;
  v.longest = v.longest === null ? game.tricks : Math.max(v.longest, game.tricks);
  v.shortest = v.shortest === null ? game.tricks : Math.min(v.shortest, game.tricks);
  v.wars += game.wars;
  v.deepestWar = Math.max(v.deepestWar, game.deepestWar);
  v.lengths[lengthBucket(game.tricks)]++;
  return { version: 2, variants: { ...stats.variants, [game.variant]: v }, recent: [...stats.recent, game.fingerprint].slice(-RECENT) };
}

/** What the views show: every variant with games, in the presets' order, and the current variant. */
export function snapshot(stats: StatsV2, current: string): StatsSnapshot {
  const variants: VariantStatsView[] = Object.keys(PRESETS)
    .filter((name) => stats.variants[name])
    .map((name) => ({ variant: name, title: PRESETS[name as keyof typeof PRESETS].title, ...stats.variants[name] }));
  return { variants, lengthBuckets: [...LENGTH_BUCKETS], current };
}
