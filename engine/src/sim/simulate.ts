// The simulator: many seeded games of any variant, counted into a tally and summarised; the widget, CLI and VS Code share it.
import { Board } from '../core/board.ts';
import { playOut } from '../core/play-out.ts';
import type { GameEvent } from '../events.ts';
import { applyInPlace, autoAction, checkSeed, newGame } from '../game.ts';
import { isPlainObject, plainCopy } from '../plain.ts';
import { shown } from '../shown.ts';
import { resolveOptions, type OptionError, type Options, type OptionsInput, type TodOptions, type WarOptions } from '../options.ts';
import { fail, ok, type Result } from '../result.ts';
import type { GameResult, GameState } from '../state.ts';
import { dealSpace } from './exhaustive.ts';
import { parseGive } from './give.ts';
import { everyDeal, gameSeed, givenDeals, seededDeals, type DealSource } from './sources.ts';
import { lengthStats, type LengthStats } from './summary.ts';
import { bump, emptyTally, type Tally } from './tally.ts';

export { gameSeed } from './sources.ts';

/** How many games, from which master seed; `first` lets workers take a slice (game i always gets the same seed). */
export interface SimOptions {
  games: number;
  seed: number;
  first?: number;
  /** Play every game through the reducer, a step at a time, instead of the core's whole-game loop (tests and the bench). */
  generic?: boolean;
  /** Pieces forced into one seat's deal: "S:RANKS" (at random places in its share) or "S=RANKS" (exactly those). */
  give?: string;
  /** Play every distinct deal of the deck once, game i being the i-th deal (see exhaustive.ts); `games` deals from `first`. */
  exhaustive?: boolean;
  /** Told the index of each game stopped by a cycle (the CLI writes its record). */
  onCycle?: (index: number) => void;
  /** Told each game's own figures as it ends (the CLI's `--per-game` file). Not with `exhaustive` (a deal may stand for two). */
  onGame?: (game: GameFigures) => void;
}

/** One game of a simulation: which, its seed (`play --seed` deals it again), how it ended and how long it took. */
export interface GameFigures {
  index: number;
  seed: number;
  /** Why it ended: a result's reason, `cap` or `cycle`. */
  reason: string;
  winners: number[];
  draw: boolean;
  /** Tricks (a whole war counts one); rounds in the decision games and Tod und Leben's matches count their own way (see `playGeneric`). */
  tricks: number;
  /** Face-up turns: the battle and each war step (0 in the decision games, which have none). */
  turns: number;
  wars: number;
  /** The cycle's length in tricks, 0 when it did not cycle. */
  cycle: number;
  /** Steps of autoplay the game takes: the reducer's actions (flips, and decisions in the decision games), exactly. */
  steps: number;
}

/** The summary a UI or the CLI shows. Trick statistics are over finished games (not cycles or capped ones). */
export interface SimSummary {
  variant: string;
  options: Options;
  games: number;
  /** Games actually played (fewer than `games` when an exhaustive run plays a deal and its mirror once for both). */
  played: number;
  finished: number;
  draws: number;
  cycles: number;
  capped: number;
  /** Game length in tricks (a whole war counts one), over finished games. */
  tricks: LengthStats;
  /** Game length in face-up turns (the battle and each war step count one, as studies count them), over finished games. */
  turns: LengthStats;
  /** Length in tricks of the cycles that stopped games (exact: the repeated position's period). */
  cycleLength: LengthStats;
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
  /** Whether the core's whole-game loop plays these games (every War-family game, unless `generic`). */
  readonly fast: boolean;
  /** Plays up to `maxGames` more games; true when all are done. */
  run(maxGames: number): boolean;
  /** The raw counts so far (mergeable across workers). */
  tally(): Tally;
  /** The summary so far. */
  summary(): SimSummary;
}

/** Counts one finished (or stopped) game's result: its length in tricks and turns, and a cycle's length. */
export function countResult(tally: Tally, result: GameResult | null, tricks: number, turns = 0, cycle = 0): void {
  tally.games++;
  tally.played++;
  tally.tricks += tricks;
  if (!result || result.reason === 'cap') tally.capped++;
  else if (result.reason === 'cycle') {
    tally.cycles++;
    bump(tally.byCycle, cycle);
  } else {
    tally.finished++;
    bump(tally.byLength, tricks);
    bump(tally.byTurns, turns);
    if (result.draw) tally.draws++;
    for (const w of result.winners) tally.wins[w]++;
  }
}

/** Whether the typed-array core plays these options (the War family and Tod und Leben). */
export function coreFits(o: Options): o is WarOptions | TodOptions {
  return o.family === 'war' || o.family === 'tod-und-leben';
}

