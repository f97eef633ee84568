// The road of a step at the element, as a reactive controller: every step (a press, a flip, a computer's move, a
// person's decision, a whole trick, Finish the game) is taken here, on the game it was asked of, and heard by the rest
// in one written order (see `run`); it alone owns the last step's events, which the table draws (a redraw for them
// alone may wait during fast autoplay: see PER_FLIP). It holds the family's play of the game on the table (the War
// family's or a decision game's, chosen once when the game is seated: family-play.ts). A step the engine or a table
// chokes on fails the game with a readable error.
import type { ReactiveController } from 'lit';
import type { Action, GameEvent } from '../../../engine/src/on-demand.ts';
import type { AutoplayController } from './autoplay-controller.ts';
import { playFor, type FamilyPlay } from './family-play.ts';
import { fireGameEvents } from './game-events.ts';
import type { GameLifecycle } from '../element/game-lifecycle.ts';
import { messageOf, type GameSession, type StepOutcome } from './game-session.ts';
import type { LanguageController } from '../i18n/language-controller.ts';
import { rateOf, settingsError } from './settings.ts';
import type { WarPlay } from '../plays/war-play.ts';
import type { WidgetSettings } from './settings-base.ts';

/** The name under which a step's events ask the element for a redraw (the redraws fast autoplay may put off). */
export const PER_FLIP: ReadonlySet<PropertyKey> = new Set(['lastEvents']);

/** The table as a render left it: what the parts that need the drawn table hear (see StepListener). */
export interface DrawnStep {
  /** The game on the table (null: none). */
  session: GameSession | null;
  /** The last step's events, which the table draws. */
  events: readonly GameEvent[];
  /** Whether the step's verdict still waits for its pieces to turn over (the family play's verdict gate). */
  held: boolean;
  /** Whether the table shows the game as it is now (not a past position the reader looks back on). */
  live: boolean;
}

/** A part that hears each step once the table has drawn it (motion, sound, memory): GameSteps tells it, in order. */
export interface StepListener {
  /** After a render: the table as drawn, with the last step's events. */
  drawn(step: DrawnStep): void;
  /** A new game is on the table (before its first render): what was kept of the last one is dropped. */
  reset?(): void;
}

/** The element's parts a step goes through. */
export interface StepParts {
  game: GameLifecycle;
  language: LanguageController;
  autoplayer: AutoplayController;
  /** The two family plays; the game on the table uses one (`play`). */
  war: WarPlay;
  /** The decision games' play, once their chunk has loaded (else null). */
  decisions(): FamilyPlay | null;
  /** Whether the table shows the game as it is now (false while the reader looks back at a past position). */
  live(): boolean;
  /** What hears a step after the render that drew it, in this order: motion, sound, memory. */
  after: readonly StepListener[];
}

/** The events that end a trick (playTrick plays up to one of them). */
const TRICK_ENDS: ReadonlySet<string> = new Set(['pickup', 'split', 'game-end', 'deal', 'stacked/removed']);

/** The steps of the game at one element. */
export class GameSteps implements ReactiveController {
  private shown: GameEvent[] = [];
  /** Whether the page's language has been heard (what happened before it came is said once it is here). */
  private spoken = false;
  private chosen: FamilyPlay;

  constructor(
    private readonly host: WidgetSettings,
    private readonly parts: StepParts,
  ) {
    this.chosen = parts.war;
    host.addController(this);
  }

  /** The family's play of the game on the table (War's before any game). */
  get play(): FamilyPlay {
    return this.chosen;
  }

  /** The last step's events (a whole press's, a whole trick's after playTrick), which the table draws. */
  get events(): readonly GameEvent[] {
    return this.shown;
  }

  private show(events: GameEvent[]): void {
    const old = this.shown;
    this.shown = events;
    this.host.requestUpdate('lastEvents', old);
  }

  /**
   * A game is on the table: its family's play is chosen (for as long as it is on), the listeners hear of it (motion
   * forgets the last table), nothing is shown yet.
   */
  reset(session: GameSession): void {
    this.parts.war.reset();
    this.parts.decisions()?.reset();
    this.chosen = playFor(session, this.parts);
    for (const listener of this.parts.after) listener.reset?.();
    this.show([]);
  }

  /** Flips or steps the game on the table; false when nothing happened. `speak`: say it in the live region. */
  act(kind: 'flip' | 'step', speak = true): boolean {
    const session = this.parts.game.session;
    if (!session || settingsError(this.host)) return false;
    return this.run(session, () => (kind === 'flip' ? session.flip() : session.step()), speak).ok;
  }

