// The property tests are seeded: one fixed seed by default (so a run never fails at random), another only when asked.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import { DEFAULT_SEED, seedFromEnv } from '../../scripts/fast-check-seed.ts';

describe('seeded property tests', () => {
  it('every fast-check property in the suite runs with the seed PW_FC_SEED names, the fixed default when unset', () => {
    assert.equal(fc.readConfigureGlobal().seed, seedFromEnv(process.env.PW_FC_SEED));
    const draw = (): number[] => fc.sample(fc.integer(), 5);
    assert.deepEqual(draw(), draw(), 'two runs of a property see the same cases');
  });

  it('PW_FC_SEED: unset is the fixed default, a number is that seed, random is fresh, anything else is refused', () => {
    assert.equal(seedFromEnv(undefined), DEFAULT_SEED);
    assert.equal(seedFromEnv(''), DEFAULT_SEED);
    assert.equal(seedFromEnv('42'), 42);
    assert.equal(seedFromEnv(' -7 '), -7);
    assert.equal(typeof seedFromEnv('random'), 'number');
    assert.throws(() => seedFromEnv('4x'), /PW_FC_SEED must be/);
  });
});
