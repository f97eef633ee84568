// The extension's entry: wiring only. Registers the commands, the game panels and their serializer, the sidebar view,
// the statistics page, and follows settings changes; each part lives in its own file.
import * as vscode from 'vscode';
import type { GameRecord } from '../../engine/src/record.ts';
import { SettingsReader } from './config.ts';
import { exportRecord } from './export-record.ts';
import type { GameApp, GameHost } from './game-host.ts';
import { GAME_VIEW_TYPE, GamePanels } from './game-panel.ts';
import { SECTION } from './manifest.ts';
import type { PanelCommand, StatsSnapshot } from './protocol.ts';
import { rulesChanged, type ResolvedSettings } from './settings.ts';
import { SIDEBAR_VIEW_ID, SidebarProvider } from './sidebar.ts';
import { simulate } from './simulate.ts';
import { STATS_VIEW_TYPE, StatsPanel } from './stats-panel.ts';
import { StatsStore } from './stats-store.ts';

/** Command ids (package.json contributes.commands). */
export const COMMANDS = {
  open: 'piecepackWar.open',
  showStats: 'piecepackWar.showStats',
  resetStats: 'piecepackWar.resetStats',
  simulate: 'piecepackWar.simulate',
  exportRecord: 'piecepackWar.exportRecord',
} as const;

/** The running extension: the parts, and how they reach each other. */
class PiecepackWar implements GameApp {
  readonly log: vscode.LogOutputChannel;
  private readonly reader: SettingsReader;
  private readonly stats: StatsStore;
  private readonly panels: GamePanels;
  private readonly sidebar: SidebarProvider;
  private readonly statsPanel: StatsPanel;
  private settings: ResolvedSettings;

  constructor(private readonly context: vscode.ExtensionContext, log: vscode.LogOutputChannel) {
    this.log = log;
    this.reader = new SettingsReader(log);
    this.settings = this.reader.read();
    this.stats = new StatsStore(context.globalState, log);
    this.panels = new GamePanels(context.extensionUri, this);
    this.sidebar = new SidebarProvider(context.extensionUri, this);
    this.statsPanel = new StatsPanel(context.extensionUri, this);
    const sub = context.subscriptions;
    sub.push(this.stats);
    sub.push(vscode.commands.registerCommand(COMMANDS.open, () => void this.panels.open()));
    sub.push(vscode.commands.registerCommand(COMMANDS.showStats, () => this.statsPanel.show()));
    sub.push(vscode.commands.registerCommand(COMMANDS.resetStats, () => this.resetStats()));
    sub.push(vscode.commands.registerCommand(COMMANDS.simulate, () => this.simulate()));
    sub.push(vscode.commands.registerCommand(COMMANDS.exportRecord, () => this.exportRecord()));
    sub.push(vscode.window.registerWebviewPanelSerializer(GAME_VIEW_TYPE, {
      deserializeWebviewPanel: async (panel, state) => this.panels.revive(panel, state),
    }));
    sub.push(vscode.window.registerWebviewPanelSerializer(STATS_VIEW_TYPE, {
      deserializeWebviewPanel: async (panel) => this.statsPanel.revive(panel),
    }));
    sub.push(vscode.window.registerWebviewViewProvider(SIDEBAR_VIEW_ID, this.sidebar));
    sub.push(vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(SECTION)) this.settingsChanged();
    }));
    sub.push(this.stats.onDidChange(() => void this.broadcastStats()));
  }

  readSettings(): ResolvedSettings {
    return this.reader.read();
  }

  async statsSnapshot(): Promise<StatsSnapshot> {
    return this.stats.snapshot(this.settings.options.variant);
  }

  countGame(record: GameRecord): Promise<boolean> {
    return this.stats.count(record);
  }

  runPanelCommand(command: PanelCommand, from: GameHost | null): void {
    if (command === 'newGame') {
      if (from) from.newGame(this.reader.read());
      else void this.panels.open();
    } else if (command === 'openSettings') {
      void vscode.commands.executeCommand('workbench.action.openSettings', SECTION);
    } else if (command === 'exportRecord') {
      void exportRecord(from?.record ?? this.currentGame()?.record ?? null, this.log);
    } else {
      void vscode.commands.executeCommand(COMMANDS[command]);
    }
  }

  private games(): GameHost[] {
    const sidebar = this.sidebar.game;
    return sidebar ? [...this.panels.all(), sidebar] : this.panels.all();
  }

  private currentGame(): GameHost | undefined {
    return this.panels.current ?? this.sidebar.game;
  }

  /** New settings: games whose rules changed restart (asking first if one is under way); others only change pace. */
  private settingsChanged(): void {
    this.reader.changed();
    const next = this.reader.read();
    const variantChanged = next.options.variant !== this.settings.options.variant;
    this.settings = next;
    const restart: GameHost[] = [];
    for (const game of this.games()) {
      if (rulesChanged(game.settings, next)) restart.push(game);
      else game.applyPlay(next);
    }
    const busy = restart.filter((g) => g.inProgress);
    for (const game of restart) if (!game.inProgress) game.newGame(next);
    this.log.info(`settings changed: ${next.options.variant}, ${restart.length - busy.length} game(s) restarted, ${busy.length} under way`);
    if (busy.length > 0) {
      const yes = vscode.l10n.t('New Game');
      const no = vscode.l10n.t('Keep Playing');
      void vscode.window
        .showInformationMessage(vscode.l10n.t('Piecepack War settings changed. Start a new game with them? The game in progress ends.'), yes, no)
        .then((pick) => {
          if (pick !== yes) return;
          const latest = this.reader.read();
          for (const game of busy) game.newGame(latest);
        });
    }
    if (variantChanged) void this.broadcastStats();
  }

  private async broadcastStats(): Promise<void> {
    const snapshot = await this.statsSnapshot();
    for (const game of this.games()) game.showStats(snapshot);
    this.statsPanel.showStats(snapshot);
  }

  private async resetStats(): Promise<void> {
    const reset = vscode.l10n.t('Reset');
    const pick = await vscode.window.showWarningMessage(
      vscode.l10n.t('Reset all Piecepack War statistics? This cannot be undone.'),
      { modal: true },
      reset,
    );
    if (pick === reset) await this.stats.reset();
  }

  private async simulate(): Promise<void> {
    this.statsPanel.show();
    await simulate(this.reader.read(), (r) => this.statsPanel.showSimulation(r), this.log);
  }

  private async exportRecord(): Promise<void> {
    await exportRecord(this.currentGame()?.record ?? null, this.log);
  }
}

/** Called by VS Code on the first command, view or restored panel. */
export function activate(context: vscode.ExtensionContext): void {
  const activateStart = performance.now();
  const log = vscode.window.createOutputChannel('Piecepack War', { log: true });
  context.subscriptions.push(log);
  new PiecepackWar(context, log);
  const end = performance.now();
  // Figures for docs/extension.md (the end-to-end suite reads this line): code loading and activate() itself.
  log.info(`activated in ${(end - PW_LOAD_START).toFixed(1)} ms (code loaded in ${(activateStart - PW_LOAD_START).toFixed(1)} ms, activate() ${(end - activateStart).toFixed(1)} ms)`);
}

/** Nothing to do: every resource is in context.subscriptions. */
export function deactivate(): void {}
