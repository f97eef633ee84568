// The controls: buttons and the speed select, a visible focus ring, and no motion when the reader asks for none.
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
    min-height: 2.1rem;
    padding: 0.3rem 0.7rem;
    cursor: pointer;
    transition: filter 120ms ease;
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
    min-width: 5.5rem;
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
    gap: 0.3rem;
    color: var(--pp-fg);
    font-size: 0.85rem;
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
  @container (max-width: 24rem) {
    button,
    select {
      padding: 0.3rem 0.5rem;
    }
    .speed-word {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
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
