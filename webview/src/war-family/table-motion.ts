// Which pieces to animate after each render: pieces new on the table since the last one (a flip turns over; a war's
// face-down pieces go down one by one, then, after a short pause, its face-up piece is revealed), a tie's "War!" mark
// popping up, and the pot copied away before a pickup and slid to the winner's pile afterwards. The caller decides
// whether to animate at all (never under reduced motion).
import type { GameEvent } from '../../../engine/src/on-demand.ts';
import { animatePlayed, capturePot, offsetFrom, popMark, slidePot, type Ghost } from '../game/motion.ts';

/** The pause between a war's last face-down piece and its face-up reveal, in milliseconds. */
const REVEAL_PAUSE_MS = 260;
/** The longest a war's face-down pieces take to go down one by one, however many (a Război war lays 14). */
const BACKS_MAX_MS = 900;

/** The time between two face-down pieces of a war going down. */
function stagger(backs: number, duration: number): number {
  return Math.min(duration * 0.45, BACKS_MAX_MS / Math.max(1, backs));
}

/** Remembers the table between renders of one widget. */
export class TableMotion {
  private played: number[] = [];
  private ghosts: Ghost[] | null = null;
  private readonly marks = new WeakSet<Element>();

  /** Forgets everything (a new game). */
  reset(): void {
    this.ghosts?.forEach((g) => g.node.remove());
    this.ghosts = null;
    this.played = [];
  }

  /** How long one war step's pieces take to come in: the backs one by one, the pause, then the reveal. */
  warStepTime(backs: number, duration: number): number {
    return backs * stagger(backs, duration) + (backs > 0 ? REVEAL_PAUSE_MS : 0) + duration;
  }

  /** Before the pot is collected: copies the pieces on the table into the overlay, to slide them after the render. */
  beforePickup(root: ParentNode): void {
    const layer = root.querySelector<HTMLElement>('.overlay');
    if (layer) this.ghosts = capturePot([...root.querySelectorAll('.played .piece')], layer);
  }

  /** After a render: slides a captured pot to the pile that took it, then brings in the pieces new on each seat. */
  afterRender(root: ParentNode, events: readonly GameEvent[], animate: boolean, duration: number): void {
    let start = 0;
    if (this.ghosts) {
      const layer = root.querySelector<HTMLElement>('.overlay');
      const pickup = events.find((e) => e.type === 'pickup');
      if (layer && pickup?.type === 'pickup' && animate) {
        const target = root.querySelector(`.seat[data-seat="${pickup.seat}"] .pile.${pickup.to === 'won' ? 'won' : 'stack'}`);
        slidePot(this.ghosts, layer, target, duration * 1.4);
        // Pieces turned up by the same press come in once the pot has gone.
        start = duration * 1.4;
      } else this.ghosts.forEach((g) => g.node.remove());
      this.ghosts = null;
    }
    const seen: number[] = [];
    for (const seatEl of root.querySelectorAll<HTMLElement>('.seat')) {
      const seat = Number(seatEl.dataset.seat);
      const pieces = [...seatEl.querySelectorAll('.played .piece')];
      const before = this.played[seat] ?? 0;
      if (animate) {
        const fresh = pieces.slice(before);
        // Every piece travels from its seat's stack (the person's own hand included) to the table.
        const stack = seatEl.querySelector('.pile.stack');
        const backs = fresh.filter((p) => !p.classList.contains('up')).length;
        const gap = stagger(backs, duration);
        let at = start;
        let laid = 0;
        for (const piece of fresh) {
          if (piece.classList.contains('up')) {
            if (laid > 0) at += REVEAL_PAUSE_MS;
            animatePlayed(piece, at, duration, offsetFrom(stack, piece));
            laid = 0;
          } else {
            animatePlayed(piece, at, duration, offsetFrom(stack, piece));
            at += gap;
            laid++;
          }
        }
      }
      seen[seat] = pieces.length;
    }
    this.played = seen;
    for (const mark of root.querySelectorAll('.war-mark')) {
      if (this.marks.has(mark)) continue;
      this.marks.add(mark);
      if (animate) popMark(mark, duration);
    }
  }
}
