// Help writing `piecepack-war` fences in Markdown files: completion of names and values inside a fence body, and
// problems marked as the text changes (debounced; what is checked and offered is in fence-check.ts).
import * as vscode from 'vscode';
import { checkFences, fenceCompletions, FENCE_INFO } from './fence-check.ts';
import { t } from './l10n.ts';

/** How long typing must pause before the problems are checked again. */
const SETTLE_MS = 300;

const MARKDOWN: vscode.DocumentSelector = { language: 'markdown' };

/** The completion provider and the problems of open Markdown documents; registered once, at activation. */
export class FenceHelp implements vscode.Disposable {
  private readonly problems = vscode.languages.createDiagnosticCollection('piecepack-war');
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly parts: vscode.Disposable[] = [];
  /** The problem count last logged for each document. */
  private readonly counts = new Map<string, number>();

  constructor(private readonly log: vscode.LogOutputChannel) {
    this.parts.push(
      vscode.languages.registerCompletionItemProvider(
        MARKDOWN,
        { provideCompletionItems: (doc, pos) => this.complete(doc, pos) },
        ':',
        ' ',
      ),
      vscode.workspace.onDidOpenTextDocument((doc) => this.check(doc)),
      vscode.workspace.onDidChangeTextDocument((e) => this.later(e.document)),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        clearTimeout(this.pending.get(doc.uri.toString()));
        this.pending.delete(doc.uri.toString());
        this.counts.delete(doc.uri.toString());
        this.problems.delete(doc.uri);
      }),
    );
    // The documents already open are checked just after activation, not during it.
    for (const doc of vscode.workspace.textDocuments) this.later(doc);
  }

  private later(doc: vscode.TextDocument): void {
    if (doc.languageId !== 'markdown') return;
    const key = doc.uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.set(
      key,
      setTimeout(() => {
        this.pending.delete(key);
        this.check(doc);
      }, SETTLE_MS),
    );
  }

  /** Marks the problems of one Markdown document's fences (a document without our fence costs one search). */
  private check(doc: vscode.TextDocument): void {
    if (doc.languageId !== 'markdown' || doc.isClosed) return;
    const text = doc.getText();
    if (!text.includes(FENCE_INFO)) {
      this.problems.delete(doc.uri);
      return;
    }
    const found = checkFences(text, t).map((p) => {
      const d = new vscode.Diagnostic(
        new vscode.Range(p.line, p.start, p.line, p.end),
        p.message,
        p.warning ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Error,
      );
      d.source = 'Piecepack War';
      return d;
    });
    this.problems.set(doc.uri, found);
    // Logged when the count changes, not at every pause in typing.
    const key = doc.uri.toString();
    if (this.counts.get(key) !== found.length)
      this.log.info(`fences checked in ${doc.uri.path.split('/').pop() ?? ''}: ${found.length} problem(s)`);
    this.counts.set(key, found.length);
  }

  private complete(doc: vscode.TextDocument, pos: vscode.Position): vscode.CompletionItem[] {
    // Only the text up to the cursor's line's end is needed to know the fence the cursor is in.
    const text = doc.getText(new vscode.Range(0, 0, pos.line, doc.lineAt(pos.line).text.length));
    if (!text.includes(FENCE_INFO)) return [];
    const found = fenceCompletions(text, pos.line, pos.character);
    if (!found) return [];
    const range = new vscode.Range(pos.translate(0, -found.typed), pos);
    return found.items.map((item, i) => {
      const c = new vscode.CompletionItem(
        item.label,
        item.kind === 'name' ? vscode.CompletionItemKind.Property : vscode.CompletionItemKind.Value,
      );
      c.insertText = item.insert;
      c.range = range;
      c.sortText = String(i).padStart(3, '0');
      if (item.detail) c.documentation = new vscode.MarkdownString(item.detail);
      // A name's colon is written: offer its values straight away.
      if (item.kind === 'name') c.command = { title: '', command: 'editor.action.triggerSuggest' };
      return c;
    });
  }

  dispose(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    for (const part of this.parts) part.dispose();
    this.problems.dispose();
  }
}
