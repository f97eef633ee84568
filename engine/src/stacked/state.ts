// Stacked Deck War state. PLACEHOLDER: the family's own fields are added when its rules land (issue 3).
import type { StackedOptions } from '../options.ts';
import type { StateHeader } from '../state.ts';

/** A Stacked Deck War game in progress. */
export interface StackedState extends StateHeader {
  family: 'stacked-deck';
  options: StackedOptions;
}
