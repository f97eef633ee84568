// Driving a Board: one flip (the reducer's step, with events when asked) or a whole game at once (the simulator's loop).
import type { Sink } from '../events.ts';
import { BATTLE, COLLECT, OVER, ROUND_OVER, WAR, type Board } from './board.ts';
import { battles2 } from './fast.ts';
import { todCollect, nextRound, todWar } from './tod.ts';
import { battle, judge } from './trick.ts';
import { collect, war } from './war.ts';

/** Plays the next part of the trick: the battle, a war step, the pickup, or the next round's deal. */
export function flip(b: Board, ev: Sink): void {
  switch (b.phase) {
    case BATTLE:
      battle(b, ev);
      judge(b, ev);
      return;
    case WAR:
      if (b.tod) todWar(b, ev);
      else war(b, ev);
      return;
    case COLLECT:
      if (b.tod) todCollect(b, ev);
      else collect(b, ev);
      return;
    case ROUND_OVER:
      nextRound(b, ev);
      return;
  }
}

/**
 * Plays the game on the board to its end without events. On a simulation's board two-seat War runs in a tight loop
 * (fast.ts) that hands a war step a seat cannot play in full to the war code `flip` uses; the differential tests play
 * thousands of games both ways.
 */
export function playOut(b: Board): void {
  const twoSeatWar = b.byStrength && b.n === 2 && !b.tod;
  while (b.phase !== OVER) {
    if (twoSeatWar && b.phase === BATTLE) {
      if (battles2(b)) return;
    } else flip(b, null);
  }
}
