// What one seat may know in Steal War, for computer players: cards seen, the public memory of turned-over piles, chances.
import type { Rules } from '../rules.ts';
import type { StealState } from './state.ts';

/** Room for every strength (cards 0-13 with jokers, tiles 0-5). */
const STRENGTHS = 16;

/**
 * A seat's knowledge, as a player with a good memory has it. Every card in a capture pile went there face up, so piles
 * are known; a packet made from a turned-over pile is known as a set (`tracked`), never in order; the dealt cards,
 * other seats' cards in hand and face-down cards are otherwise unknown.
 */
export interface Knowledge {
  /** The seat that knows this. */
  seat: number;
  /** Hidden cards of each seat: its packet, its card in hand unless shown, its face-down cards on the table. */
  hidden: number[];
  /** Of those, how many of each strength are known from its turned-over pile. */
  tracked: number[][];
  /** How many of each strength are neither seen nor tracked: dealt cards still hidden, or cards set aside. */
  free: number[];
  /** Total of `free`. */
  freeTotal: number;
}

/**
 * What a player keeps in mind: every card that has been face up and the content of each packet made from a turned-over
 * pile (`tracked`, a player with a good memory), the face-up cards only (`seen`: it counts the cards shown but forgets
 * which went into which packet), or nothing beyond what is on show now (`none`: every rank as likely as in a fresh pack).
 */
export type Memory = 'tracked' | 'seen' | 'none';

/** Builds what `seat` knows of the state (only from what that seat may see, or has seen and remembers). */
export function knowledgeOf(s: StealState, rules: Rules, seat: number, memory: Memory = 'tracked'): Knowledge {
  const strength = rules.rank.strength;
  const free = new Array<number>(STRENGTHS).fill(0);
  for (let id = 0; id < strength.length; id++) free[strength[id]]++;
  let freeTotal = strength.length;
  const take = (id: number): void => {
    free[strength[id]]--;
    freeTotal--;
  };
  // Without memory only the tops of the piles are in view; the cards under them are forgotten.
  for (const pile of s.piles) {
    if (memory !== 'none') for (const id of pile) take(id);
    else if (pile.length > 0) take(pile[pile.length - 1]);
  }
  for (const t of s.table) if (t.up) take(t.piece);
  const n = s.out.length;
  const hidden = s.packets.map((p) => p.length);
  for (const t of s.table) if (!t.up) hidden[t.seat]++;
  for (let o = 0; o < n; o++) {
    const h = s.hands[o];
    if (h < 0) continue;
    // One's own card, and a card announced as protecting its pile, are known.
    if (o === seat || s.guarded[o]) take(h);
    else hidden[o]++;
  }
  const tracked = s.tracked.map((list) => {
    const counts = new Array<number>(STRENGTHS).fill(0);
    if (memory !== 'tracked') return counts;
    for (const id of list) {
      counts[strength[id]]++;
      take(id);
    }
    return counts;
  });
  return { seat, hidden, tracked, free, freeTotal };
}

/** The chance that one hidden card of seat `o` (its card in hand, or its next draw) has the given strength. */
export function chanceFor(k: Knowledge, o: number, strength: number): number {
  const hidden = k.hidden[o];
  if (hidden <= 0) return 0;
  let known = 0;
  for (const c of k.tracked[o]) known += c;
  const unknown = Math.max(0, hidden - known);
  const share = k.freeTotal > 0 ? Math.max(0, k.free[strength]) / k.freeTotal : 0;
  return Math.min(1, (k.tracked[o][strength] + unknown * share) / hidden);
}

/** The chance, per strength, that one hidden card of seat `o` has that strength. */
export function distributionFor(k: Knowledge, o: number): number[] {
  const out = new Array<number>(STRENGTHS).fill(0);
  for (let r = 0; r < STRENGTHS; r++) out[r] = chanceFor(k, o, r);
  return out;
}
