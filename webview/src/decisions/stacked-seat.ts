// One seat of Stacked Deck War as the viewer sees it: role and score, the tiles it has on the table with their values
// and every modifier, its deck and reserve (tiles the viewer knows drawn face up in a back-coloured frame), its coins.
import { html, nothing, type TemplateResult } from 'lit';
import type { StackedSeatView, StackedView, TileView } from '../../../engine/src/index.ts';
import { decorativeBack } from '../art/piece.ts';
import { seatName } from '../naming.ts';
import { format } from '../strings.ts';
import { coinArt, tileArt, tileBackArt } from './stacked-art.ts';
import type { RoundLog, Modifier } from './stacked-log.ts';
import { coinGroups, tileValue } from './stacked-model.ts';
import { cellWords, coinLabel, tileLabel, TILES, type Words } from './stacked-words.ts';

/** "+4 Suns 3". */
function modifierText(m: Modifier, w: Words): string {
  return `${m.delta >= 0 ? '+' : '\u2212'}${Math.abs(m.delta)} ${m.cell ? cellWords(m.cell, w) : ''}`.trim();
}

/** A tile on the table with its value badge: the value now, the printed value when they differ, and the modifiers. */
function tableTile(tile: TileView, kind: 'play' | 'war', n: number, value: number | null, mods: Modifier[], pulse: boolean, w: Words): TemplateResult {
  const { d } = w;
  const printed = tileValue(tile.piece);
  const name = kind === 'play' ? d.playtile : format(d.wartile, { n });
  const valueText = value === null ? d.tied : String(value);
  return html`<figure class="tslot ${kind}${value === null ? ' spent' : ''}">
    <figcaption class="slot-name">${name}</figcaption>
    ${tileArt(tile.piece, `${name}: ${tileLabel(tile.id, w)}`, 'up')}
    <span class="badge${pulse ? ' pulse' : ''}${value !== null && value !== printed ? ' changed' : ''}">${valueText}</span>
    ${value !== null && value !== printed ? html`<span class="printed">${format(d.printed, { value: printed })}</span>` : nothing}
    ${mods.length > 0 ? html`<ul class="mods">${mods.map((m) => html`<li class=${m.delta >= 0 ? 'up' : 'down'}>${modifierText(m, w)}</li>`)}</ul>` : nothing}
  </figure>`;
}

/** The tiles a seat has on the table this round: playtile, wartiles, and reserve tiles turned up. */
function onTable(seat: StackedSeatView, log: RoundLog, w: Words): TemplateResult {
  const { d, t } = w;
  const last = seat.table.length - 1;
  const tiles = seat.table.map((tile, i) => {
    if (i === 0) return tableTile(tile, 'play', 0, seat.play, log.mods[seat.seat].play, log.changed.has(`${seat.seat}-play`), w);
    return tableTile(tile, 'war', i, i === last ? seat.war : null, i === last ? log.mods[seat.seat].war : [], i === last && log.changed.has(`${seat.seat}-war`), w);
  });
  const revealed = seat.revealed.map(
    (tile) => html`<figure class="tslot revealed">
      <figcaption class="slot-name">${d.revealedTile}</figcaption>
      ${tileArt(tile.piece, `${d.revealedTile}: ${tileLabel(tile.id, w)}`, 'up')}
      <span class="badge small">+${tileValue(tile.piece)}</span>
    </figure>`,
  );
  return html`<div class="on-table" role="group" aria-label=${t.onTable}>
    ${tiles.length === 0 && revealed.length === 0 ? html`<span class="slot-empty"></span>` : [...tiles, ...revealed]}
  </div>`;
}

/** A face-down tile: its face in a back-coloured frame when the viewer knows it, else its back. */
function downTile(tile: TileView | null, w: Words): TemplateResult {
  return tile ? tileArt(tile.piece, format(w.d.knownDown, { tile: tileLabel(tile.id, w) }), 'known') : tileBackArt(w.d.faceDownTile, 'down');
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
      <div class="pile stack layers-${layers}" role="img" aria-label=${format(d.deck, { count: seat.deck.length })}>
        ${layers === 0 ? html`<span class="pile-empty"></span>` : Array.from({ length: layers }, (_, i) => decorativeBack('tile', `layer layer-${i}`))}
      </div>
      <span class="pile-count" aria-hidden="true">${format(d.deck, { count: seat.deck.length })}</span>
    </div>
    <div class="reserve-box">
      <span class="pile-count">${format(d.reserve, { count: seat.reserve.length })}</span>
      <div class="mini-row" role="group" aria-label=${format(d.reserve, { count: seat.reserve.length })}>${seat.reserve.map((tile) => downTile(tile, w))}</div>
    </div>
    ${known > 0
      ? html`<details class="deck-known" ?open=${open.isOpen(`deck-${seat.seat}`)} @toggle=${open.toggled(`deck-${seat.seat}`)}>
          <summary>${format(d.deckKnown, { count: known })}</summary>
          ${open.isOpen(`deck-${seat.seat}`) ? html`<div class="mini-row">${seat.deck.map((tile) => downTile(tile, w))}</div>` : nothing}
        </details>`
      : nothing}
  </div>`;
}

/** The coins in hand, grouped by the side lying up, and the coins given this round. */
function coins(seat: StackedSeatView, w: Words): TemplateResult {
  const { d } = w;
  const groups = coinGroups(seat.hand);
  return html`<div class="coins-box" role="group" aria-label=${format(d.coins, { count: seat.hand.length })}>
    <span class="pile-count" aria-hidden="true">${format(d.coins, { count: seat.hand.length })}</span>
    <div class="coin-groups">
      ${groups.length === 0 ? html`<span class="muted">${d.coinsNone}</span>` : nothing}
      ${groups.map((g) => html`<span class="coin-group">${coinArt(g.sample.suit, g.sample.value, g.sample.up, g.count > 1 ? `${g.count} × ${coinLabel(g.sample, w)}` : coinLabel(g.sample, w))}${g.count > 1 ? html`<span class="times" aria-hidden="true">×${g.count}</span>` : nothing}</span>`)}
    </div>
    ${seat.gifts.length > 0 ? html`<span class="gifts">${format(d.gifts, { count: seat.gifts.length })}</span>` : nothing}
  </div>`;
}

/** One seat's panel. */
export function stackedSeat(view: StackedView, seat: StackedSeatView, viewer: number | null, log: RoundLog, w: Words, open: Disclosures): TemplateResult {
  const { d, t } = w;
  const isA = view.playerA === seat.seat;
  const winner = view.outcome?.winner === seat.seat;
  const name = seat.seat === viewer ? format(d.seatYou, { seat: seatName(seat.seat, t) }) : seatName(seat.seat, t);
  const kind = seat.kind === 'human' ? t.human : seat.kind === 'computer' ? t.computer : t.randomComputer;
  return html`<li class="sd-seat${seat.seat === viewer ? ' me' : ''}${winner ? ' takes' : ''}" part=${`seat seat-${seat.seat + 1}${winner ? ' seat-takes' : ''}`} data-seat=${seat.seat}>
    <div class="seat-head">
      <span class="seat-name">${name}</span>
      ${view.playerA >= 0 ? html`<span class="role ${isA ? 'a' : 'b'}">${isA ? d.playerA : d.playerB}</span>` : nothing}
      ${seat.kind === 'human' ? nothing : html`<span class="kind">${kind}</span>`}
      <span class="score">${format(d.removed, { count: seat.removed.length })}</span>
    </div>
    ${onTable(seat, log, w)}
    ${piles(seat, w, open)}
    ${coins(seat, w)}
  </li>`;
}
