// The game's one reducer: create a game from options and a seed, and step it with actions, purely.
import { deal, type Deal } from './deal.ts';
import type { GameEvent } from './events.ts';
import { resolveOptions, type Options, type OptionError, type OptionsInput } from './options.ts';
import { fail, ok, type Result } from './result.ts';
import { MAX_SEED, seedRng } from './rng.ts';
import { rulesOf } from './rules.ts';
import { prepareDeal, type PreparedDeal } from './setup.ts';
import { cloneState, type GameState } from './state.ts';
import { flipTod } from './tod.ts';
import type { Sink } from './trick.ts';
import { flipWar } from './war.ts';

/** A move. Games without decisions have one: flip, which plays the next part of the trick. */
export type Action = { type: 'flip' };

/** Why an action was refused. The state is left as it was. */
export interface ActionError {
  code: 'game-over' | 'illegal';
  message: string;
}

/** A step's outcome: the new state and what happened. */
export interface Stepped {
  state: GameState;
  events: GameEvent[];
}

/** Checks a seed: a whole number from 0 to 2^32 - 1. */
export function checkSeed(seed: unknown): Result<number, OptionError> {
  const n = typeof seed === 'string' && /^\s*\d+\s*$/.test(seed) ? Number(seed) : seed;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_SEED) return ok(n);
  return fail({ option: 'seed', message: `seed must be a whole number from 0 to ${MAX_SEED} (got ${JSON.stringify(seed)})`, allowed: `0 to ${MAX_SEED}` });
}

/** Starts a game from resolved options: shuffles and deals with the seed's random stream, or uses a checked prepared deal. */
export function newGame(options: Options, seed: number, prepared?: Deal): GameState {
  const rng = seedRng(seed);
  const { pieces } = rulesOf(options);
  const d = prepared ?? deal(options, pieces, rng);
  const n = options.players;
  const deterministic = options.family === 'war' && options.pickup !== 'shuffled';
  return {
    format: 'piecepack-war/state',
    version: 1,
    options,
    seed,
    rng,
    phase: 'battle',
    stacks: d.stacks,
    won: Array.from({ length: n }, () => []),
    aside: d.aside,
    table: [],
    out: Array.from({ length: n }, () => false),
    trickWinner: -1,
    depth: 0,
    tricks: 0,
    round: 1,
    score: Array.from({ length: n }, () => 0),
    cycle: deterministic ? { saved: d.stacks.map((a) => a.slice()), power: 1, lam: 0 } : null,
    result: null,
  };
}

/** Validates options, seed and an optional prepared deal (stacks by piece name, see setup.ts), then starts a game. */
export function createGame(input: OptionsInput, seed: unknown, prepared?: PreparedDeal): Result<GameState, OptionError> {
  const options = resolveOptions(input);
  if (!options.ok) return options;
  const s = checkSeed(seed);
  if (!s.ok) return s;
  if (prepared === undefined) return ok(newGame(options.value, s.value));
  const o = options.value;
  const d = prepareDeal(rulesOf(o).pieces, o.packs, o.players, prepared);
  if (!d.ok) return fail({ option: 'deal', message: d.error, allowed: 'one list of piece names per player' });
  return ok(newGame(o, s.value, d.value));
}

/** The actions allowed now. */
export function legalActions(state: GameState): Action[] {
  return state.phase === 'over' ? [] : [{ type: 'flip' }];
}

/**
 * Applies an action to `state` in place (the simulator's path: no copy, events only when `ev` is given).
 * Returns an error, leaving the state untouched, when the action is not allowed.
 */
export function applyInPlace(state: GameState, action: Action, ev: Sink): ActionError | null {
  if (state.phase === 'over') return { code: 'game-over', message: 'the game is over' };
  if (!action || typeof action !== 'object' || action.type !== 'flip')
    return { code: 'illegal', message: `unknown action ${JSON.stringify(action)}; the game expects {"type":"flip"}` };
  const rules = rulesOf(state.options);
  if (state.options.family === 'tod-und-leben') flipTod(state, rules, ev);
  else flipWar(state, rules, ev);
  return null;
}

/** The reducer: a new state and the events of one action; the input state is never changed. */
export function step(state: GameState, action: Action): Result<Stepped, ActionError> {
  const next = cloneState(state);
  const events: GameEvent[] = [];
  const error = applyInPlace(next, action, events);
  return error ? fail(error) : ok({ state: next, events });
}

/** Plays flips until the game is over (the state is copied once, then advanced in place). */
export function playOut(state: GameState): GameState {
  const s = cloneState(state);
  const flip: Action = { type: 'flip' };
  while (s.phase !== 'over') applyInPlace(s, flip, null);
  return s;
}
