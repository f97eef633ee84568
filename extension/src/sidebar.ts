// The sidebar view: a compact game and a summary of the statistics for the chosen variant.
import * as vscode from 'vscode';
import { loadPage } from './assets.ts';
import { GameHost, type GameApp } from './game-host.ts';

/** The view's id (package.json contributes.views). */
export const SIDEBAR_VIEW_ID = 'piecepackWar.sidebar';

/** Provides the sidebar's webview; keeps its game's record while the view is hidden and shown again. */
export class SidebarProvider implements vscode.WebviewViewProvider {
  private host: GameHost | undefined;
  /** The game's record when the view was closed, to resume it when the view comes back. */
  private saved: GameHost['record'] = null;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly app: GameApp,
  ) {}

  resolveWebviewView(view: vscode.WebviewView): void {
    const record = this.host?.record ?? this.saved;
    this.host?.dispose();
    const host = new GameHost(view.webview, 'sidebar', this.app, record);
    this.host = host;
    loadPage(view.webview, this.extensionUri, 'sidebar', vscode.l10n.t('Piecepack War'));
    view.onDidChangeVisibility(() => {
      if (!view.visible) host.reloading();
    });
    view.onDidDispose(() => {
      this.saved = host.record;
      host.dispose();
      if (this.host === host) this.host = undefined;
    });
  }

  /** The sidebar's game, when the view has been shown. */
  get game(): GameHost | undefined {
    return this.host;
  }
}
