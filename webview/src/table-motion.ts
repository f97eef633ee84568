// Which pieces to animate after each render: pieces new on the table since the last one (flip, war building), and
// the pot copied away before a pickup and slid to the winner's pile afterwards. The element decides whether to animate.
import type { GameEvent } from '../../engine/src/index.ts';
import { animatePlayed, capturePot, slidePot, type Ghost } from './motion.ts';

/** Remembers the table between renders of one widget. */
export class TableMotion {
  private played: number[] = [];
  private ghosts: Ghost[] | null = null;

  /** Forgets everything (a new game). */
  reset(): void {
    this.ghosts?.forEach((g) => g.node.remove());
    this.ghosts = null;
    this.played = [];
  }

  /** Before the pot is collected: copies the pieces on the table into the overlay, to slide them after the render. */
  beforePickup(root: ParentNode): void {
    const layer = root.querySelector<HTMLElement>('.overlay');
    if (layer) this.ghosts = capturePot([...root.querySelectorAll('.played .piece')], layer);
  }

  /** After a render: animates the pieces new on each seat, and slides a captured pot to the pile that took it. */
  afterRender(root: ParentNode, events: readonly GameEvent[], animate: boolean, duration: number): void {
    const seen: number[] = [];
    for (const seatEl of root.querySelectorAll<HTMLElement>('.seat')) {
      const seat = Number(seatEl.dataset.seat);
      const pieces = seatEl.querySelectorAll('.played .piece');
      const before = this.played[seat] ?? 0;
      if (animate) for (let i = before; i < pieces.length; i++) animatePlayed(pieces[i], i - before, duration);
      seen[seat] = pieces.length;
    }
    this.played = seen;
    if (!this.ghosts) return;
    const layer = root.querySelector<HTMLElement>('.overlay');
    const pickup = events.find((e) => e.type === 'pickup');
    if (layer && pickup?.type === 'pickup' && animate) {
      const target = root.querySelector(`.seat[data-seat="${pickup.seat}"] .pile.${pickup.to === 'won' ? 'won' : 'stack'}`);
      slidePot(this.ghosts, layer, target, duration * 1.4);
    } else this.ghosts.forEach((g) => g.node.remove());
    this.ghosts = null;
  }
}
