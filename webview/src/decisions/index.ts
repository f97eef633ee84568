// The decisions chunk: the tables of the games with decisions (Stacked Deck War, Steal War), loaded by the element
// the first time one is shown (decisions-loader.ts, which loads their rules beside it).
import type { DecisionModule } from '../decision-host.ts';
import { DecisionController } from './decision-table.ts';
import { decisionStyles } from './decisions.styles.ts';

/** What the element needs from the chunk. */
export const DECISIONS: DecisionModule = {
  families: ['stacked-deck', 'steal-war'],
  styles: decisionStyles,
  create: (host) => new DecisionController(host),
};
