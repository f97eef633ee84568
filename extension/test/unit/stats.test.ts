// Statistics: counting games (outcomes, streaks, lengths, wars), never counting one twice, migration from version 1,
// and a corrupted stored value reported and reset, never thrown. Includes a property test over random game sequences.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import type { GameTally } from '../../src/game-tally.ts';
import { emptyStats, LENGTH_BUCKETS, lengthBucket, loadStats, recordGame, snapshot, STATS_VERSION, type StatsV2 } from '../../src/stats.ts';

let n = 0;
const game = (over: Partial<GameTally> = {}): GameTally => ({
  variant: 'war', outcome: 'win', tricks: 40, wars: 2, deepestWar: 1, fingerprint: `game-${n++}`, ...over,
});
const play = (games: GameTally[], from: StatsV2 = emptyStats()): StatsV2 => games.reduce((s, g) => recordGame(s, g) ?? s, from);

describe('statistics', () => {
  it('counts wins, losses, draws and watched games per variant', () => {
    const s = play([game(), game({ outcome: 'loss' }), game({ outcome: 'draw' }), game({ outcome: 'watched' }), game({ variant: 'russian' })]);
    const war = s.variants.war;
    assert.deepEqual([war.games, war.wins, war.losses, war.draws, war.watched], [4, 1, 1, 1, 1]);
    assert.equal(s.variants.russian.games, 1);
  });

  it('keeps longest, shortest, total tricks, wars, the deepest war and the length buckets', () => {
    const s = play([game({ tricks: 12, wars: 1, deepestWar: 1 }), game({ tricks: 400, wars: 30, deepestWar: 3 }), game({ tricks: 99, wars: 0, deepestWar: 0 })]);
    const v = s.variants.war;
    assert.deepEqual([v.shortest, v.longest, v.tricks, v.wars, v.deepestWar], [12, 400, 511, 31, 3]);
    assert.equal(v.lengths[0], 1);
    assert.equal(v.lengths[lengthBucket(99)], 1);
    assert.equal(v.lengths[lengthBucket(400)], 1);
    assert.equal(lengthBucket(0), 0);
    assert.equal(lengthBucket(1_000_000), LENGTH_BUCKETS.length - 1);
  });

  it('streaks: wins in a row count up, losses down, a draw ends both; the best and worst are kept', () => {
    const s = play(['win', 'win', 'win', 'loss', 'loss', 'draw', 'win'].map((outcome) => game({ outcome: outcome as GameTally['outcome'] })));
    const v = s.variants.war;
    assert.deepEqual([v.streak, v.bestStreak, v.worstStreak], [1, 3, -2]);
  });

  it('never counts the same game twice, and does not change its input', () => {
    const g = game();
    const once = recordGame(emptyStats(), g)!;
    const frozen = JSON.stringify(once);
    assert.equal(recordGame(once, g), null);
    recordGame(once, game());
    assert.equal(JSON.stringify(once), frozen);
  });

  it('loads what it saved (through JSON), and nothing at all as empty', () => {
    const s = play([game(), game({ outcome: 'loss', variant: 'pyanitsa' })]);
    const loaded = loadStats(JSON.parse(JSON.stringify(s)));
    assert.equal(loaded.corrupted, undefined);
    assert.deepEqual(loaded.stats, s);
    assert.deepEqual(loadStats(undefined), { stats: emptyStats() });
  });

  it('migrates version 1 (totals only): draws are the games neither won nor lost', () => {
    const loaded = loadStats({ version: 1, games: { war: { played: 10, won: 4, lost: 5, tricks: 900 }, russian: { played: 0, won: 0, lost: 0, tricks: 0 } } });
    assert.equal(loaded.migratedFrom, 1);
    assert.equal(loaded.corrupted, undefined);
    assert.equal(loaded.stats.version, STATS_VERSION);
    const v = loaded.stats.variants.war;
    assert.deepEqual([v.games, v.wins, v.losses, v.draws, v.tricks, v.longest], [10, 4, 5, 1, 900, null]);
    // The migrated value is valid version 2 data.
    assert.equal(loadStats(JSON.parse(JSON.stringify(loaded.stats))).corrupted, undefined);
  });

  it('reports a corrupted value with the reason and starts afresh, never throws', () => {
    const good = JSON.parse(JSON.stringify(play([game()])));
    const cases: [unknown, RegExp][] = [
      ['{"version":2', /not an object/],
      [42, /not an object/],
      [{ version: 9 }, /unknown statistics version 9/],
      [{ version: 2, variants: [], recent: [] }, /no variants table/],
      [{ ...good, recent: 'x' }, /recent games/],
      [{ ...good, variants: { snap: good.variants.war } }, /unknown variant "snap"/],
      [{ ...good, variants: { war: { ...good.variants.war, wins: -1 } } }, /wins is not a whole number/],
      [{ ...good, variants: { war: { ...good.variants.war, games: 7 } } }, /do not add up/],
      [{ ...good, variants: { war: { ...good.variants.war, lengths: [1] } } }, /lengths/],
      [{ version: 1, games: { war: { played: 1, won: 3, lost: 0, tricks: 0 } } }, /malformed/],
    ];
    for (const [raw, why] of cases) {
      const loaded = loadStats(raw);
      assert.match(loaded.corrupted ?? '', why, JSON.stringify(raw));
      assert.deepEqual(loaded.stats, emptyStats());
    }
  });

  it('the snapshot lists played variants in the presets\' order with their titles', () => {
    const snap = snapshot(play([game({ variant: 'russian' }), game({ variant: 'war' })]), 'russian');
    assert.deepEqual(snap.variants.map((v) => v.variant), ['war', 'russian']);
    assert.equal(snap.variants[1].title, 'Russian War (piecepack)');
    assert.equal(snap.current, 'russian');
    assert.deepEqual(snap.lengthBuckets, [...LENGTH_BUCKETS]);
  });

  it('property: after any games, counts add up and the stored value loads back unchanged', () => {
    const arb = fc.array(fc.record({
      variant: fc.constantFrom('war', 'war-cards', 'russian'),
      outcome: fc.constantFrom('win', 'loss', 'draw', 'watched') as fc.Arbitrary<GameTally['outcome']>,
      tricks: fc.nat(5000), wars: fc.nat(50), deepestWar: fc.nat(5), fingerprint: fc.string({ maxLength: 6 }),
    }), { maxLength: 60 });
    fc.assert(fc.property(arb, (games) => {
      const s = play(games);
      for (const v of Object.values(s.variants)) {
        assert.equal(v.wins + v.losses + v.draws + v.watched, v.games);
        assert.equal(v.lengths.reduce((a, b) => a + b, 0), v.games);
        assert.ok(v.bestStreak >= 0 && v.worstStreak <= 0 && v.streak <= v.bestStreak && v.streak >= v.worstStreak);
      }
      const counted = new Set(games.map((g) => g.fingerprint)).size;
      assert.equal(Object.values(s.variants).reduce((a, v) => a + v.games, 0), counted);
      const back = loadStats(JSON.parse(JSON.stringify(s)));
      assert.equal(back.corrupted, undefined);
      assert.deepEqual(back.stats, s);
    }), { numRuns: 500 });
  });
});
