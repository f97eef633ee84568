// The Arms column of the action table (002): switching decks and reserves, moving tiles, giving coins, following a rolled cell.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { pending, viewOf } from '../../src/index.ts';
import type { StackedView } from '../../src/stacked/view.ts';
import { act, buy, flip, go, ofType, refused, setup, tile, waiting, wallet } from './helpers.ts';

const ids = (names: string[], pack: number) => names.map((n) => tile(n, pack));

describe('Stacked Deck War: the Arms column', () => {
  it('Arms-Ace: you and the opponent switch decks; each still knows the order of the deck it arranged', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '5 of suns', 'ace of suns'],
          ['4 of moons', 'null of moons', '2 of moons'],
        ],
        coins: [wallet('arms-ace'), []],
        first: 0,
      }),
    );
    s = buy(s, 'arms-ace');
    assert.deepEqual(s.decks, [ids(['null of moons', '2 of moons'], 1), ids(['5 of suns', 'ace of suns'], 0)]);
    assert.equal(s.outcome?.winner, 1, 'this round is still 3 against 4');
    const v0 = viewOf(s, 0) as StackedView;
    assert.deepEqual(
      v0.seats[1].deck.map((t) => t?.id),
      ids(['5 of suns', 'ace of suns'], 0),
    );
    assert.deepEqual(v0.seats[0].deck, [null, null], 'seat 0 never saw the deck it now holds');
    s = flip(flip(s));
    assert.deepEqual(s.table, [[tile('null of moons', 1)], [tile('5 of suns', 0)]], 'the next playtiles come from the switched decks');
  });

  it('Arms-5: you and the opponent switch reserves', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['4 of moons', '2 of moons'],
        ],
        reserves: [['ace of suns'], ['null of moons', '5 of moons']],
        coins: [wallet('arms-5'), []],
        first: 0,
      }),
    );
    s = buy(s, 'arms-5');
    assert.deepEqual(s.reserves, [ids(['null of moons', '5 of moons'], 1), ids(['ace of suns'], 0)]);
  });

  it('Arms-4: chosen reserve tiles change places with as many tiles from the bottom of your deck', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns', '4 of suns', '5 of suns', 'ace of suns'],
          ['4 of moons', '2 of moons'],
        ],
        reserves: [['null of arms', '2 of arms', '3 of arms'], []],
        coins: [wallet('arms-4'), []],
        first: 0,
      }),
    );
    s = buy(s, 'arms-4');
    assert.equal(waiting(s), '0:switch-reserve');
    assert.equal(pending(s)!.actions!.length, 8, 'every subset of the three reserve tiles');
    refused(s, { type: 'stacked/switch-reserve', seat: 0, positions: [0, 0] });
    refused(s, { type: 'stacked/switch-reserve', seat: 0, positions: [3] });
    s = go(s, { type: 'stacked/switch-reserve', seat: 0, positions: [2, 0] });
    // The top chosen reserve tile (null) takes the place of the higher of the bottom two (5); 3 takes the ace's place.
    assert.deepEqual(s.decks[0], ids(['2 of suns', '4 of suns', 'null of arms', '3 of arms'], 0));
    assert.deepEqual(s.reserves[0], ids(['5 of suns', '2 of arms', 'ace of suns'], 0));
  });

  it('Arms-4: switching no tiles is a legal choice', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['4 of moons', '2 of moons'],
        ],
        reserves: [['null of arms'], []],
        coins: [wallet('arms-4'), []],
        first: 0,
      }),
    );
    s = go(buy(s, 'arms-4'), { type: 'stacked/switch-reserve', seat: 0, positions: [] });
    assert.deepEqual([s.decks[0], s.reserves[0]], [[tile('2 of suns', 0)], [tile('null of arms', 0)]]);
  });

  it('Arms-3: your top two deck tiles go under your reserve; the opponent may move one', () => {
    const start = () =>
      buy(
        flip(
          setup({
            decks: [
              ['3 of suns', '2 of suns', '4 of suns', '5 of suns'],
              ['4 of moons', '2 of moons', '5 of moons'],
            ],
            reserves: [['null of arms'], ['ace of moons']],
            coins: [wallet('arms-3'), []],
            first: 0,
          }),
        ),
        'arms-3',
      );
    let s = start();
    assert.deepEqual(s.decks[0], ids(['5 of suns'], 0));
    assert.deepEqual(s.reserves[0], ids(['null of arms', '2 of suns', '4 of suns'], 0));
    assert.equal(waiting(s), '1:follow');
    s = go(s, { type: 'stacked/follow', seat: 1, follow: true });
    assert.deepEqual(s.decks[1], ids(['5 of moons'], 1));
    assert.deepEqual(s.reserves[1], ids(['ace of moons', '2 of moons'], 1));
    const t = go(start(), { type: 'stacked/follow', seat: 1, follow: false });
    assert.deepEqual(t.decks[1], ids(['2 of moons', '5 of moons'], 1));
  });

  it('Arms-2: the opponent chooses two spent coins and gives them; they can be spent from the next buying turn', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns', 'null of suns'],
          ['4 of moons', '2 of moons', '5 of moons'],
        ],
        coins: [wallet('arms-2'), []],
        spent: ['null of suns #2 suit-up', '3 of moons #2 value-up', '4 of crowns #2 suit-up'],
        first: 0,
      }),
    );
    s = buy(s, 'arms-2');
    assert.equal(waiting(s), '1:give');
    assert.equal(pending(s)!.actions!.length, 3, 'any two of the three spent coins; not the coins just shown for Arms-2');
    refused(s, { type: 'stacked/give', seat: 1, coins: [tile('null of suns', 1)] });
    refused(s, { type: 'stacked/give', seat: 1, coins: [s.hands[0][0], tile('null of suns', 1)] });
    const r = act(s, { type: 'stacked/give', seat: 1, coins: [tile('null of suns', 1), tile('3 of moons', 1)] });
    s = r.state;
    assert.deepEqual(s.gifts[0], [tile('null of suns', 1), tile('3 of moons', 1)]);
    assert.deepEqual(s.spent.slice(0, 1), [tile('4 of crowns', 1)]);
    assert.equal(s.spent.length, 3, 'the Arms-2 coins are spent once their effect is played');
    s = flip(s);
    assert.deepEqual(
      s.hands[0].slice().sort((a, b) => a - b),
      [tile('null of suns', 1), tile('3 of moons', 1)].sort((a, b) => a - b),
    );
    assert.equal(s.coinUp[tile('3 of moons', 1)], 1, 'given coins keep their side: coins are never flipped');
    s = flip(s);
    assert.equal(waiting(s), '0:buy', 'next round the given suns coin and 3 coin buy Suns-3');
    s = buy(s, 'suns-3');
    assert.deepEqual(s.play, [6, 2]);
  });

  it("Arms-2: given coins can be spent on a later turn of the same round: the war's buying window", () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns', 'null of suns'],
          ['3 of moons', '2 of moons', '5 of moons'],
        ],
        coins: [wallet('arms-2'), []],
        spent: ['null of suns #2 suit-up', '3 of moons #2 value-up'],
        first: 0,
      }),
    );
    s = go(buy(s, 'arms-2'), { type: 'stacked/give', seat: 1, coins: [tile('null of suns', 1), tile('3 of moons', 1)] });
    assert.equal(s.phase, 'war');
    s = flip(s);
    assert.equal(waiting(s), '0:buy', "the war's window is a later turn: seat 0 may spend the given coins");
    s = buy(s, 'suns-3');
    assert.deepEqual(s.war, [6, 2], 'Suns-3 adds 4 to the wartile');
  });

  it('Arms-Null: the opponent names a suit, a die picks the row, and you follow that cell', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['4 of moons', '2 of moons'],
        ],
        coins: [wallet('arms-null'), []],
        first: 0,
        dice: [2],
      }),
    );
    s = buy(s, 'arms-null');
    assert.equal(waiting(s), '1:name-suit');
    refused(s, { type: 'stacked/name-suit', seat: 1, suit: 'spades' });
    const r = act(s, { type: 'stacked/name-suit', seat: 1, suit: 'suns' });
    assert.deepEqual(
      ofType(r.events, 'stacked/effect').map((e) => e.cell),
      [6 * 0 + 2],
      'suns, row 2: Suns-2',
    );
    assert.deepEqual(r.state.play, [5, 4]);
    assert.equal(r.state.outcome?.winner, 0);
  });

  it('Arms-Null landing on Arms-Null: the opponent names a suit again and the die is rolled again', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['4 of moons', '2 of moons'],
        ],
        coins: [wallet('arms-null'), []],
        first: 0,
        dice: [1, 6],
      }),
    );
    s = buy(s, 'arms-null');
    s = go(s, { type: 'stacked/name-suit', seat: 1, suit: 'arms' });
    assert.equal(waiting(s), '1:name-suit', 'a roll of 1 (the null face) in the Arms column: Arms-Null again');
    s = go(s, { type: 'stacked/name-suit', seat: 1, suit: 'suns' });
    assert.deepEqual(s.outcome, { winner: 0, why: 'suns-ace' }, 'a roll of 6 in the Suns column: you win this round');
    assert.deepEqual(s.rolls, [1, 6]);
  });
});
