// Turns a finished game's record into what the statistics count, by replaying it with the engine: the host never
// trusts a summary from the webview, only a record that replays to a finished game whose state matches the record's
// own `final` hash. Pure: no vscode.
import {
  applyInPlace,
  createGame,
  progressOf,
  type GameEvent,
  OPTION_SPECS,
  resolveOptions,
  type Options,
  stateHash,
  type GameRecord,
  type GameState,
} from '../../engine/src/index.ts';
import { fingerprintKey, type ConfigValue, type PlayMode } from './stats-schema.ts';

/** One finished game as the statistics see it. */
export interface GameTally {
  variant: string;
  /** The rule options that differ from the variant's own (configOf). */
  config: Record<string, ConfigValue>;
  /** The player's own game, or one Auto-play played. */
  mode: PlayMode;
  /** How the first human seat did; `watched` when no seat is human. */
  outcome: 'win' | 'loss' | 'draw' | 'watched';
  /** Length in the variant's unit: tricks (a whole war counts one), or rounds in Stacked Deck War. */
  length: number;
  /** Wars started (ties for the top piece; in Stacked Deck War, rounds that went to a war). */
  wars: number;
  /** Deepest war: 1 for a single war, 2 for a war inside a war, ... (0 when none). */
  deepestWar: number;
  /** Identifies the game (seed, length and final state), so the same game is never counted twice. */
  fingerprint: string;
}

/** A game's length in its family's own terms (tricks for the deck games, rounds for Stacked Deck War). */
function lengthOf(s: GameState): number {
  return progressOf(s).count;
}

/** Seats as a game without a seats option deals them: the first a person, the rest the computer. */
const defaultSeats = (players: number): string[] => Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));

/**
 * The configuration of a game: each rule option whose value differs from the variant's own (seats only when they are
 * not the usual "you against the computers" for that many players). Equal games give equal configurations.
 */
export function configOf(options: Options): Record<string, ConfigValue> {
  const base = resolveOptions({ variant: options.variant });
  const own = (base.ok ? base.value : {}) as unknown as Record<string, unknown>;
  const given = options as unknown as Record<string, unknown>;
  const config: Record<string, ConfigValue> = {};
  for (const spec of OPTION_SPECS) {
    const name = spec.name;
    if (name === 'variant' || !(name in given)) continue;
    const value = given[name] as ConfigValue;
    if (JSON.stringify(value) === JSON.stringify(own[name])) continue;
    if (name === 'seats' && JSON.stringify(value) === JSON.stringify(defaultSeats(options.players))) continue;
    config[name] = Array.isArray(value) ? value.slice() : value;
  }
  return config;
}

/** Replays a record and tallies it; an error in words when it does not replay, is not over, or its final hash is off. */
export function tallyRecord(record: GameRecord, mode: PlayMode = 'own'): { ok: true; value: GameTally } | { ok: false; reason: string } {
  const created = createGame(record.options ?? {}, record.seed, record.deal);
  if (!created.ok) return { ok: false, reason: `the record's options do not start a game: ${created.error.message}` };
  const s = created.value;
  const events: GameEvent[] = [];
  let wars = 0;
  let deepestWar = 0;
  let level = 0; // Stacked Deck War: ties in the round so far
  for (let i = 0; i < record.actions.length; i++) {
    events.length = 0;
    const error = applyInPlace(s, record.actions[i], events);
    if (error) return { ok: false, reason: `action ${i} does not replay: ${error.message}` };
    for (const e of events) {
      if (e.type === 'tie') {
        if (e.depth === 1) wars++;
        if (e.depth > deepestWar) deepestWar = e.depth;
      } else if (e.type === 'stacked/tie') {
        // A tied round goes to war (a wartile each); another tie in the same round is a war inside it.
        level++;
        if (level === 1) wars++;
        if (level > deepestWar) deepestWar = level;
      } else if (e.type === 'stacked/decided') level = 0;
    }
  }
  if (s.result === null) return { ok: false, reason: 'the record stops before the game is over' };
  const hash = stateHash(s);
  if (record.final === undefined)
    return { ok: false, reason: 'the record of a finished game has no final hash to check its replay against' };
  if (record.final !== hash)
    return { ok: false, reason: `the record's final hash ${String(record.final).slice(0, 16)} does not match its replay (${hash})` };
  const human = s.options.seats.indexOf('human');
  const result = s.result;
  const outcome = human < 0 ? 'watched' : result.draw ? 'draw' : result.winners.includes(human) ? 'win' : 'loss';
  const length = lengthOf(s);
  return {
    ok: true,
    value: {
      variant: s.options.variant,
      config: configOf(s.options),
      mode,
      outcome,
      length,
      wars,
      deepestWar,
      fingerprint: fingerprintKey(`${record.seed}:${record.actions.length}:${hash}`),
    },
  };
}
