// Where a webview's built assets are and how to load them: localResourceRoots limited to the built webview folder,
// and the page HTML with asWebviewUri for every asset.
import * as vscode from 'vscode';
import { pageHtml } from './html.ts';
import type { ViewKind } from './protocol.ts';

/** The folder (inside the extension) that holds everything a webview may load. */
export function webviewRoot(extensionUri: vscode.Uri): vscode.Uri {
  return vscode.Uri.joinPath(extensionUri, 'dist', 'extension', 'webview');
}

/** Webview options: scripts on, and nothing but the built webview folder readable. */
export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
  return { enableScripts: true, localResourceRoots: [webviewRoot(extensionUri)] };
}

/** Sets a webview's options and a fresh page (with a new nonce) for the given view. */
export function loadPage(webview: vscode.Webview, extensionUri: vscode.Uri, view: ViewKind, title: string): void {
  const root = webviewRoot(extensionUri);
  const uri = (file: string): string => webview.asWebviewUri(vscode.Uri.joinPath(root, file)).toString();
  webview.options = webviewOptions(extensionUri);
  const scripts = view === 'stats' ? [uri('panel.js')] : [uri('piecepack-war.js'), uri('panel.js')];
  webview.html = pageHtml({ cspSource: webview.cspSource, scripts, styles: [uri('panel.css')], view, title, lang: vscode.env.language });
}
