// One seat of Stacked Deck War as the viewer sees it: role and score, the tiles it has on the table with their values
// and every modifier (a war's wartiles stacked, with their number), its deck and reserve (tiles the viewer knows drawn
// face up in a back-coloured frame), its coins by the side lying up.
import { html, nothing, type TemplateResult } from 'lit';
import type { CoinView, StackedSeatView, StackedView, TileView } from '../../../engine/src/on-demand.ts';
import { decorativeBack } from '../art/piece.ts';
import { seatKindName, seatName } from '../i18n/naming.ts';
import { format } from '../i18n/strings.ts';
import { coinArt, tileArt, tileBackArt } from './stacked-art.ts';
import type { RoundLog, Modifier } from './stacked-log.ts';
import { coinGroups, tileValue } from './stacked-model.ts';
import { cellWords, coinLabel, tileLabel } from './stacked-words.ts';
import type { Words } from './words.ts';

/** "+4 Suns 3". */
function modifierText(m: Modifier, w: Words): string {
  return `${m.delta >= 0 ? '+' : '\u2212'}${Math.abs(m.delta)} ${m.cell ? cellWords(m.cell, w) : ''}`.trim();
}

/** A value badge: the value now (or "tied" for a spent wartile), lit when an effect changed it. */
function badge(value: number | null, printed: number, pulse: boolean, w: Words): TemplateResult {
  return html`<span class="badge${pulse ? ' pulse' : ''}${value !== null && value !== printed ? ' changed' : ''}">${value === null ? w.d.tied : String(value)}</span>`;
}

/** Under a tile: its printed value when the value differs, and every modifier with the action that made it. */
function changes(value: number | null, printed: number, mods: Modifier[], w: Words): TemplateResult {
  return html`${value !== null && value !== printed ? html`<span class="printed">${format(w.d.printed, { value: printed }, w.t.locale)}</span>` : nothing}
    ${mods.length > 0 ? html`<ul class="mods">${mods.map((m) => html`<li class=${m.delta >= 0 ? 'up' : 'down'}>${modifierText(m, w)}</li>`)}</ul>` : nothing}`;
}

/** The playtile with its value badge, printed value and modifiers. */
function playSlot(seat: StackedSeatView, tile: TileView, log: RoundLog, w: Words): TemplateResult {
  const { d } = w;
  const printed = tileValue(tile.piece);
  return html`<figure class="tslot play">
    <figcaption class="slot-name">${d.playtile}</figcaption>
    <span class="wt">${tileArt(tile.piece, `${d.playtile}: ${tileLabel(tile.id, w)}`, 'up')}${badge(seat.play, printed, log.changed.has(`${seat.seat}-play`), w)}</span>
    ${changes(seat.play, printed, log.mods[seat.seat].play, w)}
  </figure>`;
}

/** A war on the table: the wartiles stacked one on another (the newest whole, on top), with their number. */
function warSlot(seat: StackedSeatView, wars: readonly TileView[], log: RoundLog, w: Words): TemplateResult {
  const { d } = w;
  const last = wars.length - 1;
  const top = wars[last];
  const printed = tileValue(top.piece);
  return html`<figure class="tslot war">
    <figcaption class="slot-name war-count">${format(d.warStack, { n: wars.length }, w.t.locale)}</figcaption>
    <span class="war-pile">
      ${wars.map((tile, i) => {
        const label = `${format(d.wartile, { n: i + 1 }, w.t.locale)}: ${tileLabel(tile.id, w)}${i < last ? `, ${d.tied}` : ''}`;
        return html`<span class="wt${i < last ? ' spent' : ''}">${tileArt(tile.piece, label, 'up')}${i === last ? badge(seat.war, printed, log.changed.has(`${seat.seat}-war`), w) : nothing}</span>`;
      })}
    </span>
    ${changes(seat.war, printed, log.mods[seat.seat].war, w)}
  </figure>`;
}

/** The tiles a seat has on the table this round: the playtile, its war stack, and reserve tiles turned up. */
function onTable(seat: StackedSeatView, log: RoundLog, w: Words): TemplateResult {
  const { d, t } = w;
  const [play, ...wars] = seat.table;
  const revealed = seat.revealed.map(
    (tile) => html`<figure class="tslot revealed">
      <figcaption class="slot-name">${d.revealedTile}</figcaption>
      <span class="wt">${tileArt(tile.piece, `${d.revealedTile}: ${tileLabel(tile.id, w)}`, 'up')}<span class="badge small">+${tileValue(tile.piece)}</span></span>
    </figure>`,
  );
  return html`<div class="on-table" role="group" aria-label=${t.onTable}>
    ${play ? playSlot(seat, play, log, w) : revealed.length === 0 ? html`<span class="slot-empty"></span>` : nothing}
    ${wars.length > 0 ? warSlot(seat, wars, log, w) : nothing}
    ${revealed}
  </div>`;
}

/** A face-down tile: its face in a back-coloured frame when the viewer knows it, else its back. */
function downTile(tile: TileView | null, w: Words): TemplateResult {
  return tile
    ? tileArt(tile.piece, format(w.d.knownDown, { tile: tileLabel(tile.id, w) }, w.t.locale), 'known')
    : tileBackArt(w.d.faceDownTile, 'down');
}