/** A board's game in autoplay steps: its face-up turns, a pickup per trick, the steps those leave out, new rounds. */
function boardSteps(b: Board): number {
  return b.turns + b.tricks + b.quietSteps + (b.tod ? b.round - 1 : 0);
}

/** The same result seen from the other seat of a two-seat game (a deal's mirror). */
function mirrored(r: GameResult | null): GameResult | null {
  return r && { ...r, winners: r.winners.map((w) => 1 - w), losers: r.losers.map((w) => 1 - w) };
}

const gameWars: number[] = [];

/**
 * Plays game `index` from a deal source on a board with the core's whole-game loop and counts it, twice (the second time
 * as its mirror) when the deal stands for its mirror too. Returns the game's weight (0: skipped).
 */
export function playOnBoard(b: Board, source: DealSource, index: number, tally: Tally): number {
  const weight = source(b, index);
  if (weight === 0) return 0;
  gameWars.length = 0;
  b.wars = gameWars;
  playOut(b);
  countResult(tally, b.result, b.tricks, b.turns, b.cycle);
  if (weight === 2) {
    countResult(tally, mirrored(b.result), b.tricks, b.turns, b.cycle);
    tally.played--;
  }
  for (let d = 0; d < gameWars.length; d++) if (gameWars[d]) bump(tally.byDepth, d, gameWars[d] * weight);
  return weight;
}

/** Plays one game through the reducer, a step at a time (computers at every decision), and counts it. */
export function playGeneric(options: Options, seed: number, tally: Tally, onGame?: (game: Omit<GameFigures, 'index'>) => void): GameState {
  const s = newGame(options, seed);
  const ev: GameEvent[] = [];
  let level = 0;
  let turns = 0;
  let wars = 0;
  let steps = 0;
  for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
    ev.length = 0;
    if (applyInPlace(s, a, ev) !== null) break;
    steps++;
    for (const e of ev) {
      if (e.type === 'battle' || e.type === 'war') turns++;
      if (e.type === 'tie' && e.depth > level) level = e.depth;
      else if (e.type === 'stacked/tie') level++;
      else if ((e.type === 'trick' || e.type === 'stacked/decided' || e.type === 'game-end' || e.type === 'split') && level > 0) {
        bump(tally.byDepth, level - 1);
        wars++;
        level = 0;
      }
    }
  }
  const counter = s as unknown as { tricks?: number; round?: number; cycle?: { lam: number } | null };
  const length = counter.tricks ?? counter.round ?? s.moves;
  const cycle = counter.cycle?.lam ?? 0;
  countResult(tally, s.result, length, turns, cycle);
  onGame?.({ seed, ...figuresOf(s.result, length, turns, wars, cycle, steps) });
  return s;
}

/** A game's figures from its result (null: stopped by the cap). */
function figuresOf(
  result: GameResult | null,
  tricks: number,
  turns: number,
  wars: number,
  cycle: number,
  steps: number,
): Omit<GameFigures, 'index' | 'seed'> {
  return {
    reason: result?.reason ?? 'cap',
    winners: result && result.reason !== 'cycle' && result.reason !== 'cap' ? result.winners.slice() : [],
    draw: result?.draw ?? false,
    tricks,
    turns,
    wars,
    cycle: result?.reason === 'cycle' ? cycle : 0,
    steps,
  };
}

/** Turns a tally into the summary (elapsed time given by the caller, who owns the clock). */
export function summarize(options: Options, t: Tally, elapsedMs: number): SimSummary {
  const wars = t.byDepth.reduce((a, b) => a + b, 0);
  return {
    variant: options.variant,
    options,
    games: t.games,
    played: t.played,
    finished: t.finished,
    draws: t.draws,
    cycles: t.cycles,
    capped: t.capped,
    tricks: lengthStats(t.byLength),
    turns: lengthStats(t.byTurns),
    cycleLength: lengthStats(t.byCycle),
    wins: t.wins.slice(),
    wars: { perGame: t.games ? wars / t.games : 0, byDepth: t.byDepth.slice() },
    elapsedMs,
    tricksPerSecond: elapsedMs > 0 ? (t.tricks * 1000) / elapsedMs : 0,
  };
}

