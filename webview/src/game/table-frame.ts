// What every table draws around itself, as template functions: the game's title in words, the error shown in place of
// the table, the end-of-game banner, the status line and the controls (the same Auto-play switch and speed select on
// every table). They draw; the element and the family plays decide and act. (The title line is element/frame.ts's.)
import { html, nothing, type TemplateResult } from 'lit';
import { optionSpec, type GameView } from '../../../engine/src/on-demand.ts';
import { errorWords } from './error-words.ts';
import type { WidgetError } from './game-session.ts';
import { SPEED_NAMES, type SpeedName } from './speed.ts';
import { format, type WarStrings } from '../i18n/strings.ts';

/** The game's name in the strings' language ("Krieg (Piecepack)"), else the engine's. */
export function gameTitle(view: GameView, t: WarStrings): string {
  return t.titles[view.variant] ?? view.title;
}

/**
 * "This game cannot start": the message, the option (attribute and name) and what is allowed, in the strings'
 * language where they have the words (else in English, marked so). All plain text.
 */
export function errorPart(error: WidgetError, t: WarStrings): TemplateResult {
  const spec = optionSpec(error.option);
  const name = spec && spec.flag !== spec.name ? `${spec.flag} (${spec.name})` : error.option;
  const w = errorWords(error, t);
  const lang = (l: string) => (l === t.locale ? nothing : l);
  // A file that could not load is named as the file, not as an option and one of its values.
  const file = typeof error.values?.file === 'string' ? error.values.file : null;
  return html`<div class="error" part="error" role="alert">
    <strong>${t.errorTitle}</strong>
    <p lang=${lang(w.messageLang)}>${w.message}</p>
    <dl>
      ${file === null ? html`<dt>${t.errorOption}</dt><dd>${name}</dd>` : html`<dt>${t.errorFile}</dt><dd>${file}</dd>`}
      ${w.allowed ? html`<dt>${t.errorAllowed}</dt><dd lang=${lang(w.allowedLang)}>${w.allowed}</dd>` : nothing}
    </dl>
  </div>`;
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
    bits.push(format(t.trick, { n: view.tricks }, t.locale));
    if (view.family === 'tod-und-leben') {
      bits.push(format(t.round, { n: view.round, total: view.rounds }, t.locale));
      bits.push(format(t.score, { score: view.score.join(t.scoreDash) }, t.locale));
    }
    if (view.depth > 0) bits.push(format(t.warDepth, { depth: view.depth }, t.locale));
    const pot = view.seats.reduce((n, s) => n + s.played.length, 0);
    if (pot > 0) bits.push(format(t.pot, { count: pot }, t.locale));
    if (view.aside > 0) bits.push(format(t.aside, { count: view.aside }, t.locale));
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
  /** One press: flips, plays a war, or hands the pot to the winner and flips (see the element's press). */
  flip: () => void;
  togglePlay: () => void;
  setSpeed: (speed: string) => void;
  /** New game: after the end it takes Flip's place (no control stays there dead). */
  newGame?: () => void;
}

/**
 * Flip (Next round between Tod und Leben's rounds), the Auto-play switch and the speed select; after the end, New game
 * in Flip's place and no Auto-play.
 */
export function controlsPart(c: ControlsState, t: WarStrings): TemplateResult {
  const flipLabel = c.phase === 'round-over' ? t.nextRound : t.flip;
  const first =
    c.over && c.newGame
      ? html`<button class="primary" part="button new-game" title=${t.newGameHint} @click=${c.newGame}>${t.newGame}</button>`
      : html`<button class="primary" part="button flip" ?disabled=${c.over || !c.canFlip} @click=${c.flip}>${flipLabel}</button>`;
  return html`<div class="controls" part="controls">
    ${first}
    ${autoplayButton(c, t)}
    ${speedAndGame(c, t)}
  </div>`;
}

/** The Auto-play switch, the same on every table: "Auto-play", and "Pause" while it plays; gone once the game is over. */
export function autoplayButton(
  c: { over: boolean; playing: boolean; togglePlay: () => void },
  t: WarStrings,
): TemplateResult | typeof nothing {
  if (c.over) return nothing;
  return html`<button part="button play" class=${c.playing ? 'playing' : ''} ?disabled=${c.over} @click=${c.togglePlay}>${c.playing ? t.pause : t.autoplay}</button>`;
}

/**
 * The end of every table's controls: the speed select with its visible label. (Restart and New game live in the
 * game menu of the title line now; `restart` and `newGame` are still accepted, for tables written before.)
 */
export function speedAndGame(
  c: { speed: SpeedName; setSpeed: (speed: string) => void; restart?: () => void; newGame?: () => void },
  t: WarStrings,
): TemplateResult {
  return html`<label class="speed"><span class="speed-word">${t.speed}</span>
      <select part="speed" @change=${(e: Event) => c.setSpeed((e.target as HTMLSelectElement).value)}>
        ${SPEED_NAMES.map((n) => html`<option value=${n} ?selected=${n === c.speed}>${t.speeds[n]}</option>`)}
      </select>
    </label>`;
}
