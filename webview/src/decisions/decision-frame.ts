// The frame around a decision game's table: the pass-the-device screen of a hotseat game and the controls (Auto-play
// with the war table's speed and game buttons). The end banner and the status line are the war table's (widget-parts.ts).
import { html, type TemplateResult } from 'lit';
import { seatName } from '../naming.ts';
import type { SpeedName } from '../speed.ts';
import { format, type WarStrings } from '../strings.ts';
import { speedAndGame } from '../widget-parts.ts';
import type { DecisionStrings } from './decision-strings.ts';

/** The pass-the-device screen: nothing of the table, only who plays next and a button for that player. */
export function passScreen(seat: number, first: boolean, t: WarStrings, d: DecisionStrings, ready: () => void): TemplateResult {
  const name = seatName(seat, t);
  return html`<section class="pass-screen" aria-labelledby="pass-title">
    <h3 id="pass-title" class="prompt-title">${format(d.passTitle, { seat: name })}</h3>
    <p class="help">${first ? format(d.passStart, { seat: name }) : ''} ${d.passBody}</p>
    <button class="primary" data-focus @click=${ready}>${format(d.passReady, { seat: name })}</button>
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
 * Auto-play, a toggle (pressed while turn-ups happen by themselves; computer seats always decide by themselves), the
 * speed, Restart and New game.
 */
export function controls(c: DecisionControls, t: WarStrings, d: DecisionStrings): TemplateResult {
  return html`<div class="controls" part="controls">
    <button part="button play" aria-pressed=${c.playing ? 'true' : 'false'} ?disabled=${c.over} @click=${c.togglePlay}>${d.autoFlip}</button>
    ${speedAndGame(c, t)}
  </div>`;
}
