// Outside input made safe to read: copied once into plain data, so a getter or a Proxy runs at most once, inside a
// try, and never throws at the engine's callers or changes its answer between a check and its use; and the limits every
// surface holds outside input to (links, records, fences, settings, named variants, the extension's messages).
import { fail, ok, type Result } from './result.ts';

/**
 * The bounds on input from outside, the same on every surface (docs/architecture.md, "Outside input"): past one of them
 * the input is refused at once with a message naming the bound, before anything is built from it.
 */
export const INPUT_LIMITS = {
  /** Deepest nesting read (options, actions, records and deals are a few levels deep). */
  depth: 64,
  /** Longest list a copy takes (stops a sparse array of length 2^32). */
  items: 50_000_000,
  /** Most actions a record or a game link may hold (a link's runs of flips counted one by one). */
  actions: 2_000_000,
  /** Longest game link read, in characters (a whole Steal War game is about a kilobyte). */
  link: 200_000,
  /** Most characters of an outside value (a name, a value) a message repeats (shown.ts). */
  shown: 60,
} as const;

const MAX_DEPTH = INPUT_LIMITS.depth;
const MAX_ITEMS = INPUT_LIMITS.items;
const THREW = 'reading it threw an error';
/** What `plainItems` says of a value that is not a list. */
export const NOT_A_LIST = 'not a list';
/** What `readJson` says of a text that does not parse. */
export const NOT_JSON = 'it is not JSON';

/** A count with thousands separated by commas, for messages (2,000,000). */
export function counted(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

class Unreadable extends Error {}

/** Marks a copy of an object that was not a plain object (a Date, a Map, a class instance). */
const NOT_PLAIN = Symbol('not a plain object');

/** Whether an object's prototype is a plain object's: Object.prototype (of any realm: its own prototype is null) or none. */
function plainPrototype(raw: object): boolean {
  const proto: unknown = Object.getPrototypeOf(raw);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** Copies one value; `path` holds the objects being copied above it (a value inside itself is refused). */
function copy(raw: unknown, path: object[], depth: number): unknown {
  if (raw === null || typeof raw !== 'object') return raw;
  if (depth >= MAX_DEPTH) throw new Unreadable(`it is nested more than ${MAX_DEPTH} levels deep`);
  if (path.includes(raw)) throw new Unreadable('it contains itself');
  path.push(raw);
  let out: unknown;
  if (Array.isArray(raw)) {
    const n = raw.length;
    if (!(n <= MAX_ITEMS)) throw new Unreadable(`a list in it holds more than ${MAX_ITEMS} items`);
    const list = new Array<unknown>(n);
    for (let i = 0; i < n; i++) list[i] = copy(raw[i], path, depth + 1);
    out = list;
  } else {
    const proto: unknown = Object.getPrototypeOf(raw);
    const object: Record<string, unknown> = proto === null ? (Object.create(null) as Record<string, unknown>) : {};
    if (proto !== null && Object.getPrototypeOf(proto) !== null) Object.defineProperty(object, NOT_PLAIN, { value: true });
    for (const key of Object.keys(raw)) {
      const value = copy((raw as Record<string, unknown>)[key], path, depth + 1);
      // Plain assignment is fast; "__proto__" would set the prototype instead of a field, so it is defined.
      if (key === '__proto__') Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      else object[key] = value;
    }
    out = object;
  }
  path.pop();
  return out;
}

/**
 * Copies an outside value into plain data: primitives as they are, lists item by item, objects by their own enumerable
 * string keys. A getter that throws, a Proxy trap that throws, a value containing itself or nesting without end gives
 * an error value saying why, never an exception.
 */
export function plainCopy(raw: unknown): Result<unknown, string> {
  try {
    return ok(copy(raw, [], 0));
  } catch (e) {
    return fail(e instanceof Unreadable ? e.message : THREW);
  }
}

/** One part of an outside value, read on its own: the value, or why it cannot be read. */
export type Part = Result<unknown, string>;

/** Reads `raw[key]` once; a getter or Proxy trap that throws gives an error value. */
function readPart(raw: object, key: string | number): Part {
  try {
    return ok((raw as Record<string | number, unknown>)[key]);
  } catch {
    return fail(THREW);
  }
}

/**
 * An outside object's fields, each read once on its own (not copied: pass them to `plainCopy` or `plainItems`), so an
 * error can name the field that cannot be read; or an error when it is not a plain object or its keys cannot be read.
 */
export function readFields(raw: unknown): Result<Record<string, Part>, string> {
  try {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || !plainPrototype(raw) || NOT_PLAIN in raw)
      return fail('not a plain object');
    const fields = Object.create(null) as Record<string, Part>;
    for (const key of Object.keys(raw)) fields[key] = readPart(raw, key);
    return ok(fields);
  } catch {
    return fail(THREW);
  }
}

/** An outside list read item by item: its length, and each item copied when it is asked for. */
export interface PlainList {
  length: number;
  /** Item `i` read once and copied (an error value when it cannot be read). */
  item(i: number): Part;
}

/**
 * An outside list whose items are copied one at a time, when asked for (so a reader can stop at the first it refuses:
 * a replay reads no further than its game goes), or an error when it is no list or holds more than `max` items (said
 * at once, before any item is read).
 */
export function plainList(raw: unknown, max: number = MAX_ITEMS): Result<PlainList, string> {
  try {
    if (!Array.isArray(raw)) return fail(NOT_A_LIST);
    const length = raw.length;
    if (!(length <= max)) return fail(`there are ${counted(length)} of them, more than the ${counted(max)} read`);
    const item = (i: number): Part => {
      const part = readPart(raw, i);
      return part.ok ? plainCopy(part.value) : part;
    };
    return ok({ length, item });
  } catch {
    return fail(THREW);
  }
}

/**
 * An outside list's items, each copied on its own (so an error can name the item), or an error when it is no list or
 * holds more than `max` items (said at once, before any item is read).
 */
export function plainItems(raw: unknown, max: number = MAX_ITEMS): Result<Part[], string> {
  const list = plainList(raw, max);
  if (!list.ok) return list;
  const items = new Array<Part>(list.value.length);
  for (let i = 0; i < items.length; i++) items[i] = list.value.item(i);
  return ok(items);
}

/** Whether a copied value is a plain object (made by `{}` or JSON, or with no prototype): not a list, not a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(NOT_PLAIN in value);
}

/**
 * JSON text of an outside value, read through `plainCopy` (so never deeper than `INPUT_LIMITS.depth`, never a cycle):
 * the text, or why the value cannot be written. `JSON.stringify` alone recurses without bound and throws a RangeError
 * on a value nested a few thousand levels deep.
 */
export function plainJson(raw: unknown): Result<string, string> {
  const copied = plainCopy(raw);
  if (!copied.ok) return copied;
  try {
    return ok(JSON.stringify(copied.value) ?? 'null');
  } catch {
    return fail(THREW);
  }
}

/**
 * An outside JSON text read as plain data, within the limits: at most `maxLength` characters, nested at most
 * `INPUT_LIMITS.depth` levels; the value, or why it cannot be read.
 */
export function readJson(text: unknown, maxLength: number): Result<unknown, string> {
  if (typeof text !== 'string') return fail('it is not text');
  if (text.length > maxLength) return fail(`it is ${counted(text.length)} characters long, more than the ${counted(maxLength)} read`);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return fail(NOT_JSON);
  }
  return plainCopy(value);
}
