// What the live region says after a flip, in words, built from the engine's events: they carry face-up pieces only,
// so an announcement can never name a face-down piece. Also the end-of-game headline and reason.
import type { GameEvent, GameResult, Piece, Seat } from '../../../engine/src/on-demand.ts';
import { pieceBeaten, pieceWithArticle, seatName, seatNames } from '../i18n/naming.ts';
import { format, joinNames, type WarStrings } from '../i18n/strings.ts';

/** What announcing needs besides the events: the pieces by id, the strings, and the trick cap for the end text. */
export interface AnnounceContext {
  pieces: readonly Piece[];
  t: WarStrings;
  maxTricks: number;
  /** Seats still holding pieces at the end (for "ended up with every piece"). */
  holders: readonly number[];
  /**
   * One message per trick: the trick's sentence says what the winner takes (`keeps`: into its won pile, Tod und
   * Leben), and the pickup says nothing more. Without it, the pickup has a sentence of its own.
   */
  mergePickup?: boolean;
  keeps?: boolean;
  /** Who plays each seat: with one person against computers the end is said from the person's side ("You win!"). */
  seats?: readonly Seat[];
  /** The game's title and whether collecting everything loses in it (Russian, P'yanitsa), for the end's "why". */
  game?: string;
  inverted?: boolean;
}

function scoreText(score: readonly number[], t: WarStrings): string {
  return score.join(t.scoreDash);
}

/** The one seat a person plays among computers, or -1 (nobody, or several people: hotseat). */
export function personSeat(seats: readonly Seat[] | undefined): number {
  if (!seats) return -1;
  const people = seats.flatMap((k, i) => (k === 'human' ? [i] : []));
  return people.length === 1 ? people[0] : -1;
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
  const person = personSeat(ctx.seats);
  const computers = (ctx.seats ?? []).filter((k) => k !== 'human').length;
  let headline: string;
  if (result.winners.length === 1) {
    const winner = result.winners[0];
    headline =
      person >= 0 && winner === person
        ? t.youWin
        : person >= 0 && computers === 1
          ? t.computerWins
          : format(t.wins, { seat: seatName(winner, t) }, t.locale);
  } else headline = result.winners.length > 1 ? format(t.winTogether, { seats: seatNames(result.winners, t) }, t.locale) : t.draw;
  const who = result.reason === 'all-pieces' ? ctx.holders : result.losers;
  // Where collecting everything loses, say so: a reader expects the opposite.
  const template = result.reason === 'all-pieces' && ctx.inverted ? t.endInverted : (t.endReasons[result.reason] ?? '');
  const reason = format(template, { seats: seatNames(who, t), max: ctx.maxTricks, game: ctx.game ?? '' }, t.locale);
  return { headline, detail: `${reason} ${format(t.afterTricks, { tricks }, t.locale)}`.trim() };
}

/** The sentences for one flip's events, joined by spaces. Game-end text needs the trick count. */
export function announce(events: readonly GameEvent[], tricks: number, ctx: AnnounceContext): string {
  const { t, pieces } = ctx;
  const out: string[] = [];
  const a = (id: number): string => (id >= 0 && pieces[id] ? pieceWithArticle(pieces[id], t) : '');
  const beaten = (id: number): string => (id >= 0 && pieces[id] ? pieceBeaten(pieces[id], t) : '');
  for (const e of events) {
    switch (e.type) {
      case 'war': {
        const down = Math.max(0, ...e.faceDown);
        if (down > 0) out.push(format(t.warStep, { down, depth: e.depth }, t.locale));
        break;
      }
      case 'trick': {
        if (!e.beaten) {
          out.push(format(t.takesUncontested, { seat: seatName(e.winner, t) }, t.locale));
          break;
        }
        const merged = ctx.mergePickup ? (ctx.keeps ? [t.trickKeeps, t.warKeeps] : [t.trickTakes, t.warTakes]) : [t.trickWon, t.warWon];
        out.push(
          format(
            e.depth === 0 ? merged[0] : merged[1],
            { seat: seatName(e.winner, t), piece: a(e.piece), other: beaten(e.beaten.piece), depth: e.depth, count: e.pot },
            t.locale,
          ),
        );
        break;
      }
      case 'tie':
        out.push(
          format(
            e.depth > 1 ? t.tieAgain : t.tie,
            { seats: seatNames(e.seats, t), piece: a(lastFaceUp(events, e.seats[0])), depth: e.depth },
            t.locale,
          ),
        );
        break;
      case 'pickup':
        // Merged: the trick's sentence already said what the winner takes.
        if (!ctx.mergePickup)
          out.push(format(e.to === 'won' ? t.pickupWon : t.pickup, { seat: seatName(e.seat, t), count: e.count }, t.locale));
        break;
      case 'out':
        out.push(format(e.why === 'short' ? t.outShort : t.outEmpty, { seat: seatName(e.seat, t) }, t.locale));
        break;
      case 'split':
        out.push(t.split);
        break;
      case 'round-end':
        out.push(
          e.winner >= 0
            ? format(
                t.roundWon,
                { round: e.round, seat: seatName(e.winner, t), won: e.won[e.winner], score: scoreText(e.score, t) },
                t.locale,
              )
            : format(t.roundTied, { round: e.round, score: scoreText(e.score, t) }, t.locale),
        );
        break;
      case 'deal':
        out.push(format(t.dealt, { round: e.round }, t.locale));
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

/** During autoplay, every tenth trick: the standings ("Trick 10: Seat 1 has 14, Seat 2 has 10."). */
export function standings(tricks: number, counts: readonly { seat: number; count: number; out: boolean }[], t: WarStrings): string {
  const each = counts.filter((c) => !c.out).map((c) => format(t.standing, { seat: seatName(c.seat, t), count: c.count }, t.locale));
  return format(t.progress, { n: tricks, standings: joinNames(each, t.and) }, t.locale);
}
