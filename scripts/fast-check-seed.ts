// Which seed the fast-check properties run with: a fixed one by default, another one only when PW_FC_SEED asks for it.

/** The seed every property runs with when nothing else is asked for, so `npm test` (and CI) gives the same cases every run. */
export const DEFAULT_SEED = 0x5eed_2024;

/**
 * Reads PW_FC_SEED: unset or empty is the fixed default, `random` draws a fresh seed, a whole number is that seed (to
 * replay a failure; `npm run test:fuzz` passes fresh ones). Anything else is refused, so a typo never silently fuzzes.
 */
export function seedFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SEED;
  if (raw.trim() === 'random') return (Date.now() ^ Math.floor(Math.random() * 0x1_0000_0000)) | 0;
  if (/^\s*-?\d+\s*$/.test(raw) && Number.isSafeInteger(Number(raw))) return Number(raw) | 0;
  throw new Error(`PW_FC_SEED must be a whole number or "random" (got ${JSON.stringify(raw.slice(0, 40))})`);
}
