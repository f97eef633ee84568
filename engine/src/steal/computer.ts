// Steal War computer players: `computer:random` picks a legal action at random; the levels weigh steals and top cards,
// each from an explicit set of parameters (what it remembers, how far ahead it looks, which risks it weighs).
import { FLIP, type Action, type Pending } from '../actions.ts';
import type { ComputerLevel } from '../family.ts';
import { levelOf, type Level } from '../options.ts';
import { below, type RngState } from '../rng.ts';
import { rulesOf, type Rules } from '../rules.ts';
import { topOf } from './cards.ts';
import { distributionFor, knowledgeOf, type Knowledge, type Memory } from './knowledge.ts';
import { stealTargets } from './steals.ts';
import type { StealState } from './state.ts';

/** How a level of the Steal War computer thinks. No randomness: the same position always gets the same decision. */
export interface StealLevel {
  /** What it remembers of the cards (see knowledge.ts): everything public (`tracked`), the face-up cards only, or nothing. */
  readonly memory: Memory;
  /** Draws each opponent is expected to make before a pile's owner wins a trick and covers its top card. */
  readonly horizon: number;
  /** Whether it weighs the risk a steal brings to its own, bigger pile, and what protecting its pile is worth. */
  readonly risks: boolean;
}

/** The levels. `strong` is the player `computer` has always been. */
export const STEAL_LEVELS: Readonly<Record<Level, StealLevel>> = {
  easy: { memory: 'none', horizon: 1, risks: false },
  normal: { memory: 'seen', horizon: 2, risks: false },
  strong: { memory: 'tracked', horizon: 2, risks: true },
};

/** A computer player's action for `seat` (the seat `pending` names, or any seat still to declare), drawing randomness from `rng` only. */
export function computerMove(s: StealState, seat: number, level: ComputerLevel, rng: RngState, p: Pending | null): Action {
  if (!p || p.seat === -1 || !p.actions || p.actions.length === 0) return FLIP;
  // Declarations are simultaneous: any seat still to declare may be asked, and `p.actions` are only the first one's.
  const own: Action[] =
    p.kind === 'steal' && seat !== p.seat && p.seats.includes(seat)
      ? [
          { type: 'steal/play', seat },
          ...stealTargets(s, rulesOf(s.options), seat).map((from): Action => ({ type: 'steal/steal', seat, from })),
        ]
      : p.actions;
  const known = levelOf(level);
  if (known === null || own.length === 1) return own[below(rng, own.length)];
  return levelMove(s, seat, STEAL_LEVELS[known], p);
}

/** A level's decision for `seat` (the seat `p` names or any seat still to declare, with more than one action to choose from). */
export function levelMove(s: StealState, seat: number, level: StealLevel, p: Pending): Action {
  const rules = rulesOf(s.options);
  const k = knowledgeOf(s, rules, seat, level.memory);
  if (p.kind === 'top') return { type: 'steal/top', seat, piece: safestTop(s, rules, k, seat, level) };
  return declaration(s, rules, k, seat, level);
}

/** What `seat` expects of its opponents: each one's card distribution by strength. */
function opponentsOf(s: StealState, k: Knowledge, seat: number): number[][] {
  const out: number[][] = [];
  for (let o = 0; o < s.out.length; o++) if (o !== seat && !s.out[o]) out.push(distributionFor(k, o));
  return out;
}

/** The chance that some opponent draws a card of this strength within `draws` draws each. */
function danger(opponents: readonly number[][], strength: number, draws: number): number {
  let safe = 1;
  for (const d of opponents) safe *= Math.pow(1 - d[strength], draws);
  return 1 - safe;
}

/**
 * The won card to put on top: the one whose rank opponents are least likely to draw soon, judged from what the level
 * remembers. Ties go to the rank with fewer copies still about.
 */
function safestTop(s: StealState, rules: Rules, k: Knowledge, seat: number, level: StealLevel): number {
  const strength = rules.rank.strength;
  const opponents = opponentsOf(s, k, seat);
  let best = -1;
  let bestDanger = Infinity;
  for (const t of s.table) {
    const r = strength[t.piece];
    const d = danger(opponents, r, level.horizon) + 1e-3 * k.free[r];
    if (d < bestDanger) {
      bestDanger = d;
      best = t.piece;
    }
  }
  return best;
}

/** Expected cards gained by playing a card of this strength into the trick on the table. */
function playValue(s: StealState, opponents: readonly number[][], seat: number, strength: number): number {
  let theirs = opponents.length;
  let mine = 1;
  for (const t of s.table) {
    if (t.seat === seat) mine++;
    else theirs++;
  }
  let win = 1;
  for (const d of opponents) {
    let beaten = 0.5 * d[strength];
    for (let r = 0; r < strength; r++) beaten += d[r];
    win *= beaten;
  }
  return win * theirs - (1 - win) * mine;
}

/**
 * Play or steal: the cards a steal gains against what the card wins in play; with `risks`, less the exposure of the
 * bigger pile a steal makes, plus what protecting its own pile is worth.
 */
function declaration(s: StealState, rules: Rules, k: Knowledge, seat: number, level: StealLevel): Action {
  const strength = rules.rank.strength;
  const rank = strength[s.hands[seat]];
  const opponents = opponentsOf(s, k, seat);
  const own = s.piles[seat].length;
  const ownTop = topOf(s, seat);
  const ownDanger = own > 0 ? danger(opponents, strength[ownTop], level.horizon) : 0;
  let best: Action = { type: 'steal/play', seat };
  let bestValue = playValue(s, opponents, seat, rank);
  // Playing a card that matches one's own top guards the pile for this turn (a steal would not).
  if (level.risks && s.options.protection && ownTop >= 0 && strength[ownTop] === rank) bestValue += own * danger(opponents, rank, 1);
  const mine = distributionFor(k, seat);
  let after = 0;
  for (let r = 0; r < mine.length; r++) if (mine[r] > 0) after += mine[r] * playValue(s, opponents, seat, r);
  for (const from of stealTargets(s, rules, seat)) {
    const gained = s.piles[from].length;
    const exposure = level.risks ? (own + gained + 1) * danger(opponents, rank, level.horizon) - own * ownDanger : 0;
    const value = gained + after - exposure;
    if (value > bestValue) {
      bestValue = value;
      best = { type: 'steal/steal', seat, from };
    }
  }
  return best;
}
