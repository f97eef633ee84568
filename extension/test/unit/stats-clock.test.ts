// Two windows' StatsKeepers over one store on a virtual clock, with the real re-check times (RECHECK_AFTER): more
// games within the last re-check than the recent-fingerprint list holds, a Reset in one window while the other still
// watches its games, a window closed. The totals must equal the games played (issue 32, items 3 and 4).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import type { GameTally } from '../../src/game-tally.ts';
import { RECHECK_AFTER, STATS_KEY, StatsKeeper, type KeyValueStore } from '../../src/stats-keeper.ts';
import { loadStats } from '../../src/stats.ts';
import { RECENT_GAMES } from '../../src/stats-schema.ts';

/** Virtual time: tasks run in time order when the test moves the clock on; nothing waits for real time. */
class Clock {
  now = 0;
  /** Waiting tasks in the order they run: by time, then by when they were set (a task goes after those due no later). */
  private tasks: { at: number; run: () => void; owner: object | null }[] = [];
  at(ms: number, run: () => void, owner: object | null = null): void {
    const at = this.now + ms;
    let lo = 0;
    let hi = this.tasks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.tasks[mid].at <= at) lo = mid + 1;
      else hi = mid;
    }
    this.tasks.splice(lo, 0, { at, run, owner });
  }
  /** Drops what a closed window had still to do. */
  drop(owner: object): void {
    this.tasks = this.tasks.filter((t) => t.owner !== owner);
  }
  /** Moves on `ms`, running each task when its time comes and letting the promises it starts settle. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    while (this.tasks.length > 0 && this.tasks[0].at <= end) {
      const next = this.tasks.shift()!;
      this.now = next.at;
      next.run();
      await settle();
    }
    this.now = end;
  }
}

/** Lets every pending promise chain run (the keepers and the model stores use no real I/O). */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A stored value as a window's cache holds it: its JSON text, read once into a frozen value (reads may not change it). */
class Held {
  private read: unknown;
  constructor(readonly json: string | undefined) {}
  get value(): unknown {
    if (this.json === undefined) return undefined; // update(key, undefined): JSON.stringify gives no text
    return (this.read ??= deepFreeze(JSON.parse(this.json)));
  }
}

const deepFreeze = (v: unknown): unknown => {
  if (typeof v === 'object' && v !== null) {
    for (const inner of Object.values(v)) deepFreeze(inner);
    Object.freeze(v);
  }
  return v;
};

/** One window's globalState: its own cache; a write reaches the store at once and the other windows `delay` ms later. */
class Window implements KeyValueStore {
  readonly cache = new Map<string, Held>();
  closed = false;
  keeper: StatsKeeper;
  constructor(
    private readonly windows: Window[],
    private readonly store: Map<string, Held>,
    private readonly clock: Clock,
    private readonly delay: number,
  ) {
    for (const [k, v] of store) this.cache.set(k, v);
    this.keeper = new StatsKeeper(
      this,
      () => undefined,
      () => undefined,
      () => new Date(clock.now).toISOString(),
      { recheckAfter: RECHECK_AFTER, schedule: (task, ms) => clock.at(ms, task, this) },
    );
  }
  get(key: string): unknown {
    return this.cache.get(key)?.value;
  }
  update(key: string, value: unknown): Promise<void> {
    const v = new Held(JSON.stringify(value));
    this.cache.set(key, v);
    this.store.set(key, v);
    for (const other of this.windows)
      if (other !== this)
        this.clock.at(
          this.delay,
          () => {
            if (!other.closed) other.cache.set(key, v);
          },
          other,
        );
    return Promise.resolve();
  }
  close(): void {
    this.closed = true;
    this.clock.drop(this);
  }
}

let n = 0;
const game = (): GameTally => ({
  variant: 'war',
  config: {},
  mode: n % 2 === 0 ? 'own' : 'autoplay',
  outcome: n % 3 === 0 ? 'loss' : 'win',
  length: 30 + (n % 50),
  wars: 1,
  deepestWar: 1,
  fingerprint: `c${(n++).toString(36)}`,
});

