// One game in the widget, without any DOM: the engine state, the actions taken (for the record), and flipping or
// stepping it. Every input problem comes back as an error value naming the option; nothing here throws.
import {
  FLIP,
  autoAction,
  checkSeed,
  createGame,
  makeRecord,
  pending,
  piecesOf,
  progressOf,
  step,
  type Action,
  type GameEvent,
  type GameRecord,
  type GameState,
  type GameView,
  type Options,
  type OptionsInput,
  type Pending,
  type Piece,
  type PreparedDeal,
  type RecordAsks,
  type RecordNotes,
  viewOf,
} from '../../../engine/src/on-demand.ts';

/** Why a game could not start or load: the option (or "record", "record-src", "seed"...), the message, what is allowed. */
export interface WidgetError {
  option: string;
  message: string;
  allowed: string;
  /** The kind of mistake and the values its sentence needs, for saying it in the widget's language (see error-words.ts). */
  code?: string;
  values?: Record<string, string | number>;
}

/** A WidgetError thrown: a load a game waits for failed (the error says why, as the element shows it). */
/** Turns anything thrown into a message. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class GameError extends Error {
  constructor(readonly error: WidgetError) {
    super(error.message);
  }
}

/** A step's outcome: the events, or why nothing happened. */
export type StepOutcome = { ok: true; events: GameEvent[] } | { ok: false; message: string };

/** A game being played: created from options and a seed, or from a record. */
export class GameSession {
  /** The resolved options. */
  readonly options: Options;
  /** The seed the deal came from. */
  readonly seed: number;
  /** A prepared deal the game started from, if any. */
  readonly deal: PreparedDeal | undefined;
  /** The pieces by id (the engine's list for the game's family). */
  readonly pieces: readonly Piece[];
  /** Every action applied since the start. */
  readonly actions: Action[];
  private current: GameState;

  private constructor(state: GameState, seed: number, deal: PreparedDeal | undefined, actions: Action[]) {
    this.current = state;
    this.options = state.options;
    this.seed = seed;
    this.deal = deal;
    this.actions = actions;
    this.pieces = piecesOf(state);
  }

  /** Starts a game; the error names the option that was refused. */
  static start(
    input: OptionsInput,
    seed: unknown,
    deal?: PreparedDeal,
  ): { ok: true; session: GameSession } | { ok: false; error: WidgetError } {
    const created = createGame(input, seed, deal);
    if (!created.ok) return { ok: false, error: { ...created.error } };
    // The seed as the number the engine read (a string of digits is read as one), so the record carries a number.
    const checked = checkSeed(seed);
    return { ok: true, session: new GameSession(created.value, checked.ok ? checked.value : 0, deal, []) };
  }

  /**
   * A game opened from a record: `state`, its state after the record's actions (record-game.ts replays it, loaded when a
   * record first opens), ready to play on; `resumed`, the events of its last action.
   */
  static opened(state: GameState, record: GameRecord, resumed: GameEvent[]): GameSession {
    const session = new GameSession(state, record.seed, record.deal, record.actions.slice());
    session.resumed = resumed;
    session.notes = record.notes;
    session.asks = record.asks;
    return session;
  }

  /** The events of the last action of the record the game was opened from (what the status line said then), or none. */
  resumed: GameEvent[] = [];

  /** The captions of the record the game was opened from (a walk-through), kept in its record. */
  notes: RecordNotes | undefined;

  /** The questions of the record the game was opened from (a walk-through's interactive steps), kept in its record. */
  asks: RecordAsks | undefined;

  /** A read-only game at a past position of `live` (a replay shows it; it is never stepped): `state` after `actions`. */
  static past(live: GameSession, state: GameState, actions: readonly Action[]): GameSession {
    const s = new GameSession(state, live.seed, live.deal, actions.slice());
    s.notes = live.notes;
    s.asks = live.asks;
    return s;
  }

  /** The engine state now. */
  get state(): GameState {
    return this.current;
  }

  /** What the table shows (never a face-down identity). */
  view(): GameView {
    return viewOf(this.current);
  }

  /** What one seat may see (its own secrets included); null: a spectator. */
  viewFor(seat: number | null): GameView {
    return viewOf(this.current, seat);
  }

  /** What the game waits for: who acts, on what, and the legal actions (null once it is over). */
  get pending(): Pending | null {
    // Worked out once per state: listing a buying window's every payment is not free, and a render asks often.
    if (this.pendingOf !== this.current) {
      this.pendingOf = this.current;
      this.pendingNow = pending(this.current);
    }
    return this.pendingNow;
  }
  private pendingOf: GameState | null = null;
  private pendingNow: Pending | null = null;

  /** Top-level tricks played so far; in Stacked Deck War, rounds played (the engine's progress counter). */
  get tricks(): number {
    return progressOf(this.current).count;
  }

  /** The phase of a War-family game ("battle", "war", "collect"...), or "" for other families. */
  get phase(): string {
    const s = this.current as { phase?: string };
    return s.phase ?? '';
  }

  /** Whether the game has ended. */
  get over(): boolean {
    return this.pending === null;
  }

  /** Whether a flip is what the game waits for (in the War family, always until the end). */
  get canFlip(): boolean {
    const p = this.pending;
    return p !== null && p.seat === -1 && p.kind === 'flip';
  }

  /** Flips (any seat may). */
  flip(): StepOutcome {
    if (!this.canFlip) return { ok: false, message: this.over ? 'the game is over' : 'the game is waiting for a decision, not a flip' };
    return this.apply(FLIP);
  }

  /** One action without a human: a flip, or a computer seat's decision. Refused when a human must decide. */
  step(): StepOutcome {
    const action = autoAction(this.current);
    if (action === null) return { ok: false, message: this.over ? 'the game is over' : 'a human seat must decide' };
    return this.apply(action);
  }

  /** Applies one action (a person's decision, or a computer's worked out elsewhere); refused ones change nothing. */
  apply(action: Action): StepOutcome {
    const r = step(this.current, action);
    if (!r.ok) return { ok: false, message: r.error.message };
    this.current = r.value.state;
    this.actions.push(action);
    return { ok: true, events: r.value.events };
  }

  /** The game so far as a record (with the final-state hash once the game is over). */
  record(): GameRecord {
    const r = makeRecord(this.options, this.seed, this.actions, this.over ? this.current : undefined, this.deal);
    if (this.notes) r.notes = this.notes;
    if (this.asks) r.asks = this.asks;
    return r;
  }
}
