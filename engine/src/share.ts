// Game links: a game and the step shown as a short, versioned text for a URL's hash (`#g=1.<base64url>`), and back.
// Version 1 is the UTF-8 JSON of [options that differ from the variant's, seed, actions, step, deal or 0, shapes?] in
// base64url, where a run of flips is one number (a War game's actions are all flips: its whole game is one number) and a
// decision is [its shape's index, ...its values], the shapes (each type with its field names) listed once at the end.
import { FLIP, type Action } from './actions.ts';
import { FAMILY_FACTS, familyLoaded, loadFamily } from './families.ts';
import { applyInPlace, createGame } from './game.ts';
import { resolveOptions, type OptionsInput } from './options.ts';
import { counted, INPUT_LIMITS, NOT_JSON, readJson } from './plain.ts';
import type { Family } from './presets.ts';
import type { GameRecord } from './record.ts';
import { optionsInput } from './record.ts';
import { readRecord } from './replay.ts';
import { fail, ok, type Result } from './result.ts';

/** The hash parameter a link carries its game in. */
export const SHARE_PARAM = 'g';
/** The encoding's version, the text's first part. */
export const SHARE_VERSION = 1;

/** A game opened from a link: its record and the position to show. */
export interface SharedGame {
  record: GameRecord;
  /** The position shown when the link was made (0 to the number of actions). */
  step: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as base64url without padding. */
function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** base64url (with or without padding, `+` and `/` taken too) as bytes, or null when it is not base64. */
function fromBase64url(text: string): Uint8Array | null {
  const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (!/^[A-Za-z0-9_-]*$/.test(clean) || clean.length % 4 === 1) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    value = (value << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 255);
    }
  }
  return Uint8Array.from(bytes);
}

/** Text as UTF-8 bytes (the engine has no TextEncoder: it runs without DOM or node types). */
function utf8(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

/** UTF-8 bytes as text, or null when they are not UTF-8. */
function fromUtf8(bytes: Uint8Array): string | null {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    const n = b < 0x80 ? 0 : b >= 0xf0 && b < 0xf8 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : -1;
    if (n < 0 || i + n >= bytes.length + (n === 0 ? 1 : 0)) return null;
    let c = n === 0 ? b : b & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return null;
      c = (c << 6) | (next & 63);
    }
    out += String.fromCodePoint(c);
    i += n + 1;
  }
  return out;
}

/** The options that differ from the variant's own (the variant always), so a link stays short. */
function ownOptions(record: GameRecord): OptionsInput {
  const full = resolveOptions(record.options);
  if (!full.ok) return record.options;
  const base = resolveOptions({ variant: full.value.variant });
  const mine = optionsInput(full.value) as Record<string, unknown>;
  const theirs = base.ok ? (optionsInput(base.value) as Record<string, unknown>) : {};
  const own: OptionsInput = Object.fromEntries(
    Object.entries(mine).filter(([name, value]) => name === 'variant' || JSON.stringify(value) !== JSON.stringify(theirs[name])),
  );
  return own;
}

/** The shapes of a game's decisions: each type with its fields in order (a decision is then written as a list). */
type Shapes = [string, ...string[]][];

/** Actions with each run of flips as its length, and each decision as [its shape's index, ...its values]. */
function runs(actions: readonly Action[]): { actions: number | unknown[]; shapes: Shapes } {
  const out: unknown[] = [];
  const shapes: Shapes = [];
  for (const a of actions) {
    const last = out.length - 1;
    if (a.type === 'flip') {
      if (typeof out[last] === 'number') out[last]++;
      else out.push(1);
      continue;
    }
    const fields = Object.keys(a).filter((k) => k !== 'type');
    let index = shapes.findIndex(
      (shape) => shape[0] === a.type && shape.length === fields.length + 1 && fields.every((f, i) => shape[i + 1] === f),
    );
    if (index < 0) index = shapes.push([a.type, ...fields]) - 1;
    out.push([index, ...fields.map((f) => (a as unknown as Record<string, unknown>)[f])]);
  }
  return { actions: out.length === 1 && typeof out[0] === 'number' ? out[0] : out, shapes };
}

