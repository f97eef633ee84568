// The game menu, as a reactive controller: what its items do (the element's public methods, which it calls) and its
// copying: a text for the game on the table (the embed snippets, a link) goes to the clipboard, or, when the page
// refuses the clipboard, is shown in the menu to copy by hand, for as long as that game is on the table. What was done
// is said in the live region. The pictures' and the embed snippets' code loads the first time they are asked for.
// Its file (with the menu's body and look) is loaded when the element is first idle, or when the menu is opened or one
// of its methods is called (the element's `menuPart`).
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { resolveOptions } from '../../../engine/src/on-demand.ts';
import type { Announcer } from '../game/announcer.ts';
import { embedOffered } from './embed-files.ts';
import type { EmbedGame } from './embed-menu.ts';
import type { GameSession } from '../game/game-session.ts';
import { MAX_ANIMATION_STEPS, type AnimationRange } from '../../../picture/animation-steps.ts';
import type { PictureSource } from './save-picture.ts';
import { format, type WarStrings } from '../i18n/strings.ts';
import { menuBody, type HeadState } from './menu-body.ts';

export { menuStyles } from './menu.styles.ts';

/** Which embed snippet: the iframe of the embed page, or the script tag and element. */
export type EmbedKind = 'iframe' | 'script';

/** The element, as its menu's items reach it: its public methods. */
export interface MenuHost extends ReactiveControllerHost {
  restart(): boolean;
  newGame(): boolean;
  copyEmbed(kind?: EmbedKind): Promise<boolean>;
  copyLink(): Promise<string | null>;
  savePicture(format?: 'svg' | 'png', options?: { download?: boolean; scale?: 1 | 2 }): Promise<Blob | null>;
  saveAnimation(options?: AnimationRange & { download?: boolean }): Promise<Blob | null>;
}

/** What a copy says when it worked, and when the text is shown to copy by hand. */
export interface CopyWords {
  copied: string;
  byHand: string;
}

/** The tricks the menu's "the last N tricks" animates. */
export const MENU_TRICKS = 10;

/** The menu's copying at one element. */
export class GameMenu implements ReactiveController {
  /** The text shown to copy by hand, and the game it is of. */
  private shown: { session: GameSession; text: string } | null = null;
  /** Whether the menu's pictures and animations are drawn at twice their size (its "Twice the size" box). */
  private double = false;

  constructor(
    private readonly host: MenuHost,
    private readonly announcer: Announcer,
  ) {
    host.addController(this);
  }

  /** The title line's menu for `session`, drawn: what it shows (the deal's number, why no link) and what its items do. */
  body(session: GameSession | null, seed: number | null, linkRefused: string | null, t: WarStrings): TemplateResult {
    return menuBody(this.head(session, seed, linkRefused), t);
  }

  /** What the menu shows for `session` and what its items do. */
  head(session: GameSession | null, seed: number | null, linkRefused: string | null): HeadState {
    const host = this.host;
    return {
      ...{ seed, linkRefused, embedText: this.byHand(session), embed: embedOffered() },
      restart: () => host.restart(),
      newGame: () => host.newGame(),
      copyEmbed: () => void host.copyEmbed('iframe'),
      copyEmbedScript: () => void host.copyEmbed('script'),
      copyLink: () => void host.copyLink(),
      double: this.double,
      setDouble: (on: boolean) => {
        this.double = on;
        host.requestUpdate();
      },
      savePicture: () => void host.savePicture('png', { download: true, scale: this.scale() }),
      saveAnimation: () => void host.saveAnimation({ download: true, scale: this.scale() }),
      saveWar: () => void host.saveAnimation({ download: true, war: true, scale: this.scale() }),
      saveTricks: () => void host.saveAnimation({ download: true, last: MENU_TRICKS, scale: this.scale() }),
      tricks: MENU_TRICKS,
    };
  }

  /**
   * Copies one embed snippet of `game` (`kind`: the iframe or the script tag; each a text of its own) to the clipboard,
   * else shows it; false where they cannot work (embed-files.ts).
   */
  async copyEmbed(session: GameSession, game: Omit<EmbedGame, 'defaults'>, kind: EmbedKind, t: WarStrings): Promise<boolean> {
    if (!embedOffered()) return false;
    const { embedSnippets } = await import('./embed-menu.ts');
    const defaults = resolveOptions({ variant: game.options.variant });
    const text = embedSnippets({ ...game, defaults: defaults.ok ? defaults.value : null })[kind];
    return this.copy(session, text, { copied: t.embedCopied, byHand: t.embedByHand });
  }

  private scale(): 1 | 2 {
    return this.double ? 2 : 1;
  }

  /** A picture of the position on screen ('svg' or 'png', a PNG `scale` times its size), offered as a file with `download`. */
  async picture(source: PictureSource, format: 'svg' | 'png', download: boolean, scale: 1 | 2 = 1): Promise<Blob | null> {
    const m = await import('./save-picture.ts');
    return m.saved(await m.pictureBlob(source, format, scale), source.record, format, download);
  }

  /**
   * An animated GIF of the game so far (steps `from` to `to`, the `last` N tricks or this `war`; `pace` ms a frame; at
   * most the last MAX_ANIMATION_STEPS steps), offered as a file with `download`; a download of a range that was cut
   * says which steps it holds, and "this war" before any war says there is none (null).
   */
  async animation(source: PictureSource, range: AnimationRange, download: boolean): Promise<Blob | null> {
    const m = await import('./save-picture.ts');
    const made = await m.animationBlob(source, range);
    if (!made) return null;
    if (!made.blob) {
      if (download) this.announcer.say(source.t.noWar);
      return null;
    }
    const { steps } = made;
    if (download && steps.cut)
      this.announcer.say(format(source.t.animationCut, { from: steps.from, to: steps.to, max: MAX_ANIMATION_STEPS }, source.t.locale));
    return m.saved(made.blob, source.record, 'gif', download);
  }

  /** The text to copy by hand for `session` (the page refused the clipboard), else null. */
  byHand(session: GameSession | null): string | null {
    return this.shown && this.shown.session === session ? this.shown.text : null;
  }

  /** Copies `text` (of the game `session`) to the clipboard; true when it got there. */
  async copy(session: GameSession, text: string, words: CopyWords): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      this.shown = null;
      this.announcer.say(words.copied);
      return true;
    } catch {
      this.shown = { session, text };
      this.announcer.say(words.byHand);
      this.host.requestUpdate();
      return false;
    }
  }

  hostConnected(): void {}
}
