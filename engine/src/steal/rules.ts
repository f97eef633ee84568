// Steal War as a rules family. PLACEHOLDER: refuses to start a game until the rules land (issue 3).
import { FLIP } from '../actions.ts';
import type { FamilyRules } from '../family.ts';
import { PRESETS } from '../presets.ts';
import { fail } from '../result.ts';
import type { StealState } from './state.ts';

export const STEAL_RULES: FamilyRules<StealState> = {
  create: () => fail('Steal War is not playable yet'),
  clone: (s) => JSON.parse(JSON.stringify(s)) as StealState,
  apply: () => ({ code: 'illegal', message: 'Steal War is not playable yet' }),
  pending: () => null,
  view: (s) => ({ family: s.family, variant: s.options.variant, title: PRESETS[s.options.variant].title, result: s.result }),
  computer: () => FLIP,
};
