// The public views of a record's positions: the position after the first k actions, for each k of a range (a picture
// or a frame of an animation each), by stepping a fresh game through the record's actions once (frames.ts).
import { ok, type GameView, type Result } from '../engine/src/on-demand.ts';
import type { ReplayError } from '../engine/src/records.ts';
import { recordFrames } from './frames.ts';

/**
 * The spectator's view (no seat: nothing secret) after each of the first `from`..`to` actions of `record` (both
 * ends included, 0 being the deal). The range must lie in 0..actions; a record that does not replay says where.
 */
export function recordViews(record: unknown, from: number, to: number): Result<GameView[], ReplayError> {
  const frames = recordFrames(record, from, to);
  return frames.ok ? ok(frames.value.map((f) => f.view)) : frames;
}
