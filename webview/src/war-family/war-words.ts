// What the War family and Tod und Leben say: the context their sentences need (announce.ts), one step in words for the
// live region (every step by hand; during autoplay the standings, wars, seats out and the end), and the status line
// under the table (the last result in words, kept while a pot goes by itself).
import type { GameEvent, GameView, WarView } from '../../../engine/src/on-demand.ts';
import { announce, standings, type AnnounceContext } from './announce.ts';
import type { GameSession } from '../game/game-session.ts';
import { leadPhrase, warPhrase } from './phrases.ts';
import type { WarStrings } from '../i18n/strings.ts';
import { gameTitle } from '../game/table-frame.ts';

/** Whether a view is of the War family or Tod und Leben. */
export function isWarView(view: GameView): view is WarView {
  return view.family === 'war' || view.family === 'tod-und-leben';
}

/** What the War family's sentences need of the game on the table. */
export function announceContext(session: GameSession, view: GameView, t: WarStrings): AnnounceContext {
  const o = session.options as { maxTricks?: number; objective?: string };
  const holders = isWarView(view) ? view.seats.filter((s) => !s.out && s.count > 0).map((s) => s.seat) : [];
  return {
    pieces: session.pieces,
    t,
    maxTricks: o.maxTricks ?? 0,
    holders,
    mergePickup: true,
    keeps: view.family === 'tod-und-leben',
    seats: session.options.seats,
    game: gameTitle(view, t),
    inverted: o.objective === 'avoid-all',
  };
}

/** One step (or a whole trick) in words. */
export function warAnnouncement(events: readonly GameEvent[], session: GameSession, t: WarStrings): string {
  const view = session.view();
  return announce(events, 'tricks' in view ? view.tricks : 0, announceContext(session, view, t));
}

/** A step in words twice: the live region's sentences, and narration's short phrase (phrases.ts). */
export interface StepWords {
  text: string;
  phrase: string;
}

/** One step (or a whole trick) in sentences and as a phrase. */
export function warWords(events: readonly GameEvent[], session: GameSession, t: WarStrings): StepWords {
  const view = session.view();
  const tricks = 'tricks' in view ? view.tricks : 0;
  const ctx = announceContext(session, view, t);
  return { text: announce(events, tricks, ctx), phrase: warPhrase(events, tricks, ctx) };
}

/** During autoplay a plain trick is said as the standings (spoken: who leads); wars, seats out, round ends and the end in full. */
export function autoplayWords(events: readonly GameEvent[], session: GameSession, view: WarView, t: WarStrings): StepWords {
  const plain = !events.some((e) => e.type === 'tie' || e.type === 'out' || e.type === 'round-end' || e.type === 'game-end');
  if (plain) return { text: standings(view.tricks, view.seats, t), phrase: leadPhrase(view.seats, t) };
  return warWords(events, session, t);
}

/** The status line's message: the last result in words; it stays while a pot goes by itself (which says nothing new). */
export class StatusMessage {
  private of: readonly GameEvent[] | null = null;
  private text = '';

  /** The message for the last step's `events` (a game opened from a record: its last step's, as when it was played). */
  read(view: GameView, session: GameSession, events: readonly GameEvent[], ctx: AnnounceContext, t: WarStrings): string {
    if (view.result) return '';
    const shown = events.length > 0 ? events : session.resumed;
    if (this.of !== shown) {
      this.of = shown;
      const said = shown.length > 0 ? announce(shown, 'tricks' in view ? view.tricks : 0, ctx) : '';
      if (said || shown.length === 0) this.text = said;
    }
    return this.text || (session.actions.length === 0 ? t.ready : '');
  }
}
