// A game in an editor panel: opened by `Piecepack War: New Game` (or New Game…), restored after a window reload by the
// serializer with the game exactly where it was (the webview keeps its game with setState; replaying it gives the same
// game), reopened if a restored page never starts.
import * as vscode from 'vscode';
import { loadPage, webviewOptions } from './assets.ts';
import { GameHost, type GameApp, type SavedGame } from './game-host.ts';
import { GAME_VIEW_TYPE } from './ids.ts';
import { watchRestore } from './restore-watchdog.ts';
import { checkRecord } from './protocol.ts';
import { t } from './l10n.ts';

/** Reads a restored view's saved game, trusting nothing: a malformed record is logged and the view starts afresh. */
export function restoredGame(state: unknown, log: vscode.LogOutputChannel): SavedGame | null {
  if (typeof state !== 'object' || state === null || !('record' in state) || state.record === null) return null;
  const checked = checkRecord(state.record);
  if (!checked.ok) {
    log.warn(`a restored view's saved game was unreadable (${checked.reason}); starting a new game`);
    return null;
  }
  const s = state as { autoplayed?: unknown };
  // The speed chosen in the game's own control lasts while the window does: after a reload the speed setting holds.
  return { record: checked.value, autoplayed: s.autoplayed === true, speed: null };
}

/** Opens and tracks game panels. */
export class GamePanels {
  private readonly hosts = new Map<vscode.WebviewPanel, GameHost>();
  private active: GameHost | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly app: GameApp,
  ) {}

  /** Opens a new game in a new editor panel. */
  open(): GameHost {
    const panel = vscode.window.createWebviewPanel(
      GAME_VIEW_TYPE,
      t('Piecepack War'),
      vscode.ViewColumn.Active,
      webviewOptions(this.extensionUri),
    );
    return this.adopt(panel, null);
  }

  /** Takes over a panel VS Code restored after a reload, with its saved game (reopened if its page never starts). */
  revive(panel: vscode.WebviewPanel, state: unknown): void {
    const host = this.adopt(panel, restoredGame(state, this.app.log));
    watchRestore(
      panel,
      () => host.started,
      () => {
        // Everything is read before dispose(): a disposed panel throws on any access.
        const column = panel.viewColumn ?? vscode.ViewColumn.Active;
        const title = panel.title;
        const game = host.game;
        const choice = host.choice;
        panel.dispose();
        const fresh = vscode.window.createWebviewPanel(
          GAME_VIEW_TYPE,
          title,
          { viewColumn: column, preserveFocus: true },
          webviewOptions(this.extensionUri),
        );
        this.adopt(fresh, game).choice = choice;
      },
      this.app.log,
    );
  }

  private adopt(panel: vscode.WebviewPanel, saved: SavedGame | null): GameHost {
    const host = new GameHost(panel.webview, 'game', this.app, saved, (title) => {
      panel.title = t('Piecepack War: {0}', title);
    });
    panel.iconPath = vscode.Uri.joinPath(this.extensionUri, 'media', 'extension', 'tile.svg');
    loadPage(panel.webview, this.extensionUri, 'game', panel.title);
    this.hosts.set(panel, host);
    this.active = host;
    panel.onDidChangeViewState(() => {
      if (panel.active) {
        this.active = host;
        this.app.focused(host);
      }
      if (!panel.visible) host.reloading();
    });
    panel.onDidDispose(() => {
      host.dispose();
      this.hosts.delete(panel);
      if (this.active === host) this.active = [...this.hosts.values()].at(-1);
    });
    return host;
  }

  /** The game panel that is active in its editor group now, or used last. */
  get current(): GameHost | undefined {
    for (const [panel, host] of this.hosts) if (panel.active) return host;
    return this.active;
  }

  /** Every open game panel. */
  all(): GameHost[] {
    return [...this.hosts.values()];
  }
}
