// Reads the piecepackWar.* settings from VS Code and reports refused values once each: a warning that names the
// setting, with a button that opens it. The checking itself is in settings.ts (pure, unit-tested).
import * as vscode from 'vscode';
import { SECTION } from './manifest.ts';
import { readSettings, type ResolvedSettings } from './settings.ts';

/** The current settings, checked; every refused value is logged and shown once until the settings change again. */
export class SettingsReader {
  private shown = new Set<string>();

  constructor(private readonly log: vscode.LogOutputChannel) {}

  /** Reads and checks the settings now. */
  read(): ResolvedSettings {
    const config = vscode.workspace.getConfiguration(SECTION);
    const settings = readSettings((name) => config.get(name));
    for (const w of settings.warnings) {
      const key = `${w.setting}\n${w.message}`;
      if (this.shown.has(key)) continue;
      this.shown.add(key);
      this.log.warn(`setting ${w.setting}: ${w.message}`);
      const open = vscode.l10n.t('Open Setting');
      void vscode.window.showWarningMessage(vscode.l10n.t('Piecepack War: setting {0} is invalid: {1}', w.setting, w.message), open).then((pick) => {
        if (pick === open) void vscode.commands.executeCommand('workbench.action.openSettings', w.setting);
      });
    }
    return settings;
  }

  /** Settings changed: warn again about values that are still wrong. */
  changed(): void {
    this.shown.clear();
  }
}
