// Two VS Code windows count games into one synced statistics value. Each window's extension host reads its own cache
// of globalState, and another window's write reaches it only later, so a count can rewrite the value without a game
// the other window just counted. Modelled here: two caches over one store, writes reaching the other window 50 ms
// later (issue 21).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import type { GameTally } from '../../src/game-tally.ts';
import { STATS_KEY, StatsKeeper, type KeyValueStore } from '../../src/stats-keeper.ts';
import { loadStats } from '../../src/stats.ts';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const copy = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

/** VS Code's global state as windows see it: one store, a cache per window, writes reaching the others `delay` ms later. */
class SharedState {
  readonly store = new Map<string, unknown>();
  readonly windows: WindowState[] = [];
  constructor(readonly delay: number) {}
  window(): WindowState {
    const w = new WindowState(this);
    this.windows.push(w);
    return w;
  }
}

/** One window's globalState: reads its cache; a write updates the cache and the store at once, the other windows later. */
class WindowState implements KeyValueStore {
  readonly cache = new Map<string, unknown>();
  constructor(private readonly shared: SharedState) {}
  get(key: string): unknown {
    return copy(this.cache.get(key));
  }
  async update(key: string, value: unknown): Promise<void> {
    const v = copy(value);
    this.cache.set(key, v);
    this.shared.store.set(key, v);
    for (const other of this.shared.windows)
      if (other !== this)
        setTimeout(() => {
          other.cache.set(key, copy(v));
        }, this.shared.delay);
    await Promise.resolve();
  }
}

let n = 0;
const game = (): GameTally => ({
  variant: 'war',
  config: {},
  mode: 'own',
  outcome: n % 3 === 0 ? 'loss' : 'win',
  length: 40,
  wars: 1,
  deepestWar: 1,
  fingerprint: `w${(n++).toString(36)}`,
});

const gamesIn = (value: unknown): number => [...loadStats(value).stats.entries.values()].reduce((a, e) => a + e.games, 0);

describe('statistics counted in two windows', () => {
  it('20 games counted 10 ms apart in alternating windows (writes reach the other window 50 ms later) are all kept', async () => {
    const shared = new SharedState(50);
    // The windows check again after their writes had time to cross (scaled down from the real seconds).
    const timing = { recheckAfter: [120, 300, 700] };
    const keepers = [shared.window(), shared.window()].map(
      (w) =>
        new StatsKeeper(
          w,
          () => undefined,
          () => undefined,
          () => new Date(0).toISOString(),
          timing,
        ),
    );
    const counts: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      counts.push(keepers[i % 2].count(game()));
      await sleep(10);
    }
    await Promise.all(counts);
    await sleep(1_200);
    assert.equal(gamesIn(shared.store.get(STATS_KEY)), 20, 'the store');
    for (const w of shared.windows) assert.equal(gamesIn(w.get(STATS_KEY)), 20, 'each window');
    for (const k of keepers) assert.equal([...(await k.load()).entries.values()][0].games, 20);
  });
});
