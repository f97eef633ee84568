// The round so far, kept from the engine's events: its sentences (the log under the table), every modifier of each
// seat's playtile and current wartile (which effect changed it, by how much) for the table to show on the tiles, the
// buying windows skipped and why, and the round before in one line once a new one has started.
import { type GameEvent, type StackedView, cellName } from '../../../engine/src/on-demand.ts';
import { format } from '../i18n/strings.ts';
import { skipReason, tileValue } from './stacked-model.ts';
import { stackedLine, TILES, whyWords } from './stacked-words.ts';
import type { Words } from './words.ts';

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

/** How the round before ended. */
export interface LastRound {
  round: number;
  winner: number;
  why: string;
  remover: number;
  count: number;
}

/** The log of one round, fed with each action's events. */
export class RoundLog {
  /** The round's sentences, oldest first. */
  lines: string[] = [];
  /** Index of the first line the last action added (those are animated in). */
  freshFrom = 0;
  /** Modifiers by seat. */
  mods: SeatModifiers[] = [
    { play: [], war: [] },
    { play: [], war: [] },
  ];
  /** Hands shown in this round's rock-paper-scissors, one pair per game. */
  rps: { hands: string[]; winner: number }[] = [];
  /** Seats whose tile values changed in the last action (their badges pulse). */
  changed = new Set<string>();
  /** Counts the actions added (the table animates each one once). */
  serial = 0;
  /** Buying windows the last action skipped, in words (also in `lines`); `mine` for the viewer's own. */
  skips: { text: string; mine: boolean }[] = [];
  /** The round before this one, once it has ended. */
  last: LastRound | null = null;
  private values = [
    { play: 0, war: 0 },
    { play: 0, war: 0 },
  ];
  private cell = '';
  /** The buying window open (tiles just turned up), and the seats that bought or passed in it. */
  private window = false;
  private acted = new Set<number>();
  private ending: Partial<LastRound> = {};
  /** The reason last told for each seat's skipped window (told again only when it changes, or after a purchase). */
  private told: (string | null)[] = [null, null];

  /** Adds one action's events (`view`: the table after them); a new round (its playtiles turned up) starts a fresh log. */
  add(events: readonly GameEvent[], w: Words, view: StackedView): void {
    if (events.some((e) => e.type === 'stacked/reveal' && e.as === 'play')) this.clear();
    this.freshFrom = this.lines.length;
    this.changed = new Set();
    this.skips = [];
    this.serial++;
    for (const e of events) {
      // A window's skips are told where they happened: before the effects, the war or the result they led to.
      const before = this.skips.length;
      if (e.type === 'stacked/reveal' && e.as !== 'reserve') {
        this.values[e.seat][e.as] = tileValue(TILES[e.tile]);
        if (e.as === 'war') this.mods[e.seat].war = [];
        this.window = true;
        this.acted = new Set();
      } else if (e.type === 'stacked/buy' || e.type === 'stacked/pass') {
        this.acted.add(e.seat);
        this.told[e.seat] = null;
      } else if (e.type === 'stacked/effect') {
        this.cell = cellName(e.cell);
        this.closeWindow(view, w);
      } else if (e.type === 'stacked/decided' || e.type === 'stacked/tie') {
        // A deck that runs out in a war ends the round before anyone could buy: no window was skipped.
        if (e.type === 'stacked/decided' && e.why === 'deck-empty') this.window = false;
        this.closeWindow(view, w);
        if (e.type === 'stacked/decided') this.ending = { winner: e.winner, why: whyWords(e.why, w) };
      } else if (e.type === 'stacked/removed')
        this.last = { winner: -1, why: '', ...this.ending, round: e.round, remover: e.remover, count: e.tiles.length };
      else if (e.type === 'stacked/value') {
        const before = this.values[e.seat][e.tile];
        this.values[e.seat][e.tile] = e.value;
        this.mods[e.seat][e.tile].push({ cell: this.cell, delta: e.value - before });
        this.changed.add(`${e.seat}-${e.tile}`);
      } else if (e.type === 'stacked/rps') this.rps.push({ hands: e.hands.slice(), winner: e.winner });
      this.lines.push(...this.skips.slice(before).map((x) => x.text));
      const line = stackedLine(e, w);
      if (line) this.lines.push(line);
    }
    const told = this.skips.length;
    // The window is still open: a seat before the one buying now (Player B before Player A) was skipped.
    if (this.window && view.phase === 'buy')
      for (const seat of this.order(view)) {
        if (seat === view.buyer) break;
        if (!this.acted.has(seat)) this.skip(seat, view, w);
      }
    else if (this.window) this.closeWindow(view, w);
    this.lines.push(...this.skips.slice(told).map((x) => x.text));
  }

  /** Player B, then Player A: the order of the buying windows. */
  private order(view: StackedView): number[] {
    return [1 - view.playerA, view.playerA];
  }

  /** The buying is over: every seat that neither bought nor passed had its window skipped. */
  private closeWindow(view: StackedView, w: Words): void {
    if (!this.window) return;
    for (const seat of this.order(view)) if (!this.acted.has(seat)) this.skip(seat, view, w);
    this.window = false;
  }

  private skip(seat: number, view: StackedView, w: Words): void {
    this.acted.add(seat);
    const reason = skipReason(view, seat);
    // The same reason, window after window ("no coins left"), is told once.
    if (this.told[seat] === reason) return;
    this.told[seat] = reason;
    const why = w.d.skipWhy[reason];
    const mine = seat === w.you;
    this.skips.push({
      text: mine ? format(w.d.skipYou, { why }, w.t.locale) : format(w.d.skipSeat, { seat: w.who(seat), why }, w.t.locale),
      mine,
    });
  }

  /** Forgets the round. */
  clear(): void {
    this.lines = [];
    this.freshFrom = 0;
    this.mods = [
      { play: [], war: [] },
      { play: [], war: [] },
    ];
    this.rps = [];
    this.cell = '';
    this.ending = {};
  }
}
