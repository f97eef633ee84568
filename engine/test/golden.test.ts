// Golden tests: the random stream and the deal for fixed seeds are pinned, so games replay identically on every machine.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { nextU32, seedRng, shuffleInPlace, stateHash } from '../src/index.ts';
import { playOutCapped } from './caps.ts';
import { asWar, warGame } from './helpers.ts';

describe('golden: random stream and deal', () => {
  it('seed 1 gives the same first outputs everywhere', () => {
    const rng = seedRng(1);
    assert.deepEqual(rng, [-25659772, -1855487245, 1591552067, -1283263675]);
    assert.deepEqual(
      [0, 1, 2, 3, 4].map(() => nextU32(rng)),
      [1130556604, 2591592147, 3014952990, 960850752, 2734082507],
    );
  });

  it('a shuffle of ten, seed 7, gives the same order and leaves the stream at the same place everywhere', () => {
    const rng = seedRng(7);
    const items = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    shuffleInPlace(rng, items);
    assert.deepEqual(items, [7, 3, 1, 2, 5, 6, 0, 4, 8, 9]);
    assert.deepEqual(rng, [-805177334, 799736920, -2005802944, 1648156508]);
    assert.equal(nextU32(rng), 1642716094);
  });

  it('war-cards, seed 42: the deal and the whole game are pinned', () => {
    const g = warGame({ variant: 'war-cards' }, 42);
    assert.deepEqual(g.stacks, [
      [20, 17, 15, 1, 28, 27, 22, 39, 19, 36, 4, 38, 3, 43, 23, 7, 42, 26, 12, 14, 35, 5, 18, 51, 10, 21],
      [0, 45, 33, 24, 11, 6, 8, 37, 40, 41, 44, 25, 2, 32, 49, 48, 29, 30, 9, 47, 34, 50, 13, 31, 16, 46],
    ]);
    const end = asWar(playOutCapped(g));
    assert.equal(end.tricks, 556);
    assert.deepEqual(end.result, { reason: 'all-pieces', winners: [0], losers: [1], draw: false });
    assert.equal(stateHash(end), '9f7a335e');
  });

  it('war (piecepack), seed 42: the deal is pinned', () => {
    const g = warGame({ variant: 'war' }, 42);
    assert.deepEqual(g.stacks, [
      [12, 10, 0, 17, 3, 20, 19, 1, 23, 18, 4, 9],
      [8, 14, 15, 6, 2, 22, 11, 16, 5, 13, 7, 21],
    ]);
  });

  it('tod-und-leben, seed 7: the match is pinned', () => {
    const g = warGame({ variant: 'tod-und-leben' }, 7);
    const end = asWar(playOutCapped(g));
    assert.deepEqual(end.score, [1, 2]);
    assert.equal(stateHash(end), '08c67640');
  });
});
