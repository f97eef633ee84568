// Reads the piecepackWar.* settings from VS Code and reports refused values: one warning for all of them (naming each),
// whose button opens the settings.json that holds the first one, at that key (Settings shows a wrong-typed value as an
// empty box, so the file is where it can be seen and fixed). The checking itself is in settings.ts (pure, unit-tested).
import * as vscode from 'vscode';
import { SECTION } from './manifest.ts';
import { readSettings, settingsFileCommand, warningText, type ResolvedSettings, type SettingReader } from './settings.ts';
import { t } from './l10n.ts';
import { NamedVariants } from './named-settings.ts';
import { namedReader } from './named-variants.ts';

/** The current settings, checked; refused values are logged and shown once until the settings change again. */
export class SettingsReader {
  private shown = new Set<string>();
  /** The player's named variants (piecepackWar.variants); piecepackWar.variant may name one. */
  readonly named: NamedVariants;

  constructor(private readonly log: vscode.LogOutputChannel) {
    this.named = new NamedVariants(log);
  }

  /** Reads and checks the settings now; `override` (a game chosen in New Game…) takes precedence for the names it has. */
  read(override?: SettingReader): ResolvedSettings {
    const config = vscode.workspace.getConfiguration(SECTION);
    // Variant may name one of the player's own variants: its options then, every other rule the variant's own.
    const named = override ? undefined : this.named.find(config.get('variant'));
    const over = override ?? (named ? namedReader(named) : undefined);
    const written = config.get('variants');
    const ownNames = typeof written === 'object' && written !== null && !Array.isArray(written) ? Object.keys(written) : [];
    const settings: ResolvedSettings = readSettings((name) => {
      const own = over?.(name);
      return own !== undefined ? own : config.get(name);
    }, ownNames);
    if (named) settings.label = named.name;
    const fresh = settings.warnings.filter((w) => !this.shown.has(`${w.setting}\n${w.message}`));
    if (fresh.length === 0) return settings;
    for (const w of fresh) {
      this.shown.add(`${w.setting}\n${w.message}`);
      this.log.warn(`setting ${w.setting}: ${w.message}`);
    }
    const open = t('Open settings.json');
    void vscode.window.showWarningMessage(warningText(fresh, t), open).then((pick) => {
      if (pick !== open) return;
      const first = fresh[0].setting;
      const command = settingsFileCommand(config.inspect(first.slice(SECTION.length + 1)));
      void vscode.commands.executeCommand(command, { revealSetting: { key: first, edit: false } });
    });
    return settings;
  }

  /** Settings changed: warn again about values that are still wrong. */
  changed(): void {
    this.shown.clear();
    this.named.changed();
  }
}
