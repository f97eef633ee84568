// Dice: one die roll from the game's random stream (or from a prepared setup's loaded dice, for rule tests).
import { below } from '../rng.ts';
import type { StackedState } from './state.ts';

/** Rolls one die: 1 (the null face) to 6 (the ace), and notes it in the round's rolls. */
export function roll(s: StackedState): number {
  const r = s.dice.length > 0 ? s.dice.shift()! : 1 + below(s.rng, 6);
  s.rolls.push(r);
  return r;
}
