// A deliberate violation of the widget's boundary (scripts/test/lint-boundary.test.ts lints it as widget code and expects
// the first import refused): the widget takes the engine's on-demand entry, never index.ts, which carries every family.
import { createGame } from '../../../engine/src/index.ts';
import type { GameRecord } from '../../../engine/src/on-demand.ts';

/** Uses the imports so only the boundary is at fault. */
export function widgetTakesIndex(record: GameRecord): boolean {
  return createGame(record.options, record.seed).ok;
}
