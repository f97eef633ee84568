// The game's steps at the element, as a reactive controller: one step taken (a flip, a computer's move, a person's
// decision), its `pw-*` events fired, the tables told (War's mark, a decision table) and the live region's words; a
// whole trick at once; and the last step's events, which the table draws (a redraw for them alone may wait during
// fast autoplay: see PER_FLIP). A step the engine or a table chokes on fails the game with a readable error.
import type { ReactiveController } from 'lit';
import type { GameEvent } from '../../engine/src/on-demand.ts';
import type { Announcer } from './announcer.ts';
import type { AutoplayController } from './autoplay-controller.ts';
import type { DecisionPlay } from './decision-play.ts';
import { isDecisionFamily } from './decisions-loader.ts';
import { fireGameEvents } from './game-events.ts';
import type { GameLifecycle } from './game-lifecycle.ts';
import { messageOf, type GameSession, type StepOutcome } from './game-session.ts';
import type { LanguageController } from './i18n/language-controller.ts';
import type { MotionController } from './motion-controller.ts';
import { rateOf, settingsError } from './settings.ts';
import type { WarPlay } from './war-play.ts';
import type { WarSettings } from './war-settings.ts';
import { warWords } from './war-words.ts';

/** The name under which a step's events ask the element for a redraw (the redraws fast autoplay may put off). */
export const PER_FLIP: ReadonlySet<PropertyKey> = new Set(['lastEvents']);

/** The element's parts a step goes through. */
export interface StepParts {
  game: GameLifecycle;
  language: LanguageController;
  autoplayer: AutoplayController;
  announcer: Announcer;
  motion: MotionController;
  war: WarPlay;
  decisions: DecisionPlay;
}

/** The steps of the game at one element. */
export class GameSteps implements ReactiveController {
  private shown: GameEvent[] = [];
  /** Whether the page's language has been heard (what happened before it came is said once it is here). */
  private spoken = false;

  /** Built after the parts (those that step call this controller back through the element, once it is there). */
  constructor(
    private readonly host: WarSettings,
    private readonly parts: StepParts,
  ) {
    host.addController(this);
  }

  /** The last step's events (a whole trick's after playTrick), which the table draws. */
  get events(): GameEvent[] {
    return this.shown;
  }
  set events(events: GameEvent[]) {
    const old = this.shown;
    this.shown = events;
    this.host.requestUpdate('lastEvents', old);
  }

  /** Flips or steps the game on the table; false when nothing happened. `speak`: say it in the live region. */
  act(kind: 'flip' | 'step', speak = true): boolean {
    const session = this.parts.game.session;
    if (!session || settingsError(this.host)) return false;
    return this.run(session, () => (kind === 'flip' ? session.flip() : session.step()), speak).ok;
  }

  /** Plays to the end of the current trick (until the pot is collected), shown and said at once. */
  playTrick(): boolean {
    const all: GameEvent[] = [];
    const ends = new Set(['pickup', 'split', 'game-end', 'deal', 'stacked/removed']);
    for (let i = 0; i < 10_000; i++) {
      if (!this.act('step', false)) break;
      all.push(...this.shown);
      if (this.shown.some((e) => ends.has(e.type))) break;
    }
    const session = this.parts.game.session;
    if (all.length === 0 || !session) return false;
    // The whole trick is shown and said at once: the battle, each war, the winner and the pickup.
    this.events = all;
    if (isDecisionFamily(session.options.family)) this.parts.decisions.say(session, all, false, rateOf(this.host), true);
    else {
      const words = warWords(all, session, this.parts.language.strings(this.host.strings));
      this.parts.announcer.say(words.text, words.phrase);
    }
    return true;
  }

  /** Takes one step of `session`: animates, fires the DOM events, says what happened, and tells a decision table. */
  run(session: GameSession, take: () => StepOutcome, speak: boolean): StepOutcome {
    const { game, motion, war, autoplayer, decisions } = this.parts;
    const decisionGame = isDecisionFamily(session.options.family);
    if (!decisionGame && session.phase === 'collect') motion.beforeCollect();
    let outcome: StepOutcome;
    try {
      outcome = take();
    } catch (e) {
      game.fail({ option: 'game', message: `the engine refused a step: ${messageOf(e)}`, allowed: '' });
      return { ok: false, message: messageOf(e) };
    }
    if (!outcome.ok) return outcome;
    this.events = outcome.events;
    war.follow(outcome.events);
    if (!decisionGame) war.verdict.follow(outcome.events);
    if (session.over) autoplayer.stop();
    fireGameEvents(this.host, outcome.events, session);
    try {
      decisions.stepped(session, outcome.events);
      if (speak) this.speak(outcome.events, session);
    } catch (e) {
      game.fail({ option: 'game', message: `the table could not follow the game: ${messageOf(e)}`, allowed: '' });
    }
    return outcome;
  }

  /** A new game: nothing shown yet. */
  reset(): void {
    this.events = [];
  }

  /** Before a redraw: a game autoplayed while the language's words were on their way (a slow webview): its last step, said now. */
  hostUpdate(): void {
    const session = this.parts.game.session;
    if (this.spoken || !this.parts.language.settled) return;
    this.spoken = true;
    if (session && this.shown.length > 0) this.speak(this.shown, session, true);
  }

  /**
   * Says one step's events in the live region: the War family's (war-play.ts), or a decision game's table words its
   * own, said by hand, in slow autoplay and at the end. `all`: say it whatever the pace.
   */
  private speak(events: readonly GameEvent[], session: GameSession, all = false): void {
    // Nothing is said before the page's language is here (English for a moment would be read out); see hostUpdate.
    if (!this.parts.language.settled) return;
    const playing = this.parts.autoplayer.playing && !all;
    if (isDecisionFamily(session.options.family)) this.parts.decisions.say(session, events, playing, rateOf(this.host));
    else this.parts.war.say(events, session, this.parts.language.strings(this.host.strings), playing);
  }
}
