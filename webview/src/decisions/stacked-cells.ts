// The action table of Stacked Deck War as a 4 x 6 grid (rows ace to null, columns suns to arms), in two uses: the
// reference under the table (each cell's name and what it does, the cells the viewer's coins pay for highlighted) and
// the buying window itself (each cell open now a button with its cost in coins, the new value of the buyer's tile when
// it can be told, and a mark on a purchase that wins the round on the spot; the other cells greyed).
import { html, nothing, type TemplateResult } from 'lit';
import { type BuyAction, type StackedView, type TileRank, type TileSuit, TILE_SUITS } from '../../../engine/src/on-demand.ts';
import { tileSuit } from '../../../picture/art/suits.ts';
import { format } from '../i18n/strings.ts';
import { coinArt, coinValueText } from './stacked-art.ts';
import { affordableCells, cellKey, cellLabel, outlook, ROWS, type Purchase } from './stacked-model.ts';
import { coinLabel } from './stacked-words.ts';
import type { Words } from './words.ts';

/** The buying window's side of the grid: the cells open now, how each is paid, and what a press does. */
export interface Buying {
  /** The buyer. */
  seat: number;
  /** The purchases open now, by cell key ("suns-3"). */
  open: ReadonlyMap<string, Purchase>;
  /** The cell picked (variation 1: the buyer then chooses which coins pay), or null. */
  picked: string | null;
  /** The way a cell is paid (the coins shown in it). */
  way(p: Purchase): BuyAction;
  /** A press on an open cell. */
  press(p: Purchase): void;
  /** The cell pointed at or focused (its description shows under the grid), or null. */
  point(key: string | null): void;
}

/** A suit's symbol as a small chip (decorative). */
function suitChip(suit: TileSuit): TemplateResult {
  return html`<span class="cell-chip ${suit}" aria-hidden="true"><svg class="chip-suit" viewBox="0 0 100 100"><g class="ink">${tileSuit(suit, 0, 0, 100)}</g></svg></span>`;
}

/** One open cell of the buying window: a button with the cell's short name, its marks and the coins it spends. */
function openCell(view: StackedView, key: string, p: Purchase, b: Buying, w: Words): TemplateResult {
  const { d } = w;
  const name = cellLabel(p.suit, p.value, d);
  const way = b.way(p);
  const hand = view.seats[b.seat].hand;
  const coins = way.coins.map((id) => hand.find((c) => c.id === id)).filter((c) => c !== undefined);
  const o = outlook(view, b.seat, p.suit, p.value);
  const spoken = [
    cellText(key, view, d),
    o.becomes !== null ? format(d.becomesLong, { value: o.becomes }, w.t.locale) : '',
    o.wins ? d.winsNowLong : '',
    `${d.pay}: ${coins.map((c) => coinLabel(c, w)).join(', ')}`,
  ];
  return html`<button class="buy${o.wins ? ' wins' : ''}${b.picked === key ? ' picked' : ''}" data-cell=${key} aria-pressed=${b.picked === key ? 'true' : nothing}
    @click=${() => b.press(p)} @focus=${() => b.point(key)} @pointerenter=${() => b.point(key)} @pointerleave=${() => b.point(null)}>
    <span class="sr-only">${name}:</span>
    <span class="cell-short">${d.cellShort[key]}${o.becomes !== null ? html` <span class="becomes" aria-hidden="true">${format(d.becomes, { value: o.becomes }, w.t.locale)}</span>` : nothing}</span>
    <span class="cost" aria-hidden="true">${coins.map((c) => coinArt(c.suit, c.value, c.up, '', 'cost'))}</span>
    ${o.wins ? html`<span class="wins-mark" aria-hidden="true"><span class="wins-word">${d.winsNow}</span></span>` : nothing}
    <span class="sr-only">${spoken.filter((x) => x).join('. ')}</span>
  </button>`;
}

/** What an action costs under the options in force: a suit coin and a value coin as they lie, either side, or one coin. */
export function costRule(view: StackedView, d: Words['d']): string {
  return view.coinsPerAction === 1 ? d.costOne : view.coinSides === 'chosen' ? d.costChosen : d.costTwo;
}

/** What a cell does, in words: Crowns-Null's says what the options have guessed (a whole tile, or its value). */
export function cellText(key: string, view: StackedView, d: Words['d']): string {
  return key === 'crowns-null' && view.guess === 'value' ? d.crownsNullValue : (d.cells[key] ?? '');
}

/** A cell that cannot be bought now (or the reference table's cell): its short name, and its effect when there is room. */
function plainCell(
  view: StackedView,
  key: string,
  suit: TileSuit,
  value: TileRank,
  afford: boolean,
  buying: boolean,
  w: Words,
): TemplateResult {
  const { d } = w;
  return html`<span class="sr-only">${cellLabel(suit, value, d)}</span>
    <span class="cell-short">${d.cellShort[key]}</span>
    ${buying ? html`<span class="sr-only">${d.notNow}</span>` : html`<span class="cell-long">${cellText(key, view, d)}</span>`}
    ${!buying && afford ? html`<span class="cell-mark">${d.afford}</span>` : nothing}`;
}

/** The grid. With `buying` it is the buying window's table; without, the reference (cells the viewer can pay for marked). */
export function actionGrid(view: StackedView, viewer: number | null, w: Words, buying: Buying | null): TemplateResult {
  const { d } = w;
  const afford = viewer === null ? new Set<string>() : affordableCells(view, viewer);
  // A suit none of whose cells can be bought now (Moons before a war, a suit the coins cannot pay): on a phone its
  // column narrows to give the others room (its cells still say their names to a screen reader).
  const shut = buying === null ? [] : TILE_SUITS.filter((suit) => ![...buying.open.keys()].some((k) => k.startsWith(`${suit}-`)));
  return html`<table class="action-table${buying ? ' buying' : ''}${shut.map((suit) => ` ${suit}-shut`).join('')}">
    ${buying ? nothing : html`<caption>${costRule(view, d)} ${d.actionTableHint}</caption>`}
    <colgroup><col class="row-head" />${TILE_SUITS.map((suit) => html`<col class=${suit} />`)}</colgroup>
    <thead>
      <tr>
        <td class="corner"></td>
        ${TILE_SUITS.map(
          (suit) =>
            html`<th scope="col" class=${suit}>${suitChip(suit)}<span class="suit-name">${d.suitNames[suit]}</span>${suit === 'moons' ? html`<span class="head-note">${d.warsOnly}</span>` : nothing}</th>`,
        )}
      </tr>
    </thead>
    <tbody>
      ${ROWS.map(
        (value) => html`<tr>
          <th scope="row"><span class="row-value" aria-hidden="true">${coinValueText(value)}</span><span class="sr-only">${d.valueNames[value]}</span></th>
          ${TILE_SUITS.map((suit) => {
            const key = cellKey(suit, value);
            const p = buying?.open.get(key);
            const can = afford.has(key);
            const cls = `cell ${suit}${p ? ' open' : buying ? ' closed' : ''}${!buying && can ? ' afford' : ''}`;
            return html`<td class=${cls} data-cell=${key}>${p && buying ? openCell(view, key, p, buying, w) : plainCell(view, key, suit, value, can, buying !== null, w)}</td>`;
          })}
        </tr>`,
      )}
    </tbody>
  </table>`;
}
