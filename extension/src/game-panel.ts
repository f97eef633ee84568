// A game in an editor panel: opened by `Piecepack War: New Game` (or New Game…), restored after a window reload by the
// serializer with the game exactly where it was (and the named variant it is) (the webview keeps its game with setState; replaying it gives the same
// game), reopened if a restored page never starts.
import * as vscode from 'vscode';
import { loadPage, webviewOptions } from './assets.ts';
import { GameHost, type GameApp, type SavedGame } from './game-host.ts';
import { GAME_VIEW_TYPE } from './ids.ts';
import { watchRestore } from './restore-watchdog.ts';
import { t } from './l10n.ts';
import { keepClosed, readClosed, readSaved, type ClosedGame } from './closed-games.ts';
import type { SharedGame } from '../../engine/src/index.ts';

/** Reads a restored view's saved game, trusting nothing: a malformed record is logged and the view starts afresh. */
export function restoredGame(state: unknown, log: vscode.LogOutputChannel): SavedGame | null {
  const read = readSaved(state);
  if (read.ok) return read.value;
  log.warn(`a restored view's saved game was unreadable (${read.reason}); starting a new game`);
  return null;
}

/** The globalState key of the games in the game tabs closed last (this machine only), newest first. */
export const CLOSED_KEY = 'piecepackWar.closedGames';
/** Where an older version kept the one game closed last (read once, then moved to CLOSED_KEY). */
const OLD_CLOSED_KEY = 'piecepackWar.closedGame';

/** Opens and tracks game panels. */
export class GamePanels {
  private readonly hosts = new Map<vscode.WebviewPanel, GameHost>();
  private active: GameHost | undefined;
  /** Panels replaced by a fresh one (a restored page that never started): closing them loses nothing. */
  private readonly replaced = new WeakSet<vscode.WebviewPanel>();

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly app: GameApp,
    private readonly state: vscode.Memento,
  ) {}

  /** The games of the tabs closed last, newest first (each checked; an older version's one game included). */
  closed(): ClosedGame[] {
    const kept = readClosed(this.state.get(CLOSED_KEY));
    return kept.length > 0 ? kept : readClosed(this.state.get(OLD_CLOSED_KEY));
  }

  /**
   * Resume Last Game (or a closed game picked under Recent): the game of a closed tab, in a new tab where it stood, with
   * its name; it leaves the kept list. `index` 0 is the newest. False: no such game was kept.
   */
  resumeClosed(index = 0): boolean {
    const kept = this.closed();
    const closed = kept[index];
    if (!closed) return false;
    void this.state.update(
      CLOSED_KEY,
      kept.filter((_, i) => i !== index),
    );
    void this.state.update(OLD_CLOSED_KEY, undefined);
    const panel = vscode.window.createWebviewPanel(
      GAME_VIEW_TYPE,
      t('Piecepack War'),
      vscode.ViewColumn.Active,
      webviewOptions(this.extensionUri),
    );
    this.adopt(panel, { ...closed.game, speed: null, choice: closed.choice });
    const name = closed.choice?.name === undefined ? '' : ` (${closed.choice.name})`;
    this.app.log.info(
      `resumed the game closed last: ${String(closed.game.record.options.variant)}${name} after ${closed.game.record.actions.length} moves`,
    );
    return true;
  }

  /** Opens a game link's game in a new editor panel, at the link's step. */
  openShared(game: SharedGame): GameHost {
    const panel = vscode.window.createWebviewPanel(
      GAME_VIEW_TYPE,
      t('Piecepack War'),
      vscode.ViewColumn.Active,
      webviewOptions(this.extensionUri),
    );
    return this.adopt(panel, { record: game.record, autoplayed: false, speed: null, step: game.step });
  }

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
        const game = { ...host.game, choice: host.choice };
        this.replaced.add(panel);
        panel.dispose();
        const fresh = vscode.window.createWebviewPanel(
          GAME_VIEW_TYPE,
          title,
          { viewColumn: column, preserveFocus: true },
          webviewOptions(this.extensionUri),
        );
        this.adopt(fresh, game);
      },
      this.app.log,
    );
  }

  private adopt(panel: vscode.WebviewPanel, saved: SavedGame | null): GameHost {
    const host = new GameHost(panel.webview, 'game', this.app, saved, (title) => {
      panel.title = this.uniqueTitle(panel, t('Piecepack War: {0}', title));
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
      // A closed tab is not a lost game: it is kept for Resume Last Game (a game not yet begun has nothing to keep).
      const record = host.game.record;
      if (!this.replaced.has(panel) && record && record.actions.length > 0)
        void this.state.update(CLOSED_KEY, keepClosed(this.closed(), { game: { ...host.game, record }, choice: host.choice }));
      host.dispose();
      this.hosts.delete(panel);
      if (this.active === host) this.active = [...this.hosts.values()].at(-1);
    });
    return host;
  }

  /** A tab title no other game tab has: the second game of War is "Piecepack War: War (2)", and so on. */
  private uniqueTitle(panel: vscode.WebviewPanel, title: string): string {
    const taken = new Set([...this.hosts.keys()].filter((p) => p !== panel).map((p) => p.title));
    if (!taken.has(title)) return title;
    for (let n = 2; ; n++) if (!taken.has(`${title} (${n})`)) return `${title} (${n})`;
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
