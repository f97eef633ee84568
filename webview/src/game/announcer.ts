// The live region as a reactive controller, for every table: what it says now, and when a step is worth saying. A
// person playing War hears every step; during autoplay only wars, seats dropping out, every tenth trick and the end, and
// never more than about one message a second (the end always), so that a screen reader can keep up. A decision game's
// steps are paced here too: what the person did is said at once; what happens by itself at most about once a second,
// the steps in between gathered by the table and told in one message.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameEvent } from '../../../engine/src/on-demand.ts';

/** During autoplay, the shortest time between two messages (milliseconds); the end of the game is always said. */
export const AUTOPLAY_MESSAGE_GAP_MS = 1000;
/** During autoplay, every this many tricks a plain trick is said too (as the standings). */
export const AUTOPLAY_TRICK_EVERY = 10;

/** Whether a step's events show something a listener must hear even during autoplay. */
function worthSaying(events: readonly GameEvent[], tricks: number): boolean {
  return events.some(
    (e) =>
      e.type === 'tie' ||
      e.type === 'out' ||
      e.type === 'round-end' ||
      e.type === 'game-end' ||
      (e.type === 'trick' && tricks > 0 && tricks % AUTOPLAY_TRICK_EVERY === 0),
  );
}

/** The live region of one element. */
export class Announcer implements ReactiveController {
  /** What the live region holds now. */
  text = '';
  /** Narration's words for it (a War step's short phrase; else the sentence itself; '' for nothing to speak). */
  phrase = '';
  /** How many messages have been said: a new message, even the same words again, is a new number (narration's cue). */
  said = 0;
  private lastAt = -Infinity;
  /** While a verdict is held (verdict-gate.ts): the sentence and its phrase waiting for the reveal, or null. */
  private holding = false;
  private heldText: { text: string; phrase: string } | null = null;
  /** A decision table's message and its phrase waiting for their turn (composed when said), and its timer. */
  private waiting: (() => { text: string; phrase: string }) | null = null;
  private later: ReturnType<typeof setTimeout> | undefined;

  /** `now` is the clock (milliseconds); tests pass their own. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly now: () => number = () => performance.now(),
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.drop();
  }

  /**
   * Puts a sentence in the live region (a repeat gets a trailing space, so it is read again; empty clears it), with
   * `phrase`, what narration speaks of it (by default the sentence itself).
   */
  say(text: string, phrase = text): void {
    if (this.holding) {
      this.heldText = { text, phrase };
      return;
    }
    this.text = text === this.text ? `${text}\u00a0` : text;
    this.phrase = phrase;
    this.said++;
    this.lastAt = this.now();
    this.host.requestUpdate();
  }

  /**
   * A decision game's step words: said now when `now` (the person's own action, a question to them, the end) or when
   * the last message is AUTOPLAY_MESSAGE_GAP_MS old; else `compose` (the table's words for every step not yet said, and
   * narration's phrase for them) waits until then, and a newer step's replaces it.
   */
  pace(now: boolean, compose: () => { text: string; phrase: string }): void {
    this.drop();
    const at = this.now();
    if (now || at - this.lastAt >= AUTOPLAY_MESSAGE_GAP_MS) {
      const words = compose();
      this.say(words.text, words.phrase);
      return;
    }
    this.waiting = compose;
    this.later = setTimeout(
      () => {
        const words = this.waiting?.();
        this.drop();
        if (words?.text) this.say(words.text, words.phrase);
      },
      this.lastAt + AUTOPLAY_MESSAGE_GAP_MS - at,
    );
  }

  /** Holds what is said from now until `release` (the pieces it speaks of are still turning over). */
  hold(): void {
    this.holding = true;
  }

  /** Says what was held back, if anything. */
  release(): void {
    const held = this.heldText;
    this.holding = false;
    this.heldText = null;
    if (held !== null) this.say(held.text, held.phrase);
  }

  /** Empties the live region (a new game). */
  clear(): void {
    this.drop();
    this.holding = false;
    this.heldText = null;
    this.text = '';
    this.phrase = '';
    this.said++;
    this.lastAt = -Infinity;
    this.host.requestUpdate();
  }

  /**
   * Whether one step's events are said. By hand: always. During autoplay: wars, seats dropping out, the end of a
   * round, every tenth trick (`tricks`: tricks played so far) and the end, at most one message per
   * AUTOPLAY_MESSAGE_GAP_MS (the end of the game always).
   */
  wants(events: readonly GameEvent[], playing: boolean, tricks: number): boolean {
    if (events.some((e) => e.type === 'game-end')) return true;
    if (!playing) return true;
    return worthSaying(events, tricks) && this.now() - this.lastAt >= AUTOPLAY_MESSAGE_GAP_MS;
  }

  /** Forgets a message waiting for its turn. */
  private drop(): void {
    clearTimeout(this.later);
    this.later = undefined;
    this.waiting = null;
  }
}
