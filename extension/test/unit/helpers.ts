// Test helpers for the extension's host logic: finished and unfinished games as real engine records.
import assert from 'node:assert/strict';
import {
  applyInPlace,
  autoAction,
  cloneState,
  createGame,
  makeRecord,
  type Action,
  type GameRecord,
  type OptionsInput,
} from '../../../engine/src/index.ts';

/** Plays a game with computers at every decision, up to `limit` actions; returns its record and whether it ended. */
export function playRecord(options: OptionsInput, seed: number, limit = Infinity): { record: GameRecord; over: boolean } {
  const g = createGame(options, seed);
  if (!g.ok) assert.fail(g.error.message);
  const s = cloneState(g.value);
  const actions: Action[] = [];
  for (let a = autoAction(s, true); a !== null && actions.length < limit; a = autoAction(s, true)) {
    assert.equal(applyInPlace(s, a, null), null);
    actions.push(a);
  }
  // A finished game's record carries its final state's hash, as the widget's records do.
  return { record: makeRecord(s.options, seed, actions, s.result !== null ? s : undefined), over: s.result !== null };
}

/** A finished game's record; fails the test if it did not end. */
export function finishedRecord(options: OptionsInput, seed: number): GameRecord {
  const { record, over } = playRecord(options, seed);
  assert.ok(over, 'the game should have ended');
  return record;
}
