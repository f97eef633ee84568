// Driving a Board: one flip (the reducer's step, with events when asked) or a whole game at once (the simulator's loop).
import type { Sink } from '../events.ts';
import { BATTLE, COLLECT, OVER, ROUND_OVER, WAR, type Board } from './board.ts';
import { battles2 } from './fast.ts';
import { battlesN } from './fast-n.ts';
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
 * Plays the game on the board to its end without events. On a simulation's board tricks run in tight loops: two-seat
 * War in fast.ts (wars included, a step a seat cannot play in full handed to the war code `flip` uses), any other game's
 * battles in fast-n.ts (ties handed to the same war code); the differential tests play thousands of games every way.
 */
export function playOut(b: Board): void {
  const twoSeatWar = b.byStrength && b.n === 2 && !b.tod;
  const anySeats = b.byStrength && !twoSeatWar;
  while (b.phase !== OVER) {
    if (b.phase !== BATTLE) flip(b, null);
    else if (twoSeatWar) battles2(b);
    else if (anySeats) battlesN(b);
    else flip(b, null);
  }
}
