// Keeps the statistics in a key-value store (VS Code's globalState; stats-store.ts wires it): every change runs one
// after another; what cannot be read is copied to a bounded, local history before anything is rewritten; statistics
// written by a newer version are read and never written; a game this window counted is checked again a few times
// after, and counted again if another window's write dropped it (not when it only left the list of recent
// fingerprints, nor when the statistics were reset since). Pure: no vscode, so every path is unit-tested.
import type { GameTally } from './game-tally.ts';
import { loadStats, recordGame, restoreEntries, storedValue, emptyStats, type SetAside, type Stats } from './stats.ts';
import { RECENT_GAMES, unitOf } from './stats-schema.ts';

/** The key of the statistics (synced across machines with Settings Sync). */
export const STATS_KEY = 'piecepackWar.stats';
/** The history of set-aside values (this machine only: never synced, so a mistake on one machine stays there). */
export const SET_ASIDE_KEY = 'piecepackWar.stats.setAside';
/** Where version 0.1 kept the one value it replaced; moved into the history on first load. */
export const OLD_CORRUPTED_KEY = 'piecepackWar.stats.corrupted';
/** Set-aside copies kept, newest last; older ones go first. */
export const HISTORY_LIMIT = 10;
/** Characters of JSON the history may hold (the newest copy is always kept, whatever its size). */
export const HISTORY_CHARS = 2_000_000;

/** The part of VS Code's Memento the keeper uses. */
export interface KeyValueStore {
  get(key: string): unknown;
  update(key: string, value: unknown): PromiseLike<void>;
}

/** One set-aside copy: when, why, and the value exactly as it was stored. */
export interface SetAsideRecord {
  /** ISO time it was set aside. */
  at: string;
  /** What was set aside and why, in words. */
  reason: string;
  value: unknown;
}

/** What the user should hear about (the vscode side shows it), or that the statistics changed without a count here. */
export type StatsNotice =
  { kind: 'set-aside'; items: SetAside[] } | { kind: 'newer'; version: number } | { kind: 'recounted'; games: number };

/**
 * When a window checks again that the stored value still holds a game it counted (ms after the count). Each VS Code
 * window has its own extension host and its own cache of globalState, and another window's write reaches it only after
 * a while: a window counting from a cache that lacks this window's game writes the value without it. The check sees
 * that and counts the game again (its fingerprint keeps it from counting twice); after the last check it is let go.
 * A game is let go sooner when the stored value shows it was counted and has since left the recent list (its place is
 * RECENT_GAMES or more behind the newest), or that the statistics were reset after it was counted.
 */
export const RECHECK_AFTER: readonly number[] = [500, 2_000, 8_000, 30_000, 120_000];

/** How the keeper waits to check again (tests scale it down). */
export interface KeeperTiming {
  recheckAfter: readonly number[];
  /** Runs `task` after `ms`; the default is a timer that never keeps the host alive. */
  schedule?: (task: () => void, ms: number) => void;
}

const laterTimer = (task: () => void, ms: number): void => {
  const handle = setTimeout(task, ms) as { unref?: () => void } | undefined;
  handle?.unref?.();
};

/** The outcome of counting a game. */
export type CountOutcome = 'counted' | 'already counted' | 'read-only';

/** The statistics store: load, count, reset and restore, one at a time. */
export class StatsKeeper {
  private queue: Promise<unknown> = Promise.resolve();
  private newerTold = false;
  /** Set once a load found statistics of a newer version: nothing is written while it holds. */
  newer: number | undefined;

  constructor(
    private readonly store: KeyValueStore,
    private readonly notify: (notice: StatsNotice) => void,
    private readonly log: (line: string) => void,
    private readonly now: () => string = () => new Date().toISOString(),
    private readonly timing: KeeperTiming = { recheckAfter: RECHECK_AFTER },
  ) {}

  /** Games this window counted and still checks for (by fingerprint), with their place in the list, until their last check. */
  private readonly pending = new Map<string, { game: GameTally; place: number }>();

  /** The statistics now (setting aside and migrating first when needed). */
  load(): Promise<Stats> {
    return this.serial(() => this.loadNow());
  }

  /** Counts a finished game once; nothing is written while the statistics are a newer version's. */
  count(game: GameTally): Promise<CountOutcome> {
    return this.serial(async () => {
      const stats = await this.loadNow();
      if (this.newer !== undefined) {
        this.log(
          `a ${game.variant} game was not counted: the statistics were written by a newer version (${this.newer}) and are kept as they are`,
        );
        return 'read-only';
      }
      const next = recordGame(stats, game);
      if (next === null) {
        this.log(`game ${game.fingerprint} was already counted`);
        return 'already counted';
      }
      await this.store.update(STATS_KEY, storedValue(next));
      this.log(`counted a ${game.variant} game (${game.mode}): ${game.outcome} in ${game.length} ${unitOf(game.variant)}`);
      this.watch(game, next.listed);
      return 'counted';
    });
  }

  /** Forgets every statistic (the old value is set aside first); refused while they are a newer version's. */
  reset(): Promise<boolean> {
    return this.serial(async () => {
      const { listed } = await this.loadNow();
      if (this.newer !== undefined) return false;
      const raw = this.store.get(STATS_KEY);
      if (raw !== undefined) await this.setAside(raw, 'the statistics as they were before Reset Statistics');
      this.pending.clear(); // the games counted here just before are reset too: not counted again
      // The places go on from the old value's: another window's games counted before now are at or before resetAt.
      await this.store.update(STATS_KEY, storedValue({ ...emptyStats(), listed, resetAt: listed }));
      this.log('statistics reset (the old value is in the set-aside history)');
      return true;
    });
  }

