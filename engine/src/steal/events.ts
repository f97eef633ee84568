// What Steal War adds to a step's events: steals, refused steals, protection, new packets and the chosen top card.

/** Steal War's own events (the trick itself uses the shared battle, tie, war, trick, pickup, out and game-end events). */
export type StealEvent =
  /** `seat` put `piece` on `from`'s capture pile and took the whole pile (`count` cards before its card) onto its own. */
  | { type: 'steal/stolen'; seat: number; from: number; piece: number; count: number }
  /** `seat` tried to steal `from`'s pile but could not: the pile was protected, or another seat took it first. */
  | { type: 'steal/refused'; seat: number; from: number; why: 'protected' | 'taken' }
  /** `seat` plays `piece`, which matches its own pile's top, so its pile cannot be stolen for the rest of this turn. */
  | { type: 'steal/protect'; seat: number; piece: number }
  /** `seat`'s packet ran out, so its capture pile (`count` cards) was turned over and shuffled into a new packet. */
  | { type: 'steal/replenish'; seat: number; count: number }
  /** The trick's winner put `piece` on top of its capture pile. */
  | { type: 'steal/top'; seat: number; piece: number };