/** A link's moves as written: a run of flips as its length, a decision as its action (not yet checked). */
type Runs = (number | Record<string, unknown>)[];

/**
 * Reads the runs without expanding them (null when they are not runs, shaped decisions or actions): time and memory
 * in proportion to the link's own length, however long a run says it is.
 */
function readRuns(raw: unknown, shapes: unknown): Runs | null {
  const items = typeof raw === 'number' ? [raw] : raw;
  const table = shapes === undefined ? [] : shapes;
  if (!Array.isArray(items) || !Array.isArray(table)) return null;
  const out: Runs = [];
  for (const item of items as unknown[]) {
    if (typeof item === 'number') {
      if (!Number.isInteger(item) || item < 0) return null;
      out.push(item);
    } else if (Array.isArray(item)) {
      const row = item as unknown[];
      const shape: unknown = typeof row[0] === 'number' ? (table as unknown[])[row[0]] : undefined;
      if (!Array.isArray(shape) || shape.length !== row.length) return null;
      const names = shape as unknown[];
      if (!names.every((f): f is string => typeof f === 'string')) return null;
      const action: Record<string, unknown> = { type: names[0] };
      names.slice(1).forEach((field, i) => (action[field] = row[i + 1]));
      out.push(action);
    } else if (item !== null && typeof item === 'object') out.push(item as Record<string, unknown>);
    else return null;
  }
  return out;
}

/** How many actions the runs stand for. */
function movesIn(runs: Runs): number {
  return runs.reduce<number>((n, run) => n + (typeof run === 'number' ? run : 1), 0);
}

/**
 * The runs as actions, played on the game as they are expanded when its rules are here (the War family's always are; a
 * decision game's once loaded, `openShare`): the expansion stops at the first move the game refuses, and a link whose
 * moves go on after its game is over is refused, so a link never stands for more actions than its game has. Without the
 * rules the runs are only counted against `INPUT_LIMITS.actions` (checked before this).
 */
function expand(link: Link): Result<Action[], string> {
  const { record, runs } = link;
  const actions: Action[] = [];
  const created = familyLoaded(link.family) ? createGame(record.options, record.seed, record.deal) : null;
  if (created && !created.ok) return fail(`this game link's game cannot be read: ${created.error.message}`);
  const state = created?.value;
  const play = (action: Action): string | null => {
    if (!state) return null;
    if (state.result !== null)
      return `this game link's moves go on after its game is over (the game ends after move ${counted(actions.length)}; the link has ${counted(movesIn(runs))})`;
    const error = applyInPlace(state, action, null);
    return error ? `this game link's move ${actions.length + 1} cannot be played: ${error.message}` : null;
  };
  for (const run of runs) {
    const count = typeof run === 'number' ? run : 1;
    const action = typeof run === 'number' ? FLIP : (run as unknown as Action);
    for (let i = 0; i < count; i++) {
      const refused = play(action);
      if (refused) return fail(refused);
      actions.push(action);
    }
  }
  return ok(actions);
}

/** A game and the position shown as link text: `1.<base64url>`. */
export function encodeShare(record: GameRecord, step: number = record.actions.length): string {
  const at = Math.max(0, Math.min(record.actions.length, Math.floor(step)));
  const written = runs(record.actions);
  const body: unknown[] = [ownOptions(record), record.seed, written.actions, at, record.deal ?? 0];
  if (written.shapes.length > 0) body.push(written.shapes);
  else if (!record.deal) body.pop();
  return `${SHARE_VERSION}.${base64url(utf8(JSON.stringify(body)))}`;
}

/** A link read but not yet played: its record without actions, the runs its actions are written in, the step shown. */
interface Link {
  record: GameRecord;
  family: Family;
  runs: Runs;
  /** The position shown, checked against the number of moves the runs stand for. */
  step: number;
}

