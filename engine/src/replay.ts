// Reading a game record (the one shape check every surface uses) and replaying it: the reducer folded over its actions
// from its options, seed and deal, checked step by step.
// (The widget's CDN bundle loads this module on demand, so it exports functions only.)
import type { Action } from './actions.ts';
import { applyInPlace, checkSeed, cloneState, createGame } from './game.ts';
import type { OptionsInput } from './options.ts';
import { stateHash, type GameRecord, type RecordAsk, type RecordAsks, type RecordNotes, type RecordText } from './record.ts';
import { fail, ok, type Result } from './result.ts';
import type { PreparedDeal } from './setup.ts';
import type { GameState } from './state.ts';
import { INPUT_LIMITS, NOT_A_LIST, plainCopy, plainList, readFields, type PlainList } from './plain.ts';
import { shown } from './shown.ts';

/** Where and why a replay failed. `index` is the action that failed, or -1 for the options and seed. */
export interface ReplayError {
  index: number;
  message: string;
}

/** A record read but for its actions: every field checked, the actions a list within the bound, read when asked for. */
interface RecordShape {
  /** The record, its actions not yet read (an empty list). */
  record: GameRecord;
  /** The actions, each read and copied when asked for. */
  actions: PlainList;
}

/** Reads every field of a record once and checks it; the actions only as a list within `INPUT_LIMITS.actions`. */
function readShape(raw: unknown): Result<RecordShape, ReplayError> {
  const bad = (message: string): Result<RecordShape, ReplayError> => fail({ index: -1, message });
  // Each field read once: a getter or a Proxy cannot throw here.
  const fields = readFields(raw);
  const r: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const name of ['format', 'version', 'options', 'seed', 'deal', 'final', 'actions', 'notes', 'asks']) {
    const part = fields.ok ? fields.value[name] : undefined;
    if (part?.ok === false && name !== 'format' && name !== 'version') return bad(`the record's ${name} cannot be read: ${part.error}`);
    r[name] = part?.ok ? part.value : undefined;
  }
  if (r.format !== 'piecepack-war/record' || r.version !== 1)
    return bad('not a piecepack-war record (expected format "piecepack-war/record", version 1)');
  const seed = checkSeed(r.seed);
  if (!seed.ok) return bad(`the record's ${seed.error.message}`);
  const actions = plainList(r.actions, INPUT_LIMITS.actions);
  if (!actions.ok)
    return bad(actions.error === NOT_A_LIST ? 'the record has no actions list' : `the record's actions cannot be read: ${actions.error}`);
  if (r.final !== undefined && typeof r.final !== 'string') return bad(`the record's final hash is not text (got ${shown(r.final)})`);
  const record: GameRecord = {
    format: 'piecepack-war/record',
    version: 1,
    options: (r.options === undefined ? {} : r.options) as OptionsInput,
    seed: seed.value,
    actions: [],
  };
  if (r.deal !== undefined) record.deal = r.deal as PreparedDeal;
  if (r.final !== undefined) record.final = r.final;
  if (r.notes !== undefined) {
    const notes = readNotes(r.notes, actions.value.length);
    if (!notes.ok) return bad(`the record's notes ${notes.error}`);
    record.notes = notes.value;
  }
  if (r.asks !== undefined) {
    const asks = readAsks(r.asks, actions.value);
    if (!asks.ok) return bad(`the record's asks ${asks.error}`);
    record.asks = asks.value;
  }
  return ok({ record, actions: actions.value });
}

/** Action `i` of a record read, copied, or where and why it cannot be read. */
function actionAt(actions: PlainList, i: number): Result<Action, ReplayError> {
  const a = actions.item(i);
  return a.ok ? ok(a.value as Action) : fail({ index: i, message: `action ${i} (unreadable): it cannot be read: ${a.error}` });
}

/**
 * Reads and checks a record's shape: the one record check every surface uses (the widget, the CLI's `replay`, the
 * extension's messages). Each field is read once into a plain copy; the seed is the number the engine reads (a string
 * of digits, `"7"`, is seed 7, as `createGame` takes it), so every surface keeps and counts the same game. Whether the
 * options, the deal and the actions make sense is `replay`'s part. A record of more than `INPUT_LIMITS.actions` actions
 * is refused at once, naming the bound, before any action is read. (Here, not in record.ts: the widget's CDN bundle
 * loads this module only when a record is opened.)
 */
export function readRecord(raw: unknown): Result<GameRecord, ReplayError> {
  const shape = readShape(raw);
  if (!shape.ok) return shape;
  const { record, actions } = shape.value;
  for (let i = 0; i < actions.length; i++) {
    const a = actionAt(actions, i);
    if (!a.ok) return a;
    record.actions.push(a.value);
  }
  return ok(record);
}

