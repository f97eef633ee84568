// Keeps the statistics in globalState (synced across machines with setKeysForSync): loads with migration, reports and
// resets a corrupted value (keeping a copy), and counts finished games by replaying their records.
import * as vscode from 'vscode';
import type { GameRecord } from '../../engine/src/record.ts';
import { tallyRecord } from './game-tally.ts';
import type { StatsSnapshot } from './protocol.ts';
import { emptyStats, loadStats, recordGame, snapshot, type StatsV2 } from './stats.ts';

/** The globalState key of the statistics (synced). */
export const STATS_KEY = 'piecepackWar.stats';
/** Where a corrupted value is kept for inspection (not synced). */
export const CORRUPTED_KEY = 'piecepackWar.stats.corrupted';

/** The statistics store of one extension host. */
export class StatsStore {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires after the statistics changed (a game counted, a reset). */
  readonly onDidChange = this.changed.event;
  /** Writes run one after another, so two games ending together are both counted. */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly state: vscode.Memento & { setKeysForSync(keys: readonly string[]): void },
    private readonly log: vscode.LogOutputChannel,
  ) {
    state.setKeysForSync([STATS_KEY]);
  }

  /** The stored statistics; a corrupted value is reported, kept under CORRUPTED_KEY and reset; an old one migrated. */
  async load(): Promise<StatsV2> {
    const raw = this.state.get<unknown>(STATS_KEY);
    const loaded = loadStats(raw);
    if (loaded.corrupted !== undefined) {
      this.log.error(`statistics were corrupted (${loaded.corrupted}); starting afresh, the old value is kept under ${CORRUPTED_KEY}`);
      await this.state.update(CORRUPTED_KEY, raw);
      await this.state.update(STATS_KEY, loaded.stats);
      void vscode.window.showWarningMessage(
        vscode.l10n.t('Piecepack War: the saved statistics were unreadable ({0}) and have been reset.', loaded.corrupted),
      );
    } else if (loaded.migratedFrom !== undefined) {
      this.log.info(`statistics migrated from version ${loaded.migratedFrom} to ${loaded.stats.version}`);
      await this.state.update(STATS_KEY, loaded.stats);
    }
    return loaded.stats;
  }

  /** What the views show. */
  async snapshot(current: string): Promise<StatsSnapshot> {
    return snapshot(await this.load(), current);
  }

  /** Counts a finished game from its record; a record that does not replay to a finished game is logged and ignored. */
  count(record: GameRecord): Promise<boolean> {
    return this.serial(() => this.countNow(record));
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.writes.then(task, task);
    this.writes = run.catch(() => undefined);
    return run;
  }

  private async countNow(record: GameRecord): Promise<boolean> {
    const tally = tallyRecord(record);
    if (!tally.ok) {
      this.log.warn(`a finished game was not counted: ${tally.reason}`);
      return false;
    }
    const next = recordGame(await this.load(), tally.value);
    if (next === null) {
      this.log.info(`game ${tally.value.fingerprint} was already counted`);
      return false;
    }
    await this.state.update(STATS_KEY, next);
    this.log.info(`counted a ${tally.value.variant} game: ${tally.value.outcome} in ${tally.value.tricks} tricks`);
    this.changed.fire();
    return true;
  }

  /** Forgets every statistic. */
  reset(): Promise<void> {
    return this.serial(async () => {
      await this.state.update(STATS_KEY, emptyStats());
      this.log.info('statistics reset');
      this.changed.fire();
    });
  }

  dispose(): void {
    this.changed.dispose();
  }
}
