// The widget's frame and table: header, seats laid out for 2 to 6 players from a 320 px column to a wide panel,
// stacks, pieces on the table, the winner's highlight, a dropped-out seat, the end banner, status and errors.
import { css } from 'lit';

export const tableStyles = css`
  .game {
    --_piece: var(--pp-piece-size);
    background: var(--pp-bg);
    color: var(--pp-fg);
    font-size: 0.875rem;
    line-height: 1.35;
    border: 1px solid var(--pp-border);
    border-radius: var(--pp-radius);
    padding: 0.6rem;
    display: grid;
    gap: 0.55rem;
    min-width: 0;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.15rem 0.75rem;
  }
  .title {
    font-weight: 650;
    font-size: 1rem;
  }
  .meta {
    color: var(--pp-muted);
    font-size: 0.8rem;
    font-variant-numeric: tabular-nums;
  }
  .table {
    position: relative;
    background: var(--pp-felt);
    border-radius: calc(var(--pp-radius) - 2px);
    padding: 0.5rem;
    display: grid;
    gap: 0.5rem;
  }
  .table:focus {
    outline: none;
  }
  .table:focus-visible {
    outline: 3px solid var(--pp-focus);
    outline-offset: 2px;
  }
  .seats {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr));
  }
  @container (min-width: 46rem) {
    .seats-4 { grid-template-columns: repeat(4, 1fr); }
    .seats-5, .seats-6 { grid-template-columns: repeat(3, 1fr); }
  }
  .seat {
    position: relative;
    min-width: 0;
    background: var(--pp-seat-bg);
    border: 1px solid var(--pp-border);
    border-radius: 8px;
    padding: 0.4rem 0.5rem 0.5rem;
    display: grid;
    gap: 0.35rem;
    align-content: start;
    contain: layout style;
  }
  .seat.takes {
    border-color: var(--pp-highlight);
    box-shadow: inset 0 0 0 2px var(--pp-highlight);
  }
  .seat.out {
    border-style: dashed;
    background: transparent;
  }
  .seat.out .piece {
    filter: grayscale(1);
    opacity: 0.45;
  }
  .seat-head {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.4rem;
  }
  .seat-name {
    font-weight: 650;
    white-space: nowrap;
  }
  .kind {
    color: var(--pp-muted);
    font-size: 0.75rem;
    white-space: nowrap;
  }
  .seat.out .kind {
    font-weight: 650;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .seat-body {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0.5rem;
    min-width: 0;
  }
  .stack-box,
  .won-box {
    display: flex;
    align-items: center;
    gap: 0.3rem;
    flex: none;
  }
  .count,
  .won-count {
    font-variant-numeric: tabular-nums;
    font-weight: 650;
    min-width: 1.6em;
  }
  .won-count {
    font-weight: 500;
    color: var(--pp-muted);
  }
  .deck-tile { --_w: var(--_piece); --_ph: var(--_piece); }
  .deck-card { --_w: calc(var(--_piece) * 0.94); --_ph: calc(var(--_piece) * 1.3); }
  .pile {
    position: relative;
    width: calc(var(--_w) + 6px);
    height: calc(var(--_ph) + 6px);
  }
  .won.pile {
    --_piece: calc(var(--pp-piece-size) * 0.6);
    --_w: calc(var(--pp-piece-size) * 0.6 * 0.94);
    --_ph: calc(var(--pp-piece-size) * 0.6 * 1.3);
  }
  .deck-tile .won.pile {
    --_w: calc(var(--pp-piece-size) * 0.6);
    --_ph: calc(var(--pp-piece-size) * 0.6);
  }
  .pile .piece {
    position: absolute;
    left: 0;
    top: 0;
  }
  .pile .layer-1 { transform: translate(3px, 3px); }
  .pile .layer-2 { transform: translate(6px, 6px); }
  .layers-2 .layer-0, .layers-3 .layer-0 { transform: none; }
  .pile-empty {
    position: absolute;
    inset: 0 6px 6px 0;
    border: 2px dashed var(--pp-border);
    border-radius: 6px;
  }
  .played {
    flex: 1 1 5.5rem;
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.3rem 0.4rem;
    min-width: 0;
    min-height: calc(var(--_ph) + 6px);
  }
  .war-group {
    display: flex;
    align-items: flex-end;
  }
  .war-group .piece + .piece {
    margin-left: calc(var(--_w) * -0.6);
  }
  .war-group .piece.up + .piece.down,
  .war-group .piece.down + .piece.up {
    margin-left: calc(var(--_w) * -0.45);
  }
  .piece.deciding {
    outline: 3px solid var(--pp-highlight);
    outline-offset: 1px;
    border-radius: 12%;
  }
  .slot {
    width: var(--_w);
    height: var(--_ph);
    border: 2px dashed var(--pp-border);
    border-radius: 6px;
    opacity: 0.7;
  }
  .takes-tag {
    justify-self: start;
    background: var(--pp-highlight);
    color: var(--pp-highlight-fg);
    border-radius: 999px;
    padding: 0 0.5rem;
    font-size: 0.75rem;
    font-weight: 650;
  }
  @media (forced-colors: active) {
    .takes-tag {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
    .seat.takes {
      border: 3px solid Highlight;
    }
  }
  .overlay {
    position: absolute;
    inset: 0;
    pointer-events: none;
    overflow: visible;
  }
  .ghost {
    position: absolute;
    left: 0;
    top: 0;
  }
  .banner {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem 0.75rem;
    background: var(--pp-seat-bg);
    border: 2px solid var(--pp-highlight);
    border-radius: 8px;
    padding: 0.55rem 0.75rem;
  }
  .banner-text {
    display: grid;
    gap: 0.1rem;
  }
  .headline {
    font-size: 1.15rem;
    font-weight: 700;
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    gap: 0.1rem 0.8rem;
    color: var(--pp-muted);
    font-size: 0.8rem;
    font-variant-numeric: tabular-nums;
  }
  .message {
    min-height: 2.7em;
    margin: 0;
  }
  .error {
    background: var(--pp-error-bg);
    color: var(--pp-error-fg);
    border: 1px solid currentColor;
    border-radius: 8px;
    padding: 0.6rem 0.75rem;
    overflow-wrap: anywhere;
  }
  .error p {
    margin: 0.3rem 0;
  }
  .error dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem 0.6rem;
    margin: 0.3rem 0 0;
  }
  .error dt {
    font-weight: 650;
  }
  .error dd {
    margin: 0;
  }
  .loading {
    color: var(--pp-muted);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;
