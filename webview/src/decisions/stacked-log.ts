// The round so far, kept from the engine's events: its sentences (the log under the table) and every modifier of each
// seat's playtile and current wartile (which effect changed it, by how much), so the table can show them on the tiles.
import type { GameEvent } from '../../../engine/src/index.ts';
import { cellName } from '../../../engine/src/stacked/tiles.ts';
import { stackedLines, TILES, type Words } from './stacked-words.ts';
import { tileValue } from './stacked-model.ts';

/** One change of a tile's value: the cell whose effect made it (engine name, "suns-3") and the change. */
export interface Modifier {
  cell: string;
  delta: number;
}

/** A seat's modifiers this round: on its playtile, and on its current wartile. */
export interface SeatModifiers {
  play: Modifier[];
  war: Modifier[];
}

/** The log of one round, fed with each action's events. */
export class RoundLog {
  /** The round's sentences, oldest first. */
  lines: string[] = [];
  /** Index of the first line the last action added (those are animated in). */
  freshFrom = 0;
  /** Modifiers by seat. */
  mods: SeatModifiers[] = [{ play: [], war: [] }, { play: [], war: [] }];
  /** Hands shown in this round's rock-paper-scissors, one pair per game. */
  rps: { hands: string[]; winner: number }[] = [];
  /** Seats whose tile values changed in the last action (their badges pulse). */
  changed = new Set<string>();
  /** Counts the actions added (the table animates each one once). */
  serial = 0;
  private values = [{ play: 0, war: 0 }, { play: 0, war: 0 }];
  private cell = '';

  /** Adds one action's events; a new round (its playtiles turned up) starts a fresh log. */
  add(events: readonly GameEvent[], w: Words): void {
    if (events.some((e) => e.type === 'stacked/reveal' && e.as === 'play')) this.clear();
    this.freshFrom = this.lines.length;
    this.changed = new Set();
    this.serial++;
    for (const e of events) {
      if (e.type === 'stacked/reveal' && e.as !== 'reserve') {
        this.values[e.seat][e.as] = tileValue(TILES[e.tile]);
        if (e.as === 'war') this.mods[e.seat].war = [];
      } else if (e.type === 'stacked/effect') this.cell = cellName(e.cell);
      else if (e.type === 'stacked/value') {
        const before = this.values[e.seat][e.tile];
        this.values[e.seat][e.tile] = e.value;
        this.mods[e.seat][e.tile].push({ cell: this.cell, delta: e.value - before });
        this.changed.add(`${e.seat}-${e.tile}`);
      } else if (e.type === 'stacked/rps') this.rps.push({ hands: e.hands.slice(), winner: e.winner });
    }
    this.lines.push(...stackedLines(events, w));
  }

  /** Forgets the round. */
  clear(): void {
    this.lines = [];
    this.freshFrom = 0;
    this.mods = [{ play: [], war: [] }, { play: [], war: [] }];
    this.rps = [];
    this.cell = '';
  }
}
