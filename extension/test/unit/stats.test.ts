// Statistics: counting games per configuration and mode (outcomes, streaks, lengths, wars), migration from versions 1
// and 2, and the rows the views show. Includes a property test over random game sequences.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import type { GameTally } from '../../src/game-tally.ts';
import { bucketOf, emptyStats, loadStats, recordGame, restoreEntries, storedValue, type Stats } from '../../src/stats.ts';
import { BUCKETS, fingerprintKey, STATS_VERSION } from '../../src/stats-schema.ts';
import { configWords, snapshot } from '../../src/stats-rows.ts';
import { runs } from '../../../scripts/test-size.ts';

let n = 0;
const game = (over: Partial<GameTally> = {}): GameTally => ({
  variant: 'war',
  config: {},
  mode: 'own',
  outcome: 'win',
  length: 40,
  wars: 2,
  deepestWar: 1,
  fingerprint: `g${(n++).toString(36)}`,
  ...over,
});
const play = (games: GameTally[], from: Stats = emptyStats()): Stats => games.reduce((s, g) => recordGame(s, g) ?? s, from);
const entries = (s: Stats) => [...s.entries.values()];
const roundTrip = (s: Stats): unknown => JSON.parse(JSON.stringify(storedValue(s)));

describe('statistics', () => {
  it('counts wins, losses, draws and watched games per configuration', () => {
    const s = play([
      game(),
      game({ outcome: 'loss' }),
      game({ outcome: 'draw' }),
      game({ outcome: 'watched' }),
      game({ variant: 'russian' }),
    ]);
    const war = entries(s).find((e) => e.variant === 'war')!;
    assert.deepEqual([war.games, war.wins, war.losses, war.draws, war.watched], [4, 1, 1, 1, 1]);
    assert.equal(entries(s).find((e) => e.variant === 'russian')?.games, 1);
  });

  it("different configurations are different rows: 1 and 2 packs, and Auto-play apart from the player's own games", () => {
    const s = play([game(), game({ config: { packs: 2 } }), game({ config: { packs: 2 } }), game({ mode: 'autoplay' })]);
    const rows = snapshot(s, { variant: 'war', config: { packs: 2 } }, { readOnly: false, setAside: 0 }).rows;
    assert.deepEqual(
      rows.map((r) => [r.config, r.mode, r.games]),
      [
        ['', 'own', 1],
        ['', 'autoplay', 1],
        ['2 packs', 'own', 2],
      ],
    );
  });

  it('keeps longest, shortest, total length, wars, the deepest war and the length buckets', () => {
    const s = play([
      game({ length: 12, wars: 1, deepestWar: 1 }),
      game({ length: 400, wars: 30, deepestWar: 3 }),
      game({ length: 99, wars: 0, deepestWar: 0 }),
    ]);
    const v = entries(s)[0];
    assert.deepEqual([v.shortest, v.longest, v.length, v.wars, v.deepestWar], [12, 400, 511, 31, 3]);
    assert.deepEqual(v.buckets, [...BUCKETS.tricks]);
    assert.equal(v.lengths[0], 1);
    assert.equal(v.lengths[bucketOf(v.buckets, 99)], 1);
    assert.equal(v.lengths[bucketOf(v.buckets, 400)], 1);
    assert.equal(bucketOf(v.buckets, 1_000_000), v.buckets.length - 1);
  });

  it('Stacked Deck War is measured in rounds, with buckets for rounds', () => {
    const s = play([game({ variant: 'stacked-deck', length: 11, wars: 2, deepestWar: 2 })]);
    const row = snapshot(s, { variant: 'stacked-deck', config: {} }, { readOnly: false, setAside: 0 }).rows[0];
    assert.equal(row.unit, 'rounds');
    assert.deepEqual(row.buckets, [...BUCKETS.rounds]);
    assert.equal(row.wars, 2);
  });

  it('streaks: wins in a row count up, losses down, a draw ends both; the best and worst are kept', () => {
    const s = play(
      ['win', 'win', 'win', 'loss', 'loss', 'draw', 'win'].map((outcome) => game({ outcome: outcome as GameTally['outcome'] })),
    );
    const v = entries(s)[0];
    assert.deepEqual([v.streak, v.bestStreak, v.worstStreak], [1, 3, -2]);
  });

  it('never counts the same game twice, and does not change its input', () => {
    const g = game();
    const once = recordGame(emptyStats(), g)!;
    const frozen = JSON.stringify(storedValue(once));
    assert.equal(recordGame(once, g), null);
    recordGame(once, game());
    assert.equal(JSON.stringify(storedValue(once)), frozen);
  });

  it('loads what it saved (through JSON), and nothing at all as empty', () => {
    const s = play([game(), game({ outcome: 'loss', variant: 'pyanitsa', config: { players: 3 } })]);
    const loaded = loadStats(roundTrip(s));
    assert.deepEqual(loaded.setAside, []);
    assert.deepEqual(roundTrip(loaded.stats), roundTrip(s));
    assert.deepEqual(loadStats(undefined), { stats: emptyStats(), setAside: [] });
  });

  it("keeps each game's place in the list: listed and resetAt load back; a value without them reads the list's length", () => {
    const s = play([game(), game(), game()]);
    assert.equal(s.listed, 3);
    const back = loadStats(roundTrip({ ...s, listed: 7, resetAt: 4 }));
    assert.deepEqual([back.stats.listed, back.stats.resetAt, back.setAside.length], [7, 4, 0]);
    const older = loadStats({ version: 3, entries: [], counted: ['a', 'b'] });
    assert.deepEqual([older.stats.listed, older.stats.resetAt, older.setAside.length], [2, 0, 0]);
  });

  it('a place count that cannot be right is set aside, the rest kept', () => {
    const value = roundTrip(play([game(), game()])) as Record<string, unknown>;
    const fewer = loadStats({ ...value, listed: 1 });
    assert.deepEqual([fewer.stats.listed, fewer.setAside.map((x) => x.what)], [2, ['the number of games listed']]);
    const reset = loadStats({ ...value, resetAt: 9 });
    assert.deepEqual([reset.stats.resetAt, reset.setAside.map((x) => x.what)], [0, ['the place of the last reset']]);
    assert.equal(entries(reset.stats)[0].games, 2);
  });

  it('a copy brought back with more fingerprints than were listed leaves a value that loads without setting anything aside', () => {
    const copy = roundTrip(play([game(), game(), game()]));
    const { stats, restored } = restoreEntries(emptyStats(), copy);
    assert.equal(restored, 1);
    assert.equal(stats.counted.size, 3);
    const back = loadStats(roundTrip(stats));
    assert.deepEqual(back.setAside, []);
    assert.equal(back.stats.listed, 3);
  });

  it('migrates version 1 (totals only): draws are the games neither won nor lost; a bad entry alone is set aside', () => {
    const loaded = loadStats({
      version: 1,
      games: { war: { played: 10, won: 4, lost: 5, tricks: 900 }, russian: { played: 1, won: 3, lost: 0, tricks: 0 } },
    });
    assert.equal(loaded.migratedFrom, 1);
    const v = entries(loaded.stats)[0];
    assert.deepEqual([v.variant, v.mode, v.games, v.wins, v.losses, v.draws, v.length, v.longest], ['war', 'own', 10, 4, 5, 1, 900, null]);
    assert.equal(loaded.setAside.length, 1);
    assert.match(loaded.setAside[0].what, /russian/);
    assert.deepEqual(loadStats(roundTrip(loaded.stats)).setAside, [], 'the migrated value is valid version 3 data');
  });

  it('migrates version 2: each variant becomes its own row, the counted games stay counted', () => {
    const v2 = {
      version: 2,
      variants: {
        war: {
          games: 2,
          wins: 1,
          losses: 1,
          draws: 0,
          watched: 0,
          tricks: 90,
          longest: 60,
          shortest: 30,
          wars: 3,
          deepestWar: 2,
          streak: -1,
          bestStreak: 1,
          worstStreak: -1,
          lengths: [0, 1, 1, 0, 0, 0, 0, 0],
        },
        'stacked-deck': {
          games: 1,
          wins: 1,
          losses: 0,
          draws: 0,
          watched: 0,
          tricks: 12,
          longest: 12,
          shortest: 12,
          wars: 0,
          deepestWar: 0,
          streak: 1,
          bestStreak: 1,
          worstStreak: 0,
          lengths: [1, 0, 0, 0, 0, 0, 0, 0],
        },
        russian: { games: 'x' },
      },
      recent: ['4:57:0bd1c2a3'],
    };
    const loaded = loadStats(v2);
    assert.equal(loaded.migratedFrom, 2);
    const war = entries(loaded.stats).find((e) => e.variant === 'war')!;
    assert.deepEqual([war.games, war.length, war.longest, war.streak, war.lengths[1]], [2, 90, 60, -1, 1]);
    const sdw = entries(loaded.stats).find((e) => e.variant === 'stacked-deck')!;
    assert.deepEqual(sdw.buckets, [...BUCKETS.tricks], 'old rows keep the buckets they were counted in');
    assert.ok(loaded.stats.counted.has(fingerprintKey('4:57:0bd1c2a3')));
    assert.equal(loaded.setAside.length, 1);
    assert.equal(storedValue(loaded.stats).version, STATS_VERSION);
  });

  it('a value that is not statistics at all is set aside whole', () => {
    for (const raw of ['{"version":2', 42, [1], { version: 'two' }, { version: 0 }]) {
      const loaded = loadStats(raw);
      assert.equal(loaded.setAside.length, 1, JSON.stringify(raw));
      assert.equal(loaded.setAside[0].what, 'the whole value');
      assert.equal(loaded.stats.entries.size, 0);
    }
  });

  it('a configuration reads as words; the current one is marked', () => {
    assert.equal(
      configWords({ packs: 2, players: 3, seats: ['human', 'computer:random', 'computer'] }),
      '2 packs · 3 players · seats: you, random computer, computer',
    );
    const snap = snapshot(
      play([game({ variant: 'russian' }), game({ variant: 'war' })]),
      { variant: 'russian', config: {} },
      { readOnly: true, setAside: 2 },
    );
    assert.deepEqual(
      snap.rows.map((r) => r.variant),
      ['war', 'russian'],
    );
    assert.equal(snap.rows[1].title, 'Russian War (piecepack)');
    assert.equal(snap.current, snap.rows[1].key);
    assert.equal(snap.currentTitle, 'Russian War (piecepack)');
    assert.deepEqual([snap.readOnly, snap.setAside], [true, 2]);
  });

  it('property: after any games, counts add up and the stored value loads back unchanged', () => {
    const arb = fc.array(
      fc
        .record({
          variant: fc.constantFrom('war', 'war-cards', 'russian', 'stacked-deck'),
          config: fc.constantFrom<Record<string, number>>({}, { packs: 2 }, { players: 3 }),
          mode: fc.constantFrom('own', 'autoplay'),
          outcome: fc.constantFrom<GameTally['outcome']>('win', 'loss', 'draw', 'watched'),
          length: fc.nat(5000),
          wars: fc.nat(50),
          deepestWar: fc.nat(5),
          fingerprint: fc.stringMatching(/^[0-9a-z]{1,4}$/),
        })
        .map((g) => ({
          ...g,
          config: g.variant === 'stacked-deck' ? {} : g.config,
          deepestWar: g.wars === 0 ? 0 : Math.max(1, g.deepestWar),
        })),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arb, (games) => {
        const s = play(games);
        for (const v of entries(s)) {
          assert.equal(v.wins + v.losses + v.draws + v.watched, v.games);
          assert.equal(
            v.lengths.reduce((a, b) => a + b, 0),
            v.games,
          );
          assert.ok(v.bestStreak >= 0 && v.worstStreak <= 0 && v.streak <= v.bestStreak && v.streak >= v.worstStreak);
        }
        const counted = new Set(games.map((g) => g.fingerprint)).size;
        assert.equal(
          entries(s).reduce((a, v) => a + v.games, 0),
          counted,
        );
        const back = loadStats(roundTrip(s));
        assert.deepEqual(back.setAside, []);
        assert.deepEqual(roundTrip(back.stats), roundTrip(s));
      }),
      { numRuns: runs(300) },
    );
  });
});
