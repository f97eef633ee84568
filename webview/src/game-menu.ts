// The game menu's copying, as a reactive controller: a text for the game on the table (the embed snippets, and any
// other the menu offers) goes to the clipboard, or, when the page refuses the clipboard, is shown in the menu to copy
// by hand, for as long as that game is on the table. What was done is said in the live region.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Announcer } from './announcer.ts';
import type { GameSession } from './game-session.ts';

/** What a copy says when it worked, and when the text is shown to copy by hand. */
export interface CopyWords {
  copied: string;
  byHand: string;
}

/** The menu's copying at one element. */
export class GameMenu implements ReactiveController {
  /** The text shown to copy by hand, and the game it is of. */
  private shown: { session: GameSession; text: string } | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly announcer: Announcer,
  ) {
    host.addController(this);
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
