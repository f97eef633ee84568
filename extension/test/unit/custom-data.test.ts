// HTML custom data for <piecepack-war>: made from the widget's custom-elements.json, attributes with their values, and
// what the HTML completions (for page authors, behind a setting) offer at a point in a file.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'mocha';
import { OPTION_SPECS } from '../../../engine/src/index.ts';
import { completionsAt, htmlCustomData, typeValues, type HtmlCustomData } from '../../src/custom-data.ts';

describe('html custom data', () => {
  it('reads quoted values from a type text, and none from a plain type', () => {
    assert.deepEqual(typeValues(`'shuffled' | 'winner-first' | "in-order"`), [
      { name: 'shuffled' },
      { name: 'winner-first' },
      { name: 'in-order' },
    ]);
    assert.equal(typeValues('string'), undefined);
    assert.equal(typeValues(undefined), undefined);
  });

  it('keeps custom elements only, with their attributes, and tolerates a malformed manifest', () => {
    const data = htmlCustomData({
      schemaVersion: '1.0.0',
      modules: [
        {
          declarations: [
            { kind: 'class', name: 'Helper' },
            {
              kind: 'class',
              customElement: true,
              tagName: 'piecepack-war',
              summary: 'A War game.',
              attributes: [
                { name: 'pickup', description: 'Order.', type: { text: `'shuffled' | 'in-order'` } },
                { name: 'seed' },
                { description: 'nameless' },
              ],
            },
          ],
        },
      ],
    });
    assert.deepEqual(data, {
      version: 1.1,
      tags: [
        {
          name: 'piecepack-war',
          description: 'A War game.',
          attributes: [
            { name: 'pickup', description: 'Order.', values: [{ name: 'shuffled' }, { name: 'in-order' }] },
            { name: 'seed', description: '' },
          ],
        },
      ],
    });
    assert.deepEqual(htmlCustomData(null), { version: 1.1, tags: [] });
    assert.deepEqual(htmlCustomData({ modules: 'x' as unknown }), { version: 1.1, tags: [] });
  });

  it("the widget's manifest gives <piecepack-war> every option attribute", async () => {
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

  const data: HtmlCustomData = {
    version: 1.1,
    tags: [
      {
        name: 'piecepack-war',
        description: 'A War game.',
        attributes: [
          { name: 'pickup', description: 'Order.', values: [{ name: 'shuffled' }, { name: 'winner-first' }, { name: 'in-order' }] },
          { name: 'packs', description: 'Packs.' },
          { name: 'palette', description: 'Colours.', values: [{ name: 'classic' }, { name: 'colour-blind' }] },
        ],
      },
    ],
  };
  const names = (before: string) => completionsAt(before, data)?.items.map((i) => i.name);

  it('completes the tag name after "<", the attributes inside the tag, and an attribute\'s values inside its quotes', () => {
    assert.deepEqual(names('<body>\n<piece'), ['piecepack-war']);
    assert.deepEqual(completionsAt('<p', data)?.typed, 'p');
    assert.deepEqual(names('<piecepack-war '), ['pickup', 'packs', 'palette']);
    assert.deepEqual(names('<piecepack-war pa'), ['packs', 'palette']);
    assert.deepEqual(names('<piecepack-war pickup="'), ['shuffled', 'winner-first', 'in-order']);
    assert.deepEqual(names('<piecepack-war pickup="in'), ['in-order']);
    assert.deepEqual(completionsAt("<piecepack-war palette='c", data), {
      kind: 'value',
      typed: 'c',
      items: [
        { name: 'classic', description: '' },
        { name: 'colour-blind', description: '' },
      ],
    });
  });

  it('leaves out attributes already written, and offers nothing outside the tag, in other tags or inside free text values', () => {
    assert.deepEqual(names('<piecepack-war pickup="shuffled" '), ['packs', 'palette']);
    assert.equal(completionsAt('<piecepack-war pickup="shuffled">', data), null);
    assert.equal(completionsAt('<div class="x" ', data), null);
    assert.equal(completionsAt('plain text', data), null);
    assert.equal(completionsAt('<piecepack-war packs="2', data), null);
    assert.equal(completionsAt('<piecepack-war title="a b ', data), null);
  });
});
