// The public views of a record's positions: the position after the first k actions, for each k of a range, by
// stepping a fresh game through the record's actions once (a picture or a frame of an animation each).
import { applyInPlace, cloneState, createGame, fail, ok, readRecord, viewOf } from '../../../engine/src/on-demand.ts';
import type { GameView, ReplayError, Result } from '../../../engine/src/on-demand.ts';

/**
 * The spectator's view (no seat: nothing secret) after each of the first `from`..`to` actions of `record` (both
 * ends included, 0 being the deal). The range must lie in 0..actions; a record that does not replay says where.
 */
export function recordViews(record: unknown, from: number, to: number): Result<GameView[], ReplayError> {
  const read = readRecord(record);
  if (!read.ok) return read;
  const r = read.value;
  if (!(Number.isInteger(from) && Number.isInteger(to) && 0 <= from && from <= to && to <= r.actions.length))
    return fail({ index: -1, message: `the steps must lie from 0 to ${r.actions.length} (the record's actions), from before to` });
  const created = createGame(r.options, r.seed, r.deal);
  if (!created.ok) return fail({ index: -1, message: created.error.message });
  const s = cloneState(created.value);
  const views: GameView[] = [];
  for (let k = 0; k <= to; k++) {
    if (k >= from) views.push(viewOf(s));
    if (k === to) break;
    const error = applyInPlace(s, r.actions[k], null);
    if (error) return fail({ index: k, message: `action ${k}: ${error.message}` });
  }
  return ok(views);
}
