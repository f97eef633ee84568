// The game's one reducer and its public face: create a game from options and a seed, then step it with actions, purely.
import { FLIP, type Action, type ActionError, type Decider, type Pending } from './actions.ts';
import type { GameEvent, Sink } from './events.ts';
import type { ComputerLevel, FamilyRules, ProgressUnit } from './family.ts';
import type { Piece } from './pieces.ts';
import { PRESETS, type Family, type VariantName } from './presets.ts';
import { resolveOptions, type Options, type OptionError, type OptionsInput, type Seat } from './options.ts';
import { fail, ok, type Result } from './result.ts';
import { MAX_SEED, seedRng, type RngState } from './rng.ts';
import type { PreparedDeal } from './setup.ts';
import type { GameState } from './state.ts';
import { viewerSeat, type GameView } from './view.ts';
import { plainCopy } from './plain.ts';
import { FAMILY_FACTS, familyRules, registerFamily } from './families.ts';
import { WAR_RULES } from './war-game.ts';
import { shown } from './shown.ts';

// The War family is always here; Tod und Leben's rules and the decision games' are registered by the engine's entry
// (index.ts), or loaded on demand (`loadFamily`, families.ts).
registerFamily('war', WAR_RULES);

/** The rules of a family, or an error naming the family when they have not loaded. */
function rulesOfFamily(family: Family): FamilyRules<GameState> {
  const rules = familyRules(family);
  if (!rules) throw new Error(`${FAMILY_FACTS[family].title}'s rules have not loaded (loadFamily('${family}') brings them)`);
  return rules;
}

/** The rules of a state's family. */
function rulesFor(state: GameState): FamilyRules<GameState> {
  return rulesOfFamily(state.family);
}

/** A step's outcome: the new state and what happened. */
export interface Stepped {
  state: GameState;
  events: GameEvent[];
}

/** Checks a seed: a whole number from 0 to 2^32 - 1 (a string of digits is read as one). */
export function checkSeed(seed: unknown): Result<number, OptionError> {
  const n = typeof seed === 'string' && /^\s*\d+\s*$/.test(seed) ? Number(seed) : seed;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_SEED) return ok(n);
  return fail({
    option: 'seed',
    message: `seed must be a whole number from 0 to ${MAX_SEED} (got ${shown(seed)})`,
    allowed: `0 to ${MAX_SEED}`,
    code: 'seed',
    values: { got: shown(seed) },
  });
}

/** Starts a game from resolved options and a checked seed (the deal comes from the seed's random stream). */
export function newGame(options: Options, seed: number): GameState {
  const r = rulesOfFamily(options.family).create(options, seed);
  if (!r.ok) throw new Error(r.error); // cannot happen without a prepared deal
  return r.value;
}

/** Validates options, seed and an optional prepared deal (stacks by piece name, see setup.ts), then starts a game. */
export function createGame(input: OptionsInput, seed: unknown, prepared?: PreparedDeal): Result<GameState, OptionError> {
  const options = resolveOptions(input);
  if (!options.ok) return options;
  const s = checkSeed(seed);
  if (!s.ok) return s;
  const family = options.value.family;
  const rules = familyRules(family);
  if (!rules)
    return fail({
      option: 'variant',
      message: `${FAMILY_FACTS[family].title}'s rules have not loaded yet`,
      allowed: `loadFamily('${family}') first`,
      code: 'family-not-loaded',
    });
  const deal = prepared === undefined ? ok(undefined) : plainCopy(prepared);
  const r = deal.ok
    ? rules.create(options.value, s.value, deal.value as PreparedDeal | undefined)
    : fail(`the deal cannot be read: ${deal.error}`);
  return r.ok ? r : fail({ option: 'deal', message: r.error, allowed: 'one list of piece names per player' });
}

/** How far a game has come, in its family's unit: tricks played (a whole war is one), or rounds in Stacked Deck War. */
export function progressOf(state: GameState): { count: number; unit: ProgressUnit } {
  return { count: rulesFor(state).progress(state), unit: FAMILY_FACTS[state.family].unit };
}

