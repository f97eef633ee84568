// The game view beside the editors: a compact game and a summary of the statistics. It sits in its own Activity Bar
// container or in the Explorer (setting piecepackWar.sidebarLocation: two view ids, one shown at a time); the host keeps
// its game while the view is hidden, closed or moved, so it comes back where it was.
import type * as vscode from 'vscode';
import { loadPage } from './assets.ts';
import { GameHost, type GameApp, type SavedGame } from './game-host.ts';
import { restoredGame } from './game-panel.ts';
import { t } from './l10n.ts';

/** Provides the game views; one game is kept for both (only one of them is shown at a time). */
export class SidebarProvider implements vscode.WebviewViewProvider {
  private host: GameHost | undefined;
  /** The game when the view was closed, to resume it when a view comes back. */
  private saved: SavedGame | null = null;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly app: GameApp,
  ) {}

  resolveWebviewView(view: vscode.WebviewView, context: vscode.WebviewViewResolveContext): void {
    // The game this provider holds (a view moved or closed), else the one the webview saved (after a window reload).
    const kept = this.host ? { ...this.host.game, choice: this.host.choice } : this.saved;
    const saved = kept ?? restoredGame(context.state, this.app.log);
    this.host?.dispose();
    const host = new GameHost(view.webview, 'sidebar', this.app, saved);
    this.host = host;
    loadPage(view.webview, this.extensionUri, 'sidebar', t('Piecepack War'));
    view.onDidChangeVisibility(() => {
      if (!view.visible) host.reloading();
    });
    view.onDidDispose(() => {
      this.saved = { ...host.game, choice: host.choice };
      host.dispose();
      if (this.host === host) this.host = undefined;
    });
  }

  /** The sidebar's game, when a view has been shown. */
  get game(): GameHost | undefined {
    return this.host;
  }
}
