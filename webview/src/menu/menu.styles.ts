// The game menu's look (menu-body.ts): a panel under the title line, its items 44 px targets, the twice-the-size
// switch, the text to copy by hand. Adopted by the element's shadow root when the menu's file arrives.
import { css } from 'lit';

/** The menu body's styles. */
export const menuStyles = css`
  .menu-body {
    position: absolute;
    right: 0;
    top: calc(100% + 0.3rem);
    z-index: 5;
    width: min(18rem, 100%);
    display: grid;
    gap: 0.4rem;
    padding: 0.6rem;
    background: var(--pp-bg);
    color: var(--pp-fg);
    border: 1px solid var(--pp-border);
    border-radius: 8px;
    box-shadow: 0 6px 18px rgb(0 0 0 / 0.18);
  }
  .meta {
    margin: 0;
    color: var(--pp-muted);
    font-variant-numeric: tabular-nums;
  }
  /* The menu's items, like the frame's other targets (controls.styles.ts): 44 px at least. */
  .menu-body button {
    font-size: 0.9375rem;
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0.3rem 0.8rem;
  }
  .save-double {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    cursor: pointer;
  }
  .save-double input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    color: inherit;
    accent-color: var(--pp-accent);
  }
  .embed-code {
    box-sizing: border-box;
    width: 100%;
    min-width: 16rem;
    font: 0.8125rem/1.35 ui-monospace, monospace;
    color: var(--pp-fg);
    background: var(--pp-bg);
    border: 1px solid var(--pp-border);
    border-radius: 4px;
    padding: 0.4rem;
  }
`;
