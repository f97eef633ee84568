// Stacked Deck War in words: names of tiles, coins and cells, one sentence per engine event for the round's log (events
// name face-up tiles only, so nothing said can reveal a face-down tile), the live region's short message for one
// action, the end, and the question put to the seat that must decide. Every effect is told in the third person.
import {
  type CoinView,
  type GameEvent,
  type Pending,
  type Piece,
  type StackedView,
  buildDeck,
  TILE_RANKS,
  TILE_SUITS,
  cellName,
} from '../../../engine/src/on-demand.ts';
import { pieceLabel, seatName } from '../i18n/naming.ts';
import { format } from '../i18n/strings.ts';
import { dieRank } from './stacked-art.ts';
import { cellLabel, parseCell, tileValue } from './stacked-model.ts';
import { MAX_SAID, endHeadline, type Words } from './words.ts';

/**
 * A die roll in words, as its face shows it: "null (1)", "3", "ace (6)" (the faces read as the tiles: null 1, ace 6).
 */
export function dieWords(roll: number, w: Words): string {
  const rank = dieRank(roll);
  return rank === 'null' || rank === 'ace' ? `${w.t.ranks[rank] ?? rank} (${roll})` : rank;
}

/** Both packs' tiles by id, as the engine numbers them (seat 1 starts with pack 1, ids 0..23; seat 2 with 24..47). */
export const TILES: readonly Piece[] = buildDeck('piecepack', 2, 0);

/** "5 of suns". */
export function tileLabel(id: number, w: Words): string {
  return pieceLabel(TILES[id], 1, w.t);
}

/** A tile named by suit and value ("5 of moons"), as a Crowns-Null guess names it. */
export function guessTileWords(suit: string, value: string, w: Words): string {
  return tileLabel(
    TILES.findIndex((p) => p.kind === 'tile' && p.suit === suit && p.rank === value),
    w,
  );
}

/** "the 5 of suns (5)": a tile with its value, for sentences. */
export function tileWithValue(id: number, w: Words): string {
  return `${tileLabel(id, w)} (${tileValue(TILES[id])})`;
}

/** A coin's accessible name: "Suns coin, suit side up", "3 coin, value side up", or both sides when chosen at spending. */
export function coinLabel(c: CoinView, w: Words): string {
  const { d } = w;
  if (c.up === null) return format(d.coinLabelChosen, { suit: d.suitNames[c.suit], value: d.valueNames[c.value] }, w.t.locale);
  const side =
    c.up === 'suit'
      ? format(d.coinSideSuit, { suit: d.suitNames[c.suit] }, w.t.locale)
      : format(d.coinSideValue, { value: d.valueNames[c.value] }, w.t.locale);
  return format(d.coinLabel, { side, up: c.up === 'suit' ? d.suitUp : d.valueUp }, w.t.locale);
}

/** The engine's cell name ("crowns-3") in words ("Crowns 3"). */
export function cellWords(name: string, w: Words): string {
  const { suit, value } = parseCell(name);
  return cellLabel(suit, value, w.d);
}

/** Why a round was decided, in words. */
export function whyWords(why: string, w: Words): string {
  return w.d.why[why] ?? (why.includes('-') ? cellWords(why, w) : why);
}

