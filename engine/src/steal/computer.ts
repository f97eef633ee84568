// Steal War computer players: `computer:random` picks a legal action at random; `computer` weighs steals and top cards.
import { FLIP, type Action, type Pending } from '../actions.ts';
import type { ComputerLevel } from '../family.ts';
import { below, type RngState } from '../rng.ts';
import { rulesOf, type Rules } from '../rules.ts';
import { activeSeats } from '../trick.ts';
import { topOf } from './cards.ts';
import { chanceBelow, chanceOf, knowledgeOf, type Knowledge } from './knowledge.ts';
import { stealTargets } from './steals.ts';
import type { StealState } from './state.ts';

/** Turns a pile's top card is expected to stay exposed before its owner wins a trick and covers it. */
const EXPOSURE_TURNS = 1.5;

/** A computer player's action for `seat` (which `pending` names), drawing any randomness from `rng` only. */
export function computerMove(s: StealState, seat: number, level: ComputerLevel, rng: RngState, p: Pending | null): Action {
  if (!p || p.seat === -1 || !p.actions || p.actions.length === 0) return FLIP;
  if (level === 'computer:random' || p.actions.length === 1) return p.actions[below(rng, p.actions.length)];
  const rules = rulesOf(s.options);
  const k = knowledgeOf(s, rules, seat);
  if (p.kind === 'top') return { type: 'steal/top', seat, piece: safestTop(s, rules, k, seat) };
  return declaration(s, rules, k, seat);
}

/** The chance that at least one of `opponents` seats holds a card of this strength. */
function hitChance(k: Knowledge, strength: number, opponents: number): number {
  return 1 - Math.pow(1 - chanceOf(k, strength), opponents);
}

/**
 * The won card to put on top: the one whose rank opponents are least likely to draw. Copies lying in an opponent's pile
 * count half (they come back into that opponent's packet once its pile is turned over); copies in one's own pile do not.
 */
function safestTop(s: StealState, rules: Rules, k: Knowledge, seat: number): number {
  const strength = rules.rank.strength;
  const inOpponentPiles = new Array<number>(k.unseen.length).fill(0);
  s.piles.forEach((pile, owner) => {
    if (owner !== seat) for (const id of pile) inOpponentPiles[strength[id]]++;
  });
  let best = -1;
  let bestDanger = Infinity;
  for (const t of s.table) {
    const r = strength[t.piece];
    const danger = k.unseen[r] + 0.5 * inOpponentPiles[r];
    if (danger < bestDanger) {
      bestDanger = danger;
      best = t.piece;
    }
  }
  return best;
}

/** Expected cards gained by playing a card of this strength into the trick on the table. */
function playValue(s: StealState, k: Knowledge, seat: number, strength: number, opponents: number): number {
  let theirs = opponents;
  let mine = 1;
  for (const t of s.table) {
    if (t.seat === seat) mine++;
    else theirs++;
  }
  const { below: lower, equal } = chanceBelow(k, strength);
  const win = Math.pow(lower + 0.5 * equal, opponents);
  return win * theirs - (1 - win) * mine;
}

/** Expected value of playing an unseen card (what a thief plays after stealing). */
function unseenPlayValue(s: StealState, k: Knowledge, seat: number, opponents: number): number {
  let sum = 0;
  for (let r = 0; r < k.unseen.length; r++) if (k.unseen[r] > 0) sum += chanceOf(k, r) * playValue(s, k, seat, r, opponents);
  return sum;
}

/** Play or steal: compares the cards a steal gains, and the exposure of the bigger pile, with what the card wins in play. */
function declaration(s: StealState, rules: Rules, k: Knowledge, seat: number): Action {
  const strength = rules.rank.strength;
  const card = s.hands[seat];
  const rank = strength[card];
  const opponents = activeSeats(s).length - 1;
  const own = s.piles[seat].length;
  const ownTop = topOf(s, seat);
  const ownRisk = own > 0 ? own * hitChance(k, strength[ownTop], opponents) : 0;
  let best: Action = { type: 'steal/play', seat };
  let bestValue = playValue(s, k, seat, rank, opponents);
  // Playing a card that matches one's own top guards the pile for this turn (a steal would not).
  if (s.options.protection && ownTop >= 0 && strength[ownTop] === rank) bestValue += ownRisk;
  const after = unseenPlayValue(s, k, seat, opponents);
  for (const from of stealTargets(s, rules, seat)) {
    const gained = s.piles[from].length;
    const exposure = EXPOSURE_TURNS * ((own + gained + 1) * hitChance(k, rank, opponents) - ownRisk);
    const value = gained + after - exposure;
    if (value > bestValue) {
      bestValue = value;
      best = { type: 'steal/steal', seat, from };
    }
  }
  return best;
}
