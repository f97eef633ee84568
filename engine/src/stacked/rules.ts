// Stacked Deck War as a rules family. PLACEHOLDER: refuses to start a game until the rules land (issue 3).
import { FLIP } from '../actions.ts';
import type { FamilyRules } from '../family.ts';
import { PRESETS } from '../presets.ts';
import { fail } from '../result.ts';
import type { StackedState } from './state.ts';

export const STACKED_RULES: FamilyRules<StackedState> = {
  create: () => fail('Stacked Deck War is not playable yet'),
  clone: (s) => JSON.parse(JSON.stringify(s)) as StackedState,
  apply: () => ({ code: 'illegal', message: 'Stacked Deck War is not playable yet' }),
  pending: () => null,
  view: (s) => ({ family: s.family, variant: s.options.variant, title: PRESETS[s.options.variant].title, result: s.result }),
  computer: () => FLIP,
};
