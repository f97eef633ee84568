// What each seat sees of a Stacked Deck War game, and the errors a wrong decision gets back (the state never changes).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { step, viewOf } from '../../src/index.ts';
import type { StackedView } from '../../src/stacked/view.ts';
import { buy, flip, go, refused, setup, tile, wallet } from './helpers.ts';

const position = () =>
  flip(
    setup({
      decks: [
        ['3 of suns', '2 of suns', '5 of suns'],
        ['3 of moons', '4 of moons', '2 of moons'],
      ],
      reserves: [['ace of arms', 'null of arms'], ['ace of crowns']],
      coins: [wallet('suns-2', 'crowns-3'), wallet('suns-ace')],
      first: 0,
    }),
  );

describe('Stacked Deck War: views', () => {
  it("a seat sees its own face-down tiles, only backs of the other's, every face-up tile and all coins", () => {
    const s = position();
    const v0 = viewOf(s, 0) as StackedView,
      v1 = viewOf(s, 1) as StackedView;
    assert.deepEqual(
      v0.seats[0].deck.map((t) => t?.id),
      [tile('2 of suns', 0), tile('5 of suns', 0)],
    );
    assert.deepEqual(
      v0.seats[0].reserve.map((t) => t?.piece),
      [
        { kind: 'tile', pack: 0, suit: 'arms', rank: 'ace' },
        { kind: 'tile', pack: 0, suit: 'arms', rank: 'null' },
      ],
    );
    assert.deepEqual(v0.seats[1].deck, [null, null]);
    assert.deepEqual(v0.seats[1].reserve, [null]);
    assert.deepEqual(v1.seats[0].deck, [null, null]);
    assert.deepEqual(
      v0.seats.map((x) => x.table.map((t) => t.id)),
      [[tile('3 of suns', 0)], [tile('3 of moons', 1)]],
    );
    assert.deepEqual(v1.seats[0].hand, v0.seats[0].hand, 'coins are public');
    assert.deepEqual(
      v0.seats[1].hand.map((c) => [c.suit, c.value, c.up]),
      [
        ['suns', 'null', 'suit'],
        ['moons', 'ace', 'value'],
      ],
    );
    assert.deepEqual([v0.playerA, v0.buyer, v0.phase, v0.window], [0, 1, 'buy', 0]);
    const spectator = viewOf(s, null) as StackedView;
    assert.ok(spectator.seats.every((x) => [...x.deck, ...x.reserve].every((t) => t === null)));
    assert.deepEqual(JSON.parse(JSON.stringify(v0)), v0, 'a view is plain JSON');
  });

  it('bought actions are public once bought, with the coins shown for them', () => {
    const s = buy(position(), 'suns-ace');
    const v0 = viewOf(s, 0) as StackedView;
    assert.deepEqual(
      v0.effects.map((e) => [e.seat, e.cell, e.coins.length]),
      [[1, 'suns-ace', 2]],
    );
    assert.equal(v0.seats[1].bought, 1);
  });
});

describe('Stacked Deck War: refused decisions', () => {
  it('a decision out of turn, a flip while a decision is due, a decision when a flip is due', () => {
    const s = position();
    assert.equal(refused(s, { type: 'stacked/pass', seat: 0 }, 'not-your-turn').length > 0, true);
    assert.match(refused(s, { type: 'flip' }), /waiting for seat 2/);
    refused(s, { type: 'stacked/bonus', seat: 1, tile: 'war' });
    refused(s, { type: 'steal/steal', seat: 1 });
    refused(s, { type: 'stacked/buy', seat: 1, suit: 'spades', value: 'ace', coins: [] });
    refused(s, { type: 'stacked/buy', seat: 1, suit: 'suns', value: '2', coins: s.hands[1] });
    refused(s, { type: 'stacked/pass', seat: 7 });
    refused(s, undefined);
    const collecting = buy(buy(s, 'suns-ace'), 'suns-2');
    assert.equal(collecting.phase, 'collect');
    refused(collecting, { type: 'stacked/pass', seat: 0 });
  });

  it('nothing is accepted once the game is over', () => {
    let s = setup({ decks: [['3 of suns'], ['4 of moons']], coins: [[], []], first: 0 });
    s = flip(flip(s));
    assert.equal(s.phase, 'over');
    refused(s, { type: 'flip' }, 'game-over');
    assert.equal(step(s, { type: 'stacked/pass', seat: 0 }).ok, false);
  });

  it('a refused choice inside an effect leaves the effect waiting for a proper one', () => {
    let s = buy(
      flip(
        setup({
          decks: [
            ['3 of suns', '2 of suns'],
            ['3 of moons', '4 of moons'],
          ],
          coins: [wallet('crowns-3'), []],
          first: 0,
        }),
      ),
      'crowns-3',
    );
    refused(s, { type: 'stacked/rps', seat: 0, hand: 'lizard' });
    refused(s, { type: 'stacked/rps', seat: 1, hand: 'rock' }, 'not-your-turn');
    refused(s, { type: 'stacked/guess', seat: 0, value: '3', suit: 'suns' });
    s = go(s, { type: 'stacked/rps', seat: 0, hand: 'rock' });
    assert.equal(s.await?.kind, 'rps');
  });
});
