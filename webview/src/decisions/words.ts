// The words both decision games speak with: the widget's strings, the decision strings, and seats named from the side
// of the person at the device ("Seat 1 (you)", "You win!", "The computer wins.").
import type { GameResult, Seat } from '../../../engine/src/on-demand.ts';
import { seatName, seatNames } from '../i18n/naming.ts';
import { format, type WarStrings } from '../i18n/strings.ts';
import type { DecisionStrings } from '../i18n/decision-strings.ts';

/** The longest message a decision game gives the live region (a screen reader reads it whole before the next). */
export const MAX_SAID = 140;

/** What naming needs: the strings, and how seats are named from the viewer's side. */
export interface Words {
  t: WarStrings;
  d: DecisionStrings;
  /** A seat's name in sentences: "Seat 1 (you)" for the one person playing the computer, else "Seat 2". */
  who(seat: number): string;
  /** The seat of the one person playing against the computer, or null (hotseat, or only computers). */
  you: number | null;
}

/** Words for a table: `you` is the one person's seat (null in hotseat and between computers). */
export function wordsFor(t: WarStrings, d: DecisionStrings, you: number | null): Words {
  return { t, d, you, who: (seat) => (seat === you ? format(t.seatYou, { seat: seatName(seat, t) }, t.locale) : seatName(seat, t)) };
}

/**
 * The end's headline from the viewer's side: "You win!" for the person, "The computer wins." when its one computer
 * opponent won, else "Seat 2 wins!", "Seat 1 and Seat 3 win!" or "A draw.".
 */
export function endHeadline(result: GameResult, seats: readonly Seat[], w: Words): string {
  const { t } = w;
  if (result.winners.length === 0) return t.draw;
  if (result.winners.length > 1) return format(t.winTogether, { seats: seatNames(result.winners, t) }, t.locale);
  const winner = result.winners[0];
  if (w.you !== null && winner === w.you) return t.youWin;
  const computers = seats.filter((k) => k !== 'human').length;
  if (w.you !== null && computers === 1) return t.computerWins;
  return format(t.wins, { seat: seatName(winner, t) }, t.locale);
}
