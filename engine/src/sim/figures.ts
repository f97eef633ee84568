// Variant figures: how a set of options plays, from N seeded simulated games (length, loops, seats' chances, time at
// the widget's speeds), each figure refused when its sample cannot support it; cached by resolved options, seed and N.
import { FAMILY_FACTS } from '../families.ts';
import type { ProgressUnit } from '../family.ts';
import { resolveOptions, type OptionError, type Options, type OptionsInput } from '../options.ts';
import { FLIPS_PER_SECOND, secondsPerStep, SPEED_NAMES, type SpeedName } from '../pace.ts';
import { fail, ok, type Result } from '../result.ts';
import { isPlainObject, plainCopy } from '../plain.ts';
import { bump } from './tally.ts';
import { checkSimOptions, startSimulation, type GameFigures, type Simulation } from './simulate.ts';
import { quantile, wilson } from './summary.ts';

/** Games played when the caller does not say: every seat's win share then has an interval of at most ±3.1 points. */
export const FIGURES_GAMES = 1000;
/** The most games one call plays (the engine's caps bound each game; this bounds their number). */
export const MAX_FIGURES_GAMES = 1_000_000;
/** Games needed before a mean, median and 90th percentile are stated (finished ones for a length, all for a time). */
export const MIN_GAMES_FOR_LENGTH = 20;
/** Widest 95% interval (high - low) of a seat's win share that is stated: 0.1 is ±5 points. */
export const MAX_SHARE_WIDTH = 0.1;
/** How many sets of figures the cache keeps (the oldest goes first). */
export const FIGURES_CACHE_SIZE = 32;

/** A figure, or why it is not stated. */
export type Stated<T> = { stated: true; value: T } | { stated: false; why: string };

/** A share of games with its 95% Wilson interval. */
export interface Share {
  count: number;
  of: number;
  rate: number;
  low: number;
  high: number;
}

/** A length (in the family's unit) or a time (in seconds), each to a tenth: the mean, the median game and the 90th percentile. */
export interface Spread {
  /** The expected value: the mean over the games. */
  mean: number;
  median: number;
  p90: number;
}

/** How long games take at one of the widget's speeds (autoplay, every seat playing by itself). */
export interface SpeedTime {
  speed: SpeedName;
  flipsPerSecond: number;
  /** Seconds per game, over every game played (a game stopped by a cycle or the cap stops there too). */
  seconds: Stated<Spread>;
}

/** What a variant's games look like, from `games` seeded games. */
export interface VariantFigures {
  variant: string;
  options: Options;
  seed: number;
  games: number;
  /** What a game's length is counted in (FAMILY_FACTS): tricks, or rounds in Stacked Deck War. */
  unit: ProgressUnit;
  /** Games the rules ended (a winner or a draw). */
  finished: number;
  /** Length of finished games: stated from MIN_GAMES_FOR_LENGTH finished games. */
  length: Stated<Spread>;
  /**
   * Games that never end, of all games played: stopped by a cycle (a position came back, so it would repeat for
   * ever), or by the cap (`maxTricks`; null in a family without that option, whose rules bound the game themselves).
   */
  neverEnds: { cycle: Share; cap: Share; maxTricks: number | null };
  /** Finished games without a winner. */
  draws: Share;
  /** Each seat's share of the finished games it won: stated when the interval is at most MAX_SHARE_WIDTH wide. */
  wins: Stated<Share>[];
  /** Playing time at each named speed but max (which runs as fast as the machine). */
  time: SpeedTime[];
}

/** Figures being worked out, a slice of games at a time (a UI's progress); the engine reads no clock. */
export interface FiguresRun {
  readonly total: number;
  readonly done: number;
  /** Plays up to `maxGames` more games; true when all are done. */
  run(maxGames: number): boolean;
  /** The figures, once every game is played (cached then); null before. */
  figures(): VariantFigures | null;
}

const CACHE = new Map<string, VariantFigures>();

/** Forgets every cached set of figures (tests). */
export function clearFiguresCache(): void {
  CACHE.clear();
}

function cacheKey(options: Options, seed: number, games: number): string {
  return JSON.stringify([options, seed, games]);
}

function remember(key: string, figures: VariantFigures): void {
  CACHE.delete(key);
  CACHE.set(key, figures);
  while (CACHE.size > FIGURES_CACHE_SIZE) CACHE.delete(CACHE.keys().next().value!);
}

/** A share with its 95% interval (Wilson), within 0..1; of no games, the interval is all of 0..1. */
function share(count: number, of: number): Share {
  if (of === 0) return { count, of, rate: 0, low: 0, high: 1 };
  const w = wilson(count, of);
  return { count, of, rate: w.rate, low: Math.max(0, w.low), high: Math.min(1, w.high) };
}

