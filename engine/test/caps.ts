// Caps for the tests' game loops: every loop that plays a game until it is over counts its actions and watches the
// clock, so a rule slip that never ends a game fails at once with the game's seed and options instead of hanging.
import { applyInPlace, autoAction, cloneState, type GameState } from '../src/index.ts';

/** How far a test lets one game run. */
export interface GameLimits {
  /** Actions (flips and decisions) before the loop gives up. */
  actions: number;
  /** Milliseconds before the loop gives up. */
  ms: number;
}

/** Enough for the longest games the tests play (Spivey's deal in war-rules.test.ts ends, a cycle, after 129,312 flips). */
export const GAME_LIMITS: GameLimits = { actions: 2_000_000, ms: 30_000 };

/** How often (in actions) the clock is read: often enough to stop within milliseconds, rarely enough to cost nothing. */
const CLOCK_EVERY = 1024;

/** Names a game in a cap's message: its seed and its options. */
export function gameName(seed: unknown, options: unknown): string {
  return `seed ${String(seed)}, options ${JSON.stringify(options)}`;
}

/**
 * A counter for one game's loop: call the returned function once per action. Past the action cap or the time cap it
 * throws an error naming `what` (say, `gameName(seed, options)`), how many actions were played and how long it ran.
 */
export function gameCap(what: string, limits: Partial<GameLimits> = {}): () => void {
  const { actions, ms } = { ...GAME_LIMITS, ...limits };
  const start = Date.now();
  let n = 0;
  return () => {
    n++;
    const late = n % CLOCK_EVERY === 0 && Date.now() - start > ms;
    if (n > actions || late)
      throw new Error(`the game did not end (${what}): ${n} actions in ${Date.now() - start} ms, cap ${actions} actions or ${ms} ms`);
  };
}

/**
 * Plays a game to its end like the engine's `playOut` (every seat, humans too, by the computer), on a copy, within the
 * caps; the error names the game by `what`, or by its seed and options.
 */
export function playOutCapped(state: GameState, what?: string, limits: Partial<GameLimits> = {}): GameState {
  const s = cloneState(state);
  const tick = gameCap(what ?? gameName(state.seed, state.options), limits);
  for (let a = autoAction(s, true); a !== null && applyInPlace(s, a, null) === null; a = autoAction(s, true)) tick();
  return s;
}
