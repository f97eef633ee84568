// A small success-or-error value: the engine returns errors as data and never throws at its callers.

/** Either a value or an error describing what was wrong. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
