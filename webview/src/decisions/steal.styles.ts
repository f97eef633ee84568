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
`;
