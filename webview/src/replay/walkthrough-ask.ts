// A walk-through's questions at the element (a record's `asks`): at a step marked "ask" the decision table offers the
// asked seat its real choices, the question shows under the caption, and the learner's move is judged against the
// walk-through's (right or not, and why); the replay (replay.ts) then goes on with the walk-through's own move.
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Action } from '../../../engine/src/on-demand.ts';
import { askAt, sameMove } from '../../../engine/src/records.ts';
import { isDecisionFamily } from '../game/decisions-loader.ts';
import type { GameSession } from '../game/game-session.ts';
import type { ReplayStrings } from '../i18n/replay-strings.ts';

/** A question the table can put: the seat asked, the walk-through's move, the question and the reason in a language. */
export interface Question {
  seat: number;
  move: Action;
  ask: { text: string; lang: string };
  why: { text: string; lang: string };
}

/**
 * The question at `past` (a walk-through's position k), or null: only where the table can put it, a decision game
 * waiting for a seat's decision whose choices hold the walk-through's move (any other step is shown as before).
 */
export function questionAt(past: GameSession, k: number, lang: string): Question | null {
  const q = askAt(past.asks, k, lang);
  const p = past.pending;
  if (!q || !p || p.seat < 0 || !isDecisionFamily(past.options.family)) return null;
  const seat = (q.move as { seat?: unknown }).seat;
  if (seat !== p.seat || !p.actions?.some((a) => sameMove(a, q.move))) return null;
  return { seat: p.seat, ...q };
}

/** What is said of the learner's `move`: whether it is the walk-through's, then why the walk-through makes its own. */
export function verdictOn(q: Question, move: Action, w: ReplayStrings): { right: boolean; text: string } {
  const right = sameMove(move, q.move);
  return { right, text: `${right ? w.askRight : w.askOther} ${q.why.text}` };
}

/** The question (with how to answer it) at its step, or the verdict on the learner's answer at the step after. */
export function askPart(
  shown: { question: Question; answered: null } | { question: null; answered: { right: boolean; text: string; lang: string } } | null,
  w: ReplayStrings,
  locale: string,
): TemplateResult | typeof nothing {
  if (!shown) return nothing;
  const other = (lang: string) => (lang && lang !== locale ? lang : nothing);
  if (shown.question)
    return html`<p class="ask" part="ask"><strong lang=${other(shown.question.ask.lang)}>${shown.question.ask.text}</strong>
      <span class="ask-hint">${w.askHint}</span></p>`;
  const a = shown.answered;
  return html`<p class="ask-verdict ${a.right ? 'right' : 'other'}" part="ask-verdict" lang=${other(a.lang)}>${a.text}</p>`;
}

/** The question's and the verdict's look: a box of their own under the caption. */
export const askStyles = css`
  .ask,
  .ask-verdict {
    margin: 0.5rem 0 0;
    padding: 0.5rem 0.75rem;
    border: 2px solid var(--pp-accent);
    border-radius: 4px;
    color: var(--pp-fg);
    line-height: 1.4;
  }
  .ask-hint {
    display: block;
    font-size: 0.9rem;
  }
`;
