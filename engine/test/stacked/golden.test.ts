// Golden games: whole Stacked Deck War games for fixed seeds are pinned, so rules, dice and computer players replay
// identically on every machine (a change here must be a deliberate change of the rules or of a computer player).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { createGame, stateHash } from '../../src/index.ts';
import { playOutCapped } from '../caps.ts';
import { asStacked } from './helpers.ts';

const GOLDEN = [
  { options: { seats: 'computer:random,computer:random' }, hash: 'adbf4a40', moves: 60, removed: [30, 7] },
  { options: { seats: 'computer,computer:random' }, hash: '2495243b', moves: 66, removed: [29, 4] },
  {
    options: { seats: 'computer:random,computer:random', arrange: 'shuffled', coinsPerAction: 1 },
    hash: 'dda0bd5a',
    moves: 77,
    removed: [16, 18],
  },
];

describe('Stacked Deck War: golden games', () => {
  for (const g of GOLDEN)
    it(`seed 42, ${JSON.stringify(g.options)}: the whole game is pinned`, () => {
      const c = createGame({ variant: 'stacked-deck', ...g.options }, 42);
      if (!c.ok) assert.fail(c.error.message);
      const end = asStacked(playOutCapped(c.value));
      assert.deepEqual([end.moves, end.removed.map((r) => r.length)], [g.moves, g.removed]);
      assert.equal(stateHash(end), g.hash);
    });
});
