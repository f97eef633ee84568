// The end banner's figures and the chart of each seat's pieces over the game: loaded with them (end-figures.ts), when a
// game first ends, and adopted by the table that shows them.
import { css } from 'lit';

/** The end banner's figures and chart. */
export const figuresStyles = css`
  .figures {
    display: grid;
    gap: 0.4rem;
    margin: 0 0 0.5rem;
    padding: 0.5rem 0.75rem;
    background: var(--pp-seat-bg);
    color: var(--pp-fg);
    border: 1px solid var(--pp-border);
    border-radius: var(--pp-radius, 8px);
  }
  .figure-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0;
  }
  .figure {
    display: flex;
    gap: 0.35rem;
    align-items: baseline;
  }
  .figure dt {
    color: var(--pp-muted);
  }
  .figure dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .chart {
    width: 100%;
    height: 3.5rem;
    overflow: visible;
  }
  .line {
    fill: none;
    stroke-width: 2.5;
    stroke-linejoin: round;
  }
  .line-0 { stroke: var(--pp-suns); --_c: var(--pp-suns); }
  .line-1 { stroke: var(--pp-fg); --_c: var(--pp-fg); stroke-dasharray: 6 3; }
  .line-2 { stroke: var(--pp-crowns); --_c: var(--pp-crowns); stroke-dasharray: 2 3; }
  .line-3 { stroke: var(--pp-arms); --_c: var(--pp-arms); stroke-dasharray: 8 3 2 3; }
  .line-4 { stroke: var(--pp-moons); --_c: var(--pp-moons); stroke-dasharray: 1 4; }
  .line-5 { stroke: var(--pp-accent); --_c: var(--pp-accent); stroke-dasharray: 10 4; }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.875rem;
  }
  .swatch {
    display: inline-block;
    width: 1.1rem;
    height: 0;
    margin-right: 0.35rem;
    vertical-align: middle;
    border-top: 3px solid var(--_c);
  }
  .swatch.line-1 { border-top-style: dashed; }
  .swatch.line-2, .swatch.line-4 { border-top-style: dotted; }
  @media (forced-colors: active) {
    .line { stroke: CanvasText; }
    .swatch { border-top-color: CanvasText; }
  }
`;