/** What a variant's games are counted in: tricks, or rounds (Stacked Deck War). */
export function progressUnitOf(variant: VariantName): ProgressUnit {
  return FAMILY_FACTS[PRESETS[variant].family].unit;
}

/** Every piece of a game by id: what names the pieces its events and views carry. */
export function piecesOf(state: GameState): readonly Piece[] {
  return rulesFor(state).pieces(state);
}

/** What the game waits for: who acts, on what, and the legal actions (null once the game is over). */
export function pending(state: GameState): Pending | null {
  return rulesFor(state).pending(state);
}

/**
 * Applies an action to `state` in place: the simulator's path (no copy; events only when `ev` is given).
 * Returns an error, leaving the state untouched, when the action is not allowed.
 */
export function applyInPlace(state: GameState, action: Action, ev: Sink): ActionError | null {
  // An outside action is read once, as a plain copy, so it cannot throw or change between the check and the move.
  const copied = action === FLIP ? ok(action) : plainCopy(action);
  if (!copied.ok) return { code: 'illegal', message: `the action cannot be read: ${copied.error}` };
  const error = rulesFor(state).apply(state, copied.value as Action, ev);
  if (error === null) state.moves++;
  return error;
}

/** A deep copy of any state. */
export function cloneState(state: GameState): GameState {
  return rulesFor(state).clone(state);
}

/** The reducer: a new state and the events of one action; the input state is never changed. */
export function step(state: GameState, action: Action): Result<Stepped, ActionError> {
  const next = cloneState(state);
  const events: GameEvent[] = [];
  const error = applyInPlace(next, action, events);
  return error ? fail(error) : ok({ state: next, events });
}

/**
 * What a seat may see of a game (null: a spectator). Never includes a face-down piece or another seat's secrets.
 * Anything that is not a seat index of this game (32, -1, 1.5, NaN, "0") is a spectator.
 */
export function viewOf(state: GameState, seat: number | null = null): GameView {
  return rulesFor(state).view(state, viewerSeat(seat, state.options.players));
}

/** A computer player's stream for one decision: seeded from the game's seed, the move number and the seat, never the game's own stream. */
export function computerRng(state: GameState, seat: number): RngState {
  return seedRng((Math.imul(state.seed ^ 0x5bd1e995, 31) + Math.imul(state.moves + 1, 0x9e3779b1) + seat * 0x85ebca6b) >>> 0);
}

/** Who must act now (-1: anyone may flip) and on what, or null once the game is over; lists no actions. */
function actor(state: GameState): Decider | null {
  const rules = rulesFor(state);
  return rules.decider ? rules.decider(state) : rules.pending(state);
}

/** What the computer player in `seat` does now (the seat must be the one `pending` names, or -1 for a flip). */
export function computerAction(state: GameState, seat: number, level?: ComputerLevel): Action {
  const p = actor(state);
  if (!p || p.seat === -1) return FLIP;
  if (viewerSeat(seat, state.options.players) === null) seat = p.seat;
  return rulesFor(state).computer(state, seat, level ?? computerOf(state.options.seats[seat]), computerRng(state, seat));
}

/**
 * The next action when no human has to act: a flip when anyone may flip, a computer seat's decision when one is due,
 * null when a human seat must decide (or the game is over). `humansToo` lets computers play the human seats (simulation).
 */
export function autoAction(state: GameState, humansToo = false): Action | null {
  const p = actor(state);
  if (!p) return null;
  if (p.seat === -1) return FLIP;
  const kind = state.options.seats[p.seat];
  if (kind === 'human' && !humansToo) return null;
  return computerAction(state, p.seat, computerOf(kind));
}

/** How a seat's computer plays: its own level, or the strong player for a human seat played by the computer. */
function computerOf(seat: Seat): ComputerLevel {
  return seat === 'human' ? 'computer' : seat;
}

/** Plays a game to its end with computers at every decision (copied once, then advanced in place). */
export function playOut(state: GameState): GameState {
  const s = cloneState(state);
  for (let a = autoAction(s, true); a !== null && applyInPlace(s, a, null) === null; a = autoAction(s, true));
  return s;
}
