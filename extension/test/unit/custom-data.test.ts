// HTML custom data for <piecepack-war>: made from the widget's custom-elements.json, attributes with their values.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'mocha';
import { OPTION_SPECS } from '../../../engine/src/index.ts';
import { htmlCustomData, typeValues } from '../../src/custom-data.ts';

describe('html custom data', () => {
  it('reads quoted values from a type text, and none from a plain type', () => {
    assert.deepEqual(typeValues(`'shuffled' | 'winner-first' | "in-order"`), [{ name: 'shuffled' }, { name: 'winner-first' }, { name: 'in-order' }]);
    assert.equal(typeValues('string'), undefined);
    assert.equal(typeValues(undefined), undefined);
  });

  it('keeps custom elements only, with their attributes, and tolerates a malformed manifest', () => {
    const data = htmlCustomData({
      schemaVersion: '1.0.0',
      modules: [{ declarations: [
        { kind: 'class', name: 'Helper' },
        { kind: 'class', customElement: true, tagName: 'piecepack-war', summary: 'A War game.', attributes: [{ name: 'pickup', description: 'Order.', type: { text: `'shuffled' | 'in-order'` } }, { name: 'seed' }, { description: 'nameless' }] },
      ] }],
    });
    assert.deepEqual(data, { version: 1.1, tags: [{ name: 'piecepack-war', description: 'A War game.', attributes: [
      { name: 'pickup', description: 'Order.', values: [{ name: 'shuffled' }, { name: 'in-order' }] },
      { name: 'seed', description: '' },
    ] }] });
    assert.deepEqual(htmlCustomData(null), { version: 1.1, tags: [] });
    assert.deepEqual(htmlCustomData({ modules: 'x' as unknown }), { version: 1.1, tags: [] });
  });

  it('the widget\'s manifest gives <piecepack-war> every option attribute', async () => {
    if (!existsSync('dist/custom-elements.json')) {
      // `npm run build` makes it; on a fresh clone the unit tests run first, so analyse the element's source here.
      const { buildManifest } = await import('../../../scripts/builds/10-webview.js');
      await buildManifest();
    }
    const tag = htmlCustomData(JSON.parse(readFileSync('dist/custom-elements.json', 'utf8'))).tags.find((t) => t.name === 'piecepack-war');
    assert.ok(tag);
    const names = tag.attributes.map((a) => a.name);
    for (const spec of OPTION_SPECS) assert.ok(names.includes(spec.flag), spec.flag);
  });
});
