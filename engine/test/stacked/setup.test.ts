// Setting up Stacked Deck War: arranging deck and reserve (or variation 3's shuffle), coins after arranging, prepared setups.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { createGame, pending, viewOf } from '../../src/index.ts';
import { stackedDeal } from '../../src/stacked/prepared.ts';
import type { StackedView } from '../../src/stacked/view.ts';
import { act, flip, go, newStacked, ofType, refused } from './helpers.ts';

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('Stacked Deck War: setup', () => {
  it('each player arranges all 24 tiles of its pack: 18 in the deck and 6 in the reserve, in any order', () => {
    let s = newStacked({}, 9);
    assert.equal(s.phase, 'arrange');
    assert.deepEqual(pending(s), { seat: 0, kind: 'arrange', actions: null });
    const deck1 = range(24, 24).reverse().slice(0, 18),
      reserve1 = range(24, 6).reverse();
    s = go(s, { type: 'stacked/arrange', seat: 1, deck: deck1, reserve: reserve1 });
    assert.deepEqual(pending(s)?.seat, 0, 'either seat may arrange first; seat 0 is still to arrange');
    assert.ok(
      s.coinUp.every((u) => u === -1),
      'coins are dropped only after both have arranged',
    );
    const deck0 = [5, 11, 17, 23, ...range(0, 5), ...range(6, 5), ...range(12, 4)],
      reserve0 = [16, 18, 19, 20, 21, 22];
    const r = act(s, { type: 'stacked/arrange', seat: 0, deck: deck0, reserve: reserve0 });
    s = r.state;
    assert.deepEqual(ofType(r.events, 'stacked/arranged'), [{ type: 'stacked/arranged', seat: 0 }]);
    assert.equal(ofType(r.events, 'stacked/coins-dropped').length, 1);
    assert.equal(ofType(r.events, 'stacked/first-player').length, 1);
    assert.equal(s.phase, 'reveal');
    assert.deepEqual([s.decks[0], s.reserves[0]], [deck0, reserve0]);
    s = flip(s);
    assert.deepEqual(s.table, [[5], [47]], 'the arranged tops are the first playtiles');
  });

  it('an arrangement that is not exactly the own pack split 18 and 6 is refused', () => {
    const s = newStacked({}, 9);
    const deck = range(0, 18),
      reserve = range(18, 6);
    refused(s, { type: 'stacked/arrange', seat: 0, deck: deck.slice(1), reserve: [...reserve, 0] });
    refused(s, { type: 'stacked/arrange', seat: 0, deck: [...deck.slice(1), 24], reserve });
    refused(s, { type: 'stacked/arrange', seat: 0, deck: [...deck.slice(1), 1], reserve });
    refused(s, { type: 'stacked/arrange', seat: 0, deck: 'all', reserve });
    refused(s, { type: 'flip' });
    const t = go(s, { type: 'stacked/arrange', seat: 0, deck, reserve });
    refused(t, { type: 'stacked/arrange', seat: 0, deck, reserve });
  });

  it("while arranging, a player sees its own pack and nothing of the other's", () => {
    let s = newStacked({}, 9);
    s = go(s, { type: 'stacked/arrange', seat: 0, deck: range(0, 24).reverse().slice(0, 18), reserve: range(0, 6).reverse() });
    const v1 = viewOf(s, 1) as StackedView,
      v0 = viewOf(s, 0) as StackedView;
    assert.ok(v1.seats[0].deck.every((t) => t === null) && v1.seats[0].reserve.every((t) => t === null));
    assert.ok(
      v1.seats[1].deck.every((t) => t !== null),
      'seat 1 holds its own pack',
    );
    assert.deepEqual(
      v0.seats[0].deck.map((t) => t?.id),
      range(6, 18).reverse(),
    );
  });

  it('variation 3 (arrange shuffled): no arranging; each pack is shuffled into 18 and 6 and nobody knows the order', () => {
    const s = newStacked({ arrange: 'shuffled' }, 4);
    assert.equal(s.phase, 'reveal');
    for (const seat of [0, 1]) {
      assert.equal(s.decks[seat].length, 18);
      assert.equal(s.reserves[seat].length, 6);
      assert.deepEqual(
        [...s.decks[seat], ...s.reserves[seat]].sort((a, b) => a - b),
        range(seat * 24, 24),
      );
    }
    assert.ok(s.knows.every((k) => k === 0));
    assert.notDeepEqual(s.decks[0], range(0, 18), 'shuffled');
    assert.deepEqual(newStacked({ arrange: 'shuffled' }, 4).decks, s.decks, 'from the seed');
    assert.ok((viewOf(s, 0) as StackedView).seats[0].deck.every((t) => t === null));
  });

  it('prepared setups are checked: names, duplicates, sides of dropped coins', () => {
    const bad = (deal: unknown) => {
      const g = createGame({ variant: 'stacked-deck' }, 1, deal as never);
      assert.equal(g.ok, false, JSON.stringify(deal));
    };
    bad(stackedDeal({ decks: [['7 of suns'], ['3 of moons']] }));
    bad(stackedDeal({ decks: [['3 of suns', '3 of suns'], ['3 of moons']] }));
    bad(stackedDeal({ decks: [[], ['3 of moons']] }));
    bad(stackedDeal({ decks: [['3 of suns'], ['3 of moons']], coins: [['3 of suns'], []] }));
    bad([['deck 3 of suns'], ['deck 3 of moons'], ['first 2']]);
    bad([['deck 3 of suns']]);
    bad('nonsense');
    const g = createGame(
      { variant: 'stacked-deck', coinSides: 'chosen' },
      1,
      stackedDeal({ decks: [['3 of suns'], ['3 of moons']], coins: [['3 of suns'], []] }),
    );
    assert.ok(g.ok, 'sides chosen at spending need no side word');
  });
});
