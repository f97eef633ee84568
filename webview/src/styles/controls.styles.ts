// The controls: buttons and the speed select (every target at least 44 px tall, the Speed label always visible; on a
// phone the Flip button takes a row of its own), a visible focus ring, and no motion when the reader asks for none.
import { css } from 'lit';

export const controlsStyles = css`
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
  button,
  select {
    font: inherit;
    font-size: 0.85rem;
    color: var(--pp-button-fg);
    background: var(--pp-button-bg);
    border: 1px solid var(--pp-border);
    border-radius: 6px;
    /* Every button and select of every table is a 44 px target (WCAG 2.5.5). */
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0.3rem 0.7rem;
    cursor: pointer;
    transition: filter 120ms ease;
  }
  /* The frame's targets (every table's control bar, the game menu, the end banner): 44 px at least. */
  .controls button,
  .controls select,
  .banner button {
    font-size: 0.9375rem;
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0.3rem 0.8rem;
  }
  select {
    padding-right: 0.4rem;
  }
  button:hover:not(:disabled),
  select:hover {
    filter: brightness(0.95);
  }
  button.primary {
    background: var(--pp-accent);
    color: var(--pp-accent-fg);
    border-color: transparent;
    font-weight: 650;
    min-width: 6.5rem;
  }
  button.playing {
    box-shadow: inset 0 0 0 2px var(--pp-accent);
  }
  button:disabled {
    cursor: default;
    opacity: 0.55;
  }
  button:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--pp-focus);
    outline-offset: 2px;
  }
  .speed {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    color: var(--pp-fg);
    font-size: 0.9375rem;
  }
  .spacer {
    display: none;
  }
  @container (min-width: 30rem) {
    .spacer {
      display: block;
      flex: 1 1 0;
    }
  }
  /* A phone: Flip across the whole row, the thumb's target; Auto-play and the labelled speed share the next. */
  @container (max-width: 26rem) {
    .controls button.primary {
      flex: 1 0 100%;
    }
    .controls button,
    .controls select {
      padding: 0.3rem 0.6rem;
    }
  }
  @media (forced-colors: active) {
    button,
    select,
    button.primary {
      background: ButtonFace;
      color: ButtonText;
      border: 1px solid ButtonText;
    }
    button.primary {
      border-width: 2px;
    }
    button:focus-visible,
    select:focus-visible,
    .table:focus-visible {
      outline-color: Highlight;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition: none !important;
      animation: none !important;
    }
  }
  :host-context(body.vscode-reduce-motion) * {
    transition: none !important;
    animation: none !important;
  }
`;