  /** The set-aside history, newest last. */
  history(): SetAsideRecord[] {
    const h = this.store.get(SET_ASIDE_KEY);
    return Array.isArray(h) ? (h as SetAsideRecord[]).filter((r) => typeof r === 'object' && r !== null && typeof r.at === 'string') : [];
  }

  /** Adds the readable entries of history item `index` back into the statistics; says how many, and what still cannot be read. */
  restore(index: number): Promise<{ restored: number; still: SetAside[] } | 'read-only' | 'missing'> {
    return this.serial(async () => {
      const stats = await this.loadNow();
      if (this.newer !== undefined) return 'read-only';
      const item = this.history()[index];
      if (!item) return 'missing';
      const { stats: next, restored, still } = restoreEntries(stats, item.value);
      if (restored > 0) {
        await this.store.update(STATS_KEY, storedValue(next));
        // What came back leaves the history (a second restore must not count it twice); what did not, stays.
        const history = this.history();
        if (still.length > 0)
          history[index] = {
            ...item,
            reason: `${item.reason} (partly restored ${this.now()})`,
            value: { version: 3, entries: still.map((s) => s.value), counted: [] },
          };
        else history.splice(index, 1);
        await this.store.update(SET_ASIDE_KEY, history);
      }
      this.log(
        `restored ${restored} entr${restored === 1 ? 'y' : 'ies'} from the copy set aside at ${item.at}; ${still.length} still cannot be read`,
      );
      return { restored, still };
    });
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Checks again, after each delay, that the stored value holds `game`; lets it go after the last. */
  private watch(game: GameTally, place: number): void {
    this.pending.set(game.fingerprint, { game, place });
    const schedule = this.timing.schedule ?? laterTimer;
    const delays = this.timing.recheckAfter;
    delays.forEach((ms, i) =>
      schedule(() => {
        void this.serial(async () => {
          await this.loadNow();
          if (i === delays.length - 1) this.pending.delete(game.fingerprint);
        }).catch((e: unknown) => this.log(`checking the statistics again failed: ${String(e)}`));
      }, ms),
    );
  }

  private async loadNow(): Promise<Stats> {
    const old = this.store.get(OLD_CORRUPTED_KEY);
    if (old !== undefined) {
      await this.setAside(old, 'statistics an earlier version found unreadable and replaced');
      await this.store.update(OLD_CORRUPTED_KEY, undefined);
    }
    const raw = this.store.get(STATS_KEY);
    const loaded = loadStats(raw);
    this.newer = loaded.newer;
    if (loaded.newer !== undefined) {
      if (!this.newerTold) {
        this.newerTold = true;
        this.log(`the statistics were written by a newer version (${loaded.newer}); showing what this version can read, writing nothing`);
        this.notify({ kind: 'newer', version: loaded.newer });
      }
      return loaded.stats;
    }
    // Games this window counted that another window's write left out (it counted from a cache without them).
    let stats = loaded.stats;
    let recounted = 0;
    for (const [fingerprint, watched] of this.pending) {
      if (stats.counted.has(fingerprint)) continue;
      // Counted before a reset (here or in another window), or counted and since moved out of the recent list.
      if (watched.place <= stats.resetAt || stats.listed - watched.place >= RECENT_GAMES) {
        this.pending.delete(fingerprint);
        continue;
      }
      const next = recordGame(stats, watched.game);
      if (next) {
        stats = next;
        // Its lowest place in any value this window wrote: where it leaves the list first.
        watched.place = Math.min(watched.place, next.listed);
        recounted++;
      }
    }
    const cleaned = loaded.setAside.length > 0 || loaded.migratedFrom !== undefined;
    if (!cleaned && recounted === 0) return stats;
    if (cleaned) {
      // The copy goes to the history before the synced key changes, so nothing is ever only in memory.
      const why = loaded.setAside.map((s) => `${s.what}: ${s.why}`).join('; ');
      if (loaded.migratedFrom !== undefined)
        await this.setAside(
          raw,
          `the statistics as version ${loaded.migratedFrom} stored them, before they were brought to this version${why ? ` (${why})` : ''}`,
        );
      else await this.setAside(raw, why);
      await this.store.update(STATS_KEY, storedValue(stats));
      if (loaded.migratedFrom !== undefined) this.log(`statistics migrated from version ${loaded.migratedFrom}`);
      if (loaded.setAside.length > 0) {
        this.log(`set aside: ${why}`);
        this.notify({ kind: 'set-aside', items: loaded.setAside });
      }
    } else await this.store.update(STATS_KEY, storedValue(stats));
    if (recounted > 0) {
      this.log(`counted ${recounted} game(s) again: another window wrote the statistics without them`);
      this.notify({ kind: 'recounted', games: recounted });
    }
    return stats;
  }

  /** Adds a copy to the history, dropping the oldest beyond the bounds (the new copy always stays). */
  private async setAside(value: unknown, reason: string): Promise<void> {
    const history = [...this.history(), { at: this.now(), reason, value }];
    while (history.length > HISTORY_LIMIT) history.shift();
    while (history.length > 1 && JSON.stringify(history).length > HISTORY_CHARS) history.shift();
    await this.store.update(SET_ASIDE_KEY, history);
  }
}