/** The mean, median and p90 of counts by value (times `scale`, to a tenth), or why not: too few games. */
function spread(byValue: readonly number[], games: number, which: string, scale = 1): Stated<Spread> {
  if (games < MIN_GAMES_FOR_LENGTH)
    return {
      stated: false,
      why: `not enough games: ${games} ${which}, ${MIN_GAMES_FOR_LENGTH} needed for a mean, median and 90th percentile`,
    };
  const tenth = (x: number) => Math.round(x * scale * 10) / 10;
  let sum = 0;
  byValue.forEach((n, v) => (sum += n * v));
  return { stated: true, value: { mean: tenth(sum / games), median: tenth(quantile(byValue, 0.5)), p90: tenth(quantile(byValue, 0.9)) } };
}

/** A seat's win share, or why not: its interval is wider than MAX_SHARE_WIDTH. */
function winShare(wins: number, finished: number): Stated<Share> {
  const s = share(wins, finished);
  if (finished === 0 || s.high - s.low > MAX_SHARE_WIDTH)
    return {
      stated: false,
      why: `not enough games: ${finished} finished give an interval ${Math.round((s.high - s.low) * 100)} points wide, at most ${MAX_SHARE_WIDTH * 100} stated`,
    };
  return { stated: true, value: s };
}

/** Deep-freezes the figures, so the cached object can be handed out to every caller. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * Starts working out a variant's figures from `games` seeded games (default FIGURES_GAMES, at most MAX_FIGURES_GAMES):
 * the simulator's games (startSimulation; the decision games with their computer players at every seat), so the same
 * options, seed and count give the same figures on every surface. Bounded by the game count and the engine's caps; run
 * it in slices for progress. Figures already worked out come from the cache at once.
 */
export function startFigures(input: OptionsInput, settings: { games?: number; seed: number }): Result<FiguresRun, OptionError> {
  const r = resolveOptions(input);
  if (!r.ok) return r;
  const copied = plainCopy(settings);
  const given = copied.ok && isPlainObject(copied.value) ? copied.value : null;
  if (!given)
    return fail({ option: 'figures', message: 'the figures settings must be an object { games?, seed }', allowed: '{ games?, seed }' });
  const checked = checkSimOptions({ games: given.games === undefined ? FIGURES_GAMES : given.games, seed: given.seed });
  if (!checked.ok) return checked;
  const { games, seed } = checked.value;
  if (games > MAX_FIGURES_GAMES)
    return fail({
      option: 'games',
      message: `games must be at most ${MAX_FIGURES_GAMES} (got ${games})`,
      allowed: `1 to ${MAX_FIGURES_GAMES}`,
    });
  const options = r.value;
  const key = cacheKey(options, seed, games);
  const cached = CACHE.get(key);
  if (cached) {
    remember(key, cached);
    return ok({ total: games, done: games, run: () => true, figures: () => cached });
  }
  const bySteps: number[] = [];
  const sim = startSimulation(input, { games, seed, onGame: (g: GameFigures) => bump(bySteps, g.steps) });
  if (!sim.ok) return sim;
  let result: VariantFigures | null = null;
  const run = sim.value;
  return ok({
    total: games,
    get done() {
      return run.done;
    },
    run(maxGames: number): boolean {
      if (result) return true;
      if (!run.run(maxGames)) return false;
      result = frozen(figuresOf(run, seed, bySteps));
      remember(key, result);
      return true;
    },
    figures: () => result,
  });
}

/** The figures of a finished simulation. */
function figuresOf(sim: Simulation, seed: number, bySteps: readonly number[]): VariantFigures {
  const t = sim.tally();
  const o = sim.options;
  return {
    variant: o.variant,
    options: o,
    seed,
    games: t.games,
    unit: FAMILY_FACTS[o.family].unit,
    finished: t.finished,
    length: spread(t.byLength, t.finished, 'finished'),
    neverEnds: { cycle: share(t.cycles, t.games), cap: share(t.capped, t.games), maxTricks: 'maxTricks' in o ? o.maxTricks : null },
    draws: share(t.draws, t.finished),
    wins: t.wins.map((w) => winShare(w, t.finished)),
    time: SPEED_NAMES.filter((s) => s !== 'max').map((speed) => ({
      speed,
      flipsPerSecond: FLIPS_PER_SECOND[speed],
      seconds: spread(bySteps, t.games, 'played', secondsPerStep(o.family, FLIPS_PER_SECOND[speed])),
    })),
  };
}

/** A variant's figures from `games` seeded games, all at once (see startFigures); cached by options, seed and count. */
export function variantFigures(input: OptionsInput, settings: { games?: number; seed: number }): Result<VariantFigures, OptionError> {
  const started = startFigures(input, settings);
  if (!started.ok) return started;
  started.value.run(started.value.total);
  return ok(started.value.figures()!);
}
