// The documented choices where the Stacked Deck War text is silent (docs/stacked-deck.md), each pinned by a position.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { act, buy, flip, go, ofType, setup, tile, waiting, wallet } from './helpers.ts';

const decks = (): string[][] => [
  ['3 of suns', '2 of suns', '4 of suns', '5 of suns'],
  ['3 of moons', '2 of moons', '4 of moons', '5 of moons'],
];

describe('Stacked Deck War: documented choices', () => {
  it('once the round is decided, later effects that only change values do nothing', () => {
    let s = flip(setup({ decks: decks(), coins: [wallet('suns-ace'), wallet('suns-3')], first: 0 }));
    s = buy(s, 'suns-3');
    const r = act(s, { type: 'stacked/buy', seat: 0, suit: 'suns', value: 'ace', coins: s.hands[0].slice(0, 2) });
    assert.deepEqual(
      ofType(r.events, 'stacked/effect').map((e) => [e.seat, e.idle]),
      [
        [0, false],
        [1, true],
      ],
    );
    assert.deepEqual(r.state.play, [3, 3]);
    assert.equal(r.state.spent.length, 4, "the idle effect's coins are spent all the same");
  });

  it('once the round is decided, a Null cell still reveals its reserve tile (but adds nothing), and it is removed', () => {
    let s = flip(setup({ decks: decks(), reserves: [[], ['ace of crowns']], coins: [wallet('suns-ace'), wallet('suns-null')], first: 0 }));
    s = buy(buy(s, 'suns-null'), 'suns-ace');
    assert.deepEqual(s.revealed[1], [tile('ace of crowns', 1)]);
    assert.deepEqual(s.play, [3, 3]);
    s = flip(s);
    assert.equal(s.removed[0].length, 3);
  });

  it('once the round is decided, Crowns-Null reveals the tile without a guess', () => {
    let s = flip(setup({ decks: decks(), reserves: [['4 of arms'], []], coins: [wallet('suns-ace'), wallet('crowns-null')], first: 0 }));
    s = buy(buy(s, 'crowns-null'), 'suns-ace');
    assert.equal(s.phase, 'collect');
    assert.deepEqual(s.revealed[0], [tile('4 of arms', 0)]);
  });

  it('a Moons cell reached through Arms-Null before any war does nothing (there is no wartile)', () => {
    let s = flip(setup({ decks: decks(), coins: [wallet('arms-null'), []], first: 0, dice: [4] }));
    s = buy(s, 'arms-null');
    const r = act(s, { type: 'stacked/name-suit', seat: 1, suit: 'moons' });
    assert.deepEqual(ofType(r.events, 'stacked/effect').slice(-1)[0], { type: 'stacked/effect', seat: 0, cell: 6 + 4, idle: true });
    assert.deepEqual(r.state.play, [3, 3]);
    assert.equal(r.state.phase, 'war');
  });

  it("an effect that finds nothing to act on does nothing: B's Suns-Null after A switched reserves away", () => {
    let s = flip(setup({ decks: decks(), reserves: [[], ['ace of crowns']], coins: [wallet('arms-5'), wallet('suns-null')], first: 0 }));
    s = buy(buy(s, 'suns-null'), 'arms-5');
    assert.deepEqual(s.reserves, [[tile('ace of crowns', 1)], []]);
    assert.deepEqual(s.revealed, [[], []]);
    assert.deepEqual(s.play, [3, 3]);
  });

  it('Arms-2 with an empty spent pile gives nothing; with one spent coin, one', () => {
    let s = flip(setup({ decks: decks(), coins: [wallet('arms-2'), []], first: 0 }));
    s = buy(s, 'arms-2');
    assert.equal(s.phase, 'war', 'no decision for the opponent: nothing to give');
    s = flip(setup({ decks: decks(), coins: [wallet('arms-2'), []], spent: ['5 of arms #2 suit-up'], first: 0 }));
    s = buy(s, 'arms-2');
    assert.deepEqual(s.await, { kind: 'give', seat: 1, to: 0, count: 1 });
    s = go(s, { type: 'stacked/give', seat: 1, coins: [tile('5 of arms', 1)] });
    assert.deepEqual(s.gifts[0], [tile('5 of arms', 1)]);
  });

  it('Crowns-4\'s "lowest wins" lasts through the wars of the same round', () => {
    let s = flip(
      setup({
        decks: [
          ['2 of suns', '2 of arms', '4 of suns'],
          ['3 of moons', '5 of moons', '4 of moons'],
        ],
        coins: [wallet('crowns-4'), []],
        first: 0,
      }),
    );
    s = buy(s, 'crowns-4');
    assert.deepEqual(s.play, [3, 3]);
    s = flip(s);
    assert.deepEqual(s.war, [2, 5]);
    assert.deepEqual(s.outcome, { winner: 0, why: 'lower' });
    s = flip(s);
    assert.equal(s.lowestWins, false, 'the next round compares high again');
  });

  it('the ties of a Crowns-3 contest count for that contest only', () => {
    let s = flip(setup({ decks: decks(), coins: [wallet('crowns-3'), wallet('crowns-3')], first: 0 }));
    s = buy(buy(s, 'crowns-3'), 'crowns-3');
    assert.equal(waiting(s), '0:rps', "A's contest is played first");
    for (const [seat, hand] of [
      [0, 'rock'],
      [1, 'rock'],
      [0, 'rock'],
      [1, 'paper'],
    ] as const)
      s = go(s, { type: 'stacked/rps', seat, hand });
    assert.deepEqual(s.play, [3, 5], "B won A's contest after one tie: 1 + 1");
    assert.equal(waiting(s), '1:rps', "then B's contest");
    s = go(s, { type: 'stacked/rps', seat: 1, hand: 'scissors' });
    s = go(s, { type: 'stacked/rps', seat: 0, hand: 'rock' });
    assert.deepEqual(s.play, [4, 5], "A won B's contest with no tie: 1");
  });

  it('Crowns-2 with fewer than three tiles looks at those there are; one tile needs no decision', () => {
    let s = flip(
      setup(
        {
          decks: [
            ['3 of suns', '2 of suns', '4 of suns'],
            ['3 of moons', '2 of moons'],
          ],
          coins: [wallet('crowns-2'), []],
          first: 0,
          dice: [2],
        },
        { arrange: 'shuffled' },
      ),
    );
    s = buy(s, 'crowns-2');
    assert.deepEqual(s.await, { kind: 'rearrange', seat: 0, count: 2 });
    s = flip(
      setup(
        {
          decks: [
            ['3 of suns', '2 of suns', '4 of suns'],
            ['3 of moons', '2 of moons'],
          ],
          coins: [wallet('crowns-2'), []],
          first: 0,
          dice: [1],
        },
        { arrange: 'shuffled' },
      ),
    );
    s = buy(s, 'crowns-2');
    assert.equal(s.await, null);
    assert.equal(s.knows[tile('2 of moons', 1)], 2, 'seat 1 has looked at its only tile');
  });

  it('Arms-3 moves the tiles there are, and does not ask an opponent whose deck is empty', () => {
    let s = flip(setup({ decks: [['3 of suns', '2 of suns'], ['4 of moons']], coins: [wallet('arms-3'), []], first: 0 }));
    s = buy(s, 'arms-3');
    assert.deepEqual(s.reserves[0], [tile('2 of suns', 0)]);
    assert.equal(s.phase, 'collect');
  });
});
