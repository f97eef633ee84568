// The positions of a game from its record: the state and view after its first k actions (k = 0 to the number of
// actions), the events of step k, and a record's captions (`notes`) per step. States are kept as checkpoints every
// CHECKPOINT_EVERY steps (and the last one reached), so scrubbing back and forth over a long game stays fast.
import type { Action } from './actions.ts';
import type { GameEvent } from './events.ts';
import { applyInPlace, cloneState, createGame, viewOf } from './game.ts';
import type { OptionsInput } from './options.ts';
import type { GameRecord, RecordAsks, RecordNotes, RecordText } from './record.ts';
import { fail, ok, type Result } from './result.ts';
import type { PreparedDeal } from './setup.ts';
import type { GameState } from './state.ts';
import type { GameView } from './view.ts';
import { readRecord, type ReplayError } from './replay.ts';
import { shown } from './shown.ts';

/** Steps between two kept states: a position is at most this many actions from one. */
export const CHECKPOINT_EVERY = 64;

/** A game's positions, from its first state and its actions (the actions list may grow: a game still being played). */
export class GameHistory {
  private readonly checkpoints: GameState[] = [];
  /** The last position worked out, for stepping one by one without going back to a checkpoint. */
  private last: { k: number; state: GameState } | null = null;

  /** `start` is the state before any action; `actions` are read, never changed (a list that grows is followed). */
  constructor(
    start: GameState,
    readonly actions: readonly Action[],
  ) {
    this.checkpoints.push(cloneState(start));
  }

  /** The number of actions, so the last position is `length` and there are `length + 1` positions. */
  get length(): number {
    return this.actions.length;
  }

  /** The state after the first `k` actions (a fresh copy, the caller's to keep). `k` is clamped to 0..length. */
  stateAt(k: number): GameState {
    return cloneState(this.reach(this.clamp(k)));
  }

  /** What a seat (null: a spectator) saw after the first `k` actions: never a face-down piece or another seat's secret. */
  viewAt(k: number, seat: number | null = null): GameView {
    return viewOf(this.reach(this.clamp(k)), seat);
  }

  /** The events of step `k` (the k-th action, which led to position k); none for position 0. */
  eventsAt(k: number): GameEvent[] {
    const at = this.clamp(k);
    if (at === 0) return [];
    const s = cloneState(this.reach(at - 1));
    const events: GameEvent[] = [];
    applyInPlace(s, this.actions[at - 1], events);
    return events;
  }

  private clamp(k: number): number {
    return Math.max(0, Math.min(this.length, Math.floor(Number.isFinite(k) ? k : 0)));
  }

  /** The state at position `k` (shared: never handed out without a copy). */
  private reach(k: number): GameState {
    const last = this.last;
    if (last && last.k === k) return last.state;
    const index = Math.min(Math.floor(k / CHECKPOINT_EVERY), this.checkpoints.length - 1);
    let from = index * CHECKPOINT_EVERY;
    let base = this.checkpoints[index];
    // Going forward from the last position is cheaper when it lies between the checkpoint and k.
    if (last && last.k <= k && last.k > from) {
      from = last.k;
      base = last.state;
    }
    const s = cloneState(base);
    for (let i = from; i < k; i++) {
      const error = applyInPlace(s, this.actions[i], null);
      if (error) throw new Error(`action ${i} (${shown(this.actions[i])}): ${error.message}`);
      if ((i + 1) % CHECKPOINT_EVERY === 0 && (i + 1) / CHECKPOINT_EVERY === this.checkpoints.length) this.checkpoints.push(cloneState(s));
    }
    this.last = { k, state: s };
    return s;
  }
}

/** A game's history from its options, seed and deal and its actions; an error when the game cannot start. */
export function historyOf(
  options: OptionsInput,
  seed: unknown,
  actions: readonly Action[],
  deal?: PreparedDeal,
): Result<GameHistory, ReplayError> {
  const created = createGame(options, seed, deal);
  if (!created.ok) return fail({ index: -1, message: created.error.message });
  return ok(new GameHistory(created.value, actions));
}

/** A record's history, checked: every action is replayed once, so a record that does not replay is refused here. */
export function recordHistory(raw: unknown): Result<GameHistory, ReplayError> {
  const read = readRecord(raw);
  if (!read.ok) return read;
  const r: GameRecord = read.value;
  const h = historyOf(r.options, r.seed, r.actions, r.deal);
  if (!h.ok) return h;
  try {
    h.value.stateAt(r.actions.length);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const index = Number(/^action (\d+)/.exec(message)?.[1] ?? -1);
    return fail({ index, message });
  }
  return h;
}

/**
 * The caption of position `step` in `notes`, in `lang` when the captions are given per language (its primary subtag
 * too: "de" for "de-AT"), else English, else the first language given; null when the step has none.
 */
export function noteAt(notes: RecordNotes | undefined, step: number, lang = 'en'): { text: string; lang: string } | null {
  const note = notes?.[String(step)];
  return note === undefined ? null : textIn(note, lang);
}

/** A record's text in `lang` (as `noteAt` picks it), and the language it is in ('' for a text given once for all). */
function textIn(text: RecordText, lang = 'en'): { text: string; lang: string } | null {
  if (typeof text === 'string') return { text, lang: '' };
  const primary = lang.toLowerCase().split('-')[0];
  const pick = [lang, primary, 'en'].find((l) => typeof text[l] === 'string') ?? Object.keys(text)[0];
  return pick === undefined ? null : { text: text[pick], lang: pick };
}

/** A walk-through's question at position `step` (the move it asks for, its question and its reason in `lang`), or null. */
export function askAt(
  asks: RecordAsks | undefined,
  step: number,
  lang = 'en',
): { move: Action; ask: { text: string; lang: string }; why: { text: string; lang: string } } | null {
  const a = asks?.[String(step)];
  const ask = a && textIn(a.ask, lang);
  const why = a && textIn(a.why, lang);
  return a && ask && why ? { move: a.move, ask, why } : null;
}

/**
 * Whether a learner's move is the walk-through's: the same action by the same seat; buying in Stacked Deck War is the
 * same move whichever coins pay for the same cell.
 */
export function sameMove(move: Action, expected: Action): boolean {
  if (move.type === 'stacked/buy' && expected.type === 'stacked/buy')
    return move.seat === expected.seat && move.suit === expected.suit && move.value === expected.value;
  const a = move as Readonly<Record<string, unknown>>;
  const b = expected as Readonly<Record<string, unknown>>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}
