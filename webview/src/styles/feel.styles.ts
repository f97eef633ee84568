// The feel of play (issue 26): the person's own stack as a control (pointer, focus ring, a lift under the pointer).
// The end banner's figures and chart have their styles in figures.styles.ts, loaded with them.
import { css } from 'lit';

export const feelStyles = css`
  .stack-control {
    cursor: pointer;
    border-radius: 8px;
    padding: 2px;
    margin: -2px;
    touch-action: manipulation;
    -webkit-tap-highlight-color: transparent;
  }
  .stack-control:focus-visible {
    outline: 3px solid var(--pp-focus);
    outline-offset: 2px;
  }
  @media (hover: hover) {
    .stack-control:hover .pile {
      transform: translateY(-2px);
    }
  }
  @media (forced-colors: active) {
    .stack-control:focus-visible {
      outline-color: Highlight;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .stack-control:hover .pile {
      transform: none;
    }
  }
`;
