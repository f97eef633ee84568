// Reopens a webview panel that VS Code restored after a reload but whose page never started. In VS Code for the web
// (code-server, vscode.dev), webviews restored at the same moment race to register their service worker, and the
// loser can wait forever with an empty page; a new panel registers again and loads. Desktop VS Code never needs this.
import type * as vscode from 'vscode';

/** How long a restored, visible panel may take to say "ready". */
export const RESTORE_TIMEOUT_MS = 8000;

/**
 * Watches a restored panel: if it is visible, not disposed, and its page has not said ready in time, calls `reopen`
 * (which disposes it and opens a fresh one with the same content).
 */
export function watchRestore(panel: vscode.WebviewPanel, started: () => boolean, reopen: () => void, log: vscode.LogOutputChannel): void {
  const type = panel.viewType; // read now: a disposed panel throws on any access
  let disposed = false;
  const sub = panel.onDidDispose(() => {
    disposed = true;
  });
  setTimeout(() => {
    sub.dispose();
    if (disposed || started() || !panel.visible) return;
    log.warn(`a restored ${type} panel did not load within ${RESTORE_TIMEOUT_MS} ms; reopening it`);
    try {
      reopen();
    } catch (e) {
      log.error(`reopening the ${type} panel failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }, RESTORE_TIMEOUT_MS);
}
