// `Piecepack War: Export Game Record…`: saves the record of the game in the view the person is in as JSON (replayable
// with the engine or the CLI); the saved message offers Open and Reveal. Uses vscode.workspace.fs, so it works in vscode.dev.
import * as vscode from 'vscode';
import type { GameRecord } from '../../engine/src/index.ts';
import { t } from './l10n.ts';

/** A file name for a record: variant and seed. */
export function recordFileName(record: GameRecord): string {
  const variant = typeof record.options.variant === 'string' ? record.options.variant.replace(/[^a-z0-9-]/g, '') : 'game';
  return `piecepack-war-${variant || 'game'}-${record.seed}.json`;
}

/** Asks where to save, then writes the record; returns the file written, or undefined when there was nothing or no choice. */
export async function exportRecord(record: GameRecord | null, log: vscode.LogOutputChannel): Promise<vscode.Uri | undefined> {
  if (record === null) {
    void vscode.window.showInformationMessage(t('Piecepack War: there is no game to export yet. Open one with "Piecepack War: New Game".'));
    return undefined;
  }
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const name = recordFileName(record);
  const target = await vscode.window.showSaveDialog({
    defaultUri: folder ? vscode.Uri.joinPath(folder, name) : undefined,
    filters: { [t('Game record')]: ['json'] },
    saveLabel: t('Export'),
  });
  if (!target) return undefined;
  await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(JSON.stringify(record, null, 1) + '\n'));
  log.info(`exported the game record (${record.actions.length} actions) to ${target.toString()}`);
  const open = t('Open');
  const reveal = t('Reveal');
  void vscode.window
    .showInformationMessage(t('Piecepack War: game record saved to {0}', vscode.workspace.asRelativePath(target)), open, reveal)
    .then((pick) => {
      if (pick === open) void vscode.commands.executeCommand('vscode.open', target);
      // A file in the workspace is shown in the Explorer; one elsewhere in the system's file manager.
      else if (pick === reveal)
        void vscode.commands.executeCommand(vscode.workspace.getWorkspaceFolder(target) ? 'revealInExplorer' : 'revealFileInOS', target);
    });
  return target;
}
