// The decision games' live region, paced: what the person did is said at once; what happens by itself (turn-ups, the
// computer's moves, forced plays) at most about once a second, the sentences of quick steps joined into one message
// (or the older dropped) and never longer than MAX_SAID characters.

/** The longest message the live region gets (a screen reader reads it whole before the next). */
export const MAX_SAID = 140;
/** The shortest time between two messages about steps that happened by themselves (milliseconds). */
export const SAY_EVERY_MS = 1000;

/** Paces the messages of one table. */
export class Voice {
  private last = -Infinity;
  private held = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly say: (text: string) => void) {}

  /**
   * A step's message. Returns what the live region says now ('' while a quick step's words wait for the next message);
   * `now` is set for the person's own actions, the end of the game and a question put to the person.
   */
  offer(text: string, now: boolean): string {
    if (!text) return '';
    const joined = this.held && this.held.length + 1 + text.length <= MAX_SAID ? `${this.held} ${text}` : text;
    const at = performance.now();
    if (now || at - this.last >= SAY_EVERY_MS) {
      clearTimeout(this.timer);
      this.held = '';
      this.last = at;
      return joined;
    }
    this.held = joined;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const text = this.held;
      this.held = '';
      this.last = performance.now();
      if (text) this.say(text);
    }, this.last + SAY_EVERY_MS - at);
    return '';
  }

  /** Forgets what waits (a new game, the element left the page). */
  dispose(): void {
    clearTimeout(this.timer);
    this.held = '';
  }
}
