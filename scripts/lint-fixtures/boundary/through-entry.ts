// The same imports through the engine's public entry: the boundary rule lets them pass
// (scripts/test/lint-boundary.test.ts).
import { createGame, type GameRecord } from '../../../engine/src/index.ts';
export { PRESETS, cellName } from '../../../engine/src/index.ts';

/** Uses the imports so the file lints clean. */
export function throughEntry(record: GameRecord): boolean {
  return createGame(record.options, record.seed).ok;
}
