// Narration's words for the War family and Tod und Leben: one short phrase per step ("You take it, 5 over 3", "War!",
// "Seat 2 wins the war", "You win!"), spoken instead of the live region's whole sentences, which screen readers keep.
// Built from the engine's events like the sentences (announce.ts): they carry face-up pieces only, so a phrase can never
// name a face-down piece.
import { rankName, type GameEvent, type Piece } from '../../../engine/src/on-demand.ts';
import { endText, personSeat, type AnnounceContext } from '../war-family/announce.ts';
import { seatName } from '../i18n/naming.ts';
import { format, type WarStrings } from '../i18n/strings.ts';

/** A face-up piece's rank in a phrase: "5", "ace", "queen" (`beaten`: as the language says a beaten one, "Buben"). */
function rankWord(piece: Piece | undefined, t: WarStrings, beaten: boolean): string {
  if (!piece) return '';
  if (piece.kind === 'number') return String(piece.rank);
  const rank = rankName(piece);
  return (beaten ? t.aBeaten[rank] : undefined) ?? t.ranks[rank] ?? rank;
}

/**
 * The phrase narration says for one step's events (a whole trick's after Step): the game's end when the step ends it,
 * else the trick's winner, else "War!" for a tie, else a seat out or a round decided; '' when the step decides nothing
 * (a pot collected, a war's face-down pieces laid).
 */
export function warPhrase(events: readonly GameEvent[], tricks: number, ctx: AnnounceContext): string {
  const { t, pieces } = ctx;
  const person = personSeat(ctx.seats);
  const you = (seat: number, theirs: string, yours: string) =>
    format(seat === person ? yours : theirs, { seat: seatName(seat, t) }, t.locale);
  const end = events.find((e) => e.type === 'game-end');
  if (end) return endText(end.result, tricks, ctx).headline;
  const phrases: string[] = [];
  for (const e of events) {
    if (e.type === 'trick') {
      if (!e.beaten) phrases.push(you(e.winner, t.sayTakes, t.sayTakesYou));
      else if (e.depth > 0) phrases.push(you(e.winner, t.sayWarWon, t.sayWarWonYou));
      else {
        const values = {
          seat: seatName(e.winner, t),
          piece: rankWord(pieces[e.piece], t, false),
          other: rankWord(pieces[e.beaten.piece], t, true),
        };
        phrases.push(format(e.winner === person ? t.sayTrickYou : t.sayTrick, values, t.locale));
      }
    } else if (e.type === 'tie') phrases.push(t.warMark);
    else if (e.type === 'out') phrases.push(format(t.sayOut, { seat: seatName(e.seat, t) }, t.locale));
    else if (e.type === 'round-end')
      phrases.push(
        e.winner >= 0
          ? format(t.sayRound, { round: e.round, seat: seatName(e.winner, t) }, t.locale)
          : format(t.sayRoundTied, { round: e.round }, t.locale),
      );
  }
  // A step decides one thing (a trick, or a tie and its war's start): its last is what a listener needs now.
  return phrases.at(-1) ?? '';
}

/** During autoplay, every tenth trick: who leads and with how many ("Seat 1 leads with 14"). */
export function leadPhrase(counts: readonly { seat: number; count: number; out: boolean }[], t: WarStrings): string {
  const lead = counts
    .filter((c) => !c.out)
    .reduce<{ seat: number; count: number } | null>((a, c) => (a && a.count >= c.count ? a : c), null);
  return lead ? format(t.sayLeads, { seat: seatName(lead.seat, t), count: lead.count }, t.locale) : '';
}
