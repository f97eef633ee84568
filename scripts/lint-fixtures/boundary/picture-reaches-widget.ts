// A deliberate violation of picture/'s boundary (scripts/test/lint-boundary.test.ts lints it with picture/'s rule): the
// DOM-free pictures importing the widget, statically (lines 4 and 5) and with import() (line 10), where the engine's
// on-demand entry (line 6) passes.
import type { WarStrings } from '../../../webview/src/i18n/strings.ts';
import { seatName } from '../../../webview/src/i18n/naming.ts';
import type { GameView } from '../../../engine/src/on-demand.ts';

/** Uses the imports so only the boundary is at fault. */
export async function pictureReachesWidget(view: GameView, strings: WarStrings): Promise<unknown[]> {
  return [view, seatName, strings, await import('../../../webview/src/game/settings.ts')];
}
