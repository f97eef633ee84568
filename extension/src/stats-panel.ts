// The statistics page (one editor panel): a card per configuration with labelled figures and charts, and each
// simulation's report. Restored after a reload by its own serializer; a tab VS Code restored in the background (not yet
// revived) is brought forward and revived on Show Statistics, never opened a second time.
import * as vscode from 'vscode';
import { loadPage, webviewOptions } from './assets.ts';
import { Bridge } from './bridge.ts';
import { STATS_VIEW_TYPE } from './ids.ts';
import { watchRestore } from './restore-watchdog.ts';
import type { PanelCommand, SimulationReport, StatsSnapshot } from './protocol.ts';
import { uiStrings } from './strings.ts';
import { t } from './l10n.ts';

/** What the statistics page needs from the extension. */
export interface StatsApp {
  readonly log: vscode.LogOutputChannel;
  statsSnapshot(): Promise<StatsSnapshot>;
  runPageCommand(command: PanelCommand): void;
}

/** How long a background tab may take to be revived once brought forward. */
const REVIVE_MS = 3000;

/** The statistics tab VS Code shows (maybe restored in the background and not revived yet). */
function statsTab(): vscode.Tab | undefined {
  for (const group of vscode.window.tabGroups.all)
    for (const tab of group.tabs)
      if (tab.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith(STATS_VIEW_TYPE)) return tab;
  return undefined;
}

/** The command that focuses editor group n (1 to 8). */
const FOCUS_GROUP = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'].map(
  (n) => `workbench.action.focus${n}EditorGroup`,
);

/** The one statistics panel. */
export class StatsPanel {
  private panel: vscode.WebviewPanel | undefined;
  private bridge: Bridge | undefined;
  /** The last report of each variant simulated (a reopened page shows them). */
  private readonly reports = new Map<string, SimulationReport>();
  private revived: (() => void) | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly app: StatsApp,
  ) {}

  /** Shows the panel: the open one, the restored tab (revived), or a new one beside the game. */
  async show(): Promise<void> {
    if (this.panel) {
      this.panel.reveal(undefined, true);
      return;
    }
    const tab = statsTab();
    if (tab && (await this.bringForward(tab))) return;
    if (this.panel) return;
    if (tab) await vscode.window.tabGroups.close(tab).then(undefined, () => undefined);
    const panel = vscode.window.createWebviewPanel(
      STATS_VIEW_TYPE,
      t('Piecepack War Statistics'),
      {
        viewColumn: vscode.ViewColumn.Beside,
        preserveFocus: true,
      },
      webviewOptions(this.extensionUri),
    );
    this.adopt(panel);
  }

  /** Makes a background tab the active one of its group, so VS Code revives it; true once it is ours. */
  private async bringForward(tab: vscode.Tab): Promise<boolean> {
    const group = tab.group.viewColumn;
    const focus = FOCUS_GROUP[group - 1];
    if (!focus) return false;
    const revived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), REVIVE_MS);
      this.revived = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    await vscode.commands.executeCommand(focus);
    await vscode.commands.executeCommand('workbench.action.openEditorAtIndex', tab.group.tabs.indexOf(tab));
    const ok = this.panel !== undefined || (await revived);
    this.revived = undefined;
    if (!ok) this.app.log.warn('the restored statistics tab did not revive; opening a new one in its place');
    return ok;
  }

  /** Takes over the panel VS Code restored after a reload (reopened if its page never starts). */
  revive(panel: vscode.WebviewPanel): void {
    if (this.panel && this.panel !== panel) this.panel.dispose();
    this.adopt(panel);
    this.revived?.();
    watchRestore(
      panel,
      () => this.bridge?.started ?? false,
      () => {
        // Everything is read before dispose(): a disposed panel throws on any access.
        const column = panel.viewColumn ?? vscode.ViewColumn.Beside;
        const title = panel.title;
        panel.dispose();
        this.adopt(
          vscode.window.createWebviewPanel(
            STATS_VIEW_TYPE,
            title,
            { viewColumn: column, preserveFocus: true },
            webviewOptions(this.extensionUri),
          ),
        );
      },
      this.app.log,
    );
  }

  private adopt(panel: vscode.WebviewPanel): void {
    this.panel = panel;
    panel.iconPath = vscode.Uri.joinPath(this.extensionUri, 'media', 'extension', 'tile.svg');
    const bridge = new Bridge(panel.webview, this.app.log, 'stats', {
      ready: () => void this.sendInit(),
      message: (msg) => {
        if (msg.type === 'command') this.app.runPageCommand(msg.command);
        else if (msg.type !== 'focus') this.app.log.warn(`[stats] ignored a ${msg.type} message: the statistics page has no game`);
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
    this.bridge?.post({ type: 'init', view: 'stats', game: null, resume: null, stats, strings: uiStrings() });
    for (const report of this.reports.values()) this.bridge?.post({ type: 'simulation', report });
  }

  /** Fresh statistics, if the panel is open. */
  showStats(stats: StatsSnapshot): void {
    this.bridge?.post({ type: 'stats', stats });
  }

  /** A simulation's progress or result (kept per variant, so a reopened page shows it). */
  showSimulation(report: SimulationReport): void {
    this.reports.set(report.variant, report);
    this.bridge?.post({ type: 'simulation', report });
  }
}
