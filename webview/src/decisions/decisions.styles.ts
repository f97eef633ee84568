// The decision games' look, adopted by the element's shadow root when the chunk loads: prompts and the pass screen,
// Stacked Deck War's setup screen, seats, value badges, coins, dice and action table, and Steal War's capture piles.
import { css } from 'lit';

export const decisionStyles = css`
  :host {
    --pp-coin-face: #efe4c6;
    --pp-coin-ink: #2d2a26;
    --pp-die-face: #fdfcf8;
    --pp-die-pip: #222222;
    --_mod-up: #1a7f37;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_mod-up: #6fd08a;
    }
  }
  :host([theme='light']) {
    --_mod-up: #1a7f37;
  }
  :host([theme='dark']) {
    --_mod-up: #6fd08a;
  }
  .prompt,
  .pass-screen {
    background: var(--pp-seat-bg);
    border: 1px solid var(--pp-border);
    border-left: 4px solid var(--pp-accent);
    border-radius: 8px;
    padding: 0.55rem 0.7rem 0.65rem;
    display: grid;
    gap: 0.45rem;
  }
  .pass-screen {
    border-left-color: var(--pp-highlight);
    padding: 1.4rem 1rem;
    justify-items: start;
  }
  .prompt.flip-box,
  .prompt.waiting-box {
    border-left-color: var(--pp-border);
  }
  .prompt-title {
    margin: 0;
    font-size: 0.95rem;
    font-weight: 650;
  }
  .help {
    margin: 0;
    color: var(--pp-muted);
    font-size: 0.8rem;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .thinking {
    margin: 0;
    color: var(--pp-muted);
    font-style: italic;
  }
  .muted {
    color: var(--pp-muted);
  }
  button.small {
    min-height: 1.7rem;
    padding: 0.1rem 0.45rem;
    font-size: 0.75rem;
  }
  button[aria-pressed='true']:not(.arr-tile) {
    background: var(--pp-highlight);
    color: var(--pp-highlight-fg);
    border-color: var(--pp-highlight);
  }

  /* ---- Stacked Deck War: the setup screen ---- */
  .arrange {
    background: var(--pp-felt);
    border-radius: 8px;
    padding: 0.6rem;
    display: grid;
    gap: 0.45rem;
  }
  .row-title {
    margin: 0.2rem 0 0;
    font-size: 0.8rem;
    font-weight: 650;
  }
  .arr-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .arr-row.reserve {
    padding: 0.3rem;
    border: 2px dashed var(--pp-border);
    border-radius: 8px;
    justify-self: start;
  }
  .arr-tile {
    position: relative;
    display: grid;
    justify-items: center;
    gap: 1px;
    padding: 2px;
    min-height: 0;
    background: transparent;
    border: 2px solid transparent;
    border-radius: 10px;
    touch-action: none;
    user-select: none;
    cursor: grab;
    --_piece: calc(var(--pp-piece-size) * 0.95);
  }
  .arr-tile .piece {
    width: var(--_piece);
    height: var(--_piece);
  }
  .arr-tile:hover {
    filter: none;
    border-color: var(--pp-border);
  }
  .arr-tile.picked {
    border-color: var(--pp-highlight);
    background: color-mix(in srgb, var(--pp-highlight) 25%, transparent);
  }
  .arr-tile.over {
    border: 2px dashed var(--pp-accent);
    background: color-mix(in srgb, var(--pp-accent) 15%, transparent);
  }
  .arr-tile.dragging {
    z-index: 2;
    cursor: grabbing;
    opacity: 0.9;
  }
  .arr-pos {
    font-size: 0.68rem;
    color: var(--pp-muted);
    font-variant-numeric: tabular-nums;
    line-height: 1;
  }

  /* ---- Stacked Deck War: the table ---- */
  .sd-table {
    --_w: var(--_piece);
    --_ph: var(--_piece);
  }
  .sd-seats {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  }
  .sd-seat {
    position: relative;
    min-width: 0;
    background: var(--pp-seat-bg);
    border: 1px solid var(--pp-border);
    border-radius: 8px;
    padding: 0.45rem 0.55rem 0.55rem;
    display: grid;
    gap: 0.45rem;
    align-content: start;
  }
  .sd-seat.me {
    border-color: var(--pp-accent);
  }
  .sd-seat.takes {
    box-shadow: inset 0 0 0 2px var(--pp-highlight);
    border-color: var(--pp-highlight);
  }
  .seat-head .role {
    font-size: 0.72rem;
    font-weight: 700;
    border-radius: 999px;
    padding: 0 0.45rem;
    border: 1px solid var(--pp-border);
    white-space: nowrap;
  }
  .seat-head .role.a {
    background: var(--pp-accent);
    color: var(--pp-accent-fg);
    border-color: transparent;
  }
  .seat-head .score {
    margin-left: auto;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .sd-seat .seat-head {
    justify-content: flex-start;
    flex-wrap: wrap;
  }
  .on-table {
    --_piece: calc(var(--pp-piece-size) * 1.15);
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0.5rem 0.75rem;
    min-height: calc(var(--_piece) + 1.4rem);
    padding-top: 0.35rem;
  }
  .slot-empty {
    width: var(--_piece);
    height: var(--_piece);
    border: 2px dashed var(--pp-border);
    border-radius: 8px;
    margin-top: 1rem;
  }
  .tslot .piece {
    width: var(--_piece);
    height: var(--_piece);
  }
  @container (min-width: 46rem) {
    .on-table {
      --_piece: calc(var(--pp-piece-size) * 1.55);
    }
  }
  .tslot {
    position: relative;
    margin: 0;
    display: grid;
    justify-items: center;
    gap: 0.15rem;
  }
  .slot-name {
    font-size: 0.68rem;
    color: var(--pp-muted);
    line-height: 1;
  }
  .tslot.spent .piece {
    opacity: 0.6;
  }
  .badge {
    position: absolute;
    top: 0.55rem;
    right: -0.55rem;
    min-width: 1.55rem;
    height: 1.55rem;
    padding: 0 0.25rem;
    border-radius: 999px;
    background: var(--pp-accent);
    color: var(--pp-accent-fg);
    font-weight: 750;
    font-size: 0.85rem;
    display: grid;
    place-items: center;
    font-variant-numeric: tabular-nums;
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.35);
  }
  .badge.changed {
    background: var(--pp-highlight);
    color: var(--pp-highlight-fg);
  }
  .badge.small {
    min-width: 1.3rem;
    height: 1.3rem;
    font-size: 0.72rem;
  }
  .tslot.spent .badge {
    background: var(--pp-button-bg);
    color: var(--pp-button-fg);
    font-weight: 500;
    font-size: 0.68rem;
  }
  .printed {
    font-size: 0.68rem;
    color: var(--pp-muted);
  }
  .mods {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1px;
    font-size: 0.7rem;
    font-weight: 650;
    max-width: 7.5rem;
  }
  .mods .up {
    color: var(--pp-mod-up, var(--_mod-up));
  }
  .mods .down {
    color: var(--pp-error-fg);
  }
  .piles {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.8rem;
  }
  .deck-box,
  .reserve-box {
    display: flex;
    align-items: center;
    gap: 0.35rem;
  }
  .pile-count {
    font-size: 0.78rem;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .mini-row {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    --_piece: calc(var(--pp-piece-size) * 0.62);
  }
  .mini-row .piece {
    width: var(--_piece);
    height: var(--_piece);
  }
  .piece.known .tile-base {
    stroke: var(--pp-tile-back);
    stroke-width: 9;
  }
  .deck-known {
    flex-basis: 100%;
    font-size: 0.75rem;
  }
  .deck-known summary {
    cursor: pointer;
    color: var(--pp-muted);
  }
  .coins-box {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.5rem;
  }
  .coin-groups {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem 0.35rem;
  }
  .coin-group {
    display: inline-flex;
    align-items: center;
    gap: 1px;
  }
  .times {
    font-size: 0.72rem;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
  }
  .gifts {
    font-size: 0.75rem;
    color: var(--pp-muted);
  }
  svg.coin {
    width: 1.55rem;
    height: 1.55rem;
    flex: none;
    overflow: visible;
  }
  svg.coin.small {
    width: 1.25rem;
    height: 1.25rem;
  }
  .pick svg.coin {
    width: 2rem;
    height: 2rem;
  }
  .coin-base {
    fill: var(--pp-coin-face);
    stroke: var(--pp-piece-edge);
    stroke-width: 3;
  }
  .coin-ring {
    fill: none;
    stroke: var(--pp-piece-edge);
    stroke-width: 2;
    opacity: 0.35;
  }
  .coin-value {
    fill: currentColor;
    font-family: var(--pp-piece-font);
    font-weight: 750;
    font-size: 58px;
  }
  .coin-value.small {
    font-size: 42px;
  }
  .coin.value-up .ink {
    color: var(--pp-coin-ink);
  }
  .round-info {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem 0.9rem;
    font-size: 0.8rem;
  }
  .round-name {
    font-weight: 650;
  }
  .war-flag {
    color: var(--pp-error-fg);
  }
  .flag.lowest {
    background: var(--pp-highlight);
    color: var(--pp-highlight-fg);
    border-radius: 999px;
    padding: 0 0.5rem;
    font-weight: 650;
  }
  .dice {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
  .die-pair {
    display: inline-flex;
    gap: 2px;
  }
  svg.die {
    width: 1.5rem;
    height: 1.5rem;
  }
  .die-base {
    fill: var(--pp-die-face);
    stroke: var(--pp-piece-edge);
    stroke-width: 4;
  }
  .pip {
    fill: var(--pp-die-pip);
  }
  .outcome {
    flex-basis: 100%;
  }
  .log {
    font-size: 0.8rem;
  }
  .log summary,
  .actions-box summary {
    cursor: pointer;
    font-weight: 650;
    font-size: 0.85rem;
  }
  .log-lines {
    margin: 0.25rem 0 0;
    padding-left: 1.3rem;
    display: grid;
    gap: 1px;
    max-height: 12rem;
    overflow-y: auto;
  }
  summary:focus-visible {
    outline: 3px solid var(--pp-focus);
    outline-offset: 2px;
  }

  /* ---- the action table and the buying window ---- */
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
  .cell-name {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
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

  /* ---- Steal War ---- */
  .st-body {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0.5rem 0.9rem;
  }
  .st-spot {
    margin: 0;
    display: grid;
    justify-items: center;
    gap: 0.2rem;
  }
  .st-spot figcaption {
    font-size: 0.72rem;
    color: var(--pp-muted);
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .st-spot .slot {
    display: block;
  }
  .capture-pile {
    position: relative;
    width: calc(var(--_w) + 6px);
    height: calc(var(--_ph) + 6px);
  }
  .capture-pile .piece {
    position: absolute;
    left: 0;
    top: 0;
    border-radius: 8%;
  }
  .capture-pile.deep .piece {
    box-shadow: 3px 3px 0 -1px var(--pp-card-face), 3px 3px 0 0 var(--pp-piece-edge), 6px 6px 0 -1px var(--pp-card-face), 6px 6px 0 0 var(--pp-piece-edge);
  }
  .guarded .capture-pile .piece {
    outline: 3px solid var(--pp-highlight);
    outline-offset: 1px;
  }
  .chip {
    font-size: 0.68rem;
    font-weight: 650;
    border-radius: 999px;
    padding: 0 0.4rem;
    border: 1px solid var(--pp-border);
    white-space: nowrap;
  }
  .chip.guard {
    background: var(--pp-highlight);
    color: var(--pp-highlight-fg);
    border-color: transparent;
  }
  .chip.asked {
    border-color: var(--pp-accent);
  }
  .piece.mine {
    outline: 3px solid var(--pp-accent);
    outline-offset: 1px;
    border-radius: 8%;
  }
  .steal-head {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
  }
  .steal-head > div {
    display: grid;
    gap: 0.3rem;
  }
  .piece.hand-big {
    width: calc(var(--_piece) * 1.1);
    height: calc(var(--_piece) * 1.52);
  }
  .rule {
    border-left: 3px solid var(--pp-highlight);
    padding-left: 0.4rem;
  }
  .card-choice {
    padding: 3px;
    min-height: 0;
    background: transparent;
  }
  @media (forced-colors: active) {
    .coin-base,
    .die-base {
      fill: Canvas;
      stroke: CanvasText;
    }
    .pip,
    .coin-value {
      fill: CanvasText;
    }
    .badge,
    .flag.lowest,
    .chip.guard,
    .seat-head .role.a {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
    .cell.afford,
    .arr-tile.picked,
    button.pick.on {
      border: 2px solid Highlight;
    }
  }
`;
