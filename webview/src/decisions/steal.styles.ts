// Steal War's look: each seat's packet, capture pile (protected or not) and looked-at card, and its prompts.
import { css } from 'lit';

/** The Steal War table. */
export const stealStyles = css`
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
    font-size: 0.8125rem;
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
    font-size: 0.8125rem;
    font-weight: 650;
    border-radius: 999px;
    padding: 0 0.4rem;
    border: 1px solid var(--pp-border);
    max-width: 100%;
    text-align: center;
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
  /* A pile the card in hand can steal: outlined in the accent colour, and marked. */
  .can-steal .capture-pile .piece {
    outline: 3px solid var(--pp-accent);
    outline-offset: 2px;
  }
  .chip.steal-mark {
    background: var(--pp-accent);
    color: var(--pp-accent-fg);
    border-color: transparent;
  }
  .shield {
    position: absolute;
    right: -0.45rem;
    bottom: -0.35rem;
    width: 1.35rem;
    height: 1.35rem;
    fill: var(--pp-highlight);
    stroke: var(--pp-highlight-fg);
    stroke-width: 1.5;
  }
  .blocked .capture-pile .piece {
    outline-style: dashed;
  }
  .card-choice {
    position: relative;
    display: grid;
    justify-items: center;
    gap: 2px;
  }
  .card-choice.suggested {
    border-color: var(--pp-accent);
    box-shadow: inset 0 0 0 2px var(--pp-accent);
  }
  .chip.suggest-mark {
    background: var(--pp-accent);
    color: var(--pp-accent-fg);
    border-color: transparent;
  }
  .top-auto {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.75rem;
    font-size: 0.875rem;
    cursor: pointer;
  }
  .top-auto input {
    width: 1.2rem;
    height: 1.2rem;
    color: inherit;
    accent-color: var(--pp-accent);
  }
  .rules-fold summary {
    cursor: pointer;
    color: var(--pp-muted);
    font-size: 0.8125rem;
    /* A 44 px target, its text (and the disclosure's marker) centred in it. */
    min-height: 2.75rem;
    box-sizing: border-box;
    padding-block: calc((2.75rem - 1lh) / 2);
  }
  /*
   * A war lays its cards face up side by side: where the seat's table runs out of room they wrap under each other,
   * never past the seat's edge (on a phone the table is the narrow column beside the seat's three spots).
   */
  .st-seat .war-group {
    flex-wrap: wrap;
    row-gap: 0.35rem;
  }
  /* A phone: a seat's packet, capture pile, card in hand and table on one line (the names wrap under each). */
  @container (max-width: 33rem) {
    .st-body {
      flex-wrap: nowrap;
      gap: 0.4rem;
    }
    /* The table's pieces beside the seat's three spots, not on a line of their own. */
    .st-seat {
      grid-template-columns: auto minmax(0, 1fr);
      align-items: end;
    }
    .st-seat > .seat-head {
      grid-column: 1 / -1;
    }
    .st-seat > .played {
      align-self: start;
    }
    .st-spot figcaption {
      white-space: normal;
      text-align: center;
      max-width: calc(var(--_w) + 1.6rem);
    }
  }
  /* Below 22rem the column beside the three spots is narrower than a war's cards: the table takes a line of its own. */
  @container (max-width: 22rem) {
    .st-seat > .played {
      grid-column: 1 / -1;
    }
  }
`;
