// The War family's end-of-game banner: who won, why and after how many tricks (Tod und Leben's with the match score),
// in the table's banner (game/table-frame.ts).
import type { TemplateResult } from 'lit';
import type { GameView } from '../../../engine/src/on-demand.ts';
import { endText, type AnnounceContext } from './announce.ts';
import { endBanner } from '../game/table-frame.ts';
import { format, type WarStrings } from '../i18n/strings.ts';

/** The end-of-game banner: who won, why, after how many tricks, and a New game button. */
export function bannerPart(view: GameView, ctx: AnnounceContext, t: WarStrings, newGame: () => void): TemplateResult {
  const end = endText(view.result!, 'tricks' in view ? view.tricks : 0, ctx);
  // Tod und Leben is a match of rounds: its headline gives the match score too.
  if (view.family === 'tod-und-leben')
    end.headline = `${end.headline} ${format(t.score, { score: view.score.join(t.scoreDash) }, t.locale)}`;
  return endBanner(end, t, newGame);
}
