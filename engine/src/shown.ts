// Any outside value in words for an error message: short, and never throwing, whatever it is given (cycles, BigInts,
// no prototype, throwing getters, Proxies, a megabyte of text, nesting thousands of levels deep).
import { INPUT_LIMITS, plainCopy } from './plain.ts';

/** The most characters of an outside value an error message repeats. */
export const SHOWN_LENGTH = INPUT_LIMITS.shown;

/** Cuts text to `SHOWN_LENGTH` characters (never through a surrogate pair), saying how long it was. */
function cut(text: string, quoted: boolean): string {
  if (text.length <= SHOWN_LENGTH) return quoted ? JSON.stringify(text) : text;
  let head = text.slice(0, SHOWN_LENGTH);
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return `${quoted ? JSON.stringify(head).slice(0, -1) : head}...${quoted ? '"' : ''} (${text.length} characters)`;
}

/** A short, safe rendering of an untrusted value: strings quoted, objects as JSON when possible, all cut short. */
export function shown(raw: unknown): string {
  try {
    if (typeof raw === 'string') return cut(raw, true);
    if (typeof raw === 'function') return 'a function';
    if (raw === null || typeof raw !== 'object') return String(raw);
    const text = JSON.stringify(raw);
    return text === undefined ? 'an object' : cut(text, false);
  } catch {
    // Why (nested too deep, containing itself) when the plain reader can say; its copy stops at the depth limit.
    const copied = plainCopy(raw);
    return copied.ok ? 'a value that cannot be read' : `a value that cannot be read (${copied.error})`;
  }
}
