// The frame around a decision game's table: the pass-the-device screen of a hotseat game, the end banner, the status
// line with the last thing that happened, and the controls (autoplay, speed, restart, new game).
import { html, nothing, type TemplateResult } from 'lit';
import { seatName } from '../naming.ts';
import { SPEED_NAMES, type SpeedName } from '../speed.ts';
import { format, type WarStrings } from '../strings.ts';
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

/** The end banner: headline, detail and a New game button. */
export function endBanner(end: { headline: string; detail: string }, t: WarStrings, newGame: () => void): TemplateResult {
  return html`<div class="banner" part="banner">
    <div class="banner-text"><span class="headline">${end.headline}</span><span>${end.detail}</span></div>
    <button part="button new-game" @click=${newGame} title=${t.newGameHint}>${t.newGame}</button>
  </div>`;
}

/** The last thing that happened in words (the live region says it to screen readers) and the status line. */
export function statusLine(message: string, bits: readonly string[]): TemplateResult {
  return html`<div class="status-box" part="status">
    <p class="message" aria-hidden="true">${message}</p>
    <div class="status">${bits.map((b) => html`<span>${b}</span>`)}</div>
  </div>`;
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

/** Auto-flip on or off (computer seats always decide by themselves), the speed, Restart and New game. */
export function controls(c: DecisionControls, t: WarStrings, d: DecisionStrings): TemplateResult {
  return html`<div class="controls" part="controls">
    <button part="button play" aria-pressed=${c.playing ? 'true' : 'false'} ?disabled=${c.over} @click=${c.togglePlay}>${c.playing ? t.pause : d.autoFlip}</button>
    <label class="speed"><span class="speed-word">${t.speed}</span>
      <select part="speed" @change=${(e: Event) => c.setSpeed((e.target as HTMLSelectElement).value)}>
        ${SPEED_NAMES.map((n) => html`<option value=${n} ?selected=${n === c.speed}>${t.speeds[n]}</option>`)}
      </select>
    </label>
    <span class="spacer"></span>
    <button part="button restart" title=${t.restartHint} @click=${c.restart}>${t.restart}</button>
    <button part="button new-game" title=${t.newGameHint} @click=${c.newGame}>${t.newGame}</button>
    ${nothing}
  </div>`;
}
