// What research needs from the simulator: every distinct deal exactly once (checked by brute force on small decks, with and
// without mirrors), pieces given to a seat, the turns figure, and a published result reproduced (the four aces).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import {
  applyInPlace,
  autoAction,
  createGame,
  dealSpace,
  emptyTally,
  parseGive,
  resolveOptions,
  seedRng,
  simulate,
  startSimulation,
  type GameEvent,
  type WarOptions,
  type WarState,
} from '../../src/index.ts';
import { countResult } from '../../src/sim/simulate.ts';
import { dealGiven } from '../../src/sim/give.ts';
import { rankName } from '../../src/pieces.ts';
import { rulesOf } from '../../src/rules.ts';

function warOptions(input: Record<string, unknown>): WarOptions {
  const r = resolveOptions(input);
  if (!r.ok || r.value.family !== 'war') return assert.fail(JSON.stringify(r));
  return r.value;
}

/** Every ordering of the deck's pieces, as rank sequences, without repeats (brute force over all id orderings). */
function distinctDeals(o: WarOptions): number[][] {
  const { rank } = rulesOf(o);
  const ids = Array.from(rank.strength.keys());
  const seen = new Set<string>();
  const out: number[][] = [];
  const permute = (prefix: number[], rest: number[]): void => {
    if (rest.length === 0) {
      const key = prefix.map((id) => rank.strength[id]).join(',');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(prefix.slice());
      }
      return;
    }
    rest.forEach((id, i) => permute([...prefix, id], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  permute([], ids);
  return out;
}

describe('simulate --exhaustive', () => {
  for (const pickup of ['naturelle', 'winner-first', 'in-order']) {
    it(`plays every distinct deal of a 3x2 deck exactly once (pickup ${pickup}), as the reducer plays them one by one`, () => {
      const input = { variant: 'war', deck: '3x2', pickup };
      const o = warOptions(input);
      const space = dealSpace(o);
      assert.ok(space.ok);
      const deals = distinctDeals(o);
      assert.equal(space.value.total, deals.length);
      assert.equal(space.value.total, 90, '6! / (2! 2! 2!)');
      assert.equal(space.value.mirror, pickup === 'winner-first', 'mirrors are played once only when the rules treat the seats alike');
      const byReducer = emptyTally(2);
      for (const ids of deals) {
        const g = createGame(input, 0, [ids.slice(0, 3), ids.slice(3)]);
        if (!g.ok) assert.fail(g.error.message);
        const s = g.value as WarState;
        const ev: GameEvent[] = [];
        let turns = 0;
        for (let a = autoAction(s, true); a !== null && applyInPlace(s, a, ev) === null; a = autoAction(s, true))
          turns += ev.splice(0).filter((e) => e.type === 'battle' || e.type === 'war').length;
        countResult(byReducer, s.result, s.tricks, turns, s.cycle?.lam ?? 0);
      }
      const sim = startSimulation(input, { games: 90, seed: 0, exhaustive: true });
      assert.ok(sim.ok);
      sim.value.run(90);
      const t = sim.value.tally();
      assert.equal(
        t.played,
        pickup === 'winner-first' ? 45 + 3 : 90,
        'with mirrors, a pair is played once (deals that are their own mirror once too)',
      );
      for (const key of ['games', 'finished', 'draws', 'cycles', 'capped', 'wins', 'byLength', 'byTurns', 'byCycle', 'tricks'] as const)
        assert.deepEqual(t[key], byReducer[key], key);
    });
  }

  it('workers take slices of the deals: two halves add up to the whole', () => {
    const whole = simulate({ variant: 'war', deck: '4x2', pickup: 'naturelle' }, { games: 2520, seed: 0, exhaustive: true });
    const a = startSimulation({ variant: 'war', deck: '4x2', pickup: 'naturelle' }, { games: 1260, seed: 0, exhaustive: true });
    const b = startSimulation(
      { variant: 'war', deck: '4x2', pickup: 'naturelle' },
      { games: 1260, seed: 0, first: 1260, exhaustive: true },
    );
    assert.ok(whole.ok && a.ok && b.ok);
    a.value.run(1260);
    b.value.run(1260);
    assert.equal(a.value.tally().finished + b.value.tally().finished, whole.value.finished);
    assert.deepEqual(
      a.value.tally().wins.map((w, i) => w + b.value.tally().wins[i]),
      whole.value.wins,
    );
  });

  it('refuses decks too large, shared unequally, or with jokers apart; and runs past the last deal', () => {
    assert.ok(!dealSpace(warOptions({ variant: 'war-cards' })).ok, 'a 52-card deck has too many deals');
    assert.ok(!dealSpace(warOptions({ variant: 'war', deck: '5x1', players: 2 })).ok, '5 cards for 2 seats');
    const past = startSimulation({ variant: 'war', deck: '3x2' }, { games: 91, seed: 0, exhaustive: true });
    assert.ok(!past.ok && /90 distinct deals/.test(past.error.message));
  });
});

describe('simulate --give', () => {
  it('S:RANKS puts those ranks in seat S at random places of an ordinary share; S=RANKS gives exactly those', () => {
    const o = warOptions({ variant: 'war-cards' });
    const share = parseGive('1:A,A,A,A', o),
      only = parseGive('1=A,a,A,A', o);
    assert.ok(share.ok && only.ok);
    const depths = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      const d = dealGiven(o, share.value, seedRng(seed));
      const names = d.stacks.map((st) => st.map((id) => rankName(rulesOf(o).pieces[id])));
      assert.deepEqual(
        names.map((n) => n.length),
        [26, 26],
      );
      assert.equal(names[0].filter((r) => r === 'A').length, 4);
      names[0].forEach((r, i) => r === 'A' && depths.add(i));
      const exact = dealGiven(o, only.value, seedRng(seed));
      assert.deepEqual(
        exact.stacks.map((st) => st.length),
        [4, 48],
      );
      assert.ok(exact.stacks[0].every((id) => rankName(rulesOf(o).pieces[id]) === 'A'));
    }
    assert.ok(depths.size > 20, 'the aces land all over the stack');
  });

  it('refuses a seat out of range, a rank the deck lacks, and more pieces than a share', () => {
    const o = warOptions({ variant: 'war' });
    for (const [text, words] of [
      ['3:5', /seats run from 1 to 2/],
      ['1:K', /no piece of rank "K"/],
      ['1:5,5,5,5,5', /no more piece of rank "5"/],
      ['1:5,4,3,2,ace,null,5,4,3,2,ace,null,5', /dealt 12 pieces/],
      ['A,A', /S:RANKS/],
    ] as const) {
      const r = parseGive(text, o);
      assert.ok(!r.ok && words.test(r.error.message), `${text}: ${JSON.stringify(r)}`);
    }
  });

  it('reproduces the four aces question (the Riddler, 2017): all four aces against 48 cards win about 81% of games', () => {
    const r = simulate({ variant: 'war-cards' }, { games: 20_000, seed: 1, give: '1=A,A,A,A' });
    assert.ok(r.ok);
    const rate = r.value.wins[0] / r.value.finished;
    // Published Monte Carlo figures (one face-down card, a short player loses, won cards shuffled): 80.9%.
    assert.ok(rate > 0.795 && rate < 0.825, `the aces won ${(100 * rate).toFixed(1)}%`);
  });
});

describe('the turns figure', () => {
  it('counts each face-up turn: the battle and every war step (a whole war is one trick but several turns)', () => {
    const r = simulate({ variant: 'w-a-r' }, { games: 2000, seed: 3 });
    assert.ok(r.ok);
    const s = r.value;
    assert.ok(s.turns.mean > s.tricks.mean, 'wars add turns');
    const warSteps = s.wars.byDepth.reduce((n, count, d) => n + count * (d + 1), 0);
    assert.ok(
      Math.abs(s.turns.mean * s.finished - (s.tricks.mean * s.finished + warSteps)) <= warSteps * 0.01 + 2 * s.games,
      'turns are tricks plus war steps',
    );
    assert.equal(
      s.turns.histogram.reduce((n, b) => n + b.count, 0),
      s.finished,
    );
  });
});
