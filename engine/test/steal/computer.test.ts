// Steal War computer players: legal and reproducible, blind to hidden cards, quick, sensible, and better than random.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import { applyInPlace, autoAction, computerAction, createGame, pending, seedRng, shuffleInPlace, step } from '../../src/index.ts';
import { playOutCapped } from '../caps.ts';
import { STEAL_RULES } from '../../src/steal/rules.ts';
import type { StealState } from '../../src/steal/state.ts';
import { act, asSteal, names, play, seededGame, stealFrom, stealGame, topCard } from './helpers.ts';
import { runs } from '../../../scripts/test-size.ts';

/** A game advanced by computers to its `at`-th decision (null if it ended first). */
function atDecision(options: Record<string, unknown>, seed: number, at: number): StealState | null {
  const s = seededGame({ seats: 'computer:random,computer:random', ...options }, seed);
  let decisions = 0;
  for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
    if (pending(s)!.seat >= 0 && decisions++ === at) return s;
    applyInPlace(s, a, null);
  }
  return null;
}

/** Shuffles every card the deciding seat cannot know (packets, other hands, face-down cards, cards aside) among those places. */
function scrambleHidden(s: StealState, seat: number, seed: number): StealState {
  const t = asSteal(JSON.parse(JSON.stringify(s)));
  const slots: { get: () => number; set: (id: number) => void }[] = [];
  t.packets.forEach((packet) => packet.forEach((_, i) => slots.push({ get: () => packet[i], set: (id) => (packet[i] = id) })));
  t.hands.forEach((h, i) => {
    if (i !== seat && h >= 0 && !t.guarded[i]) slots.push({ get: () => t.hands[i], set: (id) => (t.hands[i] = id) });
  });
  t.table.forEach((play) => {
    if (!play.up) slots.push({ get: () => play.piece, set: (id) => (play.piece = id) });
  });
  t.aside.forEach((_, i) => slots.push({ get: () => t.aside[i], set: (id) => (t.aside[i] = id) }));
  const ids = slots.map((x) => x.get());
  shuffleInPlace(seedRng(seed), ids);
  slots.forEach((x, i) => x.set(ids[i]));
  return t;
}

describe('Steal War computer players', () => {
  it('computer:random picks among the legal actions, drawing only on the stream it is given', () => {
    const s = stealGame([
      ['9 of hearts', '4', '5', '6'],
      ['K', '6', '8', '7'],
      ['2', '3'],
      ['J', 'Q', '9 of spades'],
    ]);
    const legal = pending(s)!.actions!;
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const a = STEAL_RULES.computer(s, 0, 'computer:random', seedRng(seed));
      assert.ok(legal.some((l) => JSON.stringify(l) === JSON.stringify(a)));
      assert.deepEqual(STEAL_RULES.computer(s, 0, 'computer:random', seedRng(seed)), a, 'the same stream gives the same choice');
      seen.add(JSON.stringify(a));
    }
    assert.equal(seen.size, 2, 'both the play and the steal come up');
  });

  it('thinking never changes the game: the state, its random stream included, is untouched', () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = atDecision({}, seed, 5);
      if (!s) continue;
      const before = JSON.stringify(s);
      computerAction(s, pending(s)!.seat, 'computer');
      computerAction(s, pending(s)!.seat, 'computer:random');
      assert.equal(JSON.stringify(s), before);
    }
  });

  it('the strong player decides only from what its seat may know', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.nat({ max: 60 }),
        fc.integer({ min: 2, max: 4 }),
        fc.nat(),
        (seed, at, players, mix) => {
          const s = atDecision({ players, seats: Array(players).fill('computer:random').join(',') }, seed, at);
          if (!s) return;
          const seat = pending(s)!.seat;
          const a = STEAL_RULES.computer(s, seat, 'computer', seedRng(1));
          const t = scrambleHidden(s, seat, mix);
          assert.deepEqual(STEAL_RULES.computer(t, seat, 'computer', seedRng(1)), a);
        },
      ),
      { numRuns: runs(500) },
    );
  });

  it('steals a big pile with a card too weak to win the battle', () => {
    const s = stealGame([['2 of hearts', '4', '5', '6'], ['K', '6', '8', '7'], ['3'], ['J', 'Q', '10', '9', '8', '7', '5', '2 of spades']]);
    assert.deepEqual(computerAction(s, 0, 'computer'), stealFrom(0, 1));
  });

  it('keeps a joker for a war of ten rather than steal a one-card pile with it', () => {
    let s = stealGame([
      ['7', '2', '3', '4', 'red joker', '5', '6', '8'],
      ['7 of hearts', '3', '4', '5', '2', '6', '8', '9'],
      [],
      ['black joker'],
    ]);
    s = act(s, play(0)).state;
    assert.equal(s.depth, 1);
    assert.deepEqual(names(s, [s.hands[0]]), ['joker']);
    assert.deepEqual(computerAction(s, 0, 'computer'), play(0));
  });

  it('puts on top a won card whose rank nobody else can still hold', () => {
    // Every other 5 lies in seat 0's own pile; three kings are still unseen.
    let s = stealGame([['K', '9', '10', 'J'], ['5 of hearts', 'Q', '2', '3'], ['5 of spades', '5 of diamonds', '5 of clubs', '4'], []]);
    s = act(s, play(1)).state;
    assert.deepEqual(computerAction(s, 0, 'computer'), topCard(s, '5'));
  });

  it('beats the random player clearly (300 seeded games, seats swapped)', () => {
    let won = 0;
    let decided = 0;
    for (let i = 0; i < 300; i++) {
      const strong = i % 2;
      const g = createGame(
        { variant: 'steal-war', seats: strong === 0 ? 'computer,computer:random' : 'computer:random,computer' },
        1000 + i,
      );
      assert.ok(g.ok);
      const r = playOutCapped(g.value).result!;
      if (r.draw) continue;
      decided++;
      if (r.winners.includes(strong)) won++;
    }
    assert.ok(won / decided > 0.7, `won ${won} of ${decided}`);
  });

  it('its actions are always accepted by the reducer', () => {
    for (let seed = 0; seed < 50; seed++) {
      let s = seededGame(
        {
          players: 2 + (seed % 3),
          seats: 'computer,computer,computer,computer'
            .split(',')
            .slice(0, 2 + (seed % 3))
            .join(','),
        },
        seed,
      );
      for (let i = 0; i < 200 && s.phase !== 'over'; i++) {
        const r = step(s, autoAction(s, true)!);
        assert.ok(r.ok, !r.ok ? r.error.message : '');
        s = asSteal(r.value.state);
      }
    }
  });
});
