// The round sequence of Stacked Deck War (002, "Gameplay" and "On coin spending"), each rule in a position built for it.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { pending } from '../../src/index.ts';
import { canPay } from '../../src/stacked/coins.ts';
import { act, buy, flip, ofType, pass, setup, tile, waiting, wallet } from './helpers.ts';

describe('Stacked Deck War: the round sequence', () => {
  it('each player rolls a die and the higher roll is the first Player A', () => {
    const s = setup({ decks: [['3 of suns'], ['4 of moons']], dice: [3, 5] });
    assert.deepEqual(s.firstRolls, [[3, 5]]);
    assert.equal(s.playerA, 1);
    assert.equal(setup({ decks: [['3 of suns'], ['4 of moons']], dice: [6, 1] }).playerA, 0);
  });

  it('equal first rolls are thrown again (documented choice)', () => {
    const s = setup({ decks: [['3 of suns'], ['4 of moons']], dice: [4, 4, 2, 2, 2, 6] });
    assert.deepEqual(s.firstRolls, [
      [4, 4],
      [2, 2],
      [2, 6],
    ]);
    assert.equal(s.playerA, 1);
  });

  it('tiles count their face, except that an ace counts six and a null one', () => {
    const winner = (a: string, b: string) =>
      flip(
        setup({
          decks: [
            [a, '2 of arms'],
            [b, '2 of crowns'],
          ],
          coins: [[], []],
          first: 0,
        }),
      ).outcome?.winner;
    assert.equal(winner('ace of suns', '5 of moons'), 0, 'ace (6) beats 5');
    assert.equal(winner('null of suns', '2 of moons'), 1, '2 beats null (1)');
    assert.equal(winner('4 of suns', '3 of moons'), 0);
    assert.deepEqual(
      flip(
        setup({
          decks: [
            ['ace of suns', '2 of arms'],
            ['null of moons', '2 of crowns'],
          ],
          coins: [[], []],
          first: 0,
        }),
      ).play,
      [6, 1],
    );
  });

  it('Player A reveals a playtile first, then Player B', () => {
    const s = setup({ decks: [['3 of suns'], ['4 of moons']], first: 1 });
    const r = act(s, { type: 'flip' });
    assert.deepEqual(
      ofType(r.events, 'stacked/reveal').map((e) => [e.seat, e.as]),
      [
        [1, 'play'],
        [0, 'play'],
      ],
    );
  });

  it("Player B may buy first, then Player A; Player A's effect is played first", () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['3 of moons', '2 of moons'],
        ],
        coins: [wallet('suns-3'), wallet('suns-2')],
        first: 0,
      }),
    );
    assert.equal(waiting(s), '1:buy');
    s = buy(s, 'suns-2');
    assert.equal(waiting(s), '0:buy');
    assert.deepEqual(s.play, [3, 3], 'nothing is played before both have bought');
    const r = act(
      s,
      pending(s)!.actions!.find((a) => a.type === 'stacked/buy')!,
    );
    assert.deepEqual(
      ofType(r.events, 'stacked/effect').map((e) => e.seat),
      [0, 1],
    );
    assert.deepEqual(
      ofType(r.events, 'stacked/value').map((e) => [e.seat, e.value]),
      [
        [0, 7],
        [1, 5],
      ],
    );
    assert.equal(r.state.outcome?.winner, 0);
  });

  it("when both buy a decision, Player A's (played first) stands", () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['3 of moons', '2 of moons'],
        ],
        coins: [wallet('suns-ace'), wallet('suns-ace')],
        first: 0,
      }),
    );
    s = buy(buy(s, 'suns-ace'), 'suns-ace');
    assert.deepEqual(s.outcome, { winner: 0, why: 'suns-ace' });
    s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['3 of moons', '2 of moons'],
        ],
        coins: [wallet('suns-5'), wallet('suns-ace')],
        first: 0,
      }),
    );
    s = buy(buy(s, 'suns-ace'), 'suns-5');
    assert.deepEqual(s.outcome, { winner: -1, why: 'suns-5' });
  });

  it('without a deciding effect the higher value wins; the winner removes the tiles and becomes Player A', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['4 of moons', '2 of moons'],
        ],
        coins: [[], []],
        first: 0,
      }),
    );
    assert.deepEqual(s.outcome, { winner: 1, why: 'higher' });
    const r = act(s, { type: 'flip' });
    s = r.state;
    assert.deepEqual(ofType(r.events, 'stacked/removed'), [
      { type: 'stacked/removed', round: 1, remover: 1, tiles: [tile('3 of suns', 0), tile('4 of moons', 1)], playerA: 1 },
    ]);
    assert.equal(s.playerA, 1);
    assert.equal(s.round, 2);
  });

  it('a tie is a war: each reveals a wartile on top, and B then A may buy again for the wartile', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns', '2 of arms'],
          ['3 of moons', '5 of moons', '2 of crowns'],
        ],
        coins: [wallet('suns-3'), wallet('suns-2')],
        first: 0,
      }),
    );
    s = pass(pass(s));
    assert.equal(s.phase, 'war');
    s = flip(s);
    assert.deepEqual(s.table, [
      [tile('3 of suns', 0), tile('2 of suns', 0)],
      [tile('3 of moons', 1), tile('5 of moons', 1)],
    ]);
    assert.deepEqual(s.war, [2, 5]);
    assert.equal(s.window, 1);
    assert.equal(waiting(s), '1:buy');
    s = buy(s, 'suns-2');
    s = buy(s, 'suns-3');
    assert.deepEqual(s.war, [6, 7]);
    assert.equal(s.outcome?.winner, 1);
    s = flip(s);
    assert.equal(s.removed[1].length, 4);
  });

  it('another tie in the war is another war', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns', '4 of suns', '2 of arms'],
          ['3 of moons', '2 of moons', 'null of moons', '2 of crowns'],
        ],
        coins: [[], []],
        first: 1,
      }),
    );
    assert.equal(s.phase, 'war');
    s = flip(s);
    assert.equal(s.phase, 'war');
    s = flip(s);
    assert.equal(s.window, 2);
    assert.deepEqual(s.war, [4, 1]);
    assert.equal(s.outcome?.winner, 0);
    s = flip(s);
    assert.equal(s.removed[0].length, 6);
  });

  it('nobody buys more than two actions in one round, however many wars it has', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns', '4 of suns', '5 of suns', 'ace of suns', '2 of arms'],
          ['3 of moons', '2 of moons', '4 of moons', '5 of moons', 'null of moons', '2 of crowns'],
        ],
        coins: [wallet('arms-3', 'arms-5', 'suns-2'), []],
        reserves: [['null of arms'], ['null of crowns']],
        first: 0,
      }),
    );
    s = buy(s, 'arms-5');
    assert.equal(s.phase, 'war');
    s = flip(s);
    s = buy(s, 'arms-3');
    assert.equal(waiting(s), '1:follow');
    s = act(s, { type: 'stacked/follow', seat: 1, follow: false }).state;
    assert.deepEqual(s.bought, [2, 0]);
    assert.equal(s.phase, 'war', '2 of suns against 2 of moons');
    s = flip(s);
    assert.equal(s.window, 2);
    assert.deepEqual(s.war, [6, 4]);
    assert.equal(s.phase, 'collect', 'seat 0 still holds the coins for Suns-2, but its third window is skipped');
    assert.deepEqual(pending(s)?.kind, 'flip');
    assert.ok(canPay(s, 0, 2), 'seat 0 could pay for Suns-2');
  });
});
