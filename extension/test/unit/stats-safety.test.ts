// Statistics never lose data: a bad entry is set aside alone, newer data is read and never overwritten, each game is
// counted once, a record is verified before it counts, and every stored number is range-checked (issue 11).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import type { GameTally } from '../../src/game-tally.ts';
import { tallyRecord } from '../../src/game-tally.ts';
import { emptyStats, loadStats, recordGame, type StatsV2 } from '../../src/stats.ts';
import { finishedRecord } from './helpers.ts';

let n = 0;
const game = (over: Partial<GameTally> = {}): GameTally => ({
  variant: 'war', outcome: 'win', tricks: 40, wars: 2, deepestWar: 1, fingerprint: `game-${n++}`, ...over,
});
const play = (games: GameTally[], from: StatsV2 = emptyStats()): StatsV2 => games.reduce((s, g) => recordGame(s, g) ?? s, from);
const stored = (s: StatsV2): Record<string, unknown> => JSON.parse(JSON.stringify(s));

describe('statistics safety', () => {
  it('keeps every valid entry when another entry is malformed (sets aside only the bad one)', () => {
    const good = stored(play([game(), game({ variant: 'russian' })])) as unknown as StatsV2;
    const raw = { ...good, variants: { ...good.variants, russian: { ...good.variants.russian, wins: -1 } } };
    const loaded = loadStats(raw);
    assert.deepEqual(loaded.stats.variants.war, good.variants.war);
  });

  it('keeps the other entries when one names a variant it does not know', () => {
    const good = stored(play([game()])) as unknown as StatsV2;
    const loaded = loadStats({ ...good, variants: { ...good.variants, snap: good.variants.war } });
    assert.deepEqual(loaded.stats.variants.war, good.variants.war);
  });

  it('statistics written by a newer version are read, not reported as corrupted', () => {
    const good = stored(play([game()])) as unknown as StatsV2;
    const loaded = loadStats({ ...good, version: 99 });
    assert.equal(loaded.corrupted, undefined);
    assert.equal(loaded.stats.variants.war?.games, 1);
  });

  it('counts each game once, however many other games were counted since', () => {
    const first = game();
    let s = play([first]);
    s = play(Array.from({ length: 250 }, () => game()), s);
    assert.equal(recordGame(s, first), null);
  });

  it('a finished record whose final hash contradicts its replay is not counted', () => {
    const record = finishedRecord({ variant: 'war' }, 4);
    const t = tallyRecord({ ...record, final: '00000000' });
    assert.equal(t.ok, false);
  });

  it('refuses stored numbers out of range: 1e300 games, wins above games, longest below shortest', () => {
    const good = stored(play([game({ tricks: 10 }), game({ tricks: 30 })])) as unknown as StatsV2;
    const war = good.variants.war;
    const bad = [
      { ...war, games: 1e300, wins: 1e300 - 1 },
      { ...war, wins: war.games + 1, losses: 0, draws: 0, watched: -1 },
      { ...war, longest: 5, shortest: 20 },
      { ...war, tricks: 1e300 },
    ];
    for (const entry of bad) {
      const loaded = loadStats({ ...good, variants: { war: entry } });
      assert.equal(loaded.stats.variants.war, undefined, JSON.stringify(entry));
    }
  });
});
