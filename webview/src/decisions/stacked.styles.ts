// Stacked Deck War's look: the setup screen, the seats with their tiles, value badges and modifiers, deck, reserve,
// coins and dice, the round in the middle and its log.
import { css } from 'lit';

/** The setup screen and the Stacked Deck War table. */
export const stackedStyles = css`
  .arrange {
    background: var(--pp-felt);
    color: var(--pp-felt-fg);
    /* Help and positions sit straight on the felt: a page's felt may be any colour, so they take the felt's text colour. */
    --pp-muted: var(--pp-felt-fg);
    border-radius: 8px;
    padding: 0.6rem;
    display: grid;
    gap: 0.45rem;
  }
  .row-title {
    margin: 0.2rem 0 0;
    font-size: 0.8125rem;
    font-weight: 650;
  }
  .arr-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  /* Nine tiles a row at most: the deck reads as two rows of nine. */
  .arr-row.deck {
    max-width: calc(9 * (var(--pp-piece-size) * 0.95 + 8px) + 8 * 0.3rem + 1px);
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
    font-size: 0.75rem;
    color: var(--pp-muted);
    font-variant-numeric: tabular-nums;
    line-height: 1;
  }

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
    color: var(--pp-fg);
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
    font-size: 0.8125rem;
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
    --_piece: max(3rem, calc(var(--pp-piece-size) * 1.15));
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0.6rem 1.1rem;
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
  .wt {
    position: relative;
    display: block;
  }
  /* A war: the wartiles lie on one another, each earlier one showing a strip above the next. */
  .war-pile {
    display: flex;
    flex-direction: column;
  }
  .war-pile .wt + .wt {
    margin-top: calc(var(--_piece) * -0.74);
  }
  .war-pile .wt.spent .piece {
    filter: saturate(0.6) brightness(0.93);
  }
  .war-count {
    color: var(--pp-error-fg);
    font-weight: 750;
  }
  @container (min-width: 30rem) {
    .on-table {
      --_piece: calc(var(--pp-piece-size) * 1.4);
    }
  }
  @container (min-width: 46rem) {
    .on-table {
      --_piece: calc(var(--pp-piece-size) * 1.7);
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
    font-size: 0.8125rem;
    color: var(--pp-muted);
    line-height: 1;
  }

  /* The value badge sits on the tile's lower right corner, clear of the value in its middle and the pack's disc. */
  .badge {
    position: absolute;
    bottom: -0.45rem;
    right: -0.7rem;
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
    font-size: 0.8125rem;
  }

  .printed {
    font-size: 0.8125rem;
    color: var(--pp-muted);
  }
  .mods {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1px;
    font-size: 0.8125rem;
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
    font-size: 0.8125rem;
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
    font-size: 0.8125rem;
  }
  .deck-known summary {
    cursor: pointer;
    color: var(--pp-muted);
    /* A 44 px target, its text (and the disclosure's marker) centred in it. */
    min-height: 2.75rem;
    box-sizing: border-box;
    padding-block: calc((2.75rem - 1lh) / 2);
  }
  .coins-box {
    display: grid;
    gap: 0.25rem;
  }
  .coin-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem 0.5rem;
  }
  .coin-side {
    font-size: 0.8125rem;
    color: var(--pp-muted);
    min-width: 6.5rem;
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
    font-size: 0.8125rem;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
  }
  .gifts {
    font-size: 0.8125rem;
    color: var(--pp-muted);
  }
  svg.coin {
    width: 2rem;
    height: 2rem;
    flex: none;
    overflow: visible;
  }
  .coin-base {
    fill: var(--pp-coin-face, #efe4c6);
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
    color: var(--pp-coin-ink, #2d2a26);
  }
  .round-info {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem 0.9rem;
    font-size: 0.8125rem;
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
    width: 2rem;
    height: 2rem;
  }
  .die-base {
    fill: var(--pp-die-face, #fdfcf8);
    stroke: var(--pp-piece-edge);
    stroke-width: 4;
  }
  /* A piecepack die's value, in its suit's colour (the .ink colour of the art), as a tile's value is drawn. */
  .die.suns .ink { color: var(--pp-die-pip, var(--pp-suns)); }
  .die.moons .ink { color: var(--pp-die-pip, var(--pp-moons)); }
  .die.crowns .ink { color: var(--pp-die-pip, var(--pp-crowns)); }
  .die.arms .ink { color: var(--pp-die-pip, var(--pp-arms)); }
  .die-value {
    fill: currentColor;
    font-family: var(--pp-piece-font);
    font-weight: 750;
    font-size: 60px;
  }
  .outcome,
  .last-round {
    flex-basis: 100%;
  }
  .last-round {
    color: var(--pp-muted);
  }
  .log {
    font-size: 0.8125rem;
  }
  .log summary,
  .actions-box summary {
    cursor: pointer;
    font-weight: 650;
    font-size: 0.85rem;
    /* A 44 px target, its text (and the disclosure's marker) centred in it. */
    min-height: 2.75rem;
    box-sizing: border-box;
    padding-block: calc((2.75rem - 1lh) / 2);
  }
  .log-lines {
    margin: 0.25rem 0 0;
    padding-left: 2rem;
    display: grid;
    gap: 1px;
    max-height: 12rem;
    overflow-y: auto;
  }
  summary:focus-visible {
    outline: 3px solid var(--pp-focus);
    outline-offset: 2px;
  }
  .sd-seat .kind,
  .st-seat .kind {
    font-size: 0.8125rem;
  }
  /*
   * A phone while the person buys: the seats fold to their title lines (name, role, tiles removed); the buying window
   * shows both playtiles and the coins in hand, and the round's log keeps its last lines in sight. So the seats and the
   * window fit one phone screen.
   */
  @container (max-width: 33rem) {
    .sd-table.buying .sd-seat > :not(.seat-head) {
      display: none;
    }
    .sd-table.buying .sd-seat {
      padding-block: 0.2rem;
    }
    .sd-table.buying .sd-seat .seat-head {
      line-height: 1.25;
      row-gap: 0.1rem;
    }
    /* The seat's kind waits for the end of the buying; the effects waiting are in the window's own words. */
    .sd-table.buying .sd-seat .kind,
    .sd-table.buying .round-info .waiting {
      display: none;
    }
    .sd-table.buying .sd-seats {
      grid-template-columns: 1fr 1fr;
    }
    .sd-table.buying ~ .log .log-lines {
      max-height: 3.3em;
    }
  }
`;
