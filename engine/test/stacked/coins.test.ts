// Coins in Stacked Deck War: dropped sides never flipped, a suit coin and a value coin per action, and variations 1 and 2.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { pending } from '../../src/index.ts';
import { go, newStacked, refused, setup, tile, waiting } from './helpers.ts';
import { randomArrangement } from '../../src/stacked/random.ts';
import { seedRng } from '../../src/rng.ts';

const decks = (): string[][] => [
  ['3 of suns', '2 of suns'],
  ['4 of moons', '2 of moons'],
];

/** Both arrangements made at random, so the coins are dropped. */
function started(options: Record<string, unknown>, seed: number) {
  let s = newStacked(options, seed);
  s = go(s, randomArrangement(0, seedRng(seed)));
  return go(s, randomArrangement(1, seedRng(seed + 1)));
}

describe('Stacked Deck War: coins', () => {
  it("each player's 24 coins are dropped at random, suit side or value side up, from the game's stream", () => {
    const s = started({}, 5);
    assert.deepEqual(
      s.hands.map((h) => h.slice().sort((a, b) => a - b)),
      [0, 1].map((p) => Array.from({ length: 24 }, (_, i) => p * 24 + i)),
    );
    assert.ok(s.coinUp.every((u) => u === 0 || u === 1));
    const ups = s.coinUp.filter((u) => u === 1).length;
    assert.ok(ups > 10 && ups < 38, `about half land value side up (${ups} of 48)`);
    assert.deepEqual(started({}, 5).coinUp, s.coinUp, 'the same seed drops the same way');
    assert.notDeepEqual(started({}, 6).coinUp, s.coinUp);
  });

  it('an action takes a coin showing its suit and a different coin showing its value', () => {
    const s = flip1({ coins: [['null of suns suit-up', 'ace of moons value-up', 'ace of crowns suit-up'], []] });
    const suns = tile('null of suns', 0),
      ace = tile('ace of moons', 0),
      crownsUp = tile('ace of crowns', 0);
    go(s, { type: 'stacked/buy', seat: 0, suit: 'suns', value: 'ace', coins: [suns, ace] });
    assert.match(refused(s, { type: 'stacked/buy', seat: 0, suit: 'suns', value: 'ace', coins: [ace, suns] }), /never flipped/);
    assert.match(
      refused(s, { type: 'stacked/buy', seat: 0, suit: 'crowns', value: 'ace', coins: [crownsUp, crownsUp] }),
      /two different coins/,
    );
    refused(s, { type: 'stacked/buy', seat: 0, suit: 'crowns', value: 'ace', coins: [crownsUp] });
    assert.match(
      refused(s, { type: 'stacked/buy', seat: 0, suit: 'suns', value: 'ace', coins: [suns, tile('ace of moons', 1)] }),
      /not in your hand/,
    );
    const buys = pending(s)!.actions!.filter((a) => a.type === 'stacked/buy');
    assert.deepEqual(buys, [
      { type: 'stacked/buy', seat: 0, suit: 'suns', value: 'ace', coins: [suns, ace] },
      { type: 'stacked/buy', seat: 0, suit: 'crowns', value: 'ace', coins: [crownsUp, ace] },
    ]);
  });

  it('spent coins go to one spent pile and keep the side they lay on', () => {
    let s = flip1({ coins: [['null of suns suit-up', 'ace of moons value-up'], []] });
    s = go(s, { type: 'stacked/buy', seat: 0, suit: 'suns', value: 'ace', coins: [tile('null of suns', 0), tile('ace of moons', 0)] });
    assert.deepEqual(s.spent, [tile('null of suns', 0), tile('ace of moons', 0)]);
    assert.deepEqual(s.hands[0], []);
    assert.equal(s.coinUp[tile('null of suns', 0)], 0);
  });

  it('variation 1 (coin-sides chosen): nothing is dropped, and a coin may be spent as its suit or as its value', () => {
    const s = started({ coinSides: 'chosen' }, 3);
    assert.ok(
      s.coinUp.every((u) => u === -1),
      'no coin lies on a side',
    );
    const t = flip1({ coins: [['3 of suns', 'ace of crowns'], []] }, { coinSides: 'chosen' });
    const c3 = tile('3 of suns', 0),
      ca = tile('ace of crowns', 0);
    const buys = pending(t)!.actions!.filter((a) => a.type === 'stacked/buy');
    assert.deepEqual(buys, [
      { type: 'stacked/buy', seat: 0, suit: 'suns', value: 'ace', coins: [c3, ca] },
      { type: 'stacked/buy', seat: 0, suit: 'crowns', value: '3', coins: [ca, c3] },
    ]);
    go(t, buys[1]);
    assert.match(refused(t, { type: 'stacked/buy', seat: 0, suit: 'suns', value: '3', coins: [c3, c3] }), /two different coins/);
  });

  it('variation 2 (one coin per action): the coin of the cell pays alone, whichever side lies up', () => {
    const t = flip1({ coins: [['ace of suns value-up', '3 of crowns suit-up'], []] }, { coinsPerAction: 1 });
    const sa = tile('ace of suns', 0),
      c3 = tile('3 of crowns', 0);
    const buys = pending(t)!.actions!.filter((a) => a.type === 'stacked/buy');
    assert.deepEqual(buys, [
      { type: 'stacked/buy', seat: 0, suit: 'suns', value: 'ace', coins: [sa] },
      { type: 'stacked/buy', seat: 0, suit: 'crowns', value: '3', coins: [c3] },
    ]);
    assert.equal(go(t, buys[0]).outcome?.winner, 0);
    assert.match(refused(t, { type: 'stacked/buy', seat: 0, suit: 'suns', value: '3', coins: [sa] }), /both the suit and the value/);
    refused(t, { type: 'stacked/buy', seat: 0, suit: 'suns', value: 'ace', coins: [sa, c3] });
  });
});

/** Seat 0 is Player A with 3 against 4 and the given coins; seat 1 has none. */
function flip1(extra: { coins: string[][] }, options: Record<string, unknown> = {}) {
  const s = go(setup({ decks: decks(), ...extra, first: 0 }, options), { type: 'flip' });
  assert.equal(waiting(s), '0:buy');
  return s;
}
