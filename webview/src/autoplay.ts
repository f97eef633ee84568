// Autoplay's clock: calls `advance` at the chosen rate; flat out ("max") it works in slices of a few milliseconds, one
// timer task each, so a page with many widgets never blocks (no long tasks) and each slice renders once.

/** Work per timer task at full speed, in milliseconds: small enough that 50 widgets stay responsive. */
export const SLICE_MS = 6;
/** Shortest wait between ticks at a finite rate (about one frame). */
const MIN_INTERVAL_MS = 16;

/** Runs `advance` (one action; false when there is nothing more to do) at a rate, until stopped or done. */
export class AutoplayClock {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private rate = 2.5;

  /** `advance` plays one action and says whether to go on; `done` is told when autoplay stops by itself. */
  constructor(private readonly advance: () => boolean, private readonly done: () => void) {}

  /** Whether the clock is running. */
  get running(): boolean {
    return this.timer !== undefined;
  }

  /** Starts (or re-times) the clock at `flipsPerSecond` (Infinity: flat out). */
  start(flipsPerSecond: number): void {
    this.rate = flipsPerSecond;
    this.stop();
    this.schedule(Number.isFinite(this.rate) ? this.interval() : 0);
  }

  /** Stops the clock. */
  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private interval(): number {
    return Math.max(MIN_INTERVAL_MS, 1000 / this.rate);
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => this.tick(), ms);
  }

  private tick(): void {
    this.timer = undefined;
    let more = true;
    if (!Number.isFinite(this.rate)) {
      const until = performance.now() + SLICE_MS;
      do more = this.advance();
      while (more && performance.now() < until);
    } else {
      const steps = Math.max(1, Math.round((this.rate * this.interval()) / 1000));
      for (let i = 0; i < steps && more; i++) more = this.advance();
    }
    if (more) this.schedule(Number.isFinite(this.rate) ? this.interval() : 0);
    else this.done();
  }
}