/** Which disclosures are open (their content is drawn only then), and what follows their toggling. */
export interface Disclosures {
  isOpen(name: string): boolean;
  toggled(name: string): (e: Event) => void;
}

/** Deck (a pile of backs with its count, and the order the viewer knows) and reserve (each tile). */
function piles(seat: StackedSeatView, w: Words, open: Disclosures): TemplateResult {
  const { d } = w;
  const known = seat.deck.filter((x) => x !== null).length;
  const layers = Math.min(3, seat.deck.length);
  return html`<div class="piles">
    <div class="deck-box">
      <div class="pile stack layers-${layers}" role="img" aria-label=${format(d.deck, { count: seat.deck.length }, w.t.locale)}>
        ${layers === 0 ? html`<span class="pile-empty"></span>` : Array.from({ length: layers }, (_, i) => decorativeBack('tile', `layer layer-${i}`))}
      </div>
      <span class="pile-count" aria-hidden="true">${format(d.deck, { count: seat.deck.length }, w.t.locale)}</span>
    </div>
    <div class="reserve-box">
      <span class="pile-count">${format(d.reserve, { count: seat.reserve.length }, w.t.locale)}</span>
      <div class="mini-row" role="group" aria-label=${format(d.reserve, { count: seat.reserve.length }, w.t.locale)}>${seat.reserve.map((tile) => downTile(tile, w))}</div>
    </div>
    ${
      known > 0
        ? html`<details class="deck-known" ?open=${open.isOpen(`deck-${seat.seat}`)} @toggle=${open.toggled(`deck-${seat.seat}`)}>
          <summary>${format(d.deckKnown, { count: known }, w.t.locale)}</summary>
          ${open.isOpen(`deck-${seat.seat}`) ? html`<div class="mini-row">${seat.deck.map((tile) => downTile(tile, w))}</div>` : nothing}
        </details>`
        : nothing
    }
  </div>`;
}

/** One side's coins: its name, then the coins grouped by what they show. */
function coinRow(name: string, coins: readonly CoinView[], w: Words): TemplateResult {
  return html`<div class="coin-row" role="group" aria-label=${name}>
    <span class="coin-side">${name}</span>
    <span class="coin-groups">
      ${coinGroups(coins).map((g) => html`<span class="coin-group">${coinArt(g.sample.suit, g.sample.value, g.sample.up, g.count > 1 ? `${g.count} × ${coinLabel(g.sample, w)}` : coinLabel(g.sample, w))}${g.count > 1 ? html`<span class="times" aria-hidden="true">×${g.count}</span>` : nothing}</span>`)}
    </span>
  </div>`;
}

/** The coins in hand in two rows, suit sides and value sides (or one row when sides are chosen), and coins given. */
function coins(seat: StackedSeatView, w: Words): TemplateResult {
  const { d } = w;
  const suits = seat.hand.filter((c) => c.up === 'suit');
  const values = seat.hand.filter((c) => c.up === 'value');
  const either = seat.hand.filter((c) => c.up === null);
  return html`<div class="coins-box" role="group" aria-label=${format(d.coins, { count: seat.hand.length }, w.t.locale)}>
    <span class="pile-count" aria-hidden="true">${format(d.coins, { count: seat.hand.length }, w.t.locale)}</span>
    ${seat.hand.length === 0 ? html`<span class="muted">${d.coinsNone}</span>` : nothing}
    ${suits.length > 0 ? coinRow(d.coinsSuitSide, suits, w) : nothing}
    ${values.length > 0 ? coinRow(d.coinsValueSide, values, w) : nothing}
    ${either.length > 0 ? coinRow(d.coinsEither, either, w) : nothing}
    ${seat.gifts.length > 0 ? html`<span class="gifts">${format(d.gifts, { count: seat.gifts.length }, w.t.locale)}</span>` : nothing}
  </div>`;
}

/** One seat's panel. */
export function stackedSeat(
  view: StackedView,
  seat: StackedSeatView,
  viewer: number | null,
  log: RoundLog,
  w: Words,
  open: Disclosures,
): TemplateResult {
  const { d, t } = w;
  const isA = view.playerA === seat.seat;
  const winner = view.outcome?.winner === seat.seat;
  const name = seat.seat === viewer ? format(t.seatYou, { seat: seatName(seat.seat, t) }, t.locale) : w.who(seat.seat);
  const kind = seatKindName(seat.kind, t, true);
  return html`<li class="sd-seat${seat.seat === viewer ? ' me' : ''}${winner ? ' takes' : ''}" part=${`seat seat-${seat.seat + 1}${winner ? ' seat-takes' : ''}`} data-seat=${seat.seat}>
    <div class="seat-head">
      <span class="seat-name">${name}</span>
      ${view.playerA >= 0 ? html`<span class="role ${isA ? 'a' : 'b'}">${isA ? d.playerA : d.playerB}</span>` : nothing}
      ${seat.kind === 'human' ? nothing : html`<span class="kind">${kind}</span>`}
      <span class="score">${format(d.removed, { count: seat.removed.length }, w.t.locale)}</span>
    </div>
    ${onTable(seat, log, w)}
    ${piles(seat, w, open)}
    ${coins(seat, w)}
  </li>`;
}