/** Reads the simulation's own settings (a plain copy): games at least 1, a seed as `checkSeed` takes, `first` at least 0. */
export function checkSimOptions(raw: unknown): Result<SimOptions, OptionError> {
  const copied = plainCopy(raw);
  const o = copied.ok && isPlainObject(copied.value) ? copied.value : null;
  if (!o)
    return fail({
      option: 'simulation',
      message: 'the simulation settings must be an object { games, seed }',
      allowed: '{ games, seed, first?, give?, exhaustive? }',
    });
  if (!Number.isInteger(o.games) || (o.games as number) < 1)
    return fail({ option: 'games', message: `games must be a whole number of at least 1 (got ${shown(o.games)})`, allowed: '1 or more' });
  const seed = checkSeed(o.seed);
  if (!seed.ok) return seed;
  if (o.first !== undefined && (!Number.isInteger(o.first) || (o.first as number) < 0))
    return fail({ option: 'first', message: `first must be a whole number from 0 (got ${shown(o.first)})`, allowed: '0 or more' });
  if (o.give !== undefined && typeof o.give !== 'string')
    return fail({ option: 'give', message: `give must be text such as "1:A,A" (got ${shown(o.give)})`, allowed: 'S:RANKS or S=RANKS' });
  if (o.exhaustive !== undefined && typeof o.exhaustive !== 'boolean')
    return fail({
      option: 'exhaustive',
      message: `exhaustive must be true or false (got ${shown(o.exhaustive)})`,
      allowed: 'true or false',
    });
  if (o.onCycle !== undefined && typeof o.onCycle !== 'function')
    return fail({
      option: 'onCycle',
      message: `onCycle must be a function (got ${shown(o.onCycle)})`,
      allowed: 'a function of the game index',
    });
  if (o.onGame !== undefined && typeof o.onGame !== 'function')
    return fail({
      option: 'onGame',
      message: `onGame must be a function (got ${shown(o.onGame)})`,
      allowed: "a function of the game's figures",
    });
  return ok({
    games: o.games as number,
    seed: seed.value,
    first: o.first as number | undefined,
    generic: o.generic === true,
    give: o.give,
    exhaustive: o.exhaustive === true,
    onCycle: o.onCycle as ((index: number) => void) | undefined,
    onGame: o.onGame as ((game: GameFigures) => void) | undefined,
  });
}

/** Checks the options and prepares a simulation of `games` seeded games. */
export function startSimulation(input: OptionsInput, sim: SimOptions, clock: () => number = () => 0): Result<Simulation, OptionError> {
  const r = resolveOptions(input);
  if (!r.ok) return r;
  const checked = checkSimOptions(sim);
  if (!checked.ok) return checked;
  const opts = checked.value;
  const options = r.value;
  const fast = !opts.generic && coreFits(options);
  const board = fast && coreFits(options) ? new Board(options, true) : null;
  const tally = emptyTally(options.players);
  const first = opts.first ?? 0;
  let source: DealSource = seededDeals(opts.seed);
  if (opts.give !== undefined || opts.exhaustive) {
    if (!coreFits(options) || opts.generic)
      return fail({
        option: opts.give !== undefined ? 'give' : 'exhaustive',
        message: `${opts.give !== undefined ? 'give' : 'exhaustive'} is for the War family and Tod und Leben`,
        allowed: 'a War-family variant',
      });
    if (opts.give !== undefined && opts.exhaustive)
      return fail({
        option: 'give',
        message: 'give and exhaustive do not go together: an exhaustive run deals every deal',
        allowed: 'one of them',
      });
    if (opts.give !== undefined) {
      const give = parseGive(opts.give, options);
      if (!give.ok) return give;
      source = givenDeals(opts.seed, give.value);
    } else {
      if (options.family !== 'war')
        return fail({
          option: 'exhaustive',
          message: 'exhaustive deals are for the War family (Tod und Leben deals every round)',
          allowed: 'a War variant',
        });
      const space = dealSpace(options);
      if (!space.ok) return fail({ option: 'exhaustive', message: space.error, allowed: 'a deck small enough, shared equally' });
      if (first + opts.games > space.value.total)
        return fail({
          option: 'games',
          message: `this deck has ${space.value.total} distinct deals; games ${first}..${first + opts.games - 1} run past them`,
          allowed: `at most ${space.value.total - first}`,
        });
      source = everyDeal(opts.seed, space.value);
    }
  }
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
      if (board) {
        for (; done < end; done++) {
          const index = first + done;
          if (playOnBoard(board, source, index, tally) === 0) continue;
          if (board.result?.reason === 'cycle') opts.onCycle?.(index);
          if (opts.onGame) {
            const wars = gameWars.reduce((a, b) => a + (b || 0), 0);
            opts.onGame({
              index,
              seed: gameSeed(opts.seed, index),
              ...figuresOf(board.result, board.tricks, board.turns, wars, board.cycle, boardSteps(board)),
            });
          }
        }
      } else
        for (; done < end; done++) {
          const index = first + done;
          playGeneric(options, gameSeed(opts.seed, index), tally, opts.onGame && ((g) => opts.onGame!({ index, ...g })));
        }
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