  /**
   * One press of Flip, Space or Enter, through the play (War's: a trick's moments; a decision game's: a flip), on the
   * game on the table only: a step meanwhile that put another game there ends it. During autoplay a press is a flip.
   */
  press(): boolean {
    const session = this.parts.game.session;
    if (!session || this.parts.autoplayer.playing) return this.act('flip');
    const flip = () => (this.parts.game.session === session && this.act('flip') ? this.shown : null);
    const play = this.chosen;
    const events = play.press(session, flip);
    if (!events) return false;
    if (this.parts.game.session !== session) return true;
    this.show(events);
    play.stage(session, flip);
    return true;
  }

  /** The game stops where it is (the reader looks back, or Finish the game): no autoplay, nothing played by itself. */
  halt(): void {
    this.parts.autoplayer.stop();
    this.chosen.halt();
  }

  /** Autoplay's tick: a held verdict is let out first (reveal, then verdict), else one step; false ends autoplay. */
  tick(): boolean {
    if (this.chosen.held) return true;
    const session = this.parts.game.session;
    return this.act('step') && !!session && !session.over;
  }

  /**
   * A decision made at a table (a person's, or a computer's) as a step of `session`; null while a setting is wrong, or
   * when `session` is no longer the game on the table (an old table's turn, before the new game's table is drawn).
   */
  readonly decide = (session: GameSession, action: Action): StepOutcome | null =>
    settingsError(this.host) || this.parts.game.session !== session ? null : this.run(session, () => session.apply(action), true);

  /** Plays to the end of the current trick (until the pot is collected), shown and said at once. */
  playTrick(): boolean {
    const all: GameEvent[] = [];
    for (let i = 0; i < 10_000; i++) {
      if (!this.act('step', false)) break;
      all.push(...this.shown);
      if (this.shown.some((e) => TRICK_ENDS.has(e.type))) break;
    }
    const session = this.parts.game.session;
    if (all.length === 0 || !session) return false;
    // The whole trick is shown and said at once: the battle, each war, the winner and the pickup.
    this.show(all);
    this.say(all, session, { playing: false, now: true });
    return true;
  }

  /**
   * Takes one step of `session` (`take`: one action, or many, as Finish the game's) and lets the rest hear it, in this
   * order: the table's events (this controller's), the family's play (War's mark and verdict gate; a decision table's
   * note of it and its next turns), autoplay (it stops at the end), the live region (`speak`: the step's words, or
   * later by the caller), and last the page (pw-step, pw-war, pw-trick, pw-game-end), so that a page that hears the
   * step finds the widget done with it. After the render that draws it, the listeners hear it (see hostUpdated).
   */
  run(session: GameSession, take: () => StepOutcome, speak: boolean): StepOutcome {
    const play = this.chosen;
    play.before(session);
    let outcome: StepOutcome;
    try {
      outcome = take();
    } catch (e) {
      this.parts.game.fail({ option: 'game', message: `the engine refused a step: ${messageOf(e)}`, allowed: '' });
      return { ok: false, message: messageOf(e) };
    }
    if (!outcome.ok) return outcome;
    this.show(outcome.events);
    try {
      play.stepped(session, outcome.events);
      if (session.over) this.parts.autoplayer.stop();
      if (speak) this.say(outcome.events, session);
    } catch (e) {
      this.parts.game.fail({ option: 'game', message: `the table could not follow the game: ${messageOf(e)}`, allowed: '' });
    }
    fireGameEvents(this.host, outcome.events, session);
    return outcome;
  }

  /** Before a redraw: a game autoplayed while the language's words were on their way (a slow webview): its last step, said now. */
  hostUpdate(): void {
    const session = this.parts.game.session;
    if (this.spoken || !this.parts.language.settled) return;
    this.spoken = true;
    if (session && this.shown.length > 0) this.say(this.shown, session, { playing: false });
  }

  /**
   * After a render: the parts that need the drawn table hear the step, in the written order (StepParts.after): motion
   * (the pieces new on the table move in, the pot slides), sound (the step's sounds, its verdict's once the reveal is
   * over, and the live region's words spoken), memory (the game kept across reloads).
   */
  hostUpdated(): void {
    const step: DrawnStep = { session: this.parts.game.session, events: this.shown, held: this.chosen.held, live: this.parts.live() };
    for (const listener of this.parts.after) listener.drawn(step);
  }

  /**
   * Says `events` of `session` in the live region, in its play's words: paced as autoplay's while it plays (unless
   * `playing` says otherwise), or at once (`now`: a whole trick, the end of Finish the game).
   */
  say(events: readonly GameEvent[], session: GameSession, how: { playing?: boolean; now?: boolean } = {}): void {
    // Nothing is said before the page's language is here (English for a moment would be read out); see hostUpdate.
    if (!this.parts.language.settled) return;
    const pace = { playing: how.playing ?? this.parts.autoplayer.playing, rate: rateOf(this.host), now: how.now ?? false };
    this.chosen.say(session, events, this.parts.language.strings(this.host.strings), pace);
  }
}