/** The sentence for one event, or null for events said elsewhere or not worth saying. */
function sentence(e: GameEvent, w: Words): string | null {
  const { d, t } = w;
  // Seats by plain name ("Seat 2 buys Suns 3"); the round's result names the person "Seat 1 (you)".
  const seat = (n: number): string => seatName(n, t);
  switch (e.type) {
    case 'stacked/arranged':
      return format(d.saidArranged, { seat: seat(e.seat) }, w.t.locale);
    case 'stacked/coins-dropped':
      return format(
        d.saidCoins,
        {
          counts: e.suitUp.map((s, i) => `${seat(i)} ${s} ${d.suitUp}, ${e.valueUp[i]} ${d.valueUp}`).join('; '),
        },
        w.t.locale,
      );
    case 'stacked/first-player':
      return format(
        d.saidFirst,
        { rolls: e.rolls.map((p) => p.map((r) => dieWords(r, w)).join('\u2013')).join(', '), seat: seat(e.playerA) },
        w.t.locale,
      );
    case 'stacked/reveal':
      return e.as === 'reserve'
        ? format(d.saidRevealReserve, { seat: seat(e.seat), tile: tileWithValue(e.tile, w) }, w.t.locale)
        : format(d.saidReveal, { seat: seat(e.seat), tile: tileWithValue(e.tile, w), as: d.tileWords[e.as] }, w.t.locale);
    case 'stacked/buy':
      return format(d.saidBuy, { seat: seat(e.seat), cell: cellWords(cellName(e.cell), w) }, w.t.locale);
    case 'stacked/pass':
      return format(d.saidPass, { seat: seat(e.seat) }, w.t.locale);
    case 'stacked/effect':
      return format(e.idle ? d.saidIdle : d.saidEffect, { seat: seat(e.seat), cell: cellWords(cellName(e.cell), w) }, w.t.locale);
    case 'stacked/roll':
      return format(d.saidRoll, { seat: seat(e.seat), roll: dieWords(e.roll, w) }, w.t.locale);
    case 'stacked/value':
      return format(d.saidValue, { seat: seat(e.seat), tile: d.tileWords[e.tile], value: e.value }, w.t.locale);
    case 'stacked/lowest-wins':
      return d.saidLowest;
    case 'stacked/rps': {
      const hands = e.hands.map((h, i) => `${seat(i)} ${d.hands[h] ?? h}`).join(', ');
      return e.winner < 0 ? format(d.saidRpsTie, { hands }, w.t.locale) : format(d.saidRps, { hands, seat: seat(e.winner) }, w.t.locale);
    }
    case 'stacked/guess': {
      // A whole-tile guess (suit >= 0) is said as the tile; a value-only guess as the value.
      const guessed = e.suit >= 0 ? guessTileWords(TILE_SUITS[e.suit], TILE_RANKS[e.value], w) : d.valueNames[TILE_RANKS[e.value]];
      return format(e.right ? d.saidGuessRight : d.saidGuess, { seat: seat(e.seat), value: guessed }, w.t.locale);
    }
    case 'stacked/name-suit':
      return format(d.saidNameSuit, { seat: seat(e.seat), suit: d.suitNames[TILE_SUITS[e.suit]] }, w.t.locale);
    case 'stacked/switch':
      return e.what === 'decks' ? d.saidSwitchDecks : d.saidSwitchReserves;
    case 'stacked/move':
      return format(e.from === 'deck-top' ? d.saidMoveDeck : d.saidMoveReserve, { seat: seat(e.seat), count: e.count }, w.t.locale);
    case 'stacked/rearranged':
      return format(d.saidRearranged, { seat: seat(e.seat), count: e.count }, w.t.locale);
    case 'stacked/give':
      return format(d.saidGive, { from: seat(e.from), to: seat(e.to), count: e.coins.length }, w.t.locale);
    case 'stacked/decided':
      return e.winner < 0
        ? format(d.saidDrawn, { why: whyWords(e.why, w) }, w.t.locale)
        : format(d.saidDecided, { seat: w.who(e.winner), why: whyWords(e.why, w) }, w.t.locale);
    case 'stacked/tie':
      return d.saidTie;
    case 'stacked/removed':
      return format(d.saidRemoved, { seat: seat(e.remover), count: e.tiles.length }, w.t.locale);
    default:
      return null;
  }
}

/** The end of the game in words: the winner from the viewer's side (or a draw) and the tiles each removed. */
export function endWords(view: StackedView, w: Words): { headline: string; detail: string } {
  const score = view.seats.map((s) => s.removed.length).join('–');
  const scores = view.seats.map((s) => `${w.who(s.seat)} ${s.removed.length}`).join(', ');
  const headline = endHeadline(
    view.result!,
    view.seats.map((s) => s.kind),
    w,
  );
  return { headline, detail: format(w.d.endDetail, { scores, rounds: view.round, score }, w.t.locale) };
}

/** One event's sentence for the round's log, or null for events not worth a line. */
export function stackedLine(e: GameEvent, w: Words): string | null {
  return sentence(e, w);
}

/** How much each kind of sentence matters in a short message: 0 most; the least important go first when it is too long. */
const WEIGHT: Partial<Record<GameEvent['type'], number>> = {
  'stacked/decided': 0,
  'stacked/tie': 1,
  'stacked/lowest-wins': 1,
  'stacked/buy': 2,
  'stacked/removed': 2,
  'stacked/first-player': 2,
  'stacked/rps': 2,
  'stacked/guess': 2,
  'stacked/switch': 2,
  'stacked/give': 2,
  'stacked/pass': 3,
  'stacked/roll': 3,
  'stacked/name-suit': 3,
  'stacked/move': 3,
  'stacked/rearranged': 3,
  'stacked/value': 4,
  'stacked/coins-dropped': 4,
  'stacked/effect': 5,
  'stacked/arranged': 5,
};

interface Part {
  text: string;
  weight: number;
}

