// The simulator: many seeded games of any variant, counted into a tally and summarised; the widget, CLI and VS Code share it.
import { FLIP } from '../actions.ts';
import { Board } from '../core/board.ts';
import { startGame } from '../core/deal.ts';
import { playOut } from '../core/play.ts';
import type { GameEvent } from '../events.ts';
import { applyInPlace, autoAction, newGame } from '../game.ts';
import { resolveOptions, type OptionError, type Options, type OptionsInput, type TodOptions, type WarOptions } from '../options.ts';
import { fail, ok, type Result } from '../result.ts';
import type { GameResult, GameState } from '../state.ts';
import { lengthStats, type LengthStats } from './summary.ts';
import { bump, emptyTally, type Tally } from './tally.ts';

/** How many games, from which master seed; `first` lets workers take a slice (game i always gets the same seed). */
export interface SimOptions {
  games: number;
  seed: number;
  first?: number;
  /** Play every game through the reducer, a step at a time, instead of the core's whole-game loop (tests and the bench). */
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

/** The seed of game `index` of a simulation with master seed `seed` (a 32-bit mix of both). */
export function gameSeed(seed: number, index: number): number {
  let z = (Math.imul(seed ^ 0x632be5ab, 0x9e3779b1) + index) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Counts one finished (or stopped) game's result: its length in tricks and turns, and a cycle's length. */
export function countResult(tally: Tally, result: GameResult | null, tricks: number, turns = 0, cycle = 0): void {
  tally.games++;
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

/** Plays one War-family game on a board with the core's whole-game loop, and counts it (wars by depth included). */
export function playOnBoard(b: Board, seed: number, tally: Tally): void {
  startGame(b, seed);
  b.wars = tally.byDepth;
  playOut(b);
  countResult(tally, b.result, b.tricks, b.turns, b.cycle);
}

/** Plays one game through the reducer, a step at a time (computers at every decision), and counts it. */
export function playGeneric(options: Options, seed: number, tally: Tally): GameState {
  const s = newGame(options, seed);
  const ev: GameEvent[] = [];
  let level = 0;
  let turns = 0;
  for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
    ev.length = 0;
    if (applyInPlace(s, a, ev) !== null) break;
    for (const e of ev) {
      if (e.type === 'battle' || e.type === 'war') turns++;
      if (e.type === 'tie' && e.depth > level) level = e.depth;
      else if (e.type === 'stacked/tie') level++;
      else if ((e.type === 'trick' || e.type === 'stacked/decided' || e.type === 'game-end' || e.type === 'split') && level > 0) {
        bump(tally.byDepth, level - 1);
        level = 0;
      }
    }
  }
  const counter = s as unknown as { tricks?: number; round?: number; cycle?: { lam: number } | null };
  countResult(tally, s.result, counter.tricks ?? counter.round ?? s.moves, turns, counter.cycle?.lam ?? 0);
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
    turns: lengthStats(t.byTurns),
    cycleLength: lengthStats(t.byCycle),
    wins: t.wins.slice(),
    wars: { perGame: t.games ? wars / t.games : 0, byDepth: t.byDepth.slice() },
    elapsedMs,
    tricksPerSecond: elapsedMs > 0 ? (t.tricks * 1000) / elapsedMs : 0,
  };
}

/** Checks the options and prepares a simulation of `games` seeded games. */
export function startSimulation(input: OptionsInput, opts: SimOptions, clock: () => number = () => 0): Result<Simulation, OptionError> {
  const r = resolveOptions(input);
  if (!r.ok) return r;
  if (!Number.isInteger(opts.games) || opts.games < 1)
    return fail({ option: 'games', message: `games must be a whole number of at least 1 (got ${String(opts.games)})`, allowed: '1 or more' });
  const options = r.value;
  const fast = !opts.generic && coreFits(options);
  const board = fast && coreFits(options) ? new Board(options, true) : null;
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
      if (board) for (; done < end; done++) playOnBoard(board, gameSeed(opts.seed, first + done), tally);
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
