// The player's named variants as VS Code holds them (setting piecepackWar.variants): read and checked (named-variants.ts),
// a variant that does not check out reported once (until the settings change) with an Open Setting button and skipped,
// and "Save as variant…" writing one into the user settings (variants-edit.ts: one entry edited, comments kept).
import * as vscode from 'vscode';
import { SECTION } from './manifest.ts';
import { problemText, readNamed, VARIANTS_SETTING, type NamedVariant } from './named-variants.ts';
import { settingsFileCommand } from './settings.ts';
import { t } from './l10n.ts';
import { fewProblems } from './problem-list.ts';
import { variantsIn, withVariant } from './variants-edit.ts';

/** The named variants of the settings. */
export class NamedVariants {
  private shown = new Set<string>();

  constructor(private readonly log: vscode.LogOutputChannel) {}

  /** The variants that check out, in the order written; the others are reported (once) and skipped. */
  read(): NamedVariant[] {
    const config = vscode.workspace.getConfiguration(SECTION);
    const { variants, problems } = readNamed(config.get(VARIANTS_SETTING));
    const fresh = problems.map(problemText).filter((p) => !this.shown.has(p));
    if (fresh.length > 0) {
      for (const p of fresh) {
        this.shown.add(p);
        this.log.warn(`setting ${SECTION}.${VARIANTS_SETTING}: ${p}`);
      }
      const open = t('Open Setting');
      void vscode.window
        .showWarningMessage(
          t('Piecepack War: {0|one=a variant of yours was|other=variants of yours were} skipped: {1}', fresh.length, fewProblems(fresh, t)),
          open,
        )
        .then((pick) => {
          if (pick !== open) return;
          const command = settingsFileCommand(config.inspect(VARIANTS_SETTING));
          void vscode.commands.executeCommand(command, { revealSetting: { key: `${SECTION}.${VARIANTS_SETTING}`, edit: false } });
        });
    }
    return variants;
  }

  /** The named variant of this name, if it checks out. */
  find(name: unknown): NamedVariant | undefined {
    return typeof name === 'string' ? this.read().find((v) => v.name === name) : undefined;
  }

  /** The names written in the user settings (a new one must not replace one of them). */
  userNames(): string[] {
    const value = vscode.workspace.getConfiguration(SECTION).inspect(VARIANTS_SETTING)?.globalValue;
    return typeof value === 'object' && value !== null ? Object.keys(value) : [];
  }

  /**
   * Writes a named variant into the user settings, beside the ones already there: as one edit of settings.json's text
   * (comments and layout kept) when `file` can be read and holds what VS Code reads; else through VS Code's own
   * configuration update (which rewrites the block).
   */
  async save(name: string, variant: Record<string, unknown>, file?: vscode.Uri): Promise<void> {
    const config = vscode.workspace.getConfiguration(SECTION);
    const value = config.inspect(VARIANTS_SETTING)?.globalValue;
    if (file && (await this.saveInFile(file, value, name, variant))) {
      this.log.info(`saved the named variant "${name}" in ${file.path.split('/').pop() ?? ''} (comments kept): ${JSON.stringify(variant)}`);
      return;
    }
    const all = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
    all[name] = variant;
    await config.update(VARIANTS_SETTING, all, vscode.ConfigurationTarget.Global);
    this.log.info(`saved the named variant "${name}": ${JSON.stringify(variant)}`);
  }

  /**
   * The text edit of save(), made and saved in VS Code's own copy of the file (so the workbench reads it at once); false,
   * with nothing written, when the file cannot be opened, has unsaved changes, or is not the one VS Code reads.
   */
  private async saveInFile(file: vscode.Uri, value: unknown, name: string, variant: Record<string, unknown>): Promise<boolean> {
    let doc: vscode.TextDocument;
    try {
      doc = await vscode.workspace.openTextDocument(file);
    } catch (e) {
      this.log.info(`settings.json cannot be opened here (${String(e)}): saving through the configuration API`);
      return false;
    }
    if (doc.isDirty) return false;
    const text = doc.getText();
    const held = variantsIn(text);
    // Another profile's file, or one VS Code has not read yet: the configuration API knows where to write.
    if (!held.ok || JSON.stringify(held.value ?? {}) !== JSON.stringify(value ?? {})) return false;
    const next = withVariant(text, name, variant);
    // Only the changed middle is replaced (the rest of the file, and its undo history, stay as they are).
    let head = 0;
    while (head < text.length && head < next.length && text[head] === next[head]) head++;
    let tail = 0;
    while (tail < text.length - head && tail < next.length - head && text[text.length - 1 - tail] === next[next.length - 1 - tail]) tail++;
    const edit = new vscode.WorkspaceEdit();
    edit.replace(file, new vscode.Range(doc.positionAt(head), doc.positionAt(text.length - tail)), next.slice(head, next.length - tail));
    return (await vscode.workspace.applyEdit(edit)) && (await doc.save());
  }

  /** Settings changed: report again what still does not check out. */
  changed(): void {
    this.shown.clear();
  }
}
