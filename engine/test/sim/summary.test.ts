// The simulator's arithmetic on known inputs, and equal seats winning equally often within sampling error.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { histogram, lengthStats, niceWidth, quantile, simulate, wilson } from '../../src/index.ts';
import { emptyTally, mergeTally } from '../../src/sim/tally.ts';

/** Counts by value for a list of observations. */
function counts(values: number[]): number[] {
  const out: number[] = [];
  for (const v of values) {
    while (out.length <= v) out.push(0);
    out[v]++;
  }
  return out;
}

describe('simulation statistics', () => {
  it('quantiles use the nearest-rank definition', () => {
    assert.equal(quantile(counts([1, 2, 3, 4]), 0.5), 2);
    assert.equal(quantile(counts([1, 2, 3, 4, 5]), 0.5), 3);
    const hundred = counts(Array.from({ length: 100 }, (_, i) => i + 1));
    assert.equal(quantile(hundred, 0.5), 50);
    assert.equal(quantile(hundred, 0.9), 90);
    assert.equal(quantile(hundred, 0.99), 99);
    assert.equal(quantile(hundred, 1), 100);
    assert.equal(quantile([], 0.5), 0);
  });

  it('mean, median, p90, p99 and max of a skewed sample', () => {
    const s = lengthStats(counts([10, 10, 10, 20, 30, 40, 50, 60, 70, 1000]));
    assert.equal(s.mean, 130);
    assert.equal(s.median, 30);
    assert.equal(s.p90, 70);
    assert.equal(s.p99, 1000);
    assert.equal(s.max, 1000);
  });

  it('the histogram has nice widths, covers every value and loses no game', () => {
    assert.equal(niceWidth(100, 30), 5);
    assert.equal(niceWidth(3000, 30), 100);
    assert.equal(niceWidth(7, 30), 1);
    const values = [3, 7, 7, 12, 55, 99, 140];
    const bins = histogram(counts(values), 10);
    assert.equal(bins[0].from, 0);
    assert.ok(bins.every((b) => b.to - b.from === 20));
    assert.equal(
      bins.reduce((a, b) => a + b.count, 0),
      values.length,
    );
    assert.deepEqual(
      bins.map((b) => b.count),
      [4, 0, 1, 0, 1, 0, 0, 1],
    );
    assert.deepEqual(histogram([]), []);
  });

  it('a Wilson interval matches the textbook values', () => {
    const w = wilson(50, 100);
    assert.equal(w.rate, 0.5);
    assert.ok(Math.abs(w.low - 0.4038) < 1e-3 && Math.abs(w.high - 0.5962) < 1e-3);
    const all = wilson(10, 10);
    assert.ok(all.high <= 1 && all.low > 0.7);
  });

  it('tallies merge by adding every count', () => {
    const a = emptyTally(2);
    const b = emptyTally(2);
    Object.assign(a, {
      games: 4,
      played: 4,
      finished: 2,
      draws: 1,
      cycles: 1,
      tricks: 30,
      wins: [1, 0],
      byLength: [0, 1, 1],
      byTurns: [0, 0, 1, 1],
      byCycle: [0, 0, 0, 1],
      byDepth: [2],
    });
    Object.assign(b, {
      games: 2,
      played: 1,
      finished: 2,
      capped: 0,
      tricks: 20,
      wins: [0, 2],
      byLength: [0, 0, 0, 2],
      byTurns: [0, 0, 0, 0, 2],
      byDepth: [1, 1],
    });
    const m = mergeTally(a, b);
    assert.deepEqual(m, {
      games: 6,
      played: 5,
      finished: 4,
      draws: 1,
      cycles: 1,
      capped: 0,
      tricks: 50,
      wins: [1, 2],
      byLength: [0, 1, 1, 2],
      byTurns: [0, 0, 1, 1, 2],
      byCycle: [0, 0, 0, 1],
      byDepth: [3, 1],
    });
  });

  it('equal seats win equally often within sampling error (two players, 40,000 games)', () => {
    const r = simulate({ variant: 'war-cards' }, { games: 40_000, seed: 11 });
    assert.ok(r.ok);
    const [a, b] = r.value.wins;
    assert.equal(a + b + r.value.draws, r.value.finished);
    const sd = 0.5 * Math.sqrt(a + b);
    assert.ok(Math.abs(a - (a + b) / 2) < 4 * sd, `seat 1 won ${a}, seat 2 ${b}`);
  });

  it('equal seats win equally often within sampling error (three players, 3,000 games)', () => {
    const r = simulate({ variant: 'war', players: 3, packs: 2 }, { games: 3000, seed: 5 });
    assert.ok(r.ok);
    const decided = r.value.wins.reduce((x, y) => x + y, 0);
    const sd = Math.sqrt((decided * 2) / 9);
    for (const w of r.value.wins) assert.ok(Math.abs(w - decided / 3) < 4 * sd, `wins ${r.value.wins.join(', ')}`);
  });
});
