// Every Stacked Deck War state has one shape to V8 whatever its seed: seeds run to 2^32, and a first game with a small
// seed had given the states' shape a small-integer seed field, so the first large seed changed that shape (and the 34
// shapes built on it) and threw the code optimized for them back to slow code (issue 34). Checked in a fresh process
// with V8's own test of two objects' shapes (`%HaveSameMap`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'mocha';

/** Two games made in a fresh process, the first with a small seed, the second with one past V8's small integers. */
const GAMES = `
import { createGame } from './engine/src/index.ts';
const made = (seed) => {
  const g = createGame({ variant: 'stacked-deck', seats: 'computer,computer:random' }, seed);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};
const small = made(7);
const large = made(2 ** 31 + 5);
// Compared before any other read: reading a field of an object whose shape was replaced moves it to the new shape.
const same = %HaveSameMap(small, large);
console.log(JSON.stringify({ seeds: [small.seed, large.seed], same }));
`;

describe("Stacked Deck War's state and V8", function () {
  this.timeout(120_000);

  it('has one shape for a small seed and a large one', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--allow-natives-syntax', '--input-type=module', '-e', GAMES], {
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { seeds: [7, 2 ** 31 + 5], same: true });
  });
});
