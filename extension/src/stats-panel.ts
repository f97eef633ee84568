// The statistics page (one editor panel): the per-variant table with small charts, and the last simulation's
// game-length histogram. Restored after a reload by its own serializer.
import * as vscode from 'vscode';
import { loadPage, webviewOptions } from './assets.ts';
import { Bridge } from './bridge.ts';
import { watchRestore } from './restore-watchdog.ts';
import type { PanelCommand, SimulationReport, StatsSnapshot } from './protocol.ts';
import { uiStrings } from './strings.ts';

/** The statistics panel's view type (package.json `onWebviewPanel:` activation event). */
export const STATS_VIEW_TYPE = 'piecepackWar.stats';

/** What the statistics page needs from the extension. */
export interface StatsApp {
  readonly log: vscode.LogOutputChannel;
  statsSnapshot(): Promise<StatsSnapshot>;
  runPanelCommand(command: PanelCommand, from: null): void;
}

/** The one statistics panel. */
export class StatsPanel {
  private panel: vscode.WebviewPanel | undefined;
  private bridge: Bridge | undefined;
  private report: SimulationReport | null = null;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly app: StatsApp,
  ) {}

  /** Shows the panel, opening it beside the game when it is not open. */
  show(): void {
    if (this.panel) {
      this.panel.reveal(undefined, true);
      return;
    }
    const panel = vscode.window.createWebviewPanel(STATS_VIEW_TYPE, vscode.l10n.t('Piecepack War Statistics'), {
      viewColumn: vscode.ViewColumn.Beside,
      preserveFocus: true,
    }, webviewOptions(this.extensionUri));
    this.adopt(panel);
  }

  /** Takes over the panel VS Code restored after a reload (reopened if its page never starts). */
  revive(panel: vscode.WebviewPanel): void {
    this.panel?.dispose();
    this.adopt(panel);
    watchRestore(panel, () => this.bridge?.started ?? false, () => {
      // Everything is read before dispose(): a disposed panel throws on any access.
      const column = panel.viewColumn ?? vscode.ViewColumn.Beside;
      const title = panel.title;
      panel.dispose();
      this.adopt(vscode.window.createWebviewPanel(STATS_VIEW_TYPE, title, { viewColumn: column, preserveFocus: true }, webviewOptions(this.extensionUri)));
    }, this.app.log);
  }

  private adopt(panel: vscode.WebviewPanel): void {
    this.panel = panel;
    panel.iconPath = vscode.Uri.joinPath(this.extensionUri, 'media', 'extension', 'tile.svg');
    const bridge = new Bridge(panel.webview, this.app.log, 'stats', {
      ready: () => void this.sendInit(),
      message: (msg) => {
        if (msg.type === 'command') this.app.runPanelCommand(msg.command, null);
        else this.app.log.warn(`[stats] ignored a ${msg.type} message: the statistics page has no game`);
      },
    });
    this.bridge = bridge;
    loadPage(panel.webview, this.extensionUri, 'stats', panel.title);
    panel.onDidChangeViewState(() => {
      if (!panel.visible) bridge.reset();
    });
    panel.onDidDispose(() => {
      bridge.dispose();
      if (this.panel === panel) {
        this.panel = undefined;
        this.bridge = undefined;
      }
    });
  }

  private async sendInit(): Promise<void> {
    const stats = await this.app.statsSnapshot();
    this.bridge?.post({ type: 'init', view: 'stats', game: null, record: null, stats, strings: uiStrings() });
    if (this.report) this.bridge?.post({ type: 'simulation', report: this.report });
  }

  /** Fresh statistics, if the panel is open. */
  showStats(stats: StatsSnapshot): void {
    this.bridge?.post({ type: 'stats', stats });
  }

  /** A simulation's progress or result (kept, so a reopened page shows it). */
  showSimulation(report: SimulationReport): void {
    this.report = report;
    this.bridge?.post({ type: 'simulation', report });
  }
}
