// The decision games' live region, paced: what the person did is said at once; what happens by itself (turn-ups, the
// computer's moves, forced plays) at most about once a second, the events of quick steps gathered and told in one
// message, which the tables keep under MAX_SAID characters.
import type { GameEvent } from '../../../engine/src/on-demand.ts';

/** The longest message the live region gets (a screen reader reads it whole before the next). */
export const MAX_SAID = 140;
/** The shortest time between two messages about steps that happened by themselves (milliseconds). */
export const SAY_EVERY_MS = 1000;

/** What is waiting to be said: the steps' events, and notes said before them. */
export interface Unsaid {
  events: GameEvent[];
  notes: string[];
}

/** Paces the messages of one table. */
export class Voice {
  private last = -Infinity;
  private held: Unsaid = { events: [], notes: [] };
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `compose` turns what waits into one message; `say` puts a message in the live region later. */
  constructor(
    private readonly compose: (unsaid: Unsaid) => string,
    private readonly say: (text: string) => void,
  ) {}

  /**
   * One step's events (and a note on a move made for the person). Returns the message to say now, or '' while a quick
   * step's words wait to be told with the next ones; `now` for the person's own actions, a question to them, the end.
   */
  offer(events: readonly GameEvent[], note: string, now: boolean): string {
    this.held.events.push(...events);
    if (note) this.held.notes.push(note);
    const at = performance.now();
    clearTimeout(this.timer);
    if (now || at - this.last >= SAY_EVERY_MS) return this.flush(at);
    this.timer = setTimeout(
      () => {
        const text = this.flush(performance.now());
        if (text) this.say(text);
      },
      this.last + SAY_EVERY_MS - at,
    );
    return '';
  }

  private flush(at: number): string {
    const unsaid = this.held;
    this.held = { events: [], notes: [] };
    this.last = at;
    return this.compose(unsaid);
  }

  /** Forgets what waits (a new game, the element left the page). */
  dispose(): void {
    clearTimeout(this.timer);
    this.held = { events: [], notes: [] };
  }
}
