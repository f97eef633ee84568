// Stacked Deck War as a rules family: create, clone, apply, pending, view and the computer players, wired for the reducer.
import type { FamilyRules } from '../family.ts';
import { PIECES } from './tiles.ts';
import { levelOf, type StackedOptions } from '../options.ts';
import { applyStacked } from './apply.ts';
import { levelAction, STACKED_LEVELS } from './computer.ts';
import { decider, stackedPending } from './pending.ts';
import { randomAction } from './random.ts';
import { createStacked } from './setup.ts';
import { cloneStacked, type StackedState } from './state.ts';
import { stackedView } from './view.ts';

/** Stacked Deck War (seed 002, v2.7) and its three variations. */
export const STACKED_RULES: FamilyRules<StackedState> = {
  create: (options, seed, prepared) => createStacked(options as StackedOptions, seed, prepared),
  clone: cloneStacked,
  apply: applyStacked,
  pending: stackedPending,
  decider,
  // Rounds finished: the one in play counts once the game is over.
  progress: (s) => (s.phase === 'over' ? s.round : Math.max(0, s.round - 1)),
  pieces: () => PIECES,
  view: stackedView,
  computer: (s, seat, level, rng) => {
    const known = levelOf(level);
    return known === null ? randomAction(s, seat, rng) : levelAction(s, seat, STACKED_LEVELS[known], rng);
  },
};
