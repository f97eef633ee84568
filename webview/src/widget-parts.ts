// The widget's frame around the table, as template functions: the title line, the error shown in place of the
// table, the end-of-game banner, the status line and the controls. They draw; the element decides and acts.
import { html, nothing, type TemplateResult } from 'lit';
import { optionSpec, type GameView } from '../../engine/src/index.ts';
import { endText, type AnnounceContext } from './announce.ts';
import type { WidgetError } from './game-session.ts';
import { SPEED_NAMES, type SpeedName } from './speed.ts';
import { format, type WarStrings } from './strings.ts';

/** The title line: the variant's title and the seed. */
export function headPart(view: GameView, seed: number, t: WarStrings): TemplateResult {
  return html`<div class="head" part="header">
    <span class="title">${view.title}</span>
    <span class="meta">${format(t.seed, { seed })}</span>
  </div>`;
}

/** "This game cannot start": the message, the option (attribute and name) and what is allowed. All plain text. */
export function errorPart(error: WidgetError, t: WarStrings): TemplateResult {
  const spec = optionSpec(error.option);
  const name = spec && spec.flag !== spec.name ? `${spec.flag} (${spec.name})` : error.option;
  return html`<div class="error" part="error" role="alert">
    <strong>${t.errorTitle}</strong>
    <p>${error.message}</p>
    <dl>
      <dt>${t.errorOption}</dt><dd>${name}</dd>
      ${error.allowed ? html`<dt>${t.errorAllowed}</dt><dd>${error.allowed}</dd>` : nothing}
    </dl>
  </div>`;
}

/** The end-of-game banner: who won, why, after how many tricks, and a New game button. */
export function bannerPart(view: GameView, ctx: AnnounceContext, t: WarStrings, newGame: () => void): TemplateResult {
  return endBanner(endText(view.result!, 'tricks' in view ? view.tricks : 0, ctx), t, newGame);
}

/** The banner itself, for every kind of table: the headline, the detail and a New game button. */
export function endBanner(end: { headline: string; detail: string }, t: WarStrings, newGame: () => void): TemplateResult {
  return html`<div class="banner" part="banner">
    <div class="banner-text"><span class="headline">${end.headline}</span><span>${end.detail}</span></div>
    <button part="button new-game" @click=${newGame} title=${t.newGameHint}>${t.newGame}</button>
  </div>`;
}

/** The last result in words (hidden from screen readers: the live region says it) and the status line. */
export function statusPart(view: GameView, t: WarStrings, message: string): TemplateResult {
  const bits: string[] = [];
  if (view.family === 'war' || view.family === 'tod-und-leben') {
    bits.push(format(t.trick, { n: view.tricks }));
    if (view.family === 'tod-und-leben') {
      bits.push(format(t.round, { n: view.round, total: view.rounds }));
      bits.push(format(t.score, { score: view.score.join('–') }));
    }
    if (view.depth > 0) bits.push(format(t.warDepth, { depth: view.depth }));
    const pot = view.seats.reduce((n, s) => n + s.played.length, 0);
    if (pot > 0) bits.push(format(t.pot, { count: pot }));
    if (view.aside > 0) bits.push(format(t.aside, { count: view.aside }));
  }
  return statusLine(message, bits);
}

/** The status box: the message (hidden from screen readers: the live region says it) and the status bits. */
export function statusLine(message: string, bits: readonly string[]): TemplateResult {
  return html`<div class="status-box" part="status">
    <p class="message" aria-hidden="true">${message}</p>
    <div class="status">${bits.map((b) => html`<span>${b}</span>`)}</div>
  </div>`;
}

/** What the controls show and do. */
export interface ControlsState {
  phase: string;
  over: boolean;
  canFlip: boolean;
  playing: boolean;
  speed: SpeedName;
  flip: () => void;
  togglePlay: () => void;
  playTrick: () => void;
  setSpeed: (speed: string) => void;
  restart: () => void;
  newGame: () => void;
}

/** Flip (named for what it does now), Play/Pause, Step, the speed select, Restart and New game. */
export function controlsPart(c: ControlsState, t: WarStrings): TemplateResult {
  const flipLabel = c.phase === 'collect' ? t.collect : c.phase === 'round-over' ? t.nextRound : t.flip;
  return html`<div class="controls" part="controls">
    <button class="primary" part="button flip" ?disabled=${c.over || !c.canFlip} @click=${c.flip}>${flipLabel}</button>
    <button part="button play" ?disabled=${c.over} @click=${c.togglePlay}>${c.playing ? t.pause : t.play}</button>
    <button part="button step" ?disabled=${c.over} title=${t.stepHint} @click=${c.playTrick}>${t.step}</button>
    ${speedAndGame(c, t)}
  </div>`;
}

/** The end of every table's controls: the speed select, then (pushed right) Restart and New game. */
export function speedAndGame(
  c: { speed: SpeedName; setSpeed: (speed: string) => void; restart: () => void; newGame: () => void },
  t: WarStrings,
): TemplateResult {
  return html`<label class="speed"><span class="speed-word">${t.speed}</span>
      <select part="speed" @change=${(e: Event) => c.setSpeed((e.target as HTMLSelectElement).value)}>
        ${SPEED_NAMES.map((n) => html`<option value=${n} ?selected=${n === c.speed}>${t.speeds[n]}</option>`)}
      </select>
    </label>
    <span class="spacer"></span>
    <button part="button restart" title=${t.restartHint} @click=${c.restart}>${t.restart}</button>
    <button part="button new-game" title=${t.newGameHint} @click=${c.newGame}>${t.newGame}</button>`;
}
