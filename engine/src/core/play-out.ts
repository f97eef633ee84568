// The simulator's loop: a whole game on a Board at once, without events (War's tricks in tight loops, Tod und Leben's
// by its own flip). Apart from play.ts so that a page that only steps War never reaches Tod und Leben's code.
import { BATTLE, OVER, type Board } from './board.ts';
import { battles2 } from './fast.ts';
import { battlesN } from './fast-n.ts';
import { flip } from './play.ts';
import { todFlip } from './tod.ts';

/**
 * Plays the game on the board to its end without events. On a simulation's board tricks run in tight loops: two-seat
 * War in fast.ts (wars included, a step a seat cannot play in full handed to the war code `flip` uses), any other game's
 * battles in fast-n.ts (ties handed to the same war code); the differential tests play thousands of games every way.
 */
export function playOut(b: Board): void {
  const twoSeatWar = b.byStrength && b.n === 2 && !b.tod;
  const anySeats = b.byStrength && !twoSeatWar;
  const step = b.tod ? todFlip : flip;
  while (b.phase !== OVER) {
    if (b.phase !== BATTLE) step(b, null);
    else if (twoSeatWar) battles2(b);
    else if (anySeats) battlesN(b);
    else step(b, null);
  }
}
