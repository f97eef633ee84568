// Steal War computer players: `computer:random` picks a legal action at random; `computer` weighs steals and top cards.
import { FLIP, type Action, type Pending } from '../actions.ts';
import type { ComputerLevel } from '../family.ts';
import { below, type RngState } from '../rng.ts';
import { rulesOf, type Rules } from '../rules.ts';
import { topOf } from './cards.ts';
import { distributionFor, knowledgeOf, type Knowledge } from './knowledge.ts';
import { stealTargets } from './steals.ts';
import type { StealState } from './state.ts';

/** Draws each opponent is expected to make before a pile's owner wins a trick and covers its top card. */
const HORIZON = 2;

/** A computer player's action for `seat` (the seat `pending` names, or any seat still to declare), drawing randomness from `rng` only. */
export function computerMove(s: StealState, seat: number, level: ComputerLevel, rng: RngState, p: Pending | null): Action {
  if (!p || p.seat === -1 || !p.actions || p.actions.length === 0) return FLIP;
  const rules = rulesOf(s.options);
  // Declarations are simultaneous: any seat still to declare may be asked, and `p.actions` are only the first one's.
  const own: Action[] =
    p.kind === 'steal' && seat !== p.seat && p.seats.includes(seat)
      ? [{ type: 'steal/play', seat }, ...stealTargets(s, rules, seat).map((from): Action => ({ type: 'steal/steal', seat, from }))]
      : p.actions;
  if (level === 'computer:random' || own.length === 1) return own[below(rng, own.length)];
  const k = knowledgeOf(s, rules, seat);
  if (p.kind === 'top') return { type: 'steal/top', seat, piece: safestTop(s, rules, k, seat) };
  return declaration(s, rules, k, seat);
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
 * The won card to put on top: the one whose rank opponents are least likely to draw soon, judged from the cards seen and
 * from the known content of packets made from turned-over piles. Ties go to the rank with fewer copies still about.
 */
function safestTop(s: StealState, rules: Rules, k: Knowledge, seat: number): number {
  const strength = rules.rank.strength;
  const opponents = opponentsOf(s, k, seat);
  let best = -1;
  let bestDanger = Infinity;
  for (const t of s.table) {
    const r = strength[t.piece];
    const d = danger(opponents, r, HORIZON) + 1e-3 * k.free[r];
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

/** Play or steal: the cards a steal gains, and the exposure of the bigger pile, against what the card wins in play. */
function declaration(s: StealState, rules: Rules, k: Knowledge, seat: number): Action {
  const strength = rules.rank.strength;
  const rank = strength[s.hands[seat]];
  const opponents = opponentsOf(s, k, seat);
  const own = s.piles[seat].length;
  const ownTop = topOf(s, seat);
  const ownDanger = own > 0 ? danger(opponents, strength[ownTop], HORIZON) : 0;
  let best: Action = { type: 'steal/play', seat };
  let bestValue = playValue(s, opponents, seat, rank);
  // Playing a card that matches one's own top guards the pile for this turn (a steal would not).
  if (s.options.protection && ownTop >= 0 && strength[ownTop] === rank) bestValue += own * danger(opponents, rank, 1);
  const mine = distributionFor(k, seat);
  let after = 0;
  for (let r = 0; r < mine.length; r++) if (mine[r] > 0) after += mine[r] * playValue(s, opponents, seat, r);
  for (const from of stealTargets(s, rules, seat)) {
    const gained = s.piles[from].length;
    const exposure = (own + gained + 1) * danger(opponents, rank, HORIZON) - own * ownDanger;
    const value = gained + after - exposure;
    if (value > bestValue) {
      bestValue = value;
      best = { type: 'steal/steal', seat, from };
    }
  }
  return best;
}
