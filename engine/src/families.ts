// What each rules family is, declared once: what it counts, whether its deal is secret while it is played, whether its
// players decide anything, and where its rules come from (the War family's are always here; the decision games' load
// on demand, so a page that shows only War never carries them).
import type { FamilyRules, ProgressUnit } from './family.ts';
import type { Family } from './presets.ts';
import type { GameState } from './state.ts';

/** The facts about a family that everything around the rules needs (the widget, statistics, the CLI). */
export interface FamilyFacts {
  /** Its name for people, in messages. */
  readonly title: string;
  /** What a game's length is counted in: tricks (a whole war is one) or rounds (Stacked Deck War). */
  readonly unit: ProgressUnit;
  /** Whether the deal is secret while the game is played (a seed would tell every hidden piece). */
  readonly hidden: boolean;
  /** Whether players make decisions (a table of their own, computer levels that differ). */
  readonly decisions: boolean;
}

/** Every family's facts. */
export const FAMILY_FACTS: Readonly<Record<Family, FamilyFacts>> = {
  war: { title: 'War', unit: 'trick', hidden: false, decisions: false },
  'tod-und-leben': { title: 'Tod und Leben', unit: 'trick', hidden: false, decisions: false },
  'steal-war': { title: 'Steal War', unit: 'trick', hidden: true, decisions: true },
  'stacked-deck': { title: 'Stacked Deck War', unit: 'round', hidden: true, decisions: true },
};

/** The families whose players decide (their rules load on demand). */
export const DECISION_FAMILIES: readonly Family[] = (Object.keys(FAMILY_FACTS) as Family[]).filter((f) => FAMILY_FACTS[f].decisions);

// The cast in `familyRules` is safe: a family's rules are registered under the `family` their states carry.
const REGISTERED = new Map<Family, FamilyRules<never>>();

/** Makes a family's rules available (the engine's entry does it for every family; `loadFamily` for one on demand). */
export function registerFamily<S extends GameState>(family: S['family'], rules: FamilyRules<S>): void {
  REGISTERED.set(family, rules as unknown as FamilyRules<never>);
}

/** A family's rules, or null while they have not loaded. */
export function familyRules(family: Family): FamilyRules<GameState> | null {
  return (REGISTERED.get(family) as unknown as FamilyRules<GameState> | undefined) ?? null;
}

/** Whether a family's rules are here (false for anything that is not a family). */
export function familyLoaded(family: Family): boolean {
  return REGISTERED.has(family);
}

/** Where the decision games' rules come from: modules of their own, imported the first time one is played. */
const both = (): Promise<void> =>
  import('./decision-rules.ts').then((m) => {
    registerFamily('steal-war', m.STEAL_RULES);
    registerFamily('stacked-deck', m.STACKED_RULES);
  });
/** Tod und Leben's rules: its flip (won piles, rounds), which a War page never needs. */
const tod = (): Promise<void> => import('./tod-game.ts').then((m) => registerFamily('tod-und-leben', m.TOD_RULES));
const LOADERS = new Map<Family, () => Promise<void>>([
  ['tod-und-leben', tod],
  ['steal-war', both],
  ['stacked-deck', both],
]);

/** Loads a family's rules (at once when they are here already); a failed load can be tried again; not a family: refused. */
export function loadFamily(family: Family): Promise<void> {
  if (familyLoaded(family)) return Promise.resolve();
  const load = LOADERS.get(family);
  return load ? load() : Promise.reject(new Error('no such family of rules'));
}
