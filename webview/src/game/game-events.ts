// The DOM events of one step of the game: pw-step always, pw-war for a tie, pw-trick for a decided trick, pw-game-end
// with the record at the end.
import type { GameEvent } from '../../../engine/src/on-demand.ts';
import { fire } from './page-events.ts';
import type { GameSession } from './game-session.ts';

/** Fires the events of one step on the element. */
export function fireGameEvents(el: HTMLElement, events: readonly GameEvent[], session: GameSession): void {
  fire(el, 'pw-step', { events: events.slice() });
  for (const e of events) {
    if (e.type === 'tie') fire(el, 'pw-war', { depth: e.depth, seats: e.seats.slice() });
    else if (e.type === 'stacked/tie') fire(el, 'pw-war', { depth: e.window, seats: [0, 1] });
    else if (e.type === 'trick') {
      fire(el, 'pw-trick', {
        trick: session.tricks,
        winner: e.winner,
        piece: session.pieces[e.piece],
        beaten: e.beaten ? { seat: e.beaten.seat, piece: session.pieces[e.beaten.piece] } : null,
        depth: e.depth,
        pot: e.pot,
      });
    } else if (e.type === 'game-end') {
      const r = e.result;
      fire(el, 'pw-game-end', {
        winner: r.winners.length === 1 ? r.winners[0] : -1,
        winners: r.winners.slice(),
        losers: r.losers.slice(),
        draw: r.draw,
        reason: r.reason,
        tricks: session.tricks,
        record: session.record(),
      });
    }
  }
}
