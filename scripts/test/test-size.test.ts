// The quick loop's case counts (scripts/test-size.ts): every case in npm test, a quarter (at least one) in test:quick.
import assert from 'node:assert/strict';
import { runs } from '../test-size.ts';

describe('test sizes', () => {
  it('npm test runs every case of a property; test:quick a quarter of them, at least one', () => {
    assert.equal(runs(700, false), 700);
    assert.equal(runs(700, true), 175);
    assert.equal(runs(30, true), 8);
    assert.equal(runs(1, true), 1);
  });
});
