// How many cases a property runs: every case under `npm test`, a quarter of them under `npm run test:quick`.

/** True in a mocha process that `npm run test:quick` started (scripts/test.js sets PW_TEST_QUICK=1 for it). */
export const QUICK = process.env.PW_TEST_QUICK === '1';

/**
 * A property's case count: `full` under `npm test` (and CI), a quarter of it (at least one) under test:quick, so the
 * quick loop still samples every property, from the same seed, and the whole run keeps every case.
 */
export function runs(full: number, quick: boolean = QUICK): number {
  return quick ? Math.max(1, Math.ceil(full / 4)) : full;
}
