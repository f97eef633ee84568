// Save as Variant… as one edit of the user's settings.json text: the new entry added (or the one of its name replaced),
// every comment, the other entries' layout and the file's indentation kept.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { indentOf, variantsIn, withVariant } from '../../src/variants-edit.ts';

const SETTINGS = `{
    // my settings
    "editor.fontSize": 14,
    "piecepackWar.variants": {
        // fast one
        "Quick War": { "variant": "war-cards", "pickup": "in-order" },
        /* the long one */
        "Long": {"variant": "war"}
    },
}
`;

describe('Save as Variant…: the settings.json edit', () => {
  it('adds the entry after the last one: everything before it kept byte for byte, the new lines in the file’s indentation', () => {
    const after = withVariant(SETTINGS, 'Tidy War', { variant: 'war', pickup: 'winner-first' });
    const head = SETTINGS.slice(0, SETTINGS.indexOf('"Long": {"variant": "war"}') + '"Long": {"variant": "war"}'.length);
    assert.equal(
      after,
      `${head},
        "Tidy War": {
            "variant": "war",
            "pickup": "winner-first"
        }
    },
}
`,
    );
  });

  it('replaces an entry of the same name where it stands, the others and the comments untouched', () => {
    const after = withVariant(SETTINGS, 'Quick War', { variant: 'war-cards', packs: 2 });
    assert.ok(after.includes('// fast one') && after.includes('/* the long one */') && after.includes('"Long": {"variant": "war"}'), after);
    assert.deepEqual(variantsIn(after), { ok: true, value: { 'Quick War': { variant: 'war-cards', packs: 2 }, Long: { variant: 'war' } } });
  });

  it('adds the block when there is none, and writes a whole file when it is empty; tabs and CRLF kept', () => {
    const tabs = withVariant('{\r\n\t"a": 1 // one\r\n}', 'A', { variant: 'war' });
    assert.equal(
      tabs,
      '{\r\n\t"a": 1, // one\r\n\t"piecepackWar.variants": {\r\n\t\t"A": {\r\n\t\t\t"variant": "war"\r\n\t\t}\r\n\t}\r\n}',
    );
    assert.deepEqual(JSON.parse(withVariant('  ', 'A', { variant: 'war' })), { 'piecepackWar.variants': { A: { variant: 'war' } } });
  });

  it('reads what the file holds, and refuses a text that is no JSONC object', () => {
    assert.deepEqual(variantsIn('{ /* c */ "x": 1, }'), { ok: true, value: undefined });
    assert.deepEqual(variantsIn(''), { ok: true, value: undefined });
    assert.deepEqual(variantsIn('[1]'), { ok: false });
    assert.deepEqual(variantsIn('{ "a": '), { ok: false });
    assert.deepEqual(indentOf('{\n   "a": 1\n}'), { insertSpaces: true, tabSize: 3 });
  });
});
