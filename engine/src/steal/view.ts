// What a seat may see of a Steal War game. PLACEHOLDER until the family's rules land (issue 3).
import type { GameResult } from '../state.ts';

/** The view of a Steal War game for one seat (or a spectator). */
export interface StealView {
  family: 'steal-war';
  variant: string;
  title: string;
  result: GameResult | null;
}
