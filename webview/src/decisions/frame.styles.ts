// The decision games' frame: custom properties of their pieces, prompts, the pass-the-device screen, choices, and how
// they look in forced colors (Windows high contrast).
import { css } from 'lit';

/** Prompts, the pass screen, their buttons; forced colors. */
export const frameStyles = css`
  /* The table is an element inside the widget's shadow root: the page's --pp-* reach it by inheritance, so its
     defaults are fallbacks at each use, never set here. A raised value's colour follows the widget's colour scheme. */
  :host {
    display: grid;
    gap: 0.55rem;
    min-width: 0;
    --_mod-up: light-dark(#1a7f37, #6fd08a);
  }
  .prompt,
  .pass-screen {
    background: var(--pp-seat-bg);
    color: var(--pp-fg);
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
    font-size: 0.8125rem;
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
    font-size: 0.8125rem;
  }
  button[aria-pressed='true']:not(.arr-tile) {
    background: var(--pp-highlight);
    color: var(--pp-highlight-fg);
    border-color: var(--pp-highlight);
  }

  @media (forced-colors: active) {
    .coin-base,
    .die-base {
      fill: Canvas;
      stroke: CanvasText;
    }
    .die-value,
    .coin-value {
      fill: CanvasText;
    }
    .badge,
    .flag.lowest,
    .chip.guard,
    .chip.steal-mark,
    .chip.suggest-mark,
    .wins-mark,
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
    button.buy.wins,
    button.buy.picked,
    .card-choice.suggested {
      outline: 2px solid Highlight;
      outline-offset: -2px;
    }
    .can-steal .capture-pile .piece,
    .guarded .capture-pile .piece {
      outline-color: Highlight;
    }
    .shield {
      fill: Highlight;
      stroke: CanvasText;
    }
  }
`;
