// The figures of a decision game for its end banner, from public information only: Steal War's tricks, wars, steals,
// steals refused and protections, with each seat's cards after every trick; Stacked Deck War's rounds, wars, actions
// bought and coins spent, with the tiles each seat has removed after every round. Pure: folded over the engine's
// events (and, for Steal War's cards, the spectator's view), so a game's record replays to the same figures.
import { createGame, step, viewOf, type GameEvent, type GameRecord, type GameState } from '../../../engine/src/on-demand.ts';

/** Steal War in figures. */
export interface StealFigures {
  family: 'steal-war';
  /** Tricks (battles) played. */
  tricks: number;
  /** Wars started (a war in a war counts once). */
  wars: number;
  /** Piles stolen. */
  steals: number;
  /** Steals that failed: the pile was protected, or another seat took it first. */
  refused: number;
  /** Piles protected. */
  protections: number;
  /** Per seat, the cards it held (packet, pile and a looked-at card) at the deal, after each trick and at the end. */
  series: number[][];
}

/** Stacked Deck War in figures. */
export interface StackedFigures {
  family: 'stacked-deck';
  /** Rounds decided. */
  rounds: number;
  /** Wars started (a tie of the playtiles, or of two wartiles). */
  wars: number;
  /** Actions bought in the buying windows. */
  bought: number;
  /** Coins spent on them. */
  coins: number;
  /** Per seat, the tiles it had removed at the start and after each round. */
  series: number[][];
}

/** A decision game's figures. */
export type DecisionFigures = StealFigures | StackedFigures;

/** Folds Steal War's events into its figures; the cards each seat holds come from the spectator's view. */
export class StealTally {
  private readonly f: StealFigures = { family: 'steal-war', tricks: 0, wars: 0, steals: 0, refused: 0, protections: 0, series: [] };

  /** One step's events, and the game after it. */
  add(events: readonly GameEvent[], state: GameState): void {
    let moved = false;
    for (const e of events) {
      if (e.type === 'battle') this.f.tricks++;
      else if (e.type === 'tie' && e.depth === 1) this.f.wars++;
      else if (e.type === 'steal/stolen') this.f.steals++;
      else if (e.type === 'steal/refused') this.f.refused++;
      else if (e.type === 'steal/protect') this.f.protections++;
      moved ||= e.type === 'pickup' || e.type === 'game-end';
    }
    if (moved) this.snapshot(state);
  }

  /** Each seat's cards now, as a point of the chart. */
  snapshot(state: GameState): void {
    const view = viewOf(state);
    if (view.family !== 'steal-war') return;
    for (const s of view.seats) (this.f.series[s.seat] ??= []).push(s.packet + s.pile + (s.holding ? 1 : 0));
  }

  /** The figures so far. */
  figures(): StealFigures {
    return { ...this.f, series: this.f.series.map((s) => s.slice()) };
  }
}

/** Folds Stacked Deck War's events into its figures. */
export class StackedTally {
  private readonly f: StackedFigures = { family: 'stacked-deck', rounds: 0, wars: 0, bought: 0, coins: 0, series: [] };
  private removed: number[] = [];

  /** The start, with `seats` seats: nothing removed yet. */
  start(seats: number): void {
    this.removed = Array.from({ length: seats }, () => 0);
    this.snapshot();
  }

  /** One step's events. */
  add(events: readonly GameEvent[]): void {
    for (const e of events) {
      if (e.type === 'stacked/decided') this.f.rounds++;
      else if (e.type === 'stacked/tie') this.f.wars++;
      else if (e.type === 'stacked/buy') this.f.bought++;
      else if (e.type === 'stacked/spent') this.f.coins += e.coins.length;
      else if (e.type === 'stacked/removed') {
        this.removed[e.remover] = (this.removed[e.remover] ?? 0) + e.tiles.length;
        this.snapshot();
      }
    }
  }

  /** The figures so far. */
  figures(): StackedFigures {
    return { ...this.f, series: this.f.series.map((s) => s.slice()) };
  }

  private snapshot(): void {
    this.removed.forEach((n, seat) => (this.f.series[seat] ??= []).push(n));
  }
}

/** A decision game's figures, by replaying its record (null for another family, or a record that does not replay). */
export function decisionFiguresOfRecord(record: GameRecord): DecisionFigures | null {
  const made = createGame(record.options, record.seed, record.deal);
  if (!made.ok) return null;
  let state = made.value;
  const family = state.family;
  if (family !== 'steal-war' && family !== 'stacked-deck') return null;
  const steal = new StealTally();
  const stacked = new StackedTally();
  if (family === 'steal-war') steal.snapshot(state);
  else stacked.start(made.value.options.players);
  for (const action of record.actions) {
    const next = step(state, action);
    if (!next.ok) return null;
    state = next.value.state;
    if (family === 'steal-war') steal.add(next.value.events, state);
    else stacked.add(next.value.events);
  }
  return family === 'steal-war' ? steal.figures() : stacked.figures();
}
