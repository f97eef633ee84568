// Motion and pacing as a reactive controller: whether pieces may move now (never under reduced motion, nor at speeds
// too fast to follow), the table's animations after each render, and the beats of a trick played by one press: the
// "War!" mark's moment before a war's pieces go down, and the pot shown before it goes to the winner by itself.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AutoplayController } from './autoplay-controller.ts';
import type { DrawnStep, StepListener } from './game-steps.ts';
import { prefersReducedMotion } from './motion.ts';
import { animatesAt } from './speed.ts';
import { TableMotion } from '../war-family/table-motion.ts';

/** How long one flip's animation lasts when a person plays (and in slow autoplay), in milliseconds. */
export const BASE_ANIMATION_MS = 320;
/** How long a tie's "War!" mark stands alone before the war's pieces go down (a press goes on at once). */
export const WAR_MARK_MS = 900;
/** How long a decided trick's pot stays on the table before it goes to the winner by itself (a press goes on at once). */
export const POT_SHOWN_MS = 1600;

/** Motion and the beats of a staged trick, for one element. */
export class MotionController implements ReactiveController, StepListener {
  private readonly table = new TableMotion();
  private beat: ReturnType<typeof setTimeout> | undefined;
  private beatAction: (() => void) | null = null;

  /** Motion of `host`'s table, at the pace of its `autoplay`. */
  constructor(
    private readonly host: ReactiveControllerHost & Element & { readonly renderRoot: ParentNode },
    private readonly autoplay: Pick<AutoplayController, 'playing' | 'flipsPerSecond'>,
  ) {
    host.addController(this);
  }

  /** Whether pieces may move now: not under reduced motion, not at speeds too fast to follow, not off the page. */
  get on(): boolean {
    const rate = this.autoplay.playing ? this.autoplay.flipsPerSecond : 1;
    return animatesAt(rate) && !this.reduced && this.host.isConnected;
  }

  /** Whether the reader asked for less motion (the media query or VS Code's body class). */
  get reduced(): boolean {
    return prefersReducedMotion();
  }

  /** One flip's animation time now (shorter in autoplay faster than the animation). */
  get duration(): number {
    const rate = this.autoplay.flipsPerSecond;
    return this.autoplay.playing ? Math.min(BASE_ANIMATION_MS, 700 / (Number.isFinite(rate) ? rate : 1000)) : BASE_ANIMATION_MS;
  }

  /** Forgets the table and drops a pending beat (a new game, heard from the step road; no game). */
  reset(): void {
    this.cancel();
    this.table.reset();
  }

  /** Before a step that collects the pot: its pieces are copied, to slide to the winner after the render. */
  beforeCollect(): void {
    if (this.on) this.table.beforePickup(this.host.renderRoot);
  }

  /**
   * After a render of the game as it is now (the step road tells it): the pieces new on the table come in (backs one by
   * one, then the face-up reveal); the pot slides. A past position the reader looks back on does not move.
   */
  drawn({ events, live }: DrawnStep): void {
    if (live) this.table.afterRender(this.host.renderRoot, events, this.on, this.duration);
  }

  /** Plays `action` after `ms` (the next beat of a staged trick); a beat already waiting is replaced. */
  schedule(action: () => void, ms: number): void {
    this.cancel();
    this.beatAction = action;
    this.beat = setTimeout(() => {
      this.beat = undefined;
      this.beatAction = null;
      action();
    }, ms);
  }

  /** Whether a beat is waiting. */
  get waiting(): boolean {
    return this.beat !== undefined;
  }

  /** Plays the waiting beat now (a press hurries the trick on); false when none was waiting. */
  hurry(): boolean {
    const action = this.beatAction;
    if (!action) return false;
    this.cancel();
    action();
    return true;
  }

  /** Finishes every animation still running on the table (a new press lays its pieces on a settled table). */
  settle(): void {
    const root = this.host.renderRoot as ParentNode & { getAnimations?(): Animation[] };
    for (const a of root.getAnimations?.() ?? []) a.finish();
  }

  /** Drops the waiting beat, if any. */
  cancel(): void {
    if (this.beat !== undefined) clearTimeout(this.beat);
    this.beat = undefined;
    this.beatAction = null;
  }

  /** How long a war step's pieces take to come in (backs one by one, the pause, the reveal) with motion on. */
  warStepMs(backs: number): number {
    return this.on ? this.table.warStepTime(backs, this.duration) : 0;
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.cancel();
  }
}
