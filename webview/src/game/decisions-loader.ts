// Where the decision games (Stacked Deck War, Steal War) come from: their tables (decisions/index.ts) and their rules
// (the engine's loadFamily), each imported the first time one is shown. Bundlers split both into files of their own
// (the CDN build: piecepack-war-decisions.js and the rules' chunks), so a page that shows War never loads them.
import { DECISION_FAMILIES, FAMILY_FACTS, loadFamily, type Family } from '../../../engine/src/on-demand.ts';
import type { ReactiveControllerHost } from 'lit';
import type { AutoplayController } from './autoplay-controller.ts';
import type { Announcer } from './announcer.ts';
import type { FamilyPlay } from './family-play.ts';
import type { MotionController } from './motion-controller.ts';
import type { SpeedValue } from './speed.ts';

/** The element, as its decision table's requests reach it: its public methods and `speed`. */
export interface DecisionWidget extends ReactiveControllerHost, HTMLElement {
  speed: SpeedValue;
  play(): void;
  pause(): void;
  newGame(): boolean;
  restart(): boolean;
}

/** The decision games' chunk, as the element sees it (loading it defines <pw-decision-table>). */
export interface DecisionModule {
  /** The families its table draws. */
  readonly families: readonly Family[];
  /** Their play at one element (decision-play.ts, which comes with the chunk: a War page never needs it). */
  play(host: DecisionWidget, autoplay: AutoplayController, motion: MotionController, announcer: Announcer): FamilyPlay;
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
