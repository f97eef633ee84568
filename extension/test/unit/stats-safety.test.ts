// Statistics never lose data: a bad entry is set aside alone, newer data is read and never overwritten, each game is
// counted once, a record is verified before it counts, and every stored number is range-checked (issue 11).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import type { GameTally } from '../../src/game-tally.ts';
import { tallyRecord } from '../../src/game-tally.ts';
import { emptyStats, loadStats, recordGame, storedValue, type Stats } from '../../src/stats.ts';
import {
  HISTORY_LIMIT,
  OLD_CORRUPTED_KEY,
  SET_ASIDE_KEY,
  STATS_KEY,
  StatsKeeper,
  type KeyValueStore,
  type SetAsideRecord,
  type StatsNotice,
} from '../../src/stats-keeper.ts';
import { finishedRecord } from './helpers.ts';

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
/** The value as it is stored (through JSON, as globalState keeps it). */
const stored = (s: Stats): { version: number; entries: Record<string, unknown>[]; counted: string[] } =>
  JSON.parse(JSON.stringify(storedValue(s)));
const entryOf = (s: Stats, variant: string) => [...s.entries.values()].find((e) => e.variant === variant);

/** An in-memory key-value store that records every write in order. */
class MemoryStore implements KeyValueStore {
  readonly values = new Map<string, unknown>();
  readonly writes: string[] = [];
  get(key: string): unknown {
    const v = this.values.get(key);
    return v === undefined ? undefined : JSON.parse(JSON.stringify(v));
  }
  async update(key: string, value: unknown): Promise<void> {
    this.writes.push(key);
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, JSON.parse(JSON.stringify(value)));
  }
}

const keeperOn = (store: MemoryStore) => {
  const notices: StatsNotice[] = [];
  let clock = 0;
  const keeper = new StatsKeeper(
    store,
    (notice) => notices.push(notice),
    () => undefined,
    () => `2025-01-01T00:00:${String(clock++).padStart(2, '0')}Z`,
  );
  return { keeper, notices };
};