/** Reads a link's text up to its runs: every check but the moves', in time and memory in proportion to its length. */
function readLink(text: unknown): Result<Link, string> {
  if (typeof text !== 'string') return fail('a game link is text');
  if (text.length > INPUT_LIMITS.link)
    return fail(`this is too long for a game link (${counted(text.length)} characters; a link has at most ${counted(INPUT_LIMITS.link)})`);
  const hash = text.includes('#') ? text.slice(text.indexOf('#') + 1) : text;
  const param = new RegExp(`(?:^|[&;])${SHARE_PARAM}=([^&;]*)`).exec(hash);
  let code = hash.trim();
  try {
    if (param) code = decodeURIComponent(param[1]);
  } catch {
    return fail('this game link is damaged (part of it may be missing)');
  }
  const dot = code.indexOf('.');
  if (dot < 0 || !/^\d+$/.test(code.slice(0, dot)))
    return fail(`this is not a piecepack-war game link (expected "#${SHARE_PARAM}=${SHARE_VERSION}.…")`);
  const version = code.slice(0, dot);
  if (version !== String(SHARE_VERSION))
    return fail(`this game link is of version ${version.slice(0, 8)}, which this piecepack-war cannot read (it reads ${SHARE_VERSION})`);
  const bytes = fromBase64url(code.slice(dot + 1));
  const json = bytes ? fromUtf8(bytes) : null;
  const read = json === null ? null : readJson(json, INPUT_LIMITS.link);
  if (read && !read.ok && read.error !== NOT_JSON) return fail(`this game link cannot be read: ${read.error}`);
  const body = read?.ok ? read.value : undefined;
  if (!Array.isArray(body) || body.length < 4) return fail('this game link is damaged (part of it may be missing)');
  const [options, seed, raw, step, given, shapes] = body as [unknown, unknown, unknown, unknown, unknown, unknown];
  // The deal is 0 when a link has decisions but no deal.
  const deal = given === 0 ? undefined : given;
  const runs = readRuns(raw, shapes);
  if (runs === null) return fail('this game link is damaged: its moves cannot be read');
  const moves = movesIn(runs);
  if (moves > INPUT_LIMITS.actions)
    return fail(`this game link has ${counted(moves)} moves, more than the ${counted(INPUT_LIMITS.actions)} a game here may have`);
  const record = readRecord({
    format: 'piecepack-war/record',
    version: 1,
    options,
    seed,
    actions: [],
    ...(deal === undefined ? {} : { deal }),
  });
  if (!record.ok) return fail(`this game link's game cannot be read: ${record.error.message}`);
  const resolved = resolveOptions(record.value.options);
  if (!resolved.ok) return fail(`this game link's game cannot be read: ${resolved.error.message}`);
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > moves)
    return fail('this game link is damaged: its step is not one of the game');
  return ok({ record: record.value, family: resolved.value.family, runs, step });
}

/** The game of a link read: its moves expanded (played on the game when its rules are here) and the step shown. */
function playLink(link: Link): Result<SharedGame, string> {
  const actions = expand(link);
  return actions.ok ? ok({ record: { ...link.record, actions: actions.value }, step: link.step }) : actions;
}

/**
 * The game a link's text holds: the text itself (`1.…`), `g=1.…`, a hash `#g=1.…`, or a whole URL whose hash carries
 * it. The record is the engine's one record check's; a text that holds no game says why. Bounded by the link's own
 * length (`INPUT_LIMITS`): a run of flips is played as it is expanded, so a link never stands for more moves than its
 * game has, and one whose moves go on after the game is over is refused. A decision game's moves are played only when
 * its rules are here (`openShare` loads them first); before that they are only counted.
 */
export function decodeShare(text: unknown): Result<SharedGame, string> {
  const link = readLink(text);
  return link.ok ? playLink(link.value) : link;
}

/** `decodeShare` once the link's game's rules are here (a decision game's load on demand in the widget). */
export async function openShare(text: unknown): Promise<Result<SharedGame, string>> {
  const link = readLink(text);
  if (!link.ok) return link;
  try {
    await loadFamily(link.value.family);
  } catch {
    return fail(`this game link's game cannot be opened: ${FAMILY_FACTS[link.value.family].title}'s rules did not load`);
  }
  return playLink(link.value);
}

/** A link to `base` (its own hash dropped) that opens the game at `step`. */
export function shareLink(base: string, record: GameRecord, step?: number): string {
  const at = base.indexOf('#');
  return `${at < 0 ? base : base.slice(0, at)}#${SHARE_PARAM}=${encodeShare(record, step)}`;
}
