// Stacked Deck War's action table (the grid, affordable cells highlighted) and its buying window and choice prompts.
import { css } from 'lit';

/** The action table, the buying window and the choices of effects. */
export const actionTableStyles = css`
  .action-table {
    width: 100%;
    border-collapse: separate;
    border-spacing: 3px;
    font-size: 0.72rem;
    table-layout: fixed;
    margin-top: 0.3rem;
  }
  .action-table caption {
    text-align: start;
    color: var(--pp-muted);
    padding-bottom: 0.2rem;
  }
  .action-table th {
    font-weight: 650;
    text-align: center;
  }
  .action-table thead td,
  .action-table tbody th {
    width: 2.6rem;
  }
  .head-note {
    display: block;
    font-weight: 400;
    color: var(--pp-muted);
  }
  .cell {
    background: var(--pp-seat-bg);
    border: 1px solid var(--pp-border);
    border-radius: 5px;
    padding: 0.2rem 0.3rem;
    vertical-align: top;
  }
  .cell.afford {
    background: color-mix(in srgb, var(--pp-highlight) 24%, var(--pp-seat-bg));
    border-color: var(--pp-highlight);
  }
  .cell.now {
    box-shadow: inset 0 0 0 2px var(--pp-accent);
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
    font-size: 0.66rem;
  }
  @container (min-width: 46rem) {
    .cell-long {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
      display: block;
      color: var(--pp-muted);
    }
  }
  .buy-list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.3rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  }
  .buy-item {
    display: grid;
    gap: 0.2rem;
  }
  button.buy {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 0.5rem;
    text-align: start;
    width: 100%;
    background: var(--pp-bg);
    padding: 0.35rem 0.5rem;
  }
  .buy-text {
    display: grid;
  }
  .buy-name {
    font-weight: 650;
  }
  .buy-what {
    font-size: 0.75rem;
    color: var(--pp-muted);
  }
  .buy-coins {
    display: inline-flex;
    gap: 2px;
  }
  .cell-chip {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    border: 1px solid var(--pp-border);
    border-radius: 6px;
    padding: 0.1rem 0.3rem;
    background: var(--pp-tile-face);
    color: var(--pp-coin-ink);
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
    min-height: 0;
    background: transparent;
    border: 2px solid var(--pp-border);
    border-radius: 10px;
    --_piece: calc(var(--pp-piece-size) * 0.85);
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
