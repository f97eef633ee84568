// The frame around a decision game's table: prompt titles (headings only below the page's heading-level), the
// pass-the-device screen of a hotseat game and the controls (the shared Auto-play switch and speed). The end banner and
// the status line are the war table's (game/table-frame.ts).
import { html, type TemplateResult } from 'lit';
import { seatName } from '../i18n/naming.ts';
import type { SpeedName } from '../game/speed.ts';
import { format, type WarStrings } from '../i18n/strings.ts';
import { autoplayButton, speedAndGame } from '../game/table-frame.ts';
import type { DecisionStrings } from '../i18n/decision-strings.ts';

/**
 * A prompt's title. With the page's `heading-level` it is a heading one level below the widget's title (`below`: how
 * many levels); without, plain text, so that the widget adds no heading to the page's outline.
 */
export function titleOf(text: string, id: string, level: number | null, cls = 'prompt-title', below = 1): TemplateResult {
  return level
    ? html`<div id=${id} class=${cls} role="heading" aria-level=${Math.min(6, level + below)}>${text}</div>`
    : html`<p id=${id} class=${cls}>${text}</p>`;
}

/** The pass-the-device screen: nothing of the table, only who plays next and a button for that player. */
export function passScreen(
  seat: number,
  first: boolean,
  t: WarStrings,
  d: DecisionStrings,
  level: number | null,
  ready: () => void,
): TemplateResult {
  const name = seatName(seat, t);
  return html`<section class="pass-screen" aria-labelledby="pass-title">
    ${titleOf(format(d.passTitle, { seat: name }, t.locale), 'pass-title', level)}
    <p class="help">${first ? format(d.passStart, { seat: name }, t.locale) : ''} ${d.passBody}</p>
    <button class="primary" data-focus @click=${ready}>${format(d.passReady, { seat: name }, t.locale)}</button>
  </section>`;
}

/** What the controls show and do. */
export interface DecisionControls {
  over: boolean;
  playing: boolean;
  speed: SpeedName;
  togglePlay: () => void;
  setSpeed: (speed: string) => void;
  restart: () => void;
  newGame: () => void;
}

/**
 * The Auto-play switch of every table ("Pause" while the turn-ups happen by themselves; computer seats always decide by
 * themselves) and the speed.
 */
export function controls(c: DecisionControls, t: WarStrings): TemplateResult {
  return html`<div class="controls" part="controls">
    ${autoplayButton(c, t)}
    ${speedAndGame(c, t)}
  </div>`;
}
