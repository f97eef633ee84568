// The widget's "How to play" disclosure: each game told briefly, in the page's language (every word from the strings),
// so a page that embeds one tag gets its rules too. Its paragraphs come from the options in force (help-plan.ts, loaded
// with the words when the disclosure first opens); this file draws the disclosure.
import { css, html, type TemplateResult } from 'lit';
import type { WarStrings } from '../i18n/strings.ts';

/**
 * The disclosure itself: closed at first, a paragraph per string. Paragraphs not here yet (null) are asked for with
 * `want` when the disclosure opens, and drawn once they come.
 */
export function helpPart(paragraphs: readonly string[] | null, t: WarStrings, want: () => void): TemplateResult {
  const toggled = (e: Event): void => {
    if ((e.target as HTMLDetailsElement).open && paragraphs === null) want();
  };
  return html`<details class="help-box" part="help" @toggle=${toggled}>
    <summary>${t.helpTitle}</summary>
    ${(paragraphs ?? []).map((p) => html`<p>${p}</p>`)}
  </details>`;
}

/** The disclosure's look: a quiet summary line, readable paragraphs. */
export const helpStyles = css`
  .help-box {
    font-size: 0.875rem;
    color: var(--pp-fg);
  }
  .help-box summary {
    cursor: pointer;
    color: var(--pp-muted);
    font-weight: 650;
    /* A 44 px target, its text (and the disclosure's marker) centred in it. */
    min-height: 2.75rem;
    box-sizing: border-box;
    padding-block: calc((2.75rem - 1lh) / 2);
  }
  .help-box summary:focus-visible {
    outline: 3px solid var(--pp-focus);
    outline-offset: 2px;
  }
  .help-box p {
    margin: 0.35rem 0 0;
    max-width: 46rem;
  }
`;
