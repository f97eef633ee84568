// The Crowns column of the action table (002): dice, rock-paper-scissors, looking at the deck, guessing, lowest wins.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { pending, viewOf } from '../../src/index.ts';
import type { StackedView } from '../../src/stacked/view.ts';
import { act, buy, buyAction, flip, go, ofType, pass, refused, setup, tile, waiting, wallet } from './helpers.ts';

/** Seat 0 is Player A with playtile `a` against `b`; seat 0 holds coins for `cells`; the dice are loaded. */
function round(
  a: string,
  b: string,
  cells: string[],
  dice: number[] = [],
  more: { reserve1?: string[]; deck0?: string[]; options?: Record<string, unknown> } = {},
) {
  const decks = [
    [a, ...(more.deck0 ?? ['2 of arms'])],
    [b, '2 of crowns'],
  ];
  return flip(setup({ decks, reserves: [[], more.reserve1 ?? []], coins: [wallet(...cells), []], first: 0, dice }, more.options));
}

describe('Stacked Deck War: the Crowns column', () => {
  it('Crowns-Ace: roll a die and add the roll to your playtile', () => {
    let s = round('null of suns', '5 of moons', ['crowns-ace'], [6]);
    const r = act(s, buyAction(s, 0, 'crowns-ace'));
    s = r.state;
    assert.deepEqual(ofType(r.events, 'stacked/roll'), [{ type: 'stacked/roll', seat: 0, roll: 6 }]);
    assert.deepEqual(s.play, [7, 5], 'a roll of 6 (the ace face) adds six');
    assert.equal(s.outcome?.winner, 0);
  });

  it('Crowns-Ace during a war: the buyer chooses the playtile or the wartile', () => {
    const start = () => {
      let s = flip(
        setup({
          decks: [
            ['3 of suns', '2 of suns', '2 of arms'],
            ['3 of moons', '4 of moons', '2 of crowns'],
          ],
          coins: [wallet('crowns-ace'), []],
          first: 0,
          dice: [3],
        }),
      );
      s = pass(s);
      s = flip(s);
      return buy(s, 'crowns-ace');
    };
    let s = start();
    assert.equal(waiting(s), '0:bonus');
    assert.deepEqual(s.await, { kind: 'bonus', seat: 0, amount: 3 });
    refused(s, { type: 'stacked/bonus', seat: 1, tile: 'war' }, 'not-your-turn');
    refused(s, { type: 'stacked/bonus', seat: 0, tile: 'deck' });
    s = go(s, { type: 'stacked/bonus', seat: 0, tile: 'war' });
    assert.deepEqual(s.war, [5, 4]);
    assert.equal(s.outcome?.winner, 0);
    const t = go(start(), { type: 'stacked/bonus', seat: 0, tile: 'play' });
    assert.deepEqual(
      [t.play, t.war],
      [
        [6, 3],
        [2, 4],
      ],
    );
    assert.equal(t.outcome?.winner, 1, 'a bonus on the playtile does not help this war');
  });

  it('Crowns-5: roll a die; an even roll adds 3, an odd roll nothing', () => {
    let s = buy(round('3 of suns', '5 of moons', ['crowns-5'], [4]), 'crowns-5');
    assert.deepEqual(s.play, [6, 5]);
    assert.equal(s.outcome?.winner, 0);
    s = buy(round('3 of suns', '5 of moons', ['crowns-5'], [6]), 'crowns-5');
    assert.deepEqual(s.play, [6, 5], 'six (the ace face) is even');
    s = buy(round('3 of suns', '5 of moons', ['crowns-5'], [5]), 'crowns-5');
    assert.deepEqual(s.play, [3, 5]);
    assert.equal(s.outcome?.winner, 1);
  });

  it('Crowns-4: add 1 to your tile, and the lowest value wins this round', () => {
    const s = buy(round('2 of suns', '5 of moons', ['crowns-4']), 'crowns-4');
    assert.equal(s.lowestWins, true);
    assert.deepEqual(s.play, [3, 5]);
    assert.deepEqual(s.outcome, { winner: 0, why: 'lower' });
  });

  it('Crowns-3: rock-paper-scissors until someone wins; the winner adds 1 plus the ties', () => {
    let s = buy(round('3 of suns', '4 of moons', ['crowns-3']), 'crowns-3');
    assert.equal(waiting(s), '0:rps', 'the buyer shows a hand first');
    s = go(s, { type: 'stacked/rps', seat: 0, hand: 'rock' });
    assert.equal(waiting(s), '1:rps');
    const v1 = viewOf(s, 1) as StackedView;
    assert.deepEqual(v1.await?.chosen, [true, false]);
    assert.equal(v1.await?.hand, null, "seat 1 does not see seat 0's hand");
    assert.equal((viewOf(s, 0) as StackedView).await?.hand, 'rock');
    let r = act(s, { type: 'stacked/rps', seat: 1, hand: 'rock' });
    assert.deepEqual(ofType(r.events, 'stacked/rps'), [{ type: 'stacked/rps', hands: ['rock', 'rock'], winner: -1 }]);
    s = r.state;
    assert.equal(waiting(s), '0:rps', 'a tie is played again');
    s = go(s, { type: 'stacked/rps', seat: 0, hand: 'scissors' });
    s = go(s, { type: 'stacked/rps', seat: 1, hand: 'scissors' });
    s = go(s, { type: 'stacked/rps', seat: 0, hand: 'paper' });
    r = act(s, { type: 'stacked/rps', seat: 1, hand: 'rock' });
    s = r.state;
    assert.equal(ofType(r.events, 'stacked/rps')[0].winner, 0);
    assert.deepEqual(s.play, [6, 4], '1 plus the two ties');
    assert.equal(s.outcome?.winner, 0);
  });

  it('Crowns-3: the opponent may win the contest and take the bonus', () => {
    let s = buy(round('3 of suns', '4 of moons', ['crowns-3']), 'crowns-3');
    s = go(s, { type: 'stacked/rps', seat: 0, hand: 'rock' });
    s = go(s, { type: 'stacked/rps', seat: 1, hand: 'paper' });
    assert.deepEqual(s.play, [3, 5]);
    assert.equal(s.outcome?.winner, 1);
  });

  it('Crowns-2, even roll: you look at your top three tiles and put them in the order you like', () => {
    // A shuffled game: nobody knows any face-down tile until they look.
    let s = round('3 of suns', '4 of moons', ['crowns-2'], [2], {
      deck0: ['null of arms', '2 of arms', '5 of arms', '4 of arms'],
      options: { arrange: 'shuffled' },
    });
    assert.deepEqual((viewOf(s, 0) as StackedView).seats[0].deck, [null, null, null, null]);
    s = buy(s, 'crowns-2');
    assert.equal(waiting(s), '0:rearrange');
    const seen = (viewOf(s, 0) as StackedView).seats[0].deck.map((t) => t?.id ?? null);
    assert.deepEqual(seen, [tile('null of arms', 0), tile('2 of arms', 0), tile('5 of arms', 0), null]);
    assert.deepEqual((viewOf(s, 1) as StackedView).seats[0].deck, [null, null, null, null], 'the opponent sees nothing');
    refused(s, { type: 'stacked/rearrange', seat: 0, order: [0, 0, 1] });
    s = go(s, { type: 'stacked/rearrange', seat: 0, order: [2, 0, 1] });
    assert.deepEqual(
      s.decks[0],
      ['5 of arms', 'null of arms', '2 of arms', '4 of arms'].map((n) => tile(n, 0)),
    );
  });

  it('Crowns-2, odd roll: the opponent looks at and rearranges its own top three', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns', 'ace of crowns', '5 of crowns', '3 of crowns'],
        ],
        coins: [wallet('crowns-2'), []],
        first: 0,
        dice: [5],
      }),
    );
    s = buy(s, 'crowns-2');
    assert.deepEqual(s.await, { kind: 'rearrange', seat: 1, count: 3 });
    s = go(s, { type: 'stacked/rearrange', seat: 1, order: [1, 2, 0] });
    assert.deepEqual(
      s.decks[1],
      ['ace of crowns', '5 of crowns', '2 of crowns', '3 of crowns'].map((n) => tile(n, 1)),
    );
  });

  it("Crowns-Null: guess the opponent's next reserve tile, suit and value; a right guess adds 2", () => {
    let s = buy(round('3 of suns', '4 of moons', ['crowns-null'], [], { reserve1: ['4 of crowns', 'ace of crowns'] }), 'crowns-null');
    assert.equal(waiting(s), '0:guess');
    assert.equal(pending(s)!.actions!.length, 24, 'any of the 24 tiles of a pack');
    assert.equal((viewOf(s, 0) as StackedView).guess, 'tile');
    refused(s, { type: 'stacked/guess', seat: 0, value: 'seven', suit: 'crowns' });
    refused(s, { type: 'stacked/guess', seat: 0, value: '4' }, 'illegal');
    refused(s, { type: 'stacked/guess', seat: 0, value: '4', suit: 'spades' });
    const r = act(s, { type: 'stacked/guess', seat: 0, value: '4', suit: 'crowns' });
    s = r.state;
    assert.deepEqual(ofType(r.events, 'stacked/guess'), [{ type: 'stacked/guess', seat: 0, value: 4, suit: 2, right: true }]);
    assert.deepEqual(s.revealed[1], [tile('4 of crowns', 1)]);
    assert.deepEqual(s.play, [5, 4]);
    assert.equal(s.outcome?.winner, 0);
    s = flip(s);
    assert.equal(s.removed[0].length, 3, 'the revealed reserve tile goes with the round');
  });

  it('Crowns-Null: the right value of the wrong suit is a wrong guess; the tile is still revealed', () => {
    let s = buy(round('3 of suns', '4 of moons', ['crowns-null'], [], { reserve1: ['4 of crowns'] }), 'crowns-null');
    const r = act(s, { type: 'stacked/guess', seat: 0, value: '4', suit: 'arms' });
    s = r.state;
    assert.equal(ofType(r.events, 'stacked/guess')[0].right, false);
    assert.deepEqual(s.revealed[1], [tile('4 of crowns', 1)]);
    assert.deepEqual(s.play, [3, 4]);
    assert.equal(s.outcome?.winner, 1);
    s = flip(s);
    assert.equal(s.removed[1].length, 3);
  });

  it('Crowns-Null with guess value (the documented option): the value alone is guessed', () => {
    const options = { options: { guess: 'value' }, reserve1: ['4 of crowns', 'ace of crowns'] };
    let s = buy(round('3 of suns', '4 of moons', ['crowns-null'], [], options), 'crowns-null');
    assert.equal(pending(s)!.actions!.length, 6);
    refused(s, { type: 'stacked/guess', seat: 0, value: '4', suit: 'crowns' });
    const r = act(s, { type: 'stacked/guess', seat: 0, value: '4' });
    assert.deepEqual(ofType(r.events, 'stacked/guess'), [{ type: 'stacked/guess', seat: 0, value: 4, suit: -1, right: true }]);
    assert.deepEqual(r.state.play, [5, 4]);
    s = buy(round('3 of suns', '4 of moons', ['crowns-null'], [], { ...options, reserve1: ['4 of crowns'] }), 'crowns-null');
    s = go(s, { type: 'stacked/guess', seat: 0, value: 'ace' });
    assert.deepEqual(s.play, [3, 4], 'a wrong value adds nothing');
  });
});
