// The Moons column of the action table (002): the war cells, each shown in a war built for it.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { pending } from '../../src/index.ts';
import { buy, buyAction, flip, refused, setup, tile, waiting, wallet } from './helpers.ts';

/**
 * Seat 0 (Player A) and seat 1 tie on their playtiles (3 and 3), then reveal wartiles `a` and `b`; seat 0 holds coins
 * for Moons `cells`, and A's window opens in the war.
 */
function war(a: string, b: string, cells: string[], reserve: string[] = []) {
  let s = flip(
    setup({
      decks: [
        ['3 of suns', a, '2 of arms'],
        ['3 of moons', b, '2 of crowns'],
      ],
      reserves: [reserve, []],
      coins: [wallet(...cells), []],
      first: 0,
    }),
  );
  assert.equal(s.phase, 'war', 'Moons coins buy nothing before a war, so nobody had a window to use');
  s = flip(s);
  assert.equal(waiting(s), '0:buy');
  return s;
}

describe('Stacked Deck War: the Moons column (wars)', () => {
  it('the Moons column cannot be bought before a war (no wartile yet)', () => {
    const s = flip(
      setup({
        decks: [
          ['2 of suns', '2 of arms'],
          ['5 of moons', '2 of crowns'],
        ],
        coins: [wallet('moons-ace', 'suns-2'), []],
        first: 0,
      }),
    );
    assert.equal(waiting(s), '0:buy');
    assert.match(refused(s, buyAction(s, 0, 'moons-ace')), /Moons column is for wars/);
    assert.ok(!pending(s)!.actions!.some((a) => a.type === 'stacked/buy' && a.suit === 'moons'));
  });

  it("Moons-Ace: you win this war, and the round's four tiles", () => {
    let s = war('null of suns', '5 of moons', ['moons-ace']);
    s = buy(s, 'moons-ace');
    assert.deepEqual(s.outcome, { winner: 0, why: 'moons-ace' });
    s = flip(s);
    assert.equal(s.removed[0].length, 4);
  });

  it('Moons-5: the war is drawn; Player A removes the tiles and stays Player A', () => {
    // Seat 1 is Player A here and seat 0 buys the draw while behind.
    let s = flip(
      setup({
        decks: [
          ['3 of suns', 'null of suns', '2 of arms'],
          ['3 of moons', '5 of moons', '2 of crowns'],
        ],
        coins: [wallet('moons-5'), []],
        first: 1,
      }),
    );
    s = flip(s);
    assert.equal(waiting(s), '0:buy');
    s = buy(s, 'moons-5');
    assert.deepEqual(s.outcome, { winner: -1, why: 'moons-5' });
    s = flip(s);
    assert.equal(s.playerA, 1);
    assert.deepEqual([s.removed[0].length, s.removed[1].length], [0, 4]);
  });

  it("Moons-4: add your playtile's value to your wartile (2 + 3 = 5 beats 4)", () => {
    let s = war('2 of suns', '4 of moons', ['moons-4']);
    s = buy(s, 'moons-4');
    assert.deepEqual(s.war, [5, 4]);
    assert.equal(s.outcome?.winner, 0);
  });

  it("Moons-3: add 1 to your wartile and take 1 from the opponent's (3 and 4 become 4 and 3)", () => {
    let s = war('3 of crowns', '4 of moons', ['moons-3']);
    s = buy(s, 'moons-3');
    assert.deepEqual(s.war, [4, 3]);
    assert.equal(s.outcome?.winner, 0);
  });

  it("Moons-2: your playtile's and wartile's values switch", () => {
    // A's playtile 5 ties B's 3 + Suns-2; in the war A's 2 against B's 4 becomes A's 5 against 4.
    let s = flip(
      setup({
        decks: [
          ['5 of suns', '2 of suns', '2 of arms'],
          ['3 of moons', '4 of moons', '2 of crowns'],
        ],
        coins: [wallet('moons-2'), wallet('suns-2')],
        first: 0,
      }),
    );
    assert.equal(waiting(s), '1:buy');
    s = buy(s, 'suns-2');
    assert.deepEqual(s.play, [5, 5], "A could buy nothing before the war, so B's effect is played at once");
    s = flip(s);
    assert.deepEqual(s.war, [2, 4]);
    assert.equal(waiting(s), '0:buy', 'B has no coins left for the war');
    s = buy(s, 'moons-2');
    assert.deepEqual(s.play, [2, 5]);
    assert.deepEqual(s.war, [5, 4]);
    assert.equal(s.outcome?.winner, 0);
  });

  it('Moons-Null: reveal your top reserve tile and add its value to your wartile', () => {
    let s = war('2 of suns', '4 of moons', ['moons-null'], ['3 of crowns']);
    s = buy(s, 'moons-null');
    assert.deepEqual(s.revealed[0], [tile('3 of crowns', 0)]);
    assert.deepEqual(s.war, [5, 4]);
    assert.deepEqual(s.play, [3, 3]);
    s = flip(s);
    assert.equal(s.removed[0].length, 5, 'two playtiles, two wartiles and the revealed reserve tile');
  });
});
