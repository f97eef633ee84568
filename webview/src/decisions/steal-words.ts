// Steal War in words: the shared trick sentences (battles, wars, the winner) from the War table's announcer, and
// Steal War's own (steals, refused steals, protection, a pile turned into a new packet, the chosen top card). Events
// carry face-up cards only; a looked-at card is named only to its holder, in its prompt.
import type { GameEvent, Pending, Piece, StealView } from '../../../engine/src/index.ts';
import { announce, endText, type AnnounceContext } from '../announce.ts';
import { pieceLabel, seatName } from '../naming.ts';
import { format } from '../strings.ts';
import { endHeadline, type Words } from './words.ts';

/** What naming cards needs besides the words: the deck by id and how many packs are mixed. */
export interface CardWords extends Words {
  pieces: readonly Piece[];
  packs: number;
  maxTricks: number;
}

/** "the 7 of hearts". */
export function cardName(id: number, w: CardWords): string {
  const piece = w.pieces[id];
  return piece ? pieceLabel(piece, w.packs, w.t) : '';
}

function context(view: StealView, w: CardWords): AnnounceContext {
  return { pieces: w.pieces, t: w.t, maxTricks: w.maxTricks, holders: view.seats.filter((s) => !s.out).map((s) => s.seat) };
}

/** Steal War's own sentence for an event, or null for the shared ones. */
function own(e: GameEvent, w: CardWords): string | null {
  const { d, t } = w;
  switch (e.type) {
    case 'steal/stolen':
      return format(d.saidStolen, { seat: seatName(e.seat, t), from: seatName(e.from, t), count: e.count, card: cardName(e.piece, w) });
    case 'steal/refused':
      return format(e.why === 'protected' ? d.saidRefusedProtected : d.saidRefusedTaken, { seat: seatName(e.seat, t), from: seatName(e.from, t) });
    case 'steal/protect':
      return format(d.saidProtect, { seat: seatName(e.seat, t), card: cardName(e.piece, w) });
    case 'steal/replenish':
      return format(d.saidReplenish, { seat: seatName(e.seat, t), count: e.count });
    case 'steal/top':
      return format(d.saidTop, { seat: seatName(e.seat, t), card: cardName(e.piece, w) });
    case 'pickup':
      return format(w.d.saidPickup, { seat: seatName(e.seat, t), count: e.count });
    default:
      return null;
  }
}

/** The sentences for one action's events, in order. */
export function stealSentences(events: readonly GameEvent[], view: StealView, w: CardWords): string {
  const out: string[] = [];
  let run: GameEvent[] = [];
  const flush = () => {
    if (run.length > 0) out.push(announce(run, view.tricks, context(view, w)));
    run = [];
  };
  for (const e of events) {
    const s = own(e, w);
    if (s === null) run.push(e);
    else {
      flush();
      out.push(s);
    }
  }
  flush();
  return out.filter((s) => s.length > 0).join(' ');
}

/** The end of the game: the winner from the viewer's side (or a draw), why, and how long it took. */
export function stealEnd(view: StealView, w: CardWords): { headline: string; detail: string } {
  const end = endText(view.result!, view.tricks, context(view, w));
  return { headline: endHeadline(view.result!, view.seats.map((s) => s.kind), w), detail: `${end.detail} ${format(w.d.endSteal, { tricks: view.tricks, steals: view.steals })}`.trim() };
}

/** The question for the seat that must decide now. */
export function stealAsk(p: Pending, view: StealView, w: CardWords): string {
  if (p.kind === 'top') return w.d.askTop;
  const hand = view.seats[p.seat]?.hand;
  return hand ? format(w.d.askSteal, { card: cardName(hand.id, w) }) : '';
}
