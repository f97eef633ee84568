// The replay bar as a template, with its styles: to the start, back, the scrubber, forward, to the end, where the replay
// is, "Back to the game", "Play on from here", "Finish the game" (with its question when the computer would play a
// person's seats), and the caption of the step shown. It draws; the replay controller (replay.ts) decides and acts.
import { css, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { format } from '../i18n/strings.ts';
import type { ReplayStrings } from '../i18n/replay-strings.ts';

/** What the bar shows and does. */
export interface BarState {
  /** The position shown (0 to total) and the number of steps. */
  at: number;
  total: number;
  /** Whether a past position is shown (else the game as it is now). */
  past: boolean;
  /** Whether the reader stepped back from the game as it is now: "Back to the game" returns there (else it is not offered). */
  left: boolean;
  /** Whether "Play on from here" is honest here (a finished game, or one without hidden information). */
  playOn: boolean;
  /** Whether "Finish the game" is offered (a game still being played), and whether its question is open. */
  finish: boolean;
  asking: boolean;
  /** The caption of the position shown and its language ('' when the page's), or null. */
  note: { text: string; lang: string } | null;
  /** A walk-through's question at the step shown, or the verdict on the learner's answer (walkthrough-ask.ts), under the caption. */
  question: TemplateResult | typeof nothing;
  locale: string;
  go(k: number): void;
  live(): void;
  playFromHere(): void;
  finishNow(): void;
  ask(open: boolean): void;
}

/** The buttons' symbols, drawn (a font may lack ⏮ and ⏭): to the start, back, forward, to the end. */
const ICONS: Record<string, SVGTemplateResult> = {
  start: svg`<path d="M3 2h2v12H3zM14 2v12L6 8z"/>`,
  back: svg`<path d="M12 2v12L4 8z"/>`,
  forward: svg`<path d="M4 2v12l8-6z"/>`,
  end: svg`<path d="M11 2h2v12h-2zM2 2v12l8-6z"/>`,
};

/** The bar (a group named "Replay"), and the caption under it. */
export function replayBar(b: BarState, w: ReplayStrings): TemplateResult {
  const where = format(w.where, { n: b.at, total: b.total }, b.locale);
  const button = (name: string, label: string, to: number, off: boolean) =>
    html`<button class="replay-${name}" part="button replay-${name}" aria-label=${label} title=${label} aria-disabled=${off ? 'true' : 'false'}
      @click=${() => !off && b.go(to)}><svg class="replay-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">${ICONS[name]}</svg></button>`;
  return html`<div class="replay" part="replay" role="group" aria-label=${w.label} title=${w.keys} data-replay>
      <div class="replay-steps">
        ${button('start', w.start, 0, b.at === 0)}
        ${button('back', w.back, b.at - 1, b.at === 0)}
        <input type="range" part="replay-scrub" min="0" max=${b.total} .value=${String(b.at)} aria-label=${w.scrub}
          aria-valuetext=${where} @input=${(e: Event) => b.go(Number((e.target as HTMLInputElement).value))} />
        ${button('forward', w.forward, b.at + 1, b.at === b.total)}
        ${button('end', w.end, b.total, b.at === b.total)}
        <span class="replay-where" aria-hidden="true">${where}</span>
      </div>
      <div class="replay-actions">
        ${b.past && b.left ? html`<button part="button replay-live" @click=${b.live}>${w.live}</button>` : nothing}
        ${b.past && b.playOn ? html`<button part="button replay-play-on" @click=${b.playFromHere}>${w.playOn}</button>` : nothing}
        ${
          b.finish && !b.asking
            ? html`<button part="button finish" title=${w.finishHint} @click=${() => b.ask(true)}>${w.finish}</button>`
            : nothing
        }
        ${
          b.finish && b.asking
            ? html`<span class="finish-ask" role="group" aria-label=${w.finishAsk}><span>${w.finishAsk}</span>
                <button part="button finish-yes" @click=${b.finishNow}>${w.finishYes}</button>
                <button part="button finish-no" @click=${() => b.ask(false)}>${w.finishNo}</button></span>`
            : nothing
        }
      </div>
    </div>
    ${b.note ? html`<p class="caption" part="caption" lang=${b.note.lang && b.note.lang !== b.locale ? b.note.lang : nothing}>${b.note.text}</p>` : nothing}
    ${b.question}`;
}

/** The bar's look: a row of 44 px targets that wraps on a phone, the scrubber taking the room left. */
export const replayStyles = css`
  .replay {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    margin-top: 0.5rem;
  }
  .replay-steps,
  .replay-actions,
  .finish-ask {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
  .replay-steps {
    flex: 1 1 18rem;
  }
  .replay button {
    font-size: 0.9375rem;
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0.3rem 0.7rem;
  }
  .replay-icon {
    width: 1rem;
    height: 1rem;
    fill: currentColor;
    vertical-align: middle;
  }
  .replay button[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }
  .replay input[type='range'] {
    flex: 1 1 6rem;
    min-width: 6rem;
    min-height: 2.75rem;
    margin: 0;
    accent-color: var(--pp-accent);
    /* No text of its own: the widget's colours, not a host page's (VS Code's) input colours. */
    color: var(--pp-fg);
    background: transparent;
  }
  /* A wide view (VS Code's short bottom Panel, a desktop page): the bar beside the table's controls, on their row. */
  @container (min-width: 48rem) {
    .game:has(> .controls + .replay) {
      grid-template-columns: auto minmax(0, 1fr);
    }
    .game:has(> .controls + .replay) > * {
      grid-column: 1 / -1;
    }
    /* Both from the row's top: the bar's second line (a long "Step 12 of 340") never moves Flip. */
    .game > .controls:has(+ .replay) {
      grid-column: 1;
      align-self: start;
    }
    .game > .controls + .replay {
      grid-column: 2;
      margin: 0;
      align-self: start;
    }
  }
  .replay-where {
    font-size: 0.85rem;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  /*
   * The caption: a strip that stays at the bottom of the screen while the widget runs below it (sticky), so on a phone
   * it shares the first screen with the table at every step; where the widget fits the screen it sits under the bar.
   * Opaque, over what it passes.
   */
  .caption {
    position: sticky;
    bottom: 0;
    z-index: 2;
    margin: 0.5rem 0 0;
    padding: 0.5rem 0.75rem;
    border-left: 4px solid var(--pp-accent);
    background: var(--pp-seat-bg);
    color: var(--pp-fg);
    line-height: 1.4;
  }
  /* A phone: the strip to the widget's edges, tighter, so that it covers less of the table. */
  @container (max-width: 30rem) {
    .caption {
      margin: 0.25rem -0.6rem -0.6rem;
      padding: 0.4rem 0.6rem;
      font-size: 0.8125rem;
      line-height: 1.3;
      border-top: 1px solid var(--pp-border);
    }
  }
`;
