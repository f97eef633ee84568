// Game records: options + seed + actions as JSON (replayed by folding the reducer, replay.ts); plus a stable hash of a state.
import type { Action } from './actions.ts';
import type { Options, OptionsInput } from './options.ts';
import type { PreparedDeal } from './setup.ts';
import type { GameState } from './state.ts';

/** A whole game as data: replaying `actions` from `options` and `seed` gives the identical state. */
export interface GameRecord {
  format: 'piecepack-war/record';
  version: 1;
  options: OptionsInput;
  seed: number;
  /** Optional prepared deal (stacks by piece name), for a position shown on a rules page. */
  deal?: PreparedDeal;
  actions: Action[];
  /** Optional: the hash of the final state, to check a replay against. */
  final?: string;
  /** Optional captions (a walk-through): by position ("0" before any action, "12" after the 12th), text or text per language. */
  notes?: RecordNotes;
  /** Optional questions (a walk-through's interactive steps): by position, the move the learner is asked to make there. */
  asks?: RecordAsks;
}

/** A record's captions: position (digits) to text, or to text per language tag (`{ "en": "...", "de": "..." }`). */
export type RecordNotes = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

/** Text in a record: one text, or text per language tag (`{ "en": "...", "de": "..." }`). */
export type RecordText = string | Readonly<Record<string, string>>;

/**
 * A walk-through's question at position k ("k": after k actions): the learner is asked to make action k themselves; the
 * walk-through then goes on with its own move, so the story stays the same.
 */
export interface RecordAsk {
  /** The move the walk-through makes there: exactly the record's action k (the learner's move is judged against it). */
  move: Action;
  /** What the caption asks the learner ("Your move: steal the pile?"). */
  ask: RecordText;
  /** Why the walk-through makes that move, said after the learner's. */
  why: RecordText;
}

/** A record's questions: position (digits, below the number of actions) to its question. */
export type RecordAsks = Readonly<Record<string, RecordAsk>>;

/** Resolved options in the form `resolveOptions` accepts again (the family is implied by the variant). */
export function optionsInput(options: Options): OptionsInput {
  const { family: _family, ...rest } = options;
  return rest;
}

/** A record of a game from its options, seed and actions. */
export function makeRecord(options: Options, seed: number, actions: readonly Action[], final?: GameState, deal?: PreparedDeal): GameRecord {
  const r: GameRecord = { format: 'piecepack-war/record', version: 1, options: optionsInput(options), seed, actions: actions.slice() };
  if (deal) r.deal = deal;
  if (final) r.final = stateHash(final);
  return r;
}

/** A short, stable fingerprint of a state (FNV-1a over its JSON), equal on every machine for equal states. */
export function stateHash(state: GameState): string {
  const text = JSON.stringify(state);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
