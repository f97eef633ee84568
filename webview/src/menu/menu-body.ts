// The game menu's body (the deal's number, Restart, New game, Copy embed code, the pictures and animations, Copy link,
// the text to copy by hand) loaded with the menu (its look: menu.styles.ts) (game-menu.ts), when the element is first idle or the
// menu is opened, so a page's first table never waits for them. The title line's disclosure is element/frame.ts's.
import { html, nothing, type TemplateResult } from 'lit';
import { MAX_ANIMATION_STEPS } from '../../../picture/animation-steps.ts';
import { format, type WarStrings } from '../i18n/strings.ts';

/** What the game menu shows and does. */
export interface HeadState {
  /** The deal's number, or null while it must stay hidden (a hidden-information game in progress). */
  seed: number | null;
  restart: () => void;
  newGame: () => void;
  /** Copies the iframe snippet, or the script snippet; `embed`: whether they are offered here (the files lie beside the widget). */
  copyEmbed: () => void;
  copyEmbedScript: () => void;
  embed: boolean;
  /** Copies a link to the game at the step shown; `linkRefused`: why none is offered now, or null. */
  copyLink: () => void;
  linkRefused: string | null;
  /** The snippets shown to copy by hand when the page refused the clipboard, else null. */
  embedText: string | null;
  /** Downloads a picture of the position (PNG). */
  savePicture: () => void;
  /** Downloads an animation of the game so far (GIF), at most its last MAX_ANIMATION_STEPS steps. */
  saveAnimation: () => void;
  /** Downloads an animation of the war on the table, else the last war. */
  saveWar: () => void;
  /** Downloads an animation of the last `tricks` tricks. */
  saveTricks: () => void;
  tricks: number;
  /** Whether pictures and animations are saved at twice their size, and its switch. */
  double: boolean;
  setDouble: (on: boolean) => void;
}

/** The menu's body, under its summary in the title line. */
export function menuBody(h: HeadState, t: WarStrings): TemplateResult {
  return html`<div class="menu-body">
    <p class="meta">${h.seed === null ? t.dealHidden : format(t.deal, { seed: String(h.seed) }, t.locale)}</p>
    <button part="button restart" title=${t.restartHint} @click=${h.restart}>${t.restart}</button>
    <button part="button new-game" title=${t.newGameHint} @click=${h.newGame}>${t.newGame}</button>
    ${h.embed ? html`<button part="button copy-embed" title=${t.copyEmbedHint} @click=${h.copyEmbed}>${t.copyEmbed}</button>` : nothing}
    ${h.embed ? html`<button part="button copy-embed-script" title=${t.copyEmbedScriptHint} @click=${h.copyEmbedScript}>${t.copyEmbedScript}</button>` : nothing}
    <button part="button save-picture" title=${t.savePictureHint} @click=${h.savePicture}>${t.savePicture}</button>
    <button part="button save-animation" title=${format(t.saveAnimationHint, { max: MAX_ANIMATION_STEPS }, t.locale)} @click=${h.saveAnimation}>${t.saveAnimation}</button>
    <button part="button save-war" title=${t.saveWarHint} @click=${h.saveWar}>${t.saveWar}</button>
    <button part="button save-tricks" title=${t.saveTricksHint} @click=${h.saveTricks}>${format(t.saveTricks, { count: h.tricks }, t.locale)}</button>
    <label class="save-double"><input type="checkbox" .checked=${h.double} @change=${(e: Event) => h.setDouble((e.target as HTMLInputElement).checked)} />${t.saveDouble}</label>
    ${
      h.linkRefused === null
        ? html`<button part="button copy-link" title=${t.replay.copyLinkHint} @click=${h.copyLink}>${t.replay.copyLink}</button>`
        : html`<p class="meta link-refused">${h.linkRefused}</p>`
    }
    ${
      h.embedText === null
        ? nothing
        : html`<textarea class="embed-code" part="embed-code" readonly rows="6" aria-label=${t.embedByHand} .value=${h.embedText}></textarea>`
    }
  </div>`;
}
