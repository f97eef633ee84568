// Steal War in words: the shared trick sentences (battles, wars, the winner) from the War table's announcer, and
// Steal War's own (steals, refused steals, protection, a pile turned into a new packet, the chosen top card). Events
// carry face-up cards only; a looked-at card is named only to its holder, in its prompt.
import type { GameEvent, Pending, Piece, StealView } from '../../../engine/src/on-demand.ts';
import { announce, endText, type AnnounceContext } from '../war-family/announce.ts';
import { pieceLabel, seatName } from '../i18n/naming.ts';
import { warPhrase } from '../war-family/phrases.ts';
import { format } from '../i18n/strings.ts';
import { MAX_SAID, endHeadline, type Words } from './words.ts';

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
      return format(
        d.saidStolen,
        { seat: seatName(e.seat, t), from: seatName(e.from, t), count: e.count, card: cardName(e.piece, w) },
        w.t.locale,
      );
    case 'steal/refused':
      return format(
        e.why === 'protected' ? d.saidRefusedProtected : d.saidRefusedTaken,
        { seat: seatName(e.seat, t), from: seatName(e.from, t) },
        w.t.locale,
      );
    case 'steal/protect':
      return format(d.saidProtect, { seat: seatName(e.seat, t), card: cardName(e.piece, w) }, w.t.locale);
    case 'steal/replenish':
      return format(d.saidReplenish, { seat: seatName(e.seat, t), count: e.count }, w.t.locale);
    case 'steal/top':
      return format(d.saidTop, { seat: seatName(e.seat, t), card: cardName(e.piece, w) }, w.t.locale);
    case 'pickup':
      return format(w.d.saidPickup, { seat: seatName(e.seat, t), count: e.count }, w.t.locale);
    default:
      return null;
  }
}

/** A sentence and how much it matters (0 most: the end; steals and protection before the trick's other news). */
interface Said {
  text: string;
  weight: number;
}

const WEIGHT: Partial<Record<GameEvent['type'], number>> = {
  'steal/stolen': 2,
  'steal/refused': 1,
  'steal/protect': 1,
  'steal/replenish': 2,
  'steal/top': 3,
  pickup: 3,
};

/** The sentences for these events, in order (the end from the viewer's side). */
function stealParts(events: readonly GameEvent[], view: StealView, w: CardWords): Said[] {
  const out: Said[] = [];
  let run: GameEvent[] = [];
  const flush = () => {
    if (run.length > 0) out.push({ text: announce(run, view.tricks, context(view, w)), weight: 2 });
    run = [];
  };
  for (const e of events) {
    if (e.type === 'game-end') {
      flush();
      const end = stealEnd(view, w);
      out.push({ text: end.headline, weight: 0 }, { text: end.detail, weight: 1 });
      continue;
    }
    const s = own(e, w);
    if (s === null) run.push(e);
    else {
      flush();
      out.push({ text: s, weight: WEIGHT[e.type] ?? 2 });
    }
  }
  flush();
  return out.filter((s) => s.text.length > 0);
}

/** The sentences for these events, joined. */
export function stealSentences(events: readonly GameEvent[], view: StealView, w: CardWords): string {
  return stealParts(events, view, w)
    .map((p) => p.text)
    .join(' ');
}

/**
 * The events of the latest trick (and the end of the game): when quick steps are told together, a trick that ended
 * (its pickup, with the top card chosen for it) before another began is left out, so one message never tells two
 * tricks at once (the earlier winner's pickup beside the later battle read as one trick).
 */
export function latestTrick(events: readonly GameEvent[]): GameEvent[] {
  let cut = 0;
  events.forEach((e, i) => {
    if (e.type !== 'pickup') return;
    if (events.slice(i + 1).some((x) => x.type !== 'steal/top' && x.type !== 'game-end')) cut = i + 1;
  });
  return [...events.slice(0, cut).filter((e) => e.type === 'game-end'), ...events.slice(cut)];
}

/**
 * The live region's message, at most MAX_SAID characters: the latest trick only (see latestTrick); when that is still
 * too long, the least important sentences go first (a trick's pickup and top card, then the oldest results), steals,
 * protection and the end stay; then the question to the person.
 */
export function stealMessage(events: readonly GameEvent[], view: StealView, w: CardWords, ask: string): string {
  const parts = stealParts(latestTrick(events), view, w);
  if (ask) parts.push({ text: ask, weight: 0 });
  const length = () => parts.reduce((n, p) => n + p.text.length + 1, -1);
  while (parts.length > 1 && length() > MAX_SAID) {
    let drop = -1;
    parts.forEach((p, i) => {
      if (drop < 0 || p.weight > parts[drop].weight) drop = i;
    });
    parts.splice(drop, 1);
  }
  return parts.map((p) => p.text).join(' ');
}

/** The end of the game: the winner from the viewer's side (or a draw), why, and how long it took. */
export function stealEnd(view: StealView, w: CardWords): { headline: string; detail: string } {
  const end = endText(view.result!, view.tricks, context(view, w));
  return {
    headline: endHeadline(
      view.result!,
      view.seats.map((s) => s.kind),
      w,
    ),
    detail: `${end.detail} ${format(w.d.endSteal, { tricks: view.tricks, steals: view.steals }, w.t.locale)}`.trim(),
  };
}

/** The question for the seat that must decide now. */
export function stealAsk(p: Pending, view: StealView, w: CardWords): string {
  if (p.kind === 'top') return w.d.askTop;
  const hand = view.seats[p.seat]?.hand;
  return hand ? format(w.d.askSteal, { card: cardName(hand.id, w) }, w.t.locale) : '';
}

/**
 * Narration's short phrase for the steps told (phrases.ts): the end's headline, else the last steal ("Seat 2 steals from
 * Seat 1"), else the trick's ("You take it, 9 over 4", "War!"); '' for none. Face-up cards only, as the sentences.
 */
export function stealPhrase(events: readonly GameEvent[], view: StealView, w: CardWords): string {
  if (view.result && events.some((e) => e.type === 'game-end')) return stealEnd(view, w).headline;
  const steal = events.filter((e) => e.type === 'steal/stolen').at(-1);
  if (steal) return format(w.d.saySteal, { seat: seatName(steal.seat, w.t), from: seatName(steal.from, w.t) }, w.t.locale);
  return warPhrase(latestTrick(events), view.tricks, { ...context(view, w), seats: view.seats.map((s) => s.kind) });
}
