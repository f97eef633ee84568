// Opening a game record in the widget: the record replayed by the engine's records entry into a game ready to play on
// (a record the page gives, a walk-through, a game link, a game the widget's memory kept). Loaded with import() the
// first time a record opens (its own file: piecepack-war-records.js), so a page that only deals games never carries
// the engine's record reading and replay.
import { step, type GameEvent, type GameRecord } from '../../../engine/src/on-demand.ts';
import { readRecord, replay } from '../../../engine/src/records.ts';
import { GameSession, type WidgetError } from './game-session.ts';

/** Fetching a record from `record-src` comes in the same file. */
export { fetchRecord } from './record-loader.ts';

/** Opens a game record (the engine replays its actions), ready to play on from where it ends; else why not. */
export function openRecord(record: unknown): { ok: true; session: GameSession } | { ok: false; error: WidgetError } {
  const replayed = replay(record);
  if (!replayed.ok) {
    const where = replayed.error.index >= 0 ? ` (action ${replayed.error.index})` : '';
    return {
      ok: false,
      error: {
        option: 'record',
        message: `the record cannot be replayed${where}: ${replayed.error.message}`,
        allowed: 'a piecepack-war game record',
        code: 'record',
      },
    };
  }
  // The engine's one record check (a text seed read as its number), so the record this game keeps is the one counted.
  const read = readRecord(record);
  const r = read.ok ? read.value : (record as GameRecord);
  return { ok: true, session: GameSession.opened(replayed.value, r, lastStepEvents(r)) };
}

/** Why `record` does not replay (the engine's message), or null when it does. */
export function replayError(record: unknown): string | null {
  const replayed = replay(record);
  return replayed.ok ? null : replayed.error.message;
}

/** The events the last action of a (valid) record produced: the record without it replayed, then that action stepped. */
function lastStepEvents(r: GameRecord): GameEvent[] {
  if (r.actions.length === 0) return [];
  const before = replay({ ...r, actions: r.actions.slice(0, -1), final: undefined });
  if (!before.ok) return [];
  const last = step(before.value, r.actions[r.actions.length - 1]);
  return last.ok ? last.value.events : [];
}
