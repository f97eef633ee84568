// The Suns column of the action table (002): each test builds the position that shows one cell.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { pending } from '../../src/index.ts';
import { buy, buyAction, flip, pass, refused, setup, tile, waiting, wallet } from './helpers.ts';

/** Seat 0 is Player A with playtile `a`, seat 1 is Player B with playtile `b`; seat 0 holds coins for `cells`. */
function round(a: string, b: string, cells: string[], reserve: string[] = []) {
  return flip(
    setup({
      decks: [
        [a, '3 of arms'],
        [b, '3 of crowns'],
      ],
      reserves: [reserve, []],
      coins: [wallet(...cells), []],
      first: 0,
    }),
  );
}

describe('Stacked Deck War: the Suns column', () => {
  it('Suns-Ace: you win this round, whatever the values', () => {
    let s = round('null of suns', '5 of moons', ['suns-ace']);
    assert.equal(waiting(s), '0:buy', "B has no coins, so A's window opens");
    s = buy(s, 'suns-ace');
    assert.deepEqual(s.outcome, { winner: 0, why: 'suns-ace' });
    s = flip(s);
    assert.deepEqual(s.removed[0], [tile('null of suns', 0), tile('5 of moons', 1)]);
    assert.equal(s.playerA, 0);
  });

  it('Suns-5: the round is drawn; Player A stays Player A and removes the tiles', () => {
    // B is ahead 5 to 2; A buys the draw.
    let s = round('2 of suns', '5 of moons', ['suns-5']);
    s = buy(s, 'suns-5');
    assert.deepEqual(s.outcome, { winner: -1, why: 'suns-5' });
    s = flip(s);
    assert.equal(s.playerA, 0);
    assert.equal(s.removed[0].length, 2);
    assert.equal(s.removed[1].length, 0);
  });

  it("Suns-4: your tile's value is doubled (3 becomes 6 and beats 5)", () => {
    let s = round('3 of suns', '5 of moons', ['suns-4']);
    s = buy(s, 'suns-4');
    assert.deepEqual(s.play, [6, 5]);
    assert.deepEqual(s.outcome, { winner: 0, why: 'higher' });
  });

  it('Suns-3: add 4 to your tile (2 becomes 6 and beats 5)', () => {
    let s = round('2 of suns', '5 of moons', ['suns-3']);
    s = buy(s, 'suns-3');
    assert.deepEqual(s.play, [6, 5]);
    assert.equal(s.outcome?.winner, 0);
  });

  it('Suns-2: add 2 to your tile (3 becomes 5 and beats 4)', () => {
    let s = round('3 of suns', '4 of moons', ['suns-2']);
    s = buy(s, 'suns-2');
    assert.deepEqual(s.play, [5, 4]);
    assert.equal(s.outcome?.winner, 0);
  });

  it('Suns-Null: reveal your top reserve tile and add its value to your playtile; it is removed with the round', () => {
    let s = round('2 of suns', '5 of moons', ['suns-null'], ['ace of crowns', '4 of crowns']);
    s = buy(s, 'suns-null');
    assert.deepEqual(s.revealed[0], [tile('ace of crowns', 0)]);
    assert.deepEqual(s.reserves[0], [tile('4 of crowns', 0)]);
    assert.deepEqual(s.play, [8, 5], 'an ace counts six');
    s = flip(s);
    assert.equal(s.removed[0].length, 3, 'the revealed reserve tile is removed with the playtiles');
  });

  it('Suns-Null cannot be bought with an empty reserve', () => {
    const s = round('2 of suns', '5 of moons', ['suns-null', 'suns-2']);
    assert.equal(waiting(s), '0:buy');
    assert.match(refused(s, buyAction(s, 0, 'suns-null')), /cannot be bought now/);
    assert.equal(
      pending(s)!.actions!.some((a) => a.type === 'stacked/buy' && a.suit === 'suns' && a.value === 'null'),
      false,
    );
  });

  it('during a war the Suns modifiers change the wartile', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['3 of moons', '4 of moons'],
        ],
        coins: [wallet('suns-3'), []],
        first: 0,
      }),
    );
    assert.equal(waiting(s), '0:buy');
    s = pass(s);
    assert.equal(s.phase, 'war');
    s = flip(s);
    assert.deepEqual(s.war, [2, 4]);
    s = buy(s, 'suns-3');
    assert.deepEqual(s.war, [6, 4]);
    assert.deepEqual(s.play, [3, 3], 'the playtile keeps its value');
    assert.deepEqual(s.outcome, { winner: 0, why: 'higher' });
  });
});
