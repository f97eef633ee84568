// The figures of a War-family game for its end banner: tricks, wars, the longest war, changes of the lead, and each
// seat's pieces after every trick (for a small chart). Pure: folded over the engine's events, so the same figures come
// from a game as it is played or from its record by replay. Events carry face-up pieces only; counting needs no more.
import { createGame, step, viewOf, type GameEvent, type GameRecord } from '../../../engine/src/on-demand.ts';

/** A finished (or unfinished) game in figures. */
export interface GameFigures {
  /** Tricks decided. */
  tricks: number;
  /** Wars started (a war in a war counts once: it is the same trick's war going on). */
  wars: number;
  /** The most ties in one trick (1: a war; 2: a war in a war...); 0 without a war. */
  longestWar: number;
  /** How often the seat holding the most pieces changed (a tie for the most keeps the last leader). */
  leadChanges: number;
  /** Per seat, the pieces it held (stack and won pile, not those on the table) at the deal and after each trick. */
  series: number[][];
}

/** Folds events into figures. */
export class FigureTally {
  private tricks = 0;
  private wars = 0;
  private longest = 0;
  private changes = 0;
  private leader = -1;
  private held: number[] = [];
  private readonly series: number[][] = [];

  /** The deal on the table at the start: each seat's pieces. */
  start(counts: readonly number[]): void {
    this.add([{ type: 'deal', round: 1, counts: counts.slice(), aside: 0 }]);
  }

  /** One step's events. */
  add(events: readonly GameEvent[]): void {
    for (const e of events) {
      switch (e.type) {
        case 'deal':
          this.held = e.counts.slice();
          this.snapshot();
          break;
        case 'battle':
          for (const s of e.faceUp) this.held[s.seat]--;
          break;
        case 'war':
          e.faceDown.forEach((n, seat) => (this.held[seat] -= n));
          for (const s of e.faceUp) this.held[s.seat]--;
          break;
        case 'tie':
          if (e.depth === 1) this.wars++;
          this.longest = Math.max(this.longest, e.depth);
          break;
        case 'trick':
          this.tricks++;
          break;
        case 'pickup':
          this.held[e.seat] += e.count;
          this.snapshot();
          break;
        case 'split':
          e.counts.forEach((n, seat) => (this.held[seat] += n));
          this.snapshot();
          break;
        default:
          break;
      }
    }
  }

  /** The figures so far. */
  figures(): GameFigures {
    return {
      tricks: this.tricks,
      wars: this.wars,
      longestWar: this.longest,
      leadChanges: this.changes,
      series: this.series.map((s) => s.slice()),
    };
  }

  /** Each seat's pieces now, as a point of the chart, and whether the lead changed hands. */
  private snapshot(): void {
    this.held.forEach((n, seat) => (this.series[seat] ??= []).push(Math.max(0, n)));
    const most = Math.max(...this.held);
    const leaders = this.held.flatMap((n, seat) => (n === most ? [seat] : []));
    if (leaders.length === 1 && leaders[0] !== this.leader) {
      if (this.leader !== -1) this.changes++;
      this.leader = leaders[0];
    }
  }
}

/** A record's figures, by replaying it (null when it does not replay). */
export function figuresOfRecord(record: GameRecord): GameFigures | null {
  const made = createGame(record.options, record.seed, record.deal);
  if (!made.ok) return null;
  const tally = new FigureTally();
  let state = made.value;
  const view = viewOf(state);
  if (!('seats' in view) || !view.seats.every((seat) => 'count' in seat)) return null;
  tally.start(view.seats.map((seat) => ('count' in seat ? seat.count : 0)));
  for (const action of record.actions) {
    const next = step(state, action);
    if (!next.ok) return null;
    state = next.value.state;
    tally.add(next.value.events);
  }
  return tally.figures();
}
