// Stealing piles: which piles a card may steal, the protection rule, and one round of declared steals carried out at once.
import type { Sink } from '../events.ts';
import type { Rules } from '../rules.ts';
import { sameRank, topOf, untrackShown } from './cards.ts';
import { PLAY, type StealState } from './state.ts';

/** Whether `from`'s pile is open to a steal by `seat`: an opponent still in, a non-empty pile, not known to be protected. */
export function pileOpen(s: StealState, seat: number, from: number): boolean {
  return from !== seat && !s.out[from] && s.piles[from].length > 0 && !s.guarded[from];
}

/** Whether some opponent's pile is open to `seat` (public: it does not depend on the card `seat` holds). */
export function anyPileOpen(s: StealState, seat: number): boolean {
  for (let from = 0; from < s.out.length; from++) if (pileOpen(s, seat, from)) return true;
  return false;
}

/** Whether `seat` may steal `from`'s pile with its card in hand: the pile is open and its top card has the card's rank. */
export function canSteal(s: StealState, rules: Rules, seat: number, from: number): boolean {
  return s.hands[seat] >= 0 && pileOpen(s, seat, from) && sameRank(rules, s.hands[seat], topOf(s, from));
}

/** The seats whose piles `seat` may steal now, in seat order. */
export function stealTargets(s: StealState, rules: Rules, seat: number): number[] {
  const out: number[] = [];
  for (let from = 0; from < s.out.length; from++) if (canSteal(s, rules, seat, from)) out.push(from);
  return out;
}

/**
 * The protection rule: every committed card that matches its own pile's top guards that pile for the rest of the turn.
 * Why (003, Steal War): the text's suggested fix for the race to steal first ("it protects your pile from being stolen").
 */
export function guardPiles(s: StealState, rules: Rules, ev: Sink): void {
  if (!s.options.protection) return;
  for (let seat = 0; seat < s.out.length; seat++) {
    if (s.out[seat] || s.guarded[seat] || !s.committed[seat] || s.hands[seat] < 0 || s.piles[seat].length === 0) continue;
    if (!sameRank(rules, s.hands[seat], topOf(s, seat))) continue;
    s.guarded[seat] = true;
    untrackShown(s, seat, s.hands[seat]);
    ev?.push({ type: 'steal/protect', seat, piece: s.hands[seat] });
  }
}

/** How many piles this round's declarations take: every claimed pile that is not protected goes to exactly one thief. */
export function pilesClaimed(s: StealState): number {
  const claimed = new Set<number>();
  for (let seat = 0; seat < s.out.length; seat++) {
    const from = s.declared[seat];
    if (s.asked[seat] && from > PLAY && !s.guarded[from]) claimed.add(from);
  }
  return claimed.size;
}

/**
 * Carries out this round's declared steals all at once, so that two seats matching each other's piles exchange them.
 * A steal of a protected pile is refused; when several seats claim one pile, the first after its owner in seat order
 * takes it. Returns the seats that stole and the seats whose claim was refused (they keep their card).
 */
export function carryOutSteals(s: StealState, ev: Sink): { thieves: number[]; refused: number[] } {
  const n = s.out.length;
  const takerOf = new Array<number>(n).fill(-1);
  const refused: number[] = [];
  for (let seat = 0; seat < n; seat++) {
    const from = s.declared[seat];
    if (!s.asked[seat] || from <= PLAY) continue;
    if (s.guarded[from]) {
      refused.push(seat);
      ev?.push({ type: 'steal/refused', seat, from, why: 'protected' });
      continue;
    }
    const rival = takerOf[from];
    // Why (documented choice, docs/steal-war.md): the nearest claimant after the pile's owner, in seat order, is first.
    if (rival < 0 || (seat - from + n) % n < (rival - from + n) % n) {
      if (rival >= 0) refused.push(rival);
      takerOf[from] = seat;
    } else refused.push(seat);
  }
  for (const seat of refused)
    if (!s.guarded[s.declared[seat]]) ev?.push({ type: 'steal/refused', seat, from: s.declared[seat], why: 'taken' });
  const old = s.piles;
  const next = old.map((pile, seat) => (takerOf[seat] >= 0 ? [] : pile));
  const thieves: number[] = [];
  for (let from = 0; from < n; from++) {
    const seat = takerOf[from];
    if (seat < 0) continue;
    const card = s.hands[seat];
    // The stolen pile keeps its order, the stealing card goes on top of it, and both go on top of the thief's own pile.
    next[seat] = next[seat].concat(old[from], [card]);
    s.hands[seat] = -1;
    untrackShown(s, seat, card);
    s.steals++;
    thieves.push(seat);
    ev?.push({ type: 'steal/stolen', seat, from, piece: card, count: old[from].length });
  }
  s.piles = next;
  thieves.sort((a, b) => a - b);
  refused.sort((a, b) => a - b);
  return { thieves, refused };
}
