// The widget's "How to play" disclosure: each game told briefly, in the page's language (every word from the strings),
// so a page that embeds one tag gets its rules too. Every family's sentences come from the options in force
// (help-plan.ts picks them and their numbers); this file puts them into words and draws the disclosure.
import { css, html, type TemplateResult } from 'lit';
import type { Options } from '../../engine/src/on-demand.ts';
import { howToPlan, type HowToLine } from './help-plan.ts';
import { format, type WarHelpStrings, type WarStrings } from './strings.ts';

/** The paragraphs for a game, from its options (`h`: the help strings in the language, `locale`: how numbers are written). */
export function howToParagraphs(options: Options, h: WarHelpStrings, locale: string): string[] {
  return howToPlan(options)
    .map((lines) =>
      lines
        .map((line) => sentence(line, h, locale))
        .filter((s) => s.length > 0)
        .join(' '),
    )
    .filter((p) => p.length > 0);
}

/** One sentence in words: its numbers written as the language writes them, the words it borrows filled in. */
export function sentence(line: HowToLine, h: WarHelpStrings, locale: string): string {
  const words = Object.fromEntries(Object.entries(line.words ?? {}).map(([name, key]) => [name, h.howTo[key] ?? '']));
  return format(h.howTo[line.key] ?? '', { ...line.values, ...words }, locale);
}

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
