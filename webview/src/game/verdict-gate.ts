// Reveal first, verdict after, as a reactive controller: a step that turns pieces up holds back what it says (the
// status line's sentence, the live region, the "takes the trick" tag, the gold outline, the end banner) until those
// pieces are face up, i.e. until their turn-over animations (Web Animations) have finished. Without motion (reduced
// motion, fast autoplay) nothing is held. A new step, or a press that hurries the table, lets the held verdict out
// first; a fallback timer lets it out should the animations never report (a page in a background tab). The War table
// and the decision games' tables (Steal War's cards, Stacked Deck War's tiles) each have one.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameEvent } from '../../../engine/src/on-demand.ts';
import type { Announcer } from './announcer.ts';

/** What the gate holds besides the table's own drawing: the live region (the element's announcer, or a way to it). */
export type HeldWords = Pick<Announcer, 'hold' | 'release'>;

/** The longest a verdict is held beyond the reveal's own end, should its animations never report. */
const FALLBACK_SLACK_MS = 150;

/** How many times the fallback waits again for reveals still running on a visible page. */
const FALLBACK_ROUNDS = 8;

/** How long the slowest of these animations still runs, in its own time (ms). */
function timeLeft(animations: readonly Animation[]): number {
  return Math.max(0, ...animations.map((a) => Number(a.effect!.getComputedTiming().endTime) - Number(a.currentTime ?? 0)));
}

/** Whether a step turns pieces up (a battle, a war's face-up pieces, a Stacked Deck War tile turned up). */
export function turnsUp(events: readonly GameEvent[]): boolean {
  return events.some((e) => ((e.type === 'battle' || e.type === 'war') && e.faceUp.length > 0) || e.type === 'stacked/reveal');
}

/** Whether an animation is the turn-over of a face-up piece on the table (a seat's played pieces, or its tiles). */
function isReveal(a: Animation): boolean {
  const target = (a.effect as KeyframeEffect | null)?.target;
  return !!target && target.classList.contains('up') && target.closest('.played, .on-table') !== null && a.playState !== 'finished';
}

/** The verdict of one element's table: held while the pieces that decide it turn over. */
export class VerdictGate implements ReactiveController {
  private hold = false;
  /** Bumped at every hold and release, so a stale wait lets nothing out. */
  private token = 0;
  private fallback: ReturnType<typeof setTimeout> | undefined;
  /** Waiting for the verdict to come out (whenOut). */
  private waiting: (() => void)[] = [];

  /** `root` is where the table's animations run (the element's shadow root); `motion` whether pieces move now. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly announcer: HeldWords,
    private readonly root: () => (ParentNode & { getAnimations?(): Animation[] }) | null,
    private readonly motion: () => boolean,
  ) {
    host.addController(this);
  }

  /** Whether the verdict is held now (the table draws no verdict, the live region waits). */
  get held(): boolean {
    return this.hold;
  }

  /** A step's `events`: a verdict held for an earlier step comes out; one that turns pieces up, with motion, is held. */
  follow(events: readonly GameEvent[]): void {
    this.release();
    if (!turnsUp(events) || !this.motion()) return;
    this.hold = true;
    this.token++;
    this.announcer.hold();
  }

  /** Lets the held verdict out now: the live region says it, the table draws it. */
  release(): void {
    if (!this.hold) return;
    this.hold = false;
    this.token++;
    clearTimeout(this.fallback);
    this.announcer.release();
    this.host.requestUpdate();
    const waiting = this.waiting;
    this.waiting = [];
    for (const go of waiting) go();
  }

  /** Resolves once no verdict is held (at once when none is): what happens by itself next waits for the reveal. */
  whenOut(): Promise<void> {
    return this.hold ? new Promise((resolve) => this.waiting.push(resolve)) : Promise.resolve();
  }

  /** After a render: once the table's animations are made (the element's `updated`), wait for the reveals to end. */
  hostUpdated(): void {
    if (!this.hold) return;
    const token = this.token;
    queueMicrotask(() => {
      if (token !== this.token) return;
      const reveals = (this.root()?.getAnimations?.() ?? []).filter(isReveal);
      if (reveals.length === 0) {
        this.release();
        return;
      }
      // Claimed: later renders of the same step do not wait again.
      const claim = ++this.token;
      const out = () => {
        if (claim === this.token) this.release();
      };
      // The fallback is for animations that never report (a page in a background tab). On a visible page whose
      // reveals still run (a busy machine's frames come late, so animation time lags the clock) it waits again, up to
      // a few times, rather than let the verdict out before the pieces are face up.
      let rounds = 0;
      const fallback = () => {
        if (claim !== this.token) return;
        const running = reveals.filter((a) => a.playState === 'running');
        if (running.length === 0 || document.hidden || ++rounds > FALLBACK_ROUNDS) return out();
        this.fallback = setTimeout(fallback, timeLeft(running) + FALLBACK_SLACK_MS);
      };
      this.fallback = setTimeout(fallback, timeLeft(reveals) + FALLBACK_SLACK_MS);
      void Promise.all(reveals.map((a) => a.finished.catch(() => undefined))).then(out);
    });
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.release();
  }
}
