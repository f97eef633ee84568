// The statistics stay small however many games are counted: the fingerprints of the most recent games are kept (to
// refuse a game counted twice), older games live on only in their entries' totals (issue 21).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import type { GameTally } from '../../src/game-tally.ts';
import { emptyStats, loadStats, recordGame, storedValue, type Stats } from '../../src/stats.ts';
import { fingerprintKey, RECENT_GAMES } from '../../src/stats-schema.ts';

const game = (i: number): GameTally => ({
  variant: i % 2 ? 'war' : 'russian',
  config: {},
  mode: 'own',
  outcome: i % 3 ? 'win' : 'loss',
  length: 10 + (i % 300),
  wars: i % 4,
  deepestWar: i % 4 ? 1 : 0,
  fingerprint: fingerprintKey(`game ${i}`),
});
const total = (s: Stats): number => [...s.entries.values()].reduce((a, e) => a + e.games, 0);

describe('statistics size', () => {
  it('counting more games than the recent list holds keeps only the newest fingerprints; the totals keep every game', () => {
    const n = RECENT_GAMES + 500;
    let s = emptyStats();
    for (let i = 0; i < n; i++) s = recordGame(s, game(i)) ?? s;
    const value = JSON.parse(JSON.stringify(storedValue(s))) as { counted: string[] };
    assert.equal(value.counted.length, RECENT_GAMES);
    assert.equal(value.counted.at(-1), game(n - 1).fingerprint, 'newest last');
    assert.ok(!value.counted.includes(game(0).fingerprint), 'the oldest let go');
    const back = loadStats(value).stats;
    assert.equal(total(back), n);
    assert.equal(recordGame(back, game(n - 1)), null, 'a recent game is still refused');
    assert.ok(JSON.stringify(value).length < 40 * 1024, `${JSON.stringify(value).length} characters`);
  });

  it('a stored list of a million fingerprints (as earlier versions let it grow) loads its newest ones only', () => {
    const counted = Array.from({ length: 1_000_000 }, (_, i) => fingerprintKey(`old ${i}`));
    const loaded = loadStats({ version: 3, entries: [], counted });
    assert.deepEqual(loaded.setAside, []);
    assert.equal(loaded.stats.counted.size, RECENT_GAMES);
    assert.ok(loaded.stats.counted.has(counted[999_999]));
    assert.equal(JSON.stringify(storedValue(loaded.stats)).length < 40 * 1024, true);
  });
});
