// Any outside value in words for an error message. Never throws, whatever it is given (cycles, BigInts, no prototype).

/** A short, safe rendering of an untrusted value: strings quoted, objects as JSON when possible. */
export function shown(raw: unknown): string {
  try {
    if (typeof raw === 'string') return JSON.stringify(raw);
    if (raw === null || typeof raw !== 'object') return String(raw);
    const text = JSON.stringify(raw) ?? Object.prototype.toString.call(raw);
    return text.length > 200 ? `${text.slice(0, 200)}...` : text;
  } catch {
    return Object.prototype.toString.call(raw);
  }
}
