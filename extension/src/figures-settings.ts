// Figures where variants are written: in a settings.json, a hover on each named variant of piecepackWar.variants and on
// piecepackWar.variant shows that variant's figures (with a link to simulate more games), and a variant whose games
// mostly never end gets a warning on its name. The figures are worked out on a thread once the text has settled, and
// the work is stopped as soon as the text changes again: typing never waits on them.
import * as vscode from 'vscode';
import { COMMANDS } from './ids.ts';
import { entryAt, variantEntries, type VariantEntry } from './figures-entries.ts';
import { type FiguresRunner } from './figures-runner.ts';
import { figuresLines, neverEndsWarning } from './figures-words.ts';
import { t } from './l10n.ts';

/** How long a settings.json must stay unchanged before its variants' figures are worked out. */
export const FIGURES_SETTLE_MS = 800;
/** The diagnostics' source. */
const SOURCE = 'Piecepack War';

/** Which documents are settings files. */
const SELECTOR: vscode.DocumentSelector = { pattern: '**/settings.json' };

const isSettings = (doc: vscode.TextDocument): boolean => /(^|[\\/])settings\.json$/i.test(doc.uri.path);

/** The hover and the warnings of variants in settings.json. */
export class SettingsFigures implements vscode.HoverProvider, vscode.Disposable {
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('piecepack-war-figures');
  private readonly subs: vscode.Disposable[] = [];
  /** Per document: the pending settle timer and the work under way. */
  private readonly pending = new Map<string, { timer: ReturnType<typeof setTimeout>; work: vscode.CancellationTokenSource }>();

  constructor(
    private readonly runner: FiguresRunner,
    private readonly log: vscode.LogOutputChannel,
  ) {
    this.subs.push(
      this.diagnostics,
      vscode.languages.registerHoverProvider(SELECTOR, this),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length > 0 && isSettings(e.document)) this.settle(e.document);
      }),
      vscode.workspace.onDidOpenTextDocument((doc) => isSettings(doc) && this.settle(doc)),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        this.stop(doc.uri.toString());
        this.diagnostics.delete(doc.uri);
      }),
    );
    for (const doc of vscode.workspace.textDocuments) if (isSettings(doc)) this.settle(doc);
  }

  /** The text changed: stop the work under way, forget the warnings (their places moved) and start again once it settles. */
  private settle(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    this.stop(key);
    this.diagnostics.delete(doc.uri);
    const work = new vscode.CancellationTokenSource();
    const timer = setTimeout(() => void this.check(doc, work.token), FIGURES_SETTLE_MS);
    this.pending.set(key, { timer, work });
  }

  private stop(key: string): void {
    const p = this.pending.get(key);
    if (!p) return;
    clearTimeout(p.timer);
    p.work.cancel();
    p.work.dispose();
    this.pending.delete(key);
  }

  /** Works out each variant's figures in turn, and warns on each that mostly never ends. */
  private async check(doc: vscode.TextDocument, token: vscode.CancellationToken): Promise<void> {
    const file = doc.uri.path.split('/').pop();
    const entries = variantEntries(doc.getText());
    if (entries.length === 0) return;
    this.log.info(`working out the figures of ${entries.length} variant(s) in ${file}`);
    const found: vscode.Diagnostic[] = [];
    for (const entry of entries) {
      const figures = await this.runner.figures(entry.input, token);
      if (token.isCancellationRequested || doc.isClosed) {
        this.log.info(`figures of the variants in ${file} stopped: the text changed`);
        return;
      }
      if (!figures) continue;
      const warning = neverEndsWarning(entry.name, figures, t);
      if (!warning) continue;
      const d = new vscode.Diagnostic(rangeOf(doc, entry), warning, vscode.DiagnosticSeverity.Warning);
      d.source = SOURCE;
      found.push(d);
      this.diagnostics.set(doc.uri, found);
    }
    this.log.info(`figures of the variants in ${file} worked out (${found.length} never-ending flagged)`);
  }

  /** The figures of the variant under the pointer (worked out now if they are not known yet; the hover waits). */
  async provideHover(doc: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | null> {
    const entry = entryAt(variantEntries(doc.getText()), doc.offsetAt(position));
    if (!entry) return null;
    const figures = await this.runner.figures(entry.input, token);
    if (!figures || token.isCancellationRequested) return null;
    const md = new vscode.MarkdownString(figuresLines(entry.name, figures, t).join('\n'));
    const args = encodeURIComponent(JSON.stringify([entry.name]));
    md.appendMarkdown(
      `\n\n[${t('Simulate more games of {0}', entry.name).replace(/[[\]]/g, '\\$&')}](command:${COMMANDS.simulate}?${args})`,
    );
    md.isTrusted = { enabledCommands: [COMMANDS.simulate] };
    return new vscode.Hover(md, rangeOf(doc, entry));
  }

  dispose(): void {
    for (const key of [...this.pending.keys()]) this.stop(key);
    for (const s of this.subs) s.dispose();
  }
}

function rangeOf(doc: vscode.TextDocument, entry: VariantEntry): vscode.Range {
  return new vscode.Range(doc.positionAt(entry.offset), doc.positionAt(entry.offset + entry.length));
}
