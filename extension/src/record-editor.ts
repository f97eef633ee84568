// The read-only editor of game record files (what Export Game Record… writes, `.json`): the record replayed in the game
// view from its first step, stepped with the widget's replay bar (Play on from there where the game allows); a file
// that holds no record says why in the editor. Open Game Record… picks a file and opens it here. Games played on here
// are not counted in the statistics (the record is someone's game, not a game played in this window).
import * as vscode from 'vscode';
import { loadPage, webviewOptions } from './assets.ts';
import { Bridge } from './bridge.ts';
import { GameHost, type GameApp } from './game-host.ts';
import { RECORD_EDITOR_TYPE } from './ids.ts';
import { t } from './l10n.ts';
import { readRecordFile, sizeProblem } from './record-file.ts';

/** Shows record files: each in its own game view, never counted. */
export class RecordEditor implements vscode.CustomReadonlyEditorProvider {
  private readonly hosts = new Set<GameHost>();

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly app: GameApp,
  ) {}

  openCustomDocument(uri: vscode.Uri): vscode.CustomDocument {
    return { uri, dispose: () => undefined };
  }

  async resolveCustomEditor(document: vscode.CustomDocument, panel: vscode.WebviewPanel): Promise<void> {
    panel.webview.options = webviewOptions(this.extensionUri);
    const read = await this.read(document.uri);
    if (!read.ok) {
      this.app.log.warn(`the record file ${document.uri.toString()} holds no game: ${read.message}`);
      const message = t('This file holds no game record: {0}', read.message);
      const bridge = new Bridge(panel.webview, this.app.log, 'record', {
        ready: () => bridge.post({ type: 'problem', message }),
        message: () => undefined,
      });
      panel.onDidDispose(() => bridge.dispose());
      loadPage(panel.webview, this.extensionUri, 'game', panel.title);
      return;
    }
    // Its own app: a record opened here is looked at, not played in this window, so nothing is counted.
    const viewer: GameApp = {
      log: this.app.log,
      readSettings: (choice) => this.app.readSettings(choice),
      statsSnapshot: () => this.app.statsSnapshot(),
      countGame: async () => false,
      focused: (game) => this.app.focused(game),
    };
    const host = new GameHost(panel.webview, 'game', viewer, { record: read.record, autoplayed: false, speed: null, step: 0 });
    this.hosts.add(host);
    panel.onDidChangeViewState(() => {
      if (panel.active) this.app.focused(host);
      if (!panel.visible) host.reloading();
    });
    panel.onDidDispose(() => {
      this.hosts.delete(host);
      host.dispose();
    });
    loadPage(panel.webview, this.extensionUri, 'game', panel.title);
    this.app.log.info(
      `opened the record ${document.uri.toString()}: ${String(read.record.options.variant)}, ${read.record.actions.length} moves`,
    );
  }

  /** The file's record, or why it holds none (a file too big is refused before it is read). */
  private async read(uri: vscode.Uri): Promise<ReturnType<typeof readRecordFile>> {
    try {
      const stat = await vscode.workspace.fs.stat(uri);
      const big = sizeProblem(stat.size);
      if (big !== null) return { ok: false, message: big };
      return readRecordFile(await vscode.workspace.fs.readFile(uri));
    } catch (e) {
      return { ok: false, message: e instanceof Error ? e.message : String(e) };
    }
  }

  /** Every record view open now (Export and the like act on the one focused last). */
  all(): GameHost[] {
    return [...this.hosts];
  }
}

/** Open Game Record…: a file picker, then the file in the record editor. */
export async function openRecordFile(): Promise<void> {
  const picked = await vscode.window.showOpenDialog({
    canSelectMany: false,
    filters: { [t('Game record')]: ['json'] },
    openLabel: t('Open'),
    title: t('Piecepack War: Open Game Record…'),
  });
  if (picked?.[0]) await vscode.commands.executeCommand('vscode.openWith', picked[0], RECORD_EDITOR_TYPE);
}
