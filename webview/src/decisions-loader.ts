// Where the decision games' tables (Stacked Deck War, Steal War) come from. In the npm entries and the tests they are
// part of the module graph, here at once; the CDN bundle's build swaps this file for one that loads the sibling chunk
// piecepack-war-decisions.js the first time a decision game is shown (scripts/builds/10-webview.js).
import type { Family } from '../../engine/src/index.ts';
import type { DecisionModule } from './decision-host.ts';
import { DECISIONS } from './decisions/index.ts';

/** The families whose tables live in the decisions chunk. */
export const DECISION_FAMILIES: readonly Family[] = ['stacked-deck', 'steal-war'];

/** Whether a family's table lives in the decisions chunk. */
export function isDecisionFamily(family: Family): boolean {
  return DECISION_FAMILIES.includes(family);
}

/** The chunk once it has loaded, else null (here: always loaded). */
export function decisionsLoaded(): DecisionModule | null {
  return DECISIONS;
}

/** Loads the chunk (here: already there). */
export function loadDecisions(): Promise<DecisionModule> {
  return Promise.resolve(DECISIONS);
}
