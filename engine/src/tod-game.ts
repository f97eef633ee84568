// Tod und Leben as a rules family: the War family's rules with its own flip (won piles, rounds, wars by turning up),
// registered by the engine's entry and loaded by `loadFamily` (families.ts) on a page that plays it.
import { todFlip } from './core/tod.ts';
import type { FamilyRules } from './family.ts';
import type { WarState } from './state.ts';
import { applyWith, WAR_RULES } from './war-game.ts';

/** Tod und Leben: dealt, viewed and waited on as War is; its flips are its own. */
export const TOD_RULES: FamilyRules<WarState> = { ...WAR_RULES, apply: applyWith(todFlip) };