describe('statistics safety', () => {
  it('keeps every valid entry when another entry is malformed (sets aside only the bad one)', () => {
    const good = stored(play([game(), game({ variant: 'russian' })]));
    const bad = { ...good.entries[1], wins: -1 };
    const loaded = loadStats({ ...good, entries: [good.entries[0], bad] });
    assert.deepEqual(JSON.parse(JSON.stringify(entryOf(loaded.stats, 'war'))), good.entries[0]);
    assert.equal(entryOf(loaded.stats, 'russian'), undefined);
    assert.equal(loaded.setAside.length, 1);
    assert.match(loaded.setAside[0].what, /russian/);
    assert.match(loaded.setAside[0].why, /wins is not a whole number/);
    assert.deepEqual(loaded.setAside[0].value, bad);
  });

  it('keeps the other entries when one names a variant it does not know, and keeps that one too, untouched', () => {
    const good = stored(play([game()]));
    const foreign = { ...good.entries[0], variant: 'snap' };
    const loaded = loadStats({ ...good, entries: [...good.entries, foreign] });
    assert.deepEqual(JSON.parse(JSON.stringify(entryOf(loaded.stats, 'war'))), good.entries[0]);
    assert.deepEqual(loaded.setAside, []);
    assert.deepEqual(stored(loaded.stats).entries.at(-1), foreign, 'written back as it was');
  });

  it('statistics written by a newer version are read, not reported as corrupted', () => {
    const good = stored(play([game()]));
    const loaded = loadStats({ ...good, version: 5, somethingNew: [1, 2] });
    assert.equal(loaded.newer, 5);
    assert.deepEqual(loaded.setAside, []);
    assert.equal(entryOf(loaded.stats, 'war')?.games, 1);
  });

  it('statistics written by a newer version are never overwritten: counting, reset and restore write nothing, and the user is told once', async () => {
    const store = new MemoryStore();
    const newer = { ...stored(play([game()])), version: 5 };
    store.values.set(STATS_KEY, newer);
    const { keeper, notices } = keeperOn(store);
    assert.equal(await keeper.count(game()), 'read-only');
    assert.equal(await keeper.reset(), false);
    assert.equal(await keeper.restore(0), 'read-only');
    assert.equal(entryOf(await keeper.load(), 'war')?.games, 1, 'what can be read is shown');
    assert.deepEqual(store.writes, []);
    assert.deepEqual(store.get(STATS_KEY), newer);
    assert.deepEqual(notices, [{ kind: 'newer', version: 5 }]);
  });

  it('a version no release writes (1e308, 2^53, 1000) is corrupt, not newer: set aside, and a fresh store counts again', async () => {
    for (const version of [1e308, 2 ** 53, 1000]) {
      const raw = { ...stored(play([game()])), version };
      const loaded = loadStats(raw);
      assert.equal(loaded.newer, undefined, `version ${version}`);
      assert.equal(loaded.setAside.length, 1);
      assert.match(loaded.setAside[0].why, /not a version any release writes/);
      const store = new MemoryStore();
      store.values.set(STATS_KEY, raw);
      const { keeper, notices } = keeperOn(store);
      assert.equal(await keeper.count(game()), 'counted');
      assert.equal(keeper.newer, undefined);
      assert.deepEqual((store.get(SET_ASIDE_KEY) as SetAsideRecord[])[0].value, raw, 'the unreadable value is kept aside');
      assert.equal((store.get(STATS_KEY) as { version: number }).version, 3);
      assert.equal(notices[0].kind, 'set-aside');
    }
    assert.equal(loadStats({ ...stored(play([game()])), version: 4 }).newer, 4, 'the next version is newer');
  });

  it('counts each game once, however many other games were counted since', () => {
    const first = game();
    let s = play([first]);
    s = play(
      Array.from({ length: 250 }, () => game()),
      s,
    );
    assert.equal(recordGame(s, first), null);
    const back = loadStats(stored(s)).stats;
    assert.equal(recordGame(back, first), null, 'also after a save and a load');
    assert.equal(back.counted.size, 251);
  });

  it('a finished record whose final hash contradicts its replay is not counted', () => {
    const record = finishedRecord({ variant: 'war' }, 4);
    assert.ok(tallyRecord(record).ok);
    const t = tallyRecord({ ...record, final: '00000000' });
    assert.equal(t.ok, false);
    assert.match((t as { reason: string }).reason, /final hash 00000000 does not match/);
    const { final: _final, ...noHash } = record;
    assert.match((tallyRecord(noHash) as { reason: string }).reason, /no final hash/);
  });

  it('refuses stored numbers out of range: 1e300 games, wins above games, longest below shortest', () => {
    const good = stored(play([game({ length: 10 }), game({ length: 30 })]));
    const war = good.entries[0];
    const bad = [
      { ...war, games: 1e300, wins: 1e300 - 1 },
      { ...war, wins: (war.games as number) + 1, watched: -1 },
      { ...war, longest: 5, shortest: 20 },
      { ...war, length: 1e300 },
      { ...war, games: 2.5 },
      { ...war, bestStreak: 7 },
      { ...war, lengths: [5, 0, 0, 0, 0, 0, 0, 0] },
      { ...war, deepestWar: 0 },
    ];
    for (const entry of bad) {
      const loaded = loadStats({ ...good, entries: [entry] });
      assert.equal(entryOf(loaded.stats, 'war'), undefined, JSON.stringify(entry));
      assert.equal(loaded.setAside.length, 1);
    }
  });

  it('a second corruption keeps the copy of the first: the set-aside history is bounded, oldest out first', async () => {
    const store = new MemoryStore();
    const { keeper } = keeperOn(store);
    for (let i = 0; i < HISTORY_LIMIT + 3; i++) {
      store.values.set(STATS_KEY, { version: 3, entries: [{ variant: 'war', broken: i }], counted: [] });
      await keeper.load();
    }
    const history = store.get(SET_ASIDE_KEY) as SetAsideRecord[];
    assert.equal(history.length, HISTORY_LIMIT);
    assert.deepEqual(
      history.map((h) => (h.value as { entries: { broken: number }[] }).entries[0].broken),
      Array.from({ length: HISTORY_LIMIT }, (_, i) => i + 3),
    );
  });

  it('the bad part is copied to the history before the synced key is rewritten, and the user hears what was set aside', async () => {
    const store = new MemoryStore();
    const good = stored(play([game()]));
    const raw = { ...good, entries: [...good.entries, { ...good.entries[0], variant: 'russian', games: 'many' }] };
    store.values.set(STATS_KEY, raw);
    const { keeper, notices } = keeperOn(store);
    const stats = await keeper.load();
    assert.equal(entryOf(stats, 'war')?.games, 1);
    assert.deepEqual(store.writes, [SET_ASIDE_KEY, STATS_KEY]);
    assert.deepEqual((store.get(SET_ASIDE_KEY) as SetAsideRecord[])[0].value, raw, 'the whole value as it was');
    assert.equal(notices.length, 1);
    assert.equal(notices[0].kind, 'set-aside');
    assert.match(JSON.stringify(notices[0]), /russian.*games is not a whole number/);
    await keeper.load();
    assert.equal(notices.length, 1, 'told once: the stored value is clean now');
  });

  it('the value an earlier version kept aside when it reset everything is moved into the history', async () => {
    const store = new MemoryStore();
    store.values.set(OLD_CORRUPTED_KEY, { version: 2, variants: { war: 'x' }, recent: [] });
    const { keeper } = keeperOn(store);
    await keeper.load();
    assert.equal(store.get(OLD_CORRUPTED_KEY), undefined);
    const history = store.get(SET_ASIDE_KEY) as SetAsideRecord[];
    assert.equal(history.length, 1);
    assert.deepEqual(history[0].value, { version: 2, variants: { war: 'x' }, recent: [] });
  });

  it('reset keeps the old statistics in the history; restoring brings them back once', async () => {
    const store = new MemoryStore();
    const { keeper } = keeperOn(store);
    await keeper.count(game());
    await keeper.count(game({ outcome: 'loss' }));
    assert.equal(await keeper.reset(), true);
    assert.equal((await keeper.load()).entries.size, 0);
    await keeper.count(game());
    const r = await keeper.restore(keeper.history().length - 1);
    assert.deepEqual(r, { restored: 1, still: [] });
    const war = entryOf(await keeper.load(), 'war')!;
    assert.deepEqual([war.games, war.wins, war.losses], [3, 2, 1]);
    assert.equal(keeper.history().length, 0, 'a restored copy leaves the history');
  });

  it('a restored copy that still has unreadable parts keeps them in the history', async () => {
    const store = new MemoryStore();
    const good = stored(play([game()]));
    store.values.set(STATS_KEY, { ...good, entries: [...good.entries, { ...good.entries[0], variant: 'russian', wins: -3 }] });
    const { keeper } = keeperOn(store);
    await keeper.load();
    const r = await keeper.restore(0);
    assert.ok(typeof r === 'object');
    assert.equal(r.restored, 1, 'the war entry, read again');
    assert.equal(r.still.length, 1);
    assert.equal(keeper.history().length, 1);
    assert.match(JSON.stringify(keeper.history()[0].value), /russian/);
  });

  it('counting writes the game once even when two ends arrive together', async () => {
    const store = new MemoryStore();
    const { keeper } = keeperOn(store);
    const g = game();
    const outcomes = await Promise.all([keeper.count(g), keeper.count(g), keeper.count(game())]);
    assert.deepEqual(outcomes, ['counted', 'already counted', 'counted']);
    assert.equal(entryOf(await keeper.load(), 'war')?.games, 2);
  });
});
