// The player's named variants as VS Code holds them (setting piecepackWar.variants): read and checked (named-variants.ts),
// a variant that does not check out reported once (until the settings change) with an Open Setting button and skipped,
// and "Save as variant…" writing one into the user settings.
import * as vscode from 'vscode';
import { SECTION } from './manifest.ts';
import { problemText, readNamed, VARIANTS_SETTING, warnedProblems, type NamedVariant } from './named-variants.ts';
import { settingsFileCommand } from './settings.ts';
import { t } from './l10n.ts';

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
          t('Piecepack War: {0|one=a variant of yours was|other=variants of yours were} skipped: {1}', fresh.length, warnedProblems(fresh)),
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

  /** Writes a named variant into the user settings, beside the ones already there. */
  async save(name: string, variant: Record<string, unknown>): Promise<void> {
    const config = vscode.workspace.getConfiguration(SECTION);
    const value = config.inspect(VARIANTS_SETTING)?.globalValue;
    const all = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
    all[name] = variant;
    await config.update(VARIANTS_SETTING, all, vscode.ConfigurationTarget.Global);
    this.log.info(`saved the named variant "${name}": ${JSON.stringify(variant)}`);
  }

  /** Settings changed: report again what still does not check out. */
  changed(): void {
    this.shown.clear();
  }
}
