// Where the decision games (Stacked Deck War, Steal War) come from: their tables (decisions/index.ts) and their rules
// (the engine's loadFamily), each imported the first time one is shown. Bundlers split both into files of their own
// (the CDN build: piecepack-war-decisions.js and the rules' chunks), so a page that shows War never loads them.
import { DECISION_FAMILIES, FAMILY_FACTS, loadFamily, type Family } from '../../../engine/src/on-demand.ts';

/** The decision games' chunk, as the element sees it (loading it defines <pw-decision-table>). */
export interface DecisionModule {
  /** The families its table draws. */
  readonly families: readonly Family[];
}

let loaded: DecisionModule | null = null;
let loading: Promise<DecisionModule> | null = null;

/** Whether a family's table lives with the decision games. */
export function isDecisionFamily(family: Family): boolean {
  return FAMILY_FACTS[family].decisions;
}

/** The decision games once they have loaded, else null. */
export function decisionsLoaded(): DecisionModule | null {
  return loaded;
}

/** Loads the decision games' tables and rules (once; a failed load may be tried again). */
export function loadDecisions(): Promise<DecisionModule> {
  loading ??= Promise.all([import('../decisions/index.ts'), ...DECISION_FAMILIES.map(loadFamily)]).then(
    ([m]) => (loaded = m.DECISIONS),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}
