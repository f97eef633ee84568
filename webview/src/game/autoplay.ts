// Autoplay's clock. Slow rates tick on a timer per widget. Fast rates (and "max") share one page-wide frame budget:
// once per frame, a single timer task gives every fast widget a turn, round robin, for a few milliseconds in all, so a
// page with many widgets playing flat out keeps rendering and answering input (no long tasks from autoplay).

/** Work per frame for all fast widgets of the page together, in milliseconds. */
export const FRAME_BUDGET_MS = 8;
/** Rates above this many flips per second share the frame budget instead of ticking on their own timer. */
const FAST_RATE = 30;
/** Longest a widget may bank flips for while its turn waits (so a stalled page does not burst afterwards). */
const MAX_CREDIT_SECONDS = 0.25;

/** Runs `advance` (one action; false when there is nothing more to do) at a rate, until stopped or done. */
export class AutoplayClock {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private rate = 2.5;
  /** Flips this clock may still make (fast rates), topped up from the rate and the time passed. */
  credit = 0;
  /** When the credit was last topped up. */
  stamp = 0;

  /** `advance` plays one action and says whether to go on; `done` is told when autoplay stops by itself. */
  constructor(
    readonly advance: () => boolean,
    private readonly done: () => void,
  ) {}

  /** Whether the clock is running. */
  get running(): boolean {
    return this.timer !== undefined || FRAME.has(this);
  }

  /** Flips per second (Infinity for flat out). */
  get flipsPerSecond(): number {
    return this.rate;
  }

  /** Starts (or re-times) the clock at `flipsPerSecond` (Infinity: flat out). */
  start(flipsPerSecond: number): void {
    this.stop();
    this.rate = flipsPerSecond;
    if (flipsPerSecond > FAST_RATE) {
      this.credit = 1;
      this.stamp = performance.now();
      FRAME.add(this);
    } else this.schedule();
  }

  /** Stops the clock. */
  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    FRAME.remove(this);
  }

  /** Told by the frame scheduler that the game has nothing more to do. */
  finished(): void {
    this.stop();
    this.done();
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.advance()) this.schedule();
      else this.done();
    }, 1000 / this.rate);
  }
}

/** The page's shared turn-taking for fast clocks: one timer task per animation frame. */
class FrameScheduler {
  private readonly clocks: AutoplayClock[] = [];
  private next = 0;
  private pending = false;

  has(clock: AutoplayClock): boolean {
    return this.clocks.includes(clock);
  }

  add(clock: AutoplayClock): void {
    if (!this.has(clock)) this.clocks.push(clock);
    this.wake();
  }

  remove(clock: AutoplayClock): void {
    const i = this.clocks.indexOf(clock);
    if (i >= 0) this.clocks.splice(i, 1);
  }

  private wake(): void {
    if (this.pending || this.clocks.length === 0) return;
    this.pending = true;
    // After the next frame is drawn, a task of its own (outside the frame callback, so input can come first).
    const run = () => setTimeout(() => this.turn(), 0);
    if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible')
      requestAnimationFrame(run);
    else setTimeout(() => this.turn(), 16);
  }

  /** One frame's work: every clock gets a turn, round robin from where the last frame stopped, within the budget. */
  private turn(): void {
    this.pending = false;
    const start = performance.now();
    const until = start + FRAME_BUDGET_MS;
    const count = this.clocks.length;
    const share = FRAME_BUDGET_MS / Math.max(1, count);
    for (let i = 0; i < count && this.clocks.length > 0; i++) {
      const clock = this.clocks[this.next % this.clocks.length];
      this.next = (this.next + 1) % Math.max(1, this.clocks.length);
      const now = performance.now();
      const rate = clock.flipsPerSecond;
      if (Number.isFinite(rate)) clock.credit = Math.min(clock.credit + ((now - clock.stamp) / 1000) * rate, rate * MAX_CREDIT_SECONDS);
      clock.stamp = now;
      const mine = Math.min(until, now + share);
      let more = true;
      let steps = 0;
      // At least one action per turn, then as many as the share of time (and, below max, the rate) allows.
      while (more && (steps === 0 || performance.now() < mine) && (!Number.isFinite(rate) || clock.credit >= 1)) {
        more = clock.advance();
        steps++;
        if (Number.isFinite(rate)) clock.credit--;
      }
      if (!more) clock.finished();
      if (performance.now() >= until) break;
    }
    this.wake();
  }
}

const FRAME = new FrameScheduler();
