// What the live region says after a flip, in words, built from the engine's events: they carry face-up pieces only,
// so an announcement can never name a face-down piece. Also the end-of-game headline and reason.
import type { GameEvent, GameResult, Piece } from '../../engine/src/index.ts';
import { pieceWithArticle, seatName, seatNames } from './naming.ts';
import { format, type WarStrings } from './strings.ts';

/** What announcing needs besides the events: the pieces by id, the strings, and the trick cap for the end text. */
export interface AnnounceContext {
  pieces: readonly Piece[];
  t: WarStrings;
  maxTricks: number;
  /** Seats still holding pieces at the end (for "ended up with every piece"). */
  holders: readonly number[];
}

function scoreText(score: readonly number[]): string {
  return score.join('–');
}

/** The face-up piece `seat` last turned up among these events (-1 if none). */
function lastFaceUp(events: readonly GameEvent[], seat: number): number {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'battle' || e.type === 'war') {
      const shown = e.faceUp.find((s) => s.seat === seat);
      if (shown) return shown.piece;
    }
  }
  return -1;
}

/** The headline and the reason for a finished game: "Seat 1 wins!" and "Seat 1 ended up with every piece. 214 tricks." */
export function endText(result: GameResult, tricks: number, ctx: AnnounceContext): { headline: string; detail: string } {
  const { t } = ctx;
  const headline =
    result.winners.length === 1
      ? format(t.wins, { seat: seatName(result.winners[0], t) })
      : result.winners.length > 1
        ? format(t.winTogether, { seats: seatNames(result.winners, t) })
        : t.draw;
  const who = result.reason === 'all-pieces' ? ctx.holders : result.losers;
  const reason = format(t.endReasons[result.reason] ?? '', { seats: seatNames(who, t), max: ctx.maxTricks });
  return { headline, detail: `${reason} ${format(t.afterTricks, { tricks })}`.trim() };
}

/** The sentences for one flip's events, joined by spaces. Game-end text needs the trick count. */
export function announce(events: readonly GameEvent[], tricks: number, ctx: AnnounceContext): string {
  const { t, pieces } = ctx;
  const out: string[] = [];
  const a = (id: number): string => (id >= 0 && pieces[id] ? pieceWithArticle(pieces[id], t) : '');
  for (const e of events) {
    switch (e.type) {
      case 'war': {
        const down = Math.max(0, ...e.faceDown);
        if (down > 0) out.push(format(t.warStep, { down, depth: e.depth }));
        break;
      }
      case 'trick':
        if (!e.beaten) out.push(format(t.takesUncontested, { seat: seatName(e.winner, t) }));
        else
          out.push(format(e.depth === 0 ? t.trickWon : t.warWon, { seat: seatName(e.winner, t), piece: a(e.piece), other: a(e.beaten.piece), depth: e.depth }));
        break;
      case 'tie':
        out.push(format(e.depth > 1 ? t.tieAgain : t.tie, { seats: seatNames(e.seats, t), piece: a(lastFaceUp(events, e.seats[0])), depth: e.depth }));
        break;
      case 'pickup':
        out.push(format(e.to === 'won' ? t.pickupWon : t.pickup, { seat: seatName(e.seat, t), count: e.count }));
        break;
      case 'out':
        out.push(format(e.why === 'short' ? t.outShort : t.outEmpty, { seat: seatName(e.seat, t) }));
        break;
      case 'split':
        out.push(t.split);
        break;
      case 'round-end':
        out.push(
          e.winner >= 0
            ? format(t.roundWon, { round: e.round, seat: seatName(e.winner, t), won: e.won[e.winner], score: scoreText(e.score) })
            : format(t.roundTied, { round: e.round, score: scoreText(e.score) }),
        );
        break;
      case 'deal':
        out.push(format(t.dealt, { round: e.round }));
        break;
      case 'game-end': {
        const end = endText(e.result, tricks, ctx);
        out.push(end.headline, end.detail);
        break;
      }
      case 'battle':
        break;
    }
  }
  return out.join(' ');
}
