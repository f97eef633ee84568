// Steal War decisions: play the looked-at card, steal a pile with it, or (the trick's winner) pick the capture pile's top card.

/** Play the card in hand into the battle or war (declining any steal; with protection it may guard your own pile). */
export interface StealPlay {
  type: 'steal/play';
  /** The seat declaring. */
  seat: number;
}

/** Use the card in hand to steal the capture pile of `from`, whose top card has the same rank. */
export interface StealSteal {
  type: 'steal/steal';
  /** The seat declaring. */
  seat: number;
  /** The seat whose capture pile is stolen. */
  from: number;
}

/** The trick's winner puts `piece` (one of the won cards) on top of its capture pile. */
export interface StealTop {
  type: 'steal/top';
  /** The trick's winner. */
  seat: number;
  /** The won card (its id) to lie on top. */
  piece: number;
}

/** A decision in Steal War. */
export type StealAction = StealPlay | StealSteal | StealTop;
