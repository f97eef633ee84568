// What a seat may see of a Stacked Deck War game. PLACEHOLDER until the family's rules land (issue 3).
import type { GameResult } from '../state.ts';

/** The view of a Stacked Deck War game for one seat (or a spectator). */
export interface StackedView {
  family: 'stacked-deck';
  variant: string;
  title: string;
  result: GameResult | null;
}
