// Steal War state. PLACEHOLDER: the family's own fields are added when its rules land (issue 3).
import type { StealOptions } from '../options.ts';
import type { StateHeader } from '../state.ts';

/** A Steal War game in progress. */
export interface StealState extends StateHeader {
  family: 'steal-war';
  options: StealOptions;
}
