// Autoplay as a reactive controller: whether the widget plays by itself (or will, once the game on its way is there),
// its clock at the chosen rate, a pause while the element is out of the page (and the same autoplay again when it comes
// back), and how often a widget playing flat out redraws (at most about five times a second, and not off screen).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { AutoplayClock } from './autoplay.ts';

/** Fast autoplay redraws a widget at most this often (nobody can follow more; a page of widgets stays smooth). */
export const FAST_REDRAW_MS = 200;
/** Autoplay faster than this many flips per second redraws at most every FAST_REDRAW_MS. */
export const FAST_REDRAW_RATE = 30;

/** Autoplay for one element. */
export class AutoplayController implements ReactiveController {
  /** Play was asked for while the game was still on its way: it plays once the game is there. */
  wanted = false;
  private on = false;
  private rate = 2.5;
  private ticking = true;
  private resumeOnConnect = false;
  private readonly clock: AutoplayClock;
  /** Whether any of the element is in the viewport (fast autoplay draws nothing off screen). */
  private onScreen = true;
  private readonly sight: IntersectionObserver | null;
  private lastDrawn = 0;
  /** Autoplay went on or off since the last draw (that draws at once: a decision table hears of it from the render). */
  private switched = false;
  /** Each widget's own redraw interval around FAST_REDRAW_MS, so that many widgets do not all redraw in one frame. */
  private readonly redrawEvery = FAST_REDRAW_MS * (0.75 + Math.random() * 0.5);
  private redrawTimer: ReturnType<typeof setTimeout> | undefined;

  /** `advance` plays one action; false when the game is over or waits for a person (autoplay then stops). */
  constructor(
    private readonly host: ReactiveControllerHost & Element,
    advance: () => boolean,
  ) {
    this.clock = new AutoplayClock(advance, () => this.set(false));
    this.sight =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            const seen = entries.some((e) => e.isIntersecting);
            if (seen && !this.onScreen) host.requestUpdate();
            this.onScreen = seen;
          })
        : null;
    host.addController(this);
  }

  /** Whether autoplay is on. */
  get playing(): boolean {
    return this.on;
  }

  /** Flips per second while playing (Infinity: flat out). */
  get flipsPerSecond(): number {
    return this.rate;
  }

  /**
   * Turns autoplay on at `rate` flips per second. With `tick` false the clock stays still: a decision game's table
   * runs its own turns and only needs to know that autoplay is on.
   */
  start(rate: number, tick = true): void {
    this.rate = rate;
    this.ticking = tick;
    this.wanted = false;
    this.clock.stop();
    if (tick) this.clock.start(rate);
    this.set(true);
  }

  /** Turns autoplay off. */
  stop(): void {
    this.clock.stop();
    this.set(false);
  }

  hostConnected(): void {
    this.sight?.observe(this.host);
    const resume = this.resumeOnConnect;
    this.resumeOnConnect = false;
    if (resume) this.start(this.rate, this.ticking);
  }

  hostDisconnected(): void {
    this.sight?.disconnect();
    this.resumeOnConnect = this.on;
    this.stop();
  }

  /**
   * Whether to draw now. During fast autoplay a redraw that only shows more flips waits until FAST_REDRAW_MS after
   * the last one (and one is scheduled for then); off screen it waits until the element is seen. Anything else draws.
   */
  mayDraw(onlyFlips: boolean): boolean {
    const now = performance.now();
    const fast = this.on && this.rate > FAST_REDRAW_RATE;
    if (!fast || !onlyFlips || this.switched) {
      this.switched = false;
      this.lastDrawn = now;
      return true;
    }
    if (!this.onScreen) return false;
    if (now - this.lastDrawn >= this.redrawEvery) {
      this.lastDrawn = now;
      return true;
    }
    this.redrawTimer ??= setTimeout(
      () => {
        this.redrawTimer = undefined;
        this.host.requestUpdate();
      },
      this.redrawEvery - (now - this.lastDrawn),
    );
    return false;
  }

  private set(on: boolean): void {
    if (this.on === on) return;
    this.on = on;
    this.switched = true;
    this.host.requestUpdate();
  }
}
