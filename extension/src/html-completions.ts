// Completions for the <piecepack-war> element in HTML files, for people who build web pages with it: behind the
// setting piecepackWar.htmlCompletions (off by default, so players never see them). The element's data is generated at
// build time from its custom-elements.json (dist/extension/html-custom-data.json); what to offer is in custom-data.ts.
import * as vscode from 'vscode';
import { completionsAt, type HtmlCustomData } from './custom-data.ts';
import { SECTION } from './ids.ts';

/** The setting that turns the completions on. */
export const HTML_COMPLETIONS_SETTING = 'htmlCompletions';

/** Registers the completion provider while the setting is on (and follows the setting as it changes). */
export class HtmlCompletions implements vscode.Disposable {
  private provider: vscode.Disposable | undefined;
  private data: PromiseLike<HtmlCustomData> | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly log: vscode.LogOutputChannel,
  ) {
    this.update();
  }

  /** Registers or unregisters the provider after a settings change. */
  update(): void {
    const on = vscode.workspace.getConfiguration(SECTION).get(HTML_COMPLETIONS_SETTING) === true;
    if (on && !this.provider) {
      this.provider = vscode.languages.registerCompletionItemProvider(
        { language: 'html' },
        { provideCompletionItems: (doc, pos) => this.complete(doc, pos) },
        '<',
        ' ',
        '"',
        "'",
        '=',
      );
      this.log.info('HTML completions for <piecepack-war> are on');
    } else if (!on && this.provider) {
      this.provider.dispose();
      this.provider = undefined;
      this.log.info('HTML completions for <piecepack-war> are off');
    }
  }

  private async complete(doc: vscode.TextDocument, pos: vscode.Position): Promise<vscode.CompletionItem[]> {
    this.data ??= vscode.workspace.fs
      .readFile(vscode.Uri.joinPath(this.extensionUri, 'dist', 'extension', 'html-custom-data.json'))
      .then((bytes) => JSON.parse(new TextDecoder().decode(bytes)) as HtmlCustomData);
    const found = completionsAt(doc.getText(new vscode.Range(new vscode.Position(Math.max(0, pos.line - 40), 0), pos)), await this.data);
    if (!found) return [];
    const range = new vscode.Range(pos.translate(0, -found.typed.length), pos);
    const kind =
      found.kind === 'tag'
        ? vscode.CompletionItemKind.Class
        : found.kind === 'attribute'
          ? vscode.CompletionItemKind.Property
          : vscode.CompletionItemKind.Value;
    return found.items.map((item) => {
      const c = new vscode.CompletionItem(item.name, kind);
      c.range = range;
      if (item.description) c.documentation = new vscode.MarkdownString(item.description);
      if (found.kind === 'attribute') c.insertText = new vscode.SnippetString(`${item.name}="$1"`);
      c.sortText = `0${item.name}`;
      return c;
    });
  }

  dispose(): void {
    this.provider?.dispose();
  }
}
