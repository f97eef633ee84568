// One game in a webview (editor panel or sidebar), seen from the host: the record so far, the settings it started
// with, the handshake, counting the game when it ends, and following settings changes.
import * as vscode from 'vscode';
import { isVariant, PRESETS } from '../../engine/src/presets.ts';
import type { GameRecord } from '../../engine/src/record.ts';
import { Bridge } from './bridge.ts';
import type { PanelCommand, StatsSnapshot } from './protocol.ts';
import { gameSetup, type ResolvedSettings } from './settings.ts';
import { uiStrings } from './strings.ts';

/** What a game view needs from the extension. */
export interface GameApp {
  readonly log: vscode.LogOutputChannel;
  /** Reads (and checks) the settings now. */
  readSettings(): ResolvedSettings;
  /** The statistics for the views, with the current variant. */
  statsSnapshot(): Promise<StatsSnapshot>;
  /** Counts a finished game. */
  countGame(record: GameRecord): Promise<boolean>;
  /** A toolbar button was pressed in this view. */
  runPanelCommand(command: PanelCommand, from: GameHost): void;
}

/** The host's side of one game view. */
export class GameHost {
  /** The game's record so far (null before the first move of a new game). */
  record: GameRecord | null;
  /** Whether the game in the view has ended. */
  over = false;
  /** The settings the game in the view was started with. */
  settings: ResolvedSettings;
  private readonly bridge: Bridge;

  constructor(
    readonly webview: vscode.Webview,
    readonly view: 'game' | 'sidebar',
    private readonly app: GameApp,
    record: GameRecord | null,
    /** Called with the game's title whenever a game starts (the panel shows it in its tab). */
    private readonly titled: (title: string) => void = () => undefined,
  ) {
    this.record = record;
    this.settings = app.readSettings();
    // A restored game keeps its own variant's title (the settings may have moved on since).
    const variant = record?.options.variant;
    titled(isVariant(variant) ? PRESETS[variant].title : gameSetup(this.settings).title);
    this.bridge = new Bridge(webview, app.log, view, {
      ready: () => void this.sendInit(),
      message: (msg) => {
        switch (msg.type) {
          case 'progress':
            this.record = msg.record;
            this.over = msg.over;
            return;
          case 'gameEnd':
            this.record = msg.record;
            this.over = true;
            void app.countGame(msg.record);
            return;
          case 'elementError':
            app.log.warn(`[${view}] the game refused option ${msg.option}: ${msg.message}`);
            void vscode.window.showWarningMessage(vscode.l10n.t('Piecepack War: {0}', msg.message));
            return;
          case 'command':
            app.runPanelCommand(msg.command, this);
            return;
        }
      },
    });
  }

  /** Whether a game is under way (moves made, not over): a settings change asks before replacing it. */
  get inProgress(): boolean {
    return this.record !== null && this.record.actions.length > 0 && !this.over;
  }

  private async sendInit(): Promise<void> {
    const stats = await this.app.statsSnapshot();
    this.bridge.post({ type: 'init', view: this.view, game: gameSetup(this.settings), record: this.record, stats, strings: uiStrings() });
  }

  /** Whether the webview's page has started (said ready) at least once. */
  get started(): boolean {
    return this.bridge.started;
  }

  /** The webview is reloading its content (hidden, or new HTML): wait for its next ready. */
  reloading(): void {
    this.bridge.reset();
  }

  /** Starts a new game with these settings. */
  newGame(settings: ResolvedSettings): void {
    this.settings = settings;
    this.record = null;
    this.over = false;
    const game = gameSetup(settings);
    this.titled(game.title);
    this.bridge.post({ type: 'newGame', game });
  }

  /** Only how the game plays changed (autoplay, speed, palette): apply it without a new game. */
  applyPlay(settings: ResolvedSettings): void {
    this.settings = { ...this.settings, play: settings.play };
    this.bridge.post({ type: 'play', play: settings.play });
  }

  /** Fresh statistics for the view. */
  showStats(stats: StatsSnapshot): void {
    this.bridge.post({ type: 'stats', stats });
  }

  dispose(): void {
    this.bridge.dispose();
  }
}
