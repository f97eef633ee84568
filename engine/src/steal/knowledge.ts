// What one seat may know in Steal War, for computer players: its own card, every card that went face up, and counts.
import type { Rules } from '../rules.ts';
import type { StealState } from './state.ts';

/**
 * A seat's knowledge. Everything in a capture pile was face up when it was placed there, so a seat with a good memory
 * knows every pile's content; it never knows a packet's order, another seat's card in hand, or a face-down card.
 */
export interface Knowledge {
  /** The seat that knows this. */
  seat: number;
  /** How many cards of each strength (rank) it has not seen: in packets, in other hands, face down, or set aside. */
  unseen: number[];
  /** Total of `unseen`. */
  unseenTotal: number;
}

/** Builds what `seat` knows of the state (only from what that seat may see or has seen). */
export function knowledgeOf(s: StealState, rules: Rules, seat: number): Knowledge {
  const strength = rules.rank.strength;
  const unseen = new Array<number>(16).fill(0);
  for (let id = 0; id < strength.length; id++) unseen[strength[id]]++;
  let seen = 0;
  const see = (id: number): void => {
    unseen[strength[id]]--;
    seen++;
  };
  for (const pile of s.piles) for (const id of pile) see(id);
  for (const t of s.table) if (t.up) see(t.piece);
  if (s.hands[seat] >= 0) see(s.hands[seat]);
  // A card that protects its pile was announced when the round was revealed.
  for (let other = 0; other < s.hands.length; other++) if (other !== seat && s.guarded[other] && s.hands[other] >= 0) see(s.hands[other]);
  return { seat, unseen, unseenTotal: strength.length - seen };
}

/** The chance that one unseen card has the given strength. */
export function chanceOf(k: Knowledge, strength: number): number {
  return k.unseenTotal > 0 ? Math.max(0, k.unseen[strength]) / k.unseenTotal : 0;
}

/** The chance that one unseen card is weaker than the given strength (and, separately, of equal strength). */
export function chanceBelow(k: Knowledge, strength: number): { below: number; equal: number } {
  if (k.unseenTotal === 0) return { below: 0, equal: 0 };
  let below = 0;
  for (let r = 0; r < strength; r++) below += k.unseen[r];
  return { below: below / k.unseenTotal, equal: k.unseen[strength] / k.unseenTotal };
}
