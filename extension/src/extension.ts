// The extension's entry (package.json `main` and `browser`), kept light because every Markdown file and preview loads
// it: the preview's markdown-it plugin, the help with `piecepack-war` fences, the HTML completions, and the doors to the
// game host. Every command, game tab serializer, the record editor and the game view are registered here with a small
// handler that loads the game host (host.ts, a bundle of its own) the first time one is used, and hands the call on.
import * as vscode from 'vscode';
import { FenceHelp } from './fence-help.ts';
import type { Host, HostStart } from './host.ts';
import { HTML_COMPLETIONS_SETTING, HtmlCompletions } from './html-completions.ts';
import { COMMANDS, GAME_VIEW_TYPE, RECORD_EDITOR_TYPE, SECTION, SIDEBAR_VIEW_IDS, STATS_VIEW_TYPE } from './ids.ts';
import { t } from './l10n.ts';
import { extendMarkdownIt } from './markdown-preview.ts';

declare const require: (id: string) => unknown;

/** What the host bundle exports. */
interface HostModule {
  startHost(context: vscode.ExtensionContext, log: vscode.LogOutputChannel, start: HostStart): Host;
}

/**
 * The host bundle beside this one. Desktop: `host.cjs`, required (left out of this bundle by the build). The web worker
 * host (vscode.dev) gives extensions a `require` that knows only `vscode`, so there `web/host.js` is read and run the
 * way that host runs this file: as a CommonJS body with `module`, `exports` and that `require`.
 */
async function loadHostModule(extensionUri: vscode.Uri): Promise<HostModule> {
  if ((globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node) return require('./host.cjs') as HostModule;
  const file = vscode.Uri.joinPath(extensionUri, 'dist', 'extension', 'web', 'host.js');
  const source = new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
  const module = { exports: {} };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the extension's own built file, run as the web host runs this one
  const body = new Function('module', 'exports', 'require', `${source}\n//# sourceURL=${file.toString(true)}`) as (
    m: { exports: object },
    e: object,
    r: typeof require,
  ) => void;
  body(module, module.exports, require);
  return module.exports as HostModule;
}

/** The game host, loaded and started the first time it is asked for (`reason` says what asked), then the same one. */
function hostLoader(context: vscode.ExtensionContext, log: vscode.LogOutputChannel): (reason: string) => Promise<Host> {
  let loading: Promise<Host> | undefined;
  return (reason) => {
    loading ??= (async () => {
      const loadStart = performance.now();
      const module = await loadHostModule(context.extensionUri);
      return module.startHost(context, log, { loadStart, loaded: performance.now(), reason });
    })().catch((e: unknown) => {
      // Not kept: the next command tries again.
      loading = undefined;
      const message = e instanceof Error ? e.message : String(e);
      log.error(`the game host did not load: ${message}`);
      void vscode.window.showErrorMessage(t('Piecepack War could not start its games: {0}', message));
      throw e;
    });
    return loading;
  };
}

/** Called by VS Code on the first command, view, restored tab, record file or Markdown file (or preview: its plugin). */
export function activate(context: vscode.ExtensionContext): { extendMarkdownIt: typeof extendMarkdownIt } {
  const activateStart = performance.now();
  const log = vscode.window.createOutputChannel('Piecepack War', { log: true });
  const html = new HtmlCompletions(context.extensionUri, log);
  const sub = context.subscriptions;
  sub.push(log, html, new FenceHelp(log));
  sub.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(`${SECTION}.${HTML_COMPLETIONS_SETTING}`)) html.update();
    }),
  );
  const host = hostLoader(context, log);
  for (const id of Object.values(COMMANDS))
    sub.push(vscode.commands.registerCommand(id, async (...args: unknown[]) => (await host(id)).run(id, ...args)));
  // A settings.json that writes our settings: the host shows each variant's figures there (a hover, a warning).
  const figuresDoor = (doc: vscode.TextDocument): void => {
    if (doc.uri.path.endsWith('/settings.json') && doc.getText().includes(`${SECTION}.`)) void host('settings.json').catch(() => undefined);
  };
  vscode.workspace.textDocuments.forEach(figuresDoor);
  sub.push(
    vscode.workspace.onDidOpenTextDocument(figuresDoor),
    vscode.workspace.onDidChangeTextDocument((e) => figuresDoor(e.document)),
  );
  sub.push(
    vscode.window.registerWebviewPanelSerializer(GAME_VIEW_TYPE, {
      deserializeWebviewPanel: async (panel, state) => (await host('a restored game tab')).revive(panel, state),
    }),
    vscode.window.registerWebviewPanelSerializer(STATS_VIEW_TYPE, {
      deserializeWebviewPanel: async (panel) => (await host('the restored statistics tab')).reviveStats(panel),
    }),
    vscode.window.registerCustomEditorProvider(RECORD_EDITOR_TYPE, {
      openCustomDocument: async (uri, open, token) => (await host('a record file')).records.openCustomDocument(uri, open, token),
      resolveCustomEditor: async (document, panel, token) =>
        (await host('a record file')).records.resolveCustomEditor(document, panel, token),
    }),
  );
  for (const id of SIDEBAR_VIEW_IDS)
    sub.push(
      vscode.window.registerWebviewViewProvider(id, {
        resolveWebviewView: async (view, resolve, token) => (await host('the game view')).sidebar.resolveWebviewView(view, resolve, token),
      }),
    );
  const end = performance.now();
  // Figures for docs/extension.md (the end-to-end suite reads this line): code loading and activate() itself.
  log.info(
    `activated in ${(end - PW_LOAD_START).toFixed(1)} ms (code loaded in ${(activateStart - PW_LOAD_START).toFixed(1)} ms, activate() ${(end - activateStart).toFixed(1)} ms)`,
  );
  return { extendMarkdownIt };
}

/** Nothing to do: every resource is in context.subscriptions. */
export function deactivate(): void {}
