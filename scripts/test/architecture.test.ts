// docs/architecture.md's pictures are the imports' (scripts/architecture.js draws them): the house, the widget's rooms
// and the imports that point back up, each between its markers, as the code imports today.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
// @ts-expect-error: a JavaScript script module without declarations
import { DOC, drawn, FIX, imports, roomOf, sections, specifiers, WIDGET_LAYERS } from '../architecture.js';

type Edge = { from: string; to: string };
const edges = (imports as () => Edge[])();

describe("docs/architecture.md's pictures, drawn from the imports", () => {
  it('match what the code imports today', () => {
    const text = readFileSync(DOC as string, 'utf8');
    const want = (drawn as (t: string) => string)(text);
    const differ = want
      .split('\n')
      .map((line, i) => ({ line, i, had: text.split('\n')[i] }))
      .find((x) => x.line !== x.had);
    assert.ok(
      want === text,
      `${DOC as string}'s pictures are not what the imports give (first difference at line ${(differ?.i ?? 0) + 1}: ` +
        `"${differ?.had ?? ''}" where the imports give "${differ?.line ?? ''}"); run \`${FIX as string}\` and commit the doc`,
    );
  });

  it('read static imports, re-exports, side-effect imports and import(), not those in comments', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './d.ts';",
      "const e = await import('./e.ts');",
      "// import { f } from './f.ts';",
      '/* import("./g.ts") */',
      "import lit from 'lit';",
    ].join('\n');
    assert.deepEqual((specifiers as (t: string) => string[])(text).sort(), ['../b.ts', './a.ts', './c.ts', './d.ts', './e.ts']);
  });

  it('place every source file of the widget in a room the layers name', () => {
    const rooms = new Set((WIDGET_LAYERS as string[][]).flat());
    const unplaced = edges
      .map((e) => e.from)
      .filter((f) => f.startsWith('webview/src/') && !rooms.has((roomOf as (f: string) => string)(f)));
    assert.deepEqual([...new Set(unplaced)], [], 'a widget room missing from WIDGET_LAYERS in scripts/architecture.js');
  });

  it('see the imports the CLI and the Markdown plugin make of picture/, and none that picture/ makes of the widget', () => {
    const roomsOf = (e: Edge) => [(roomOf as (f: string) => string)(e.from), (roomOf as (f: string) => string)(e.to)].join(' -> ');
    const pairs = new Set(edges.map(roomsOf));
    assert.ok(pairs.has('cli -> picture'), 'cli/commands/render.ts imports picture/');
    assert.ok(pairs.has('markdown -> picture'), 'markdown/src/starting-picture.ts imports picture/');
    const out = edges.filter((e) => e.from.startsWith('picture/') && !e.to.startsWith('picture/') && !e.to.startsWith('engine/'));
    assert.deepEqual(out, []);
    const parts = (sections as () => Record<string, string>)();
    assert.match(parts.house, /cli -- \d+ --> picture/);
  });
});
