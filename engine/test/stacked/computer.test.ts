// The computer players of Stacked Deck War: legal play, decisions only from what the seat knows, speed, and strength.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { applyInPlace, autoAction, createGame, pending, seedRng, type Action } from '../../src/index.ts';
import { strongAction, strongArrangement } from '../../src/stacked/computer.ts';
import { determinize } from '../../src/stacked/determinize.ts';
import { randomAction } from '../../src/stacked/random.ts';
import type { StackedState } from '../../src/stacked/state.ts';
import { valueOf } from '../../src/stacked/tiles.ts';
import { gameCap, gameName } from '../caps.ts';
import { asStacked, buy, flip, go, setup, tile, waiting, wallet } from './helpers.ts';

function game(seats: string, seed: number, options: Record<string, unknown> = {}): StackedState {
  const g = createGame({ variant: 'stacked-deck', seats, ...options }, seed);
  if (!g.ok) assert.fail(g.error.message);
  return asStacked(g.value);
}

describe('Stacked Deck War: computer players', () => {
  it('the random player picks each listed decision uniformly, and arranges its own pack at random', () => {
    const s = buy(
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
    const counts: Record<string, number> = {};
    for (let i = 0; i < 600; i++) {
      const a = randomAction(s, 0, seedRng(i)) as { hand: string };
      counts[a.hand] = (counts[a.hand] ?? 0) + 1;
    }
    for (const hand of ['rock', 'paper', 'scissors']) assert.ok(counts[hand] > 150, `${hand}: ${counts[hand]} of 600`);
    const fresh = game('computer:random,computer:random', 3);
    const arrangement = randomAction(fresh, 0, seedRng(1));
    assert.equal(go(fresh, arrangement).arranged[0], true);
    assert.notDeepEqual(randomAction(fresh, 0, seedRng(2)), arrangement);
  });

  it('the strong player keeps its six lowest tiles in the reserve and shuffles its deck', () => {
    const a = strongArrangement(0, seedRng(1)) as { deck: number[]; reserve: number[] };
    assert.deepEqual(a.reserve.map(valueOf).sort(), [1, 1, 1, 1, 2, 2]);
    const b = strongArrangement(0, seedRng(2)) as { deck: number[] };
    assert.notDeepEqual(a.deck, b.deck);
  });

  it('the strong player makes every kind of decision legally, in every variation', () => {
    const kinds = new Set<string>();
    const variations = [{}, { coinSides: 'chosen' }, { coinsPerAction: 1 }, { arrange: 'shuffled' }];
    for (let g = 0; g < 4; g++) {
      const s = game(g % 2 ? 'computer,computer:random' : 'computer:random,computer', 100 + g, variations[g]);
      const strong = g % 2 ? 0 : 1;
      for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
        const p = pending(s)!;
        if (p.seat === strong) kinds.add(p.kind);
        assert.equal(applyInPlace(s, a, null), null, `${p.kind}: ${JSON.stringify(a)}`);
      }
      assert.ok(s.result);
    }
    for (const kind of ['arrange', 'buy', 'rps', 'name-suit']) assert.ok(kinds.has(kind), `played a ${kind} decision`);
  });

  it('with coin sides chosen, the strong player pays with two coins that work, even when its preferred suit coin is the only one showing the value', () => {
    // Seed 1 (shuffled decks) once made it offer [suit coin, -1] for crowns-3: its own crowns-3 coin was taken as the suit coin.
    for (let seed = 1; seed <= 4; seed++) {
      const s = game('computer,computer:random', seed, { coinSides: 'chosen', arrange: 'shuffled' });
      for (let a = autoAction(s, true); a !== null; a = autoAction(s, true))
        assert.equal(applyInPlace(s, a, null), null, `seed ${seed}: ${JSON.stringify(a)}`);
      assert.ok(s.result);
    }
  });

  it('the strong player decides only from what its seat may know (reshuffling the unseen changes nothing), and never changes the state', () => {
    let checked = 0;
    for (let g = 0; g < 3; g++) {
      const s = game('computer,computer:random', 200 + g);
      for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
        const p = pending(s)!;
        if (p.seat === 0 && checked < 30 && (p.kind === 'buy' || p.kind === 'name-suit' || p.kind === 'guess')) {
          const before = JSON.stringify(s);
          const mine = strongAction(s, 0, seedRng(checked));
          assert.equal(JSON.stringify(s), before, 'thinking leaves the game as it was');
          const imagined = determinize(s, 0, seedRng(9999 + checked));
          assert.deepEqual(strongAction(imagined, 0, seedRng(checked)), mine);
          checked++;
        }
        applyInPlace(s, a, null);
      }
    }
    assert.ok(checked >= 15, `checked ${checked} decisions`);
  });

  it('the strong player guesses a reserve tile it knows (its own old reserve, after Arms-5)', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['3 of moons', '4 of moons'],
        ],
        reserves: [['ace of arms'], ['4 of crowns', '2 of crowns']],
        coins: [wallet('arms-5'), wallet('crowns-null')],
        first: 0,
      }),
    );
    s = buy(buy(s, 'crowns-null'), 'arms-5');
    assert.equal(waiting(s), '1:guess');
    assert.deepEqual(strongAction(s, 1, seedRng(1)), { type: 'stacked/guess', seat: 1, value: '4', suit: 'crowns' });
  });

  it('with value-only guesses the strong player names the value of the tile it knows', () => {
    let s = flip(
      setup(
        {
          decks: [
            ['3 of suns', '2 of suns'],
            ['3 of moons', '4 of moons'],
          ],
          reserves: [['ace of arms'], ['4 of crowns', '2 of crowns']],
          coins: [wallet('arms-5'), wallet('crowns-null')],
          first: 0,
        },
        { guess: 'value' },
      ),
    );
    s = buy(buy(s, 'crowns-null'), 'arms-5');
    assert.deepEqual(strongAction(s, 1, seedRng(1)), { type: 'stacked/guess', seat: 1, value: '4' });
  });

  it('the strong player gives away the spent coins least useful to the receiver (Arms-2)', () => {
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['3 of moons', '4 of moons'],
        ],
        coins: [[...wallet('arms-2'), 'null of suns value-up', '2 of moons value-up'], []],
        spent: ['3 of crowns #2 suit-up', '4 of arms #2 suit-up', '5 of suns #2 value-up', 'ace of moons #2 value-up'],
        first: 0,
      }),
    );
    s = buy(s, 'arms-2');
    assert.equal(waiting(s), '1:give');
    const a = strongAction(s, 1, seedRng(1)) as { coins: number[] };
    assert.deepEqual(
      a.coins.slice().sort(),
      [tile('5 of suns', 1), tile('ace of moons', 1)].sort(),
      'value coins: the receiver has no suit coin to pair them with',
    );
  });

  it('the strong player saves its Suns-Ace for the war, where it wins four tiles instead of two', () => {
    // The last tiles: 3 against 3 now, then its own 2 (which it knows) against an unknown 5.
    let s = flip(
      setup({
        decks: [
          ['3 of suns', '2 of suns'],
          ['3 of moons', '5 of moons'],
        ],
        coins: [wallet('suns-ace'), []],
        first: 0,
      }),
    );
    assert.equal(waiting(s), '0:buy');
    const now = strongAction(s, 0, seedRng(1));
    assert.deepEqual(now, { type: 'stacked/pass', seat: 0 });
    s = flip(go(s, now));
    assert.equal(waiting(s), '0:buy');
    const later = strongAction(s, 0, seedRng(2));
    const shown = later as { type: string; suit?: string; value?: string };
    assert.deepEqual([shown.type, shown.suit, shown.value], ['stacked/buy', 'suns', 'ace']);
    s = flip(go(s, later));
    assert.deepEqual(s.result?.winners, [0]);
  });

  it('the strong player keeps its coins when the round is won anyway', () => {
    const s = flip(
      setup({
        decks: [
          ['5 of suns', '2 of suns', '4 of suns', '3 of suns'],
          ['2 of moons', '5 of moons', '4 of moons', '3 of moons'],
        ],
        coins: [wallet('suns-ace', 'suns-2'), []],
        first: 0,
      }),
    );
    assert.equal(waiting(s), '0:buy');
    assert.deepEqual(strongAction(s, 0, seedRng(1)), { type: 'stacked/pass', seat: 0 });
  });

  // How long a decision takes is measured by `npm run bench` (scripts/benches/computer.js), never asserted here.
  it('the strong player beats the random player (20 seeded games, seats swapped)', () => {
    let won = 0,
      lost = 0;
    for (let g = 0; g < 20; g++) {
      const strong = g % 2;
      const s = game(strong === 0 ? 'computer,computer:random' : 'computer:random,computer', 300 + g);
      const tick = gameCap(gameName(300 + g, s.options), { actions: 3000 });
      for (;;) {
        tick();
        if (!pending(s)) break;
        const a: Action = autoAction(s, true)!;
        applyInPlace(s, a, null);
      }
      if (s.result!.winners[0] === strong) won++;
      else if (!s.result!.draw) lost++;
    }
    assert.ok(won >= 17, `won ${won}, lost ${lost}`);
  });
});
