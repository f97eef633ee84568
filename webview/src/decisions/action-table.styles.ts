// Stacked Deck War's action table (the reference grid, affordable cells highlighted), the buying window built on it
// (the duel, Pass, the open cells with their cost), and the choice prompts. Sized by container queries on the widget:
// one phone screen at 360 px, at most 480 px tall in a wide widget. No text under 13 px, no coin under 32 px.
import { css } from 'lit';

/** The action table, the buying window and the choices of effects. */
export const actionTableStyles = css`
  .action-table {
    width: 100%;
    border-collapse: separate;
    border-spacing: 2px;
    font-size: 0.8125rem;
    line-height: 1.2;
    table-layout: fixed;
  }
  .action-table caption {
    text-align: start;
    color: var(--pp-muted);
    padding-bottom: 0.2rem;
  }
  .action-table th {
    font-weight: 650;
    text-align: center;
    padding: 0.1rem 0;
  }
  .action-table thead th {
    display: table-cell;
    vertical-align: bottom;
  }
  .action-table thead .cell-chip {
    display: flex;
    width: fit-content;
    margin: 0 auto 1px;
  }
  .action-table col.row-head {
    width: 1rem;
  }
  .row-value {
    font-family: var(--pp-piece-font);
    font-weight: 750;
    font-size: 1rem;
  }
  .head-note {
    display: block;
    font-weight: 400;
    color: var(--pp-muted);
  }
  .cell {
    background: var(--pp-seat-bg);
    color: var(--pp-fg);
    border: 1px solid var(--pp-border);
    border-radius: 6px;
    padding: 0.2rem 0.25rem;
    vertical-align: top;
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  .cell.afford {
    background: color-mix(in srgb, var(--pp-highlight) 24%, var(--pp-seat-bg));
    border-color: var(--pp-highlight);
  }
  .cell.afford .cell-long,
  .cell.afford .cell-mark {
    color: var(--pp-fg);
  }
  .cell-short {
    display: block;
    font-weight: 650;
  }
  .cell-long {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  .cell-mark {
    display: block;
    color: var(--pp-muted);
  }
  @container (min-width: 46rem) {
    .action-table:not(.buying) .cell-long {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
      display: block;
      color: var(--pp-muted);
    }
  }

  /* The buying window: the grid's open cells are buttons; the others step back. */
  .prompt.buy {
    display: grid;
    gap: 0.4rem;
    padding: 0.45rem 0.5rem 0.5rem;
  }
  .buy-side {
    display: grid;
    gap: 0.35rem;
    align-content: start;
  }
  .action-table.buying .cell {
    box-sizing: border-box;
    padding: 0;
    height: 4.5rem;
  }
  .action-table.buying .cell.closed {
    background: transparent;
    border-style: dashed;
    color: var(--pp-muted);
    padding: 0.2rem 0.25rem;
  }
  .action-table.buying .cell.closed .cell-short {
    font-weight: 400;
  }
  .action-table.buying .cell.open {
    border-color: var(--pp-accent);
  }
  button.buy {
    position: relative;
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    align-items: stretch;
    gap: 0.15rem;
    width: 100%;
    height: 100%;
    min-height: 2.75rem;
    padding: 2px;
    border: 0;
    border-radius: 5px;
    background: var(--pp-bg);
    color: var(--pp-fg);
    font-size: inherit;
    text-align: start;
    overflow-wrap: anywhere;
  }
  button.buy.picked {
    box-shadow: inset 0 0 0 3px var(--pp-accent);
  }
  .becomes {
    font-weight: 750;
    white-space: nowrap;
  }
  .cost {
    display: flex;
    gap: 2px;
  }
  .wins-mark {
    position: absolute;
    top: -1px;
    right: -1px;
    background: var(--pp-highlight);
    color: var(--pp-highlight-fg);
    font-weight: 750;
    border-radius: 0 5px 0 6px;
    padding: 0 0.3rem;
  }
  button.buy.wins {
    box-shadow: inset 0 0 0 2px var(--pp-highlight);
  }
  .duel-row {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  .duel-row button.pass {
    min-height: 2.75rem;
    min-width: 5rem;
    margin-left: auto;
  }
  .duel {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  .duelist {
    margin: 0;
    display: grid;
    justify-items: center;
    gap: 0.1rem;
    --_piece: 3rem;
  }
  .duelist figcaption {
    font-size: 0.8125rem;
    font-weight: 650;
    white-space: nowrap;
  }
  .duel-tile {
    position: relative;
    padding-right: 0.7rem;
  }
  .duel-tile .piece {
    width: var(--_piece);
    height: var(--_piece);
  }
  .duel-tile .badge {
    bottom: -0.3rem;
    right: 0;
  }
  .duel-play {
    font-size: 0.8125rem;
    color: var(--pp-muted);
  }
  .vs {
    font-weight: 650;
    color: var(--pp-muted);
    font-size: 0.8125rem;
    max-width: 5rem;
    text-align: center;
  }
  .about {
    min-height: 2.1em;
  }
  .pay-choice {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .pay-choice label {
    display: grid;
    gap: 0.15rem;
    font-size: 0.8125rem;
  }
  /* A phone: the description of a pointed cell is for wider screens (each button says it to a screen reader). */
  @container (max-width: 30rem) {
    .about {
      display: none;
    }
    .suit-name {
      display: none;
    }
    .prompt.buy {
      padding: 0.35rem 0.3rem 0.3rem;
    }
    .action-table.buying {
      border-spacing: 1px;
      line-height: 1.15;
    }
    /* A row as tall as its names need (one line or two), so the buying window fits a phone screen; a cell's height
       of 1px is only a floor (the row grows to its content) that lets the button fill the cell (height: 100%). */
    .action-table.buying .cell {
      height: 1px;
    }
    .action-table.suns-shut col.suns,
    .action-table.moons-shut col.moons,
    .action-table.crowns-shut col.crowns,
    .action-table.arms-shut col.arms {
      width: 2.5rem;
    }
    .action-table.suns-shut td.suns .cell-short,
    .action-table.moons-shut .head-note,
    .action-table.moons-shut td.moons .cell-short,
    .action-table.crowns-shut td.crowns .cell-short,
    .action-table.arms-shut td.arms .cell-short {
      display: none;
    }
    .action-table.buying .cell-short {
      font-weight: 500;
    }
    button.buy .cell-short {
      font-weight: 600;
      letter-spacing: -0.01em;
    }
    /* A star in the corner: the word would cover the cell's name (each button says it to a screen reader). */
    .wins-word {
      display: none;
    }
    .wins-mark::before {
      content: '★';
    }
  }
  /* A wide widget: the duel, Pass and the words on the left, the grid on the right, all in under 480 px.
     Only from 66rem: below it the grid beside the words leaves each cell too narrow for its name. */
  @container (min-width: 66rem) {
    .prompt.buy {
      grid-template-columns: minmax(15rem, 19rem) 1fr;
      align-items: start;
      gap: 0.6rem;
    }
  }
  /* From 46rem the cells are wide enough to lay their name, mark and cost in a row. */
  @container (min-width: 46rem) {
    .action-table.buying .cell {
      height: 3.25rem;
    }
    .action-table thead .cell-chip {
      display: inline-flex;
      margin: 0 0.25rem 0 0;
    }
    .head-note {
      display: inline;
      margin-left: 0.25rem;
    }
    button.buy {
      flex-direction: row;
      align-items: center;
    }
    button.buy .cell-short {
      flex: 1;
    }
    .wins-mark {
      position: static;
      order: 1;
      border-radius: 999px;
    }
    button.buy .cost {
      order: 2;
    }
    .duelist {
      --_piece: 3.75rem;
    }
  }

  .cell-chip {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    border: 1px solid var(--pp-border);
    border-radius: 6px;
    padding: 0.1rem 0.3rem;
    background: var(--pp-tile-face);
    color: var(--pp-coin-ink, #2d2a26);
    font-weight: 750;
    font-family: var(--pp-piece-font);
  }
  .chip-suit {
    width: 1rem;
    height: 1rem;
  }
  .suit-choice {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  .look {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
  }
  .look-tile {
    display: grid;
    justify-items: center;
    gap: 0.2rem;
  }
  .look-moves {
    display: flex;
    gap: 0.2rem;
  }
  .pick-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  button.pick {
    padding: 3px;
    min-height: 2.75rem;
    min-width: 2.75rem;
    background: transparent;
    border: 2px solid var(--pp-border);
    border-radius: 10px;
    --_piece: max(3rem, calc(var(--pp-piece-size) * 0.85));
  }
  button.pick .piece {
    width: var(--_piece);
    height: var(--_piece);
  }
  button.pick.on {
    border-color: var(--pp-highlight);
    background: color-mix(in srgb, var(--pp-highlight) 30%, transparent);
  }
`;
