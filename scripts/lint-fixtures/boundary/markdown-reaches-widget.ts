// A deliberate violation of markdown/'s boundary (scripts/test/lint-boundary.test.ts lints it with markdown/'s rule):
// the Markdown code importing the widget's source, statically (lines 4 and 5) and with import() (line 11), where what
// it shares with the widget from picture/ (line 6) and the engine's entry (line 7) pass.
import type { WarStrings } from '../../../webview/src/i18n/strings.ts';
import { seatName } from '../../../webview/src/i18n/naming.ts';
import { RECORD_PARAM } from '../../../picture/embed-code.ts';
import type { GameView } from '../../../engine/src/index.ts';

/** Uses the imports so only the boundary is at fault. */
export async function markdownReachesWidget(view: GameView, strings: WarStrings): Promise<unknown[]> {
  return [view, strings, seatName, RECORD_PARAM, await import('../../../webview/src/game/settings.ts')];
}
