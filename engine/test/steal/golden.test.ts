// Golden Steal War games: the deal and whole computer-played games for fixed seeds are pinned, so they replay alike everywhere.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { stateHash } from '../../src/index.ts';
import { playOutCapped } from '../caps.ts';
import { asSteal, seededGame } from './helpers.ts';

describe('golden: Steal War', () => {
  it('seed 42, two players: the deal and the whole game are pinned', () => {
    const s = seededGame({ seats: 'computer,computer:random' }, 42);
    assert.deepEqual(
      s.packets.map((p) => p.slice(0, 6)),
      [
        [21, 45, 43, 1, 2, 34],
        [0, 24, 18, 4, 46, 49],
      ],
    );
    assert.deepEqual(s.hands, [51, 30]);
    const end = asSteal(playOutCapped(s));
    assert.deepEqual(end.result, { reason: 'ran-out', winners: [1], losers: [0], draw: false });
    assert.deepEqual([end.tricks, end.steals, end.moves], [125, 8, 359]);
    assert.equal(stateHash(end), 'c7466fe2');
  });

  it('seed 7, three players: the whole game is pinned', () => {
    const end = asSteal(playOutCapped(seededGame({ seats: 'computer,computer:random,computer' }, 7)));
    assert.deepEqual(end.result, { reason: 'all-pieces', winners: [2], losers: [0, 1], draw: false });
    assert.deepEqual([end.tricks, end.steals, end.moves], [24, 3, 103]);
    assert.equal(stateHash(end), '550135b3');
  });
});
