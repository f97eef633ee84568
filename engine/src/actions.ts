// Actions (flips and decisions), the errors a refused action returns, and what a game is waiting for.

/** A move. War-like games have one, flip; games with decisions add their own (each naming the deciding seat). */
export type Action = { type: 'flip' };

/** The one action of games without decisions. */
export const FLIP: Action = Object.freeze({ type: 'flip' });

/** Why an action was refused. The state is left as it was. */
export interface ActionError {
  code: 'game-over' | 'illegal' | 'not-your-turn';
  message: string;
}

/** What the game waits for: which seat must act (-1: anyone, as for a flip), on what, and the legal actions. */
export interface Pending {
  seat: number;
  /** The decision, in a word the UI can key its prompt on: "flip", "steal", "buy", "arrange"... */
  kind: string;
  /** Every legal action, or null when there are too many to list (arranging a deck); `apply` checks those. */
  actions: Action[] | null;
}
