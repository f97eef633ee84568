// The action table of Stacked Deck War as a grid (rows ace to null, columns suns to arms), viewable at any time: each
// cell's short name and what it does, the cells the viewer's coins can pay for highlighted, those buyable now marked.
import { html, nothing, type TemplateResult } from 'lit';
import type { StackedView } from '../../../engine/src/index.ts';
import { TILE_SUITS } from '../../../engine/src/pieces.ts';
import { tileSuit } from '../art/suits.ts';
import { affordableCells, cellKey, cellLabel, ROWS } from './stacked-model.ts';
import type { Words } from './stacked-words.ts';

/** The grid. `buyable` holds the keys of cells the viewer may buy right now (its buying window is open). */
export function actionTable(view: StackedView, viewer: number | null, buyable: ReadonlySet<string>, w: Words): TemplateResult {
  const { d } = w;
  const afford = viewer === null ? new Set<string>() : affordableCells(view, viewer);
  return html`<table class="action-table">
    <caption>${d.actionTableHint}</caption>
    <thead>
      <tr>
        <td></td>
        ${TILE_SUITS.map(
          (suit) => html`<th scope="col" class=${suit}><span class="cell-chip ${suit}" aria-hidden="true"><svg class="chip-suit" viewBox="0 0 100 100"><g class="ink">${tileSuit(suit, 0, 0, 100)}</g></svg></span> ${d.suitNames[suit]}${suit === 'moons' ? html`<span class="head-note">${d.warsOnly}</span>` : nothing}</th>`,
        )}
      </tr>
    </thead>
    <tbody>
      ${ROWS.map(
        (value) => html`<tr>
          <th scope="row">${d.valueNames[value]}</th>
          ${TILE_SUITS.map((suit) => {
            const key = cellKey(suit, value);
            const can = afford.has(key), now = buyable.has(key);
            return html`<td class="cell ${suit}${can ? ' afford' : ''}${now ? ' now' : ''}" data-cell=${key}>
              <span class="sr-only">${cellLabel(suit, value, d)}</span>
              <span class="cell-short">${d.cellShort[key]}</span>
              <span class="cell-long">${d.cells[key]}</span>
              ${now ? html`<span class="cell-mark">${d.canBuy}</span>` : can ? html`<span class="cell-mark">${d.afford}</span>` : nothing}
            </td>`;
          })}
        </tr>`,
      )}
    </tbody>
  </table>`;
}
