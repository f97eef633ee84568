// A deliberate violation of the engine boundary (scripts/test/lint-boundary.test.ts lints it and expects each line
// below to be refused): code outside engine/ reaching past engine/src/index.ts.
import { createGame } from '../../../engine/src/game.ts';
import type { GameRecord } from '../../../engine/src/record.ts';
export { PRESETS } from '../../../engine/src/presets.ts';
export * from '../../../engine/src/stacked/tiles.ts';

/** Uses the imports so only the boundary is at fault. */
export function reachesIn(record: GameRecord): boolean {
  return createGame(record.options, record.seed).ok;
}