/** A language tag a caption may be given in ("en", "de", "pt-BR"). */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** Checks a record's captions: an object from positions 0..`steps` (digits) to text, or to text per language tag. */
function readNotes(input: unknown, steps: number): Result<RecordNotes, string> {
  // Read once, as a plain copy: a getter or a Proxy cannot throw here.
  const copied = plainCopy(input);
  if (!copied.ok) return fail(`cannot be read: ${copied.error}`);
  const raw = copied.value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return fail(`must map positions to captions, like { "12": "A war" } (got ${shown(raw)})`);
  const notes: Record<string, RecordText> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d+$/.test(key) || Number(key) > steps)
      return fail(`name position ${shown(key)}, which is not a whole number from 0 to ${steps}`);
    const step = String(Number(key));
    const text = readText(value, `at position ${step}`, 'a caption');
    if (!text.ok) return text;
    notes[step] = text.value;
  }
  return ok(notes);
}

/** Text, or text per language tag (at least one), from a plain copy; `where` and `what` name it in the error. */
function readText(value: unknown, where: string, what: string): Result<RecordText, string> {
  if (typeof value === 'string') return ok(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0)
    return fail(`${where} is neither text nor text per language (got ${shown(value)})`);
  const byLanguage: Record<string, string> = {};
  for (const [lang, text] of Object.entries<unknown>(value as Record<string, unknown>)) {
    if (!LANGUAGE_TAG.test(lang)) return fail(`${where} give ${what} in ${shown(lang)}, which is not a language tag like "en" or "de"`);
    if (typeof text !== 'string') return fail(`${where} in ${lang} is not text (got ${shown(text)})`);
    byLanguage[lang] = text;
  }
  return ok(byLanguage);
}

/** The fields of a question, each required. */
const ASK_FIELDS = ['move', 'ask', 'why'] as const;

/** A value's JSON with every object's keys in order, so equal moves compare equal however their keys were written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Checks a record's questions (a walk-through's interactive steps): an object from positions (digits, each below the
 * number of actions: the question is about the action at its position) to `{ move, ask, why }`, where `move` is that very
 * action of the record and `ask` and `why` are text or text per language. Reads each question and the one action it
 * names once, so the time is in proportion to the input's length.
 */
function readAsks(input: unknown, actions: PlainList): Result<RecordAsks, string> {
  const copied = plainCopy(input);
  if (!copied.ok) return fail(`cannot be read: ${copied.error}`);
  const raw = copied.value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return fail(`must map positions to questions, like { "3": { "move": {...}, "ask": "...", "why": "..." } } (got ${shown(raw)})`);
  const asks: Record<string, RecordAsk> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d+$/.test(key) || Number(key) >= actions.length)
      return fail(
        actions.length === 0
          ? `name position ${shown(key)}, but the record has no actions to ask for`
          : `name position ${shown(key)}, which is not a whole number from 0 to ${actions.length - 1} (a question asks for the action at its position)`,
      );
    const step = String(Number(key));
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return fail(`at position ${step} is not a question like { "move": {...}, "ask": "...", "why": "..." } (got ${shown(value)})`);
    const fields = value as Record<string, unknown>;
    const extra = Object.keys(fields).find((f) => !(ASK_FIELDS as readonly string[]).includes(f));
    if (extra !== undefined)
      return fail(`at position ${step} has ${shown(extra)}, which a question does not have (it has move, ask and why)`);
    const missing = ASK_FIELDS.find((f) => fields[f] === undefined);
    if (missing !== undefined) return fail(`at position ${step} has no ${missing} (a question has move, ask and why)`);
    const action = actions.item(Number(step));
    if (!action.ok) return fail(`at position ${step}: the record's action there cannot be read: ${action.error}`);
    if (canonical(fields.move) !== canonical(action.value))
      return fail(`at position ${step} give the move ${shown(fields.move)}, but the record's action there is ${shown(action.value)}`);
    const ask = readText(fields.ask, `at position ${step}: its ask`, 'a question');
    if (!ask.ok) return ask;
    const why = readText(fields.why, `at position ${step}: its why`, 'a reason');
    if (!why.ok) return why;
    asks[step] = { move: action.value as Action, ask: ask.value, why: why.value };
  }
  return ok(asks);
}

/**
 * Replays a record to its final state, or says exactly where it stops making sense. Each action is read when it is
 * played, so a replay reads no further than the record's game goes (a record running on after its game is over stops
 * at the first action past the end, however long it is).
 */
export function replay(record: unknown): Result<GameState, ReplayError> {
  const read = readShape(record);
  if (!read.ok) return read;
  const { record: r, actions } = read.value;
  const created = createGame(r.options, r.seed, r.deal);
  if (!created.ok) return fail({ index: -1, message: created.error.message });
  const s = cloneState(created.value);
  for (let i = 0; i < actions.length; i++) {
    const a = actionAt(actions, i);
    if (!a.ok) return a;
    const error = applyInPlace(s, a.value, null);
    if (error) return fail({ index: i, message: `action ${i} (${shown(a.value)}): ${error.message}` });
  }
  if (r.final !== undefined && r.final !== stateHash(s))
    return fail({
      index: actions.length,
      message: `the replay ends in a different state (hash ${stateHash(s)}, record says ${shown(r.final)})`,
    });
  return ok(s);
}
