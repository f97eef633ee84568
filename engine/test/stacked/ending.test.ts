// The end of a Stacked Deck War game: most tiles removed wins, and the documented choices for decks that run out.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { act, buy, flip, go, ofType, setup, wallet } from './helpers.ts';

describe('Stacked Deck War: the end of the game', () => {
  it('when the decks are used up, the player who removed more tiles wins', () => {
    // Round 1: seat 1 wins 4 over 3; round 2: seat 0 wins 5 over 2; round 3: a war that seat 0 wins with four tiles.
    let s = setup({
      decks: [
        ['3 of suns', '5 of suns', '2 of suns', 'ace of suns'],
        ['4 of moons', '2 of moons', '2 of crowns', 'null of moons'],
      ],
      coins: [[], []],
      first: 0,
    });
    for (let i = 0; i < 5; i++) s = flip(s);
    assert.equal(s.phase, 'war');
    s = flip(s);
    const r = act(s, { type: 'flip' });
    s = r.state;
    assert.deepEqual([s.removed[0].length, s.removed[1].length], [6, 2]);
    assert.equal(s.phase, 'over');
    assert.deepEqual(s.result, { reason: 'most-removed', winners: [0], losers: [1], draw: false });
    assert.deepEqual(ofType(r.events, 'game-end').length, 1);
  });

  it('equal numbers of tiles removed is a drawn game', () => {
    let s = setup({
      decks: [
        ['3 of suns', '2 of suns'],
        ['4 of moons', '5 of moons'],
      ],
      coins: [[], []],
      first: 0,
    });
    s = flip(flip(s));
    s = flip(flip(s));
    assert.deepEqual([s.removed[0].length, s.removed[1].length], [0, 4]);
    assert.equal(s.result?.winners[0], 1);
    s = flip(
      flip(
        setup({
          decks: [
            ['3 of suns', '5 of suns'],
            ['4 of moons', '2 of moons'],
          ],
          coins: [[], []],
          first: 0,
        }),
      ),
    );
    s = flip(flip(s));
    assert.deepEqual(s.result, { reason: 'most-removed', winners: [], losers: [], draw: true });
  });

  it('documented choice: the game ends after the round in which either deck is used up', () => {
    // Arms-3 moves seat 0's next two tiles to its reserve, so its deck is empty after this round while seat 1 still holds two.
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns', '4 of suns'],
          ['5 of moons', '2 of moons', '4 of moons'],
        ],
        coins: [wallet('arms-3'), []],
        first: 0,
      }),
    );
    s = buy(s, 'arms-3');
    s = go(s, { type: 'stacked/follow', seat: 1, follow: false });
    assert.deepEqual([s.decks[0].length, s.decks[1].length], [0, 2]);
    s = flip(s);
    assert.equal(s.phase, 'over');
    assert.deepEqual(s.result?.winners, [1]);
    assert.equal(s.decks[1].length, 2, 'tiles left in a deck are removed by nobody');
  });

  it('documented choice: a player whose deck is empty when a war needs a wartile loses the round', () => {
    let s = flip(setup({ decks: [['3 of suns'], ['3 of moons', '2 of moons']], coins: [[], []], first: 0 }));
    assert.equal(s.phase, 'war');
    s = flip(s);
    assert.deepEqual(s.outcome, { winner: 1, why: 'deck-empty' });
    s = flip(s);
    assert.equal(s.removed[1].length, 2);
    assert.equal(s.phase, 'over');
    assert.deepEqual(s.result?.winners, [1]);
  });

  it('documented choice: if both decks are empty when a war needs wartiles, the round is drawn (Player A removes)', () => {
    let s = flip(setup({ decks: [['3 of suns'], ['3 of moons']], coins: [[], []], first: 1 }));
    s = flip(s);
    assert.deepEqual(s.outcome, { winner: -1, why: 'deck-empty' });
    s = flip(s);
    assert.deepEqual([s.removed[0].length, s.removed[1].length], [0, 2]);
    assert.deepEqual(s.result?.winners, [1]);
  });
});
