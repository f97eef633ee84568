// The widget's "How to play" disclosure: each game told briefly, in the page's language (every word from the strings),
// so a page that embeds one tag gets its rules too. War-family games get a paragraph for their variant, how a war goes
// with the options in force, and what wins; the decision games' tables give their own paragraphs.
import { css, html, type TemplateResult } from 'lit';
import type { Options } from '../../engine/src/index.ts';
import { format, type WarStrings } from './strings.ts';

/** The paragraphs for a War-family game or Tod und Leben, from its options. */
export function warHelp(options: Options, t: WarStrings): string[] {
  const out = [t.help[options.variant] ?? ''];
  if (options.family === 'war') {
    const cards = options.deck !== 'piecepack';
    const down = options.warFaceDown;
    const war = down === 'by-rank' ? t.helpWarByRank : down === 0 ? t.helpWarUp : format(cards ? t.helpWarCards : t.helpWarTiles, { down });
    out.push(war, t.helpGoal[options.objective] ?? '');
  }
  return out.filter((p) => p.length > 0);
}

/** The disclosure itself: closed at first, a paragraph per string. */
export function helpPart(paragraphs: readonly string[], t: WarStrings): TemplateResult {
  return html`<details class="help-box" part="help">
    <summary>${t.helpTitle}</summary>
    ${paragraphs.map((p) => html`<p>${p}</p>`)}
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
    min-height: 1.5rem;
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