const gamesIn = (held: Held | undefined): number =>
  held === undefined ? 0 : [...loadStats(held.value).stats.entries.values()].reduce((a, e) => a + e.games, 0);

/** A store, its windows and the virtual clock. */
function house(): { clock: Clock; store: Map<string, Held>; open: () => Window; stored: () => number } {
  const clock = new Clock();
  const store = new Map<string, Held>();
  const windows: Window[] = [];
  const open = (): Window => {
    const w = new Window(windows, store, clock, 50);
    windows.push(w);
    return w;
  };
  return { clock, store, open, stored: () => gamesIn(store.get(STATS_KEY)) };
}

const LAST_CHECK = RECHECK_AFTER[RECHECK_AFTER.length - 1];

// [full]: thousands of games counted through every re-check, so npm test runs them and test:quick leaves them out
// (stats-size.test.ts keeps the recent list's bound in the quick loop).
describe('statistics in two windows over the real re-check times [full]', () => {
  it('one window counting 2,050 games within its re-checks counts each once', async function () {
    this.timeout(600_000); // sized by count (2,050 games); the limit only stops a hang, however busy the machine
    const { clock, open, stored } = house();
    const a = open();
    for (let i = 0; i < 2_050; i++) {
      assert.equal(await a.keeper.count(game()), 'counted');
      await clock.advance(10);
      if (i % 50 === 49) assert.equal(stored(), i + 1, `after ${i + 1} games`);
    }
    await clock.advance(LAST_CHECK + 1_000);
    assert.equal(stored(), 2_050);
  });

  it('more games than the recent list holds, a Reset, a closed window: the totals are the games played', async function () {
    this.timeout(600_000); // sized by count (2,150 games in two windows), as above
    const { clock, open, stored } = house();
    const [a, b] = [open(), open()];
    let played = 0;
    /** One game counted in window `w`, 10 ms after the one before. */
    const play = async (w: Window): Promise<void> => {
      assert.equal(await w.keeper.count(game()), 'counted');
      played++;
      await clock.advance(10);
    };

    // 2,100 games in 21 s, alternating windows: well within the last re-check (120 s), more than RECENT_GAMES.
    const many = RECENT_GAMES + 100;
    for (let i = 0; i < many; i++) {
      await play(i % 2 === 0 ? a : b);
      // A write from a cache that lacks the other window's latest game drops it until a re-check: never more.
      if (i % 100 === 99) assert.ok(stored() <= played, `${stored()} stored after ${played} games`);
    }
    await clock.advance(LAST_CHECK + 1_000);
    assert.equal(stored(), many, 'after every re-check');

    // Window a counts 5 games; window b, having seen them, resets while a still watches them.
    for (let i = 0; i < 5; i++) await play(a);
    await clock.advance(100);
    assert.equal(await b.keeper.reset(), true);
    played = 0;
    await clock.advance(LAST_CHECK + 1_000);
    assert.equal(stored(), 0, 'the reset holds in both windows');

    // Both count again; then b closes in the middle of its re-checks, and a goes on.
    for (let i = 0; i < 40; i++) await play(i % 2 === 0 ? a : b);
    b.close();
    for (let i = 0; i < 10; i++) await play(a);
    await clock.advance(LAST_CHECK + 1_000);
    assert.equal(stored(), played, 'after b closed');
    assert.equal(played, 50);
    const shown = [...(await a.keeper.load()).entries.values()].reduce((s, e) => s + e.games, 0);
    assert.equal(shown, 50, 'what window a shows');
    // A window opened now reads the same.
    const c = open();
    assert.equal(
      [...(await c.keeper.load()).entries.values()].reduce((s, e) => s + e.games, 0),
      50,
    );
  });
});
