// The statistics in VS Code: globalState (the statistics synced with Settings Sync, the set-aside history on this
// machine only), the user told what was set aside and how to get it back, the set-aside copies shown and restored, and
// the views told when the window comes back with statistics another window wrote meanwhile.
// The rules of keeping them are in stats-keeper.ts (pure, unit-tested).
import * as vscode from 'vscode';
import type { GameRecord } from '../../engine/src/index.ts';
import { tallyRecord } from './game-tally.ts';
import { COMMANDS } from './ids.ts';
import type { StatsSnapshot } from './protocol.ts';
import { STATS_KEY, StatsKeeper, type StatsNotice } from './stats-keeper.ts';
import { snapshot } from './stats-rows.ts';
import type { ConfigValue } from './stats-schema.ts';
import { t } from './l10n.ts';
import { withLabel } from './stats-label.ts';

/** The statistics store of one extension host. */
export class StatsStore {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires after the statistics changed (a game counted, a reset, a restore, another window's write seen). */
  readonly onDidChange = this.changed.event;
  private readonly keeper: StatsKeeper;
  private readonly focus: vscode.Disposable;
  /** The stored value as this window last looked (JSON), to tell when another window wrote. */
  private seen: string;

  constructor(
    private readonly state: vscode.Memento & { setKeysForSync(keys: readonly string[]): void },
    private readonly log: vscode.LogOutputChannel,
  ) {
    state.setKeysForSync([STATS_KEY]);
    this.seen = this.stored();
    // Another window's writes reach this window's globalState without an event: the views redraw when the person
    // comes back to this window and the value is not the one last seen.
    this.focus = vscode.window.onDidChangeWindowState((w) => {
      if (!w.focused || this.stored() === this.seen) return;
      this.log.info('the statistics changed in another window: the views redraw');
      this.changed.fire();
    });
    this.keeper = new StatsKeeper(
      state,
      (notice) => this.tell(notice),
      (line) => log.info(line),
    );
  }

  /** The stored value as JSON, as this window's globalState holds it now. */
  private stored(): string {
    return JSON.stringify(this.state.get(STATS_KEY)) ?? '';
  }

  /** What the views show, with the row of the current settings' configuration. */
  async snapshot(current: { variant: string; config: Record<string, ConfigValue> }): Promise<StatsSnapshot> {
    const stats = await this.keeper.load();
    this.seen = this.stored();
    return snapshot(stats, current, { readOnly: this.keeper.newer !== undefined, setAside: this.keeper.history().length }, t);
  }

  /** Counts a finished game from its record; a record that does not replay to its own final state is logged and ignored. */
  async count(record: GameRecord, autoplayed: boolean, label?: string): Promise<boolean> {
    const tally = tallyRecord(record, autoplayed ? 'autoplay' : 'own');
    if (tally.ok) tally.value.config = withLabel(tally.value.config, label); // a named variant's games: under its name too
    if (!tally.ok) {
      this.log.warn(`a finished game was not counted: ${tally.reason}`);
      return false;
    }
    const outcome = await this.keeper.count(tally.value);
    if (outcome === 'counted') this.changed.fire();
    return outcome === 'counted';
  }

  /** Forgets every statistic, after asking; the old value stays in the set-aside history (Restore brings it back). */
  async reset(): Promise<void> {
    await this.keeper.load();
    if (this.keeper.newer !== undefined) {
      void vscode.window.showWarningMessage(
        t(
          'Piecepack War: your statistics were saved by a newer version of the extension; this version does not reset them. Update the extension first.',
        ),
      );
      return;
    }
    const reset = t('Reset');
    const pick = await vscode.window.showWarningMessage(
      t(
        'Reset all Piecepack War statistics? A copy is kept on this machine: "Piecepack War: Restore Set-Aside Statistics" brings it back.',
      ),
      { modal: true },
      reset,
    );
    if (pick !== reset) return;
    if (await this.keeper.reset()) this.changed.fire();
  }

  /** Lets the user pick a set-aside copy: open it as JSON to read, or bring back what this version can read of it. */
  async restore(): Promise<void> {
    const history = this.keeper.history();
    if (history.length === 0) {
      void vscode.window.showInformationMessage(t('Piecepack War: no statistics have been set aside on this machine.'));
      return;
    }
    const items = history.map((h, index) => ({ label: new Date(h.at).toLocaleString(), detail: h.reason, index })).reverse();
    const picked = await vscode.window.showQuickPick(items, {
      title: t('Set-aside statistics (newest first)'),
      placeHolder: t('Pick a copy to see or bring back'),
    });
    if (!picked) return;
    const show = t('Show as JSON');
    const bring = t('Bring Back What Can Be Read');
    const action = await vscode.window.showQuickPick([bring, show], { title: picked.label });
    if (action === show) {
      const doc = await vscode.workspace.openTextDocument({ language: 'json', content: JSON.stringify(history[picked.index], null, 1) });
      await vscode.window.showTextDocument(doc, { preview: true });
    } else if (action === bring) {
      const r = await this.keeper.restore(picked.index);
      if (r === 'read-only')
        void vscode.window.showWarningMessage(
          t('Piecepack War: your statistics were saved by a newer version of the extension; this version does not change them.'),
        );
      else if (r !== 'missing') {
        if (r.restored > 0) this.changed.fire();
        const still = r.still.map((s) => `${s.what} (${s.why})`).join('; ');
        void vscode.window.showInformationMessage(
          r.still.length === 0
            ? t('Piecepack War: {0:one=statistics entry|other=statistics entries} brought back.', r.restored)
            : t(
                'Piecepack War: {0:one=statistics entry|other=statistics entries} brought back; still unreadable and kept aside: {1}',
                r.restored,
                still,
              ),
        );
      }
    }
  }

  private tell(notice: StatsNotice): void {
    if (notice.kind === 'recounted') {
      // Another window's write had dropped games counted here; they are back: the views redraw.
      this.changed.fire();
      return;
    }
    if (notice.kind === 'newer') {
      void vscode.window.showWarningMessage(
        t(
          'Piecepack War: your statistics were saved by a newer version of the extension (statistics version {0}). This version shows what it can read and changes nothing, so games played here are not counted. Update the extension to count them.',
          notice.version,
        ),
      );
      return;
    }
    const what = notice.items.map((s) => `${s.what} (${s.why})`).join('; ');
    const open = t('See or Bring Back');
    void vscode.window
      .showWarningMessage(
        t(
          'Piecepack War: part of your statistics could not be read and was set aside: {0}. Everything else is kept. A copy stays on this machine: "Piecepack War: Restore Set-Aside Statistics" shows it and brings back what can be read.',
          what,
        ),
        open,
      )
      .then((pick) => {
        if (pick === open) void vscode.commands.executeCommand(COMMANDS.restoreStats);
      });
  }

  dispose(): void {
    this.focus.dispose();
    this.changed.dispose();
  }
}