/** Cuts a text to `max` characters at a word, with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}\u2026`;
}

/**
 * The live region's message for one action, at most MAX_SAID characters: the tiles both seats turned up in one
 * sentence, only the last value of each tile, then the rest by importance (a decided round, a war and the question
 * first; the effects' names last), in the order they happened. The log under the table keeps every sentence.
 */
export function stackedMessage(
  events: readonly GameEvent[],
  view: StackedView,
  w: Words,
  skips: readonly { text: string; mine: boolean }[],
  ask: string,
): string {
  const { d } = w;
  const parts: Part[] = [];
  const lastValue = new Map<string, number>();
  events.forEach((e, i) => {
    if (e.type === 'stacked/value') lastValue.set(`${e.seat}-${e.tile}`, i);
  });
  let turned: { as: 'play' | 'war'; tiles: string[]; part: Part } | null = null;
  events.forEach((e, i) => {
    if (e.type === 'stacked/reveal' && e.as !== 'reserve') {
      const tile = format(d.saidTileOf, { seat: seatName(e.seat, w.t), tile: tileWithValue(e.tile, w) }, w.t.locale);
      if (turned?.as === e.as) turned.tiles.push(tile);
      else {
        turned = { as: e.as, tiles: [tile], part: { text: '', weight: 2 } };
        parts.push(turned.part);
      }
      turned.part.text = format(d.turnedUp[e.as], { tiles: turned.tiles.join(', ') }, w.t.locale);
      return;
    }
    if (e.type === 'stacked/value' && lastValue.get(`${e.seat}-${e.tile}`) !== i) return;
    if (e.type === 'game-end') {
      const end = endWords(view, w);
      parts.push({ text: end.headline, weight: 0 }, { text: end.detail, weight: 3 });
      return;
    }
    const text = sentence(e, w);
    if (text) parts.push({ text, weight: e.type === 'stacked/reveal' ? 3 : (WEIGHT[e.type] ?? 4) });
  });
  // Skipped windows come before what the buying led to (the viewer's own matters more than the other seat's).
  const after = parts.findIndex((p) => p.weight <= 1);
  parts.splice(after < 0 ? parts.length : after, 0, ...skips.map((x) => ({ text: x.text, weight: x.mine ? 1 : 3 })));
  if (ask) parts.push({ text: ask, weight: 1 });
  const length = () => parts.reduce((n, p) => n + p.text.length + 1, -1);
  while (parts.length > 1 && length() > MAX_SAID) {
    let drop = 0;
    parts.forEach((p, i) => {
      if (p.weight >= parts[drop].weight) drop = i;
    });
    parts.splice(drop, 1);
  }
  return clip(parts.map((p) => p.text).join(' '), MAX_SAID);
}

/** The question for the seat that must decide now (said when its prompt appears). */
export function stackedAsk(p: Pending, view: StackedView, w: Words): string {
  const { d } = w;
  const a = view.await;
  switch (p.kind) {
    case 'arrange':
      return d.askArrange;
    case 'buy':
      return format(
        d.askBuy,
        {
          count: new Set(
            (p.actions ?? []).filter((x) => x.type === 'stacked/buy').map((x) => (x.type === 'stacked/buy' ? `${x.suit}-${x.value}` : '')),
          ).size,
        },
        w.t.locale,
      );
    case 'bonus':
      return format(d.askBonus, { amount: a?.amount ?? 0 }, w.t.locale);
    case 'rps':
      return d.askRps;
    case 'rearrange':
      return format(d.askRearrange, { count: a?.amount ?? 0 }, w.t.locale);
    case 'switch-reserve':
      return d.askSwitch;
    case 'follow':
      return d.askFollow;
    case 'give':
      return format(d.askGive, { count: a?.amount ?? 0 }, w.t.locale);
    case 'guess':
      return view.guess === 'tile' ? d.askGuessTile : d.askGuess;
    case 'name-suit':
      return d.askNameSuit;
    default:
      return '';
  }
}

/**
 * Narration's short phrase for the steps told (phrases.ts): the end's headline, else the round decided ("Seat 2 wins
 * the round"), else a tie's "War!"; '' for none (the buying and the effects are in the live region's sentences).
 */
export function stackedPhrase(events: readonly GameEvent[], view: StackedView, w: Words): string {
  if (view.result && events.some((e) => e.type === 'game-end')) return endWords(view, w).headline;
  let phrase = '';
  for (const e of events)
    if (e.type === 'stacked/decided') phrase = e.winner < 0 ? w.d.sayDrawn : format(w.d.sayDecided, { seat: w.who(e.winner) }, w.t.locale);
    else if (e.type === 'stacked/tie') phrase = w.t.warMark;
  return phrase;
}
