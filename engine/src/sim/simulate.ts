// The simulator: many seeded games of any variant, counted into a tally and summarised; the widget, CLI and VS Code share it.
import { FLIP } from '../actions.ts';
import type { GameEvent } from '../events.ts';
import { applyInPlace, autoAction, checkSeed, newGame } from '../game.ts';
import { isPlainObject, plainCopy } from '../plain.ts';
import { shown } from '../shown.ts';
import { resolveOptions, type OptionError, type Options, type OptionsInput } from '../options.ts';
import { fail, ok, type Result } from '../result.ts';
import type { GameResult, GameState } from '../state.ts';
import { fastWarFits, playFastWar } from './fast-war.ts';
import { lengthStats, type LengthStats } from './summary.ts';
import { bump, emptyTally, type Tally } from './tally.ts';

/** How many games, from which master seed; `first` lets workers take a slice (game i always gets the same seed). */
export interface SimOptions {
  games: number;
  seed: number;
  first?: number;
  /** Play every game through the reducer even when the fast loop fits (the equivalence test and the bench use it). */
  generic?: boolean;
}

/** The summary a UI or the CLI shows. Trick statistics are over finished games (not cycles or capped ones). */
export interface SimSummary {
  variant: string;
  options: Options;
  games: number;
  finished: number;
  draws: number;
  cycles: number;
  capped: number;
  tricks: LengthStats;
  wins: number[];
  wars: { perGame: number; byDepth: number[] };
  elapsedMs: number;
  tricksPerSecond: number;
}

/** A simulation in progress, run in slices so a UI can show progress. */
export interface Simulation {
  readonly options: Options;
  readonly total: number;
  readonly done: number;
  /** Whether the specialised loop plays these games. */
  readonly fast: boolean;
  /** Plays up to `maxGames` more games; true when all are done. */
  run(maxGames: number): boolean;
  /** The raw counts so far (mergeable across workers). */
  tally(): Tally;
  /** The summary so far. */
  summary(): SimSummary;
}

/** The seed of game `index` of a simulation with master seed `seed` (a 32-bit mix of both). */
export function gameSeed(seed: number, index: number): number {
  let z = (Math.imul(seed ^ 0x632be5ab, 0x9e3779b1) + index) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Counts one finished (or stopped) game's result. */
export function countResult(tally: Tally, result: GameResult | null, tricks: number): void {
  tally.games++;
  tally.tricks += tricks;
  if (!result || result.reason === 'cap') tally.capped++;
  else if (result.reason === 'cycle') tally.cycles++;
  else {
    tally.finished++;
    bump(tally.byLength, tricks);
    if (result.draw) tally.draws++;
    for (const w of result.winners) tally.wins[w]++;
  }
}

/** Plays one game through the reducer (computers at every decision) and counts it. */
export function playGeneric(options: Options, seed: number, tally: Tally): GameState {
  const s = newGame(options, seed);
  if (s.family === 'war' || s.family === 'tod-und-leben') {
    // War-like states show a war's level directly: a pending war is one level deeper than the steps played.
    let level = 0;
    while (s.result === null && applyInPlace(s, FLIP, null) === null) {
      const now = s.phase === 'war' ? s.depth + 1 : s.depth;
      if (now > level) level = now;
      if (s.phase !== 'war' && s.phase !== 'collect') {
        if (level > 0) bump(tally.byDepth, level - 1);
        level = 0;
      }
    }
    countResult(tally, s.result, s.tricks);
    return s;
  }
  const ev: GameEvent[] = [];
  let level = 0;
  for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
    ev.length = 0;
    if (applyInPlace(s, a, ev) !== null) break;
    for (const e of ev) {
      if (e.type === 'tie' && e.depth > level) level = e.depth;
      else if (e.type === 'stacked/tie') level++;
      else if ((e.type === 'trick' || e.type === 'stacked/decided' || e.type === 'game-end') && level > 0) {
        bump(tally.byDepth, level - 1);
        level = 0;
      }
    }
  }
  const counter = s as unknown as { tricks?: number; round?: number };
  countResult(tally, s.result, counter.tricks ?? counter.round ?? s.moves);
  return s;
}

/** Turns a tally into the summary (elapsed time given by the caller, who owns the clock). */
export function summarize(options: Options, t: Tally, elapsedMs: number): SimSummary {
  const wars = t.byDepth.reduce((a, b) => a + b, 0);
  return {
    variant: options.variant,
    options,
    games: t.games,
    finished: t.finished,
    draws: t.draws,
    cycles: t.cycles,
    capped: t.capped,
    tricks: lengthStats(t.byLength),
    wins: t.wins.slice(),
    wars: { perGame: t.games ? wars / t.games : 0, byDepth: t.byDepth.slice() },
    elapsedMs,
    tricksPerSecond: elapsedMs > 0 ? (t.tricks * 1000) / elapsedMs : 0,
  };
}

/** Reads the simulation's own settings (a plain copy): games at least 1, a seed as `checkSeed` takes, `first` at least 0. */
function checkSimOptions(raw: unknown): Result<SimOptions, OptionError> {
  const copied = plainCopy(raw);
  const o = copied.ok && isPlainObject(copied.value) ? copied.value : null;
  if (!o) return fail({ option: 'simulation', message: 'the simulation settings must be an object { games, seed }', allowed: '{ games, seed, first? }' });
  if (!Number.isInteger(o.games) || (o.games as number) < 1)
    return fail({ option: 'games', message: `games must be a whole number of at least 1 (got ${shown(o.games)})`, allowed: '1 or more' });
  const seed = checkSeed(o.seed);
  if (!seed.ok) return seed;
  if (o.first !== undefined && (!Number.isInteger(o.first) || (o.first as number) < 0))
    return fail({ option: 'first', message: `first must be a whole number from 0 (got ${shown(o.first)})`, allowed: '0 or more' });
  return ok({ games: o.games as number, seed: seed.value, first: o.first as number | undefined, generic: o.generic === true });
}

/** Checks the options and prepares a simulation of `games` seeded games. */
export function startSimulation(input: OptionsInput, sim: SimOptions, clock: () => number = () => 0): Result<Simulation, OptionError> {
  const r = resolveOptions(input);
  if (!r.ok) return r;
  const checked = checkSimOptions(sim);
  if (!checked.ok) return checked;
  const opts = checked.value;
  const options = r.value;
  const fast = !opts.generic && fastWarFits(options);
  const tally = emptyTally(options.players);
  const first = opts.first ?? 0;
  let done = 0;
  let elapsed = 0;
  return ok({
    options,
    total: opts.games,
    get done() {
      return done;
    },
    fast,
    run(maxGames: number): boolean {
      const started = clock();
      const end = Math.min(opts.games, done + maxGames);
      if (fast && options.family === 'war') for (; done < end; done++) playFastWar(options, gameSeed(opts.seed, first + done), tally);
      else for (; done < end; done++) playGeneric(options, gameSeed(opts.seed, first + done), tally);
      elapsed += clock() - started;
      return done >= opts.games;
    },
    tally: () => tally,
    summary: () => summarize(options, tally, elapsed),
  });
}

/** Runs a whole simulation at once. `clock` (e.g. performance.now) measures it; the engine itself reads no clock. */
export function simulate(input: OptionsInput, opts: SimOptions, clock?: () => number): Result<SimSummary, OptionError> {
  const sim = startSimulation(input, opts, clock);
  if (!sim.ok) return sim;
  sim.value.run(opts.games);
  return ok(sim.value.summary());
}
