// Driving a War board one flip at a time (the reducer's step, with events when asked); a whole game at once is the
// simulator's loop (play-out.ts).
import type { Sink } from '../events.ts';
import { BATTLE, COLLECT, WAR, type Board } from './board.ts';
import { battle, judge } from './trick.ts';
import { collect, war } from './war.ts';

/**
 * Plays the next part of a War trick: the battle, a war step or the pickup. Tod und Leben's boards take `todFlip` (tod.ts:
 * its wars, won piles and rounds), which a War page never loads (the engine's Tod und Leben rules, tod-game.ts).
 */
export function flip(b: Board, ev: Sink): void {
  switch (b.phase) {
    case BATTLE:
      battle(b, ev);
      judge(b, ev);
      return;
    case WAR:
      war(b, ev);
      return;
    case COLLECT:
      collect(b, ev);
      return;
  }
}
