// Refused settings in words: one message for one or several, and which settings.json holds the value.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { settingsFileCommand, warningText } from '../../src/settings.ts';
import { english } from '../../src/stats-rows.ts';

describe('settings warnings', () => {
  it('one bad value: a message naming it; several: one message naming each', () => {
    const one = [{ setting: 'piecepackWar.packs', message: 'packs must be a whole number from 1 to 8 (got "banana")' }];
    assert.equal(
      warningText(one, english),
      'Piecepack War: setting piecepackWar.packs is invalid: packs must be a whole number from 1 to 8 (got "banana")',
    );
    const many = [
      ...one,
      { setting: 'piecepackWar.variant', message: 'unknown variant "snap"' },
      { setting: 'piecepackWar.pickup', message: 'pickup must be...' },
    ];
    const text = warningText(many, english);
    assert.match(text, /^Piecepack War: 3 settings are invalid/);
    for (const w of many) assert.ok(text.includes(w.setting));
  });

  it('"Open settings.json" opens the file that holds the value: the workspace\'s, or the user\'s', () => {
    assert.equal(settingsFileCommand({ workspaceValue: 'x' }), 'workbench.action.openWorkspaceSettingsFile');
    assert.equal(settingsFileCommand({ workspaceFolderValue: 3 }), 'workbench.action.openWorkspaceSettingsFile');
    assert.equal(settingsFileCommand({}), 'workbench.action.openSettingsJson');
    assert.equal(settingsFileCommand(undefined), 'workbench.action.openSettingsJson');
  });
});
