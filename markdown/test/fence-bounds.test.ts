// A fence's record within the engine's input bounds: a body nested thousands of levels deep renders as one safe tag
// (the record refused in words for the element to report) instead of a RangeError that fails the whole document;
// seeded properties over depths, with real markdown-it and the starting-picture fallback.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { INPUT_LIMITS } from '../../engine/src/index.ts';
import { gameAttributes } from '../src/fence-html.ts';
import { readFence } from '../src/fence-game.ts';
import piecepackWarMarkdown from '../src/plugin.ts';
import { startingPicture } from '../src/starting-picture.ts';
import { runs } from '../../scripts/test-size.ts';

/** JSON text nested `depth` levels deep, lists and objects as `kinds`'s bits say, written without recursion. */
function nestedText(depth: number, kinds: number): string {
  const opens: string[] = [];
  const closes: string[] = [];
  for (let i = depth - 1; i >= 0; i--) {
    const object = (kinds >> (i % 4)) & 1;
    opens.push(object ? '{"a":' : '[');
    closes.push(object ? '}' : ']');
  }
  return opens.join('') + '0' + closes.reverse().join('');
}

/** A record body whose options hold `deep`. */
const recordBody = (deep: string): string =>
  `{"format":"piecepack-war/record","version":1,"seed":1,"actions":[],"options":{"variant":"war","x":${deep}}}`;

const plain = new MarkdownIt().use(piecepackWarMarkdown);
const pictured = new MarkdownIt().use(piecepackWarMarkdown, { fallback: startingPicture });

/** The record-json attribute of the one tag in `html`, decoded. */
function recordJson(html: string): string {
  const value = / record-json="([^"]*)"/.exec(html)?.[1];
  assert.ok(value !== undefined, html.slice(0, 200));
  return value.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
}

describe('markdown fences: bounded records', () => {
  it('a record body nested any depth renders one tag; past the bound its record-json says why (seeded depths)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 60, max: 66 }), fc.integer({ min: 0, max: 20_000 })),
        fc.nat(15),
        fc.boolean(),
        (depth, kinds, whole) => {
          const body = whole ? `{"a":${nestedText(depth, kinds)}}` : recordBody(nestedText(depth, kinds));
          for (const md of [plain, pictured]) {
            const html = md.render('```piecepack-war\n' + body + '\n```\n');
            assert.match(html, /^<piecepack-war data-pw-fence record-json="[^"<>]*">.*<\/piecepack-war>\n$/s);
            const json = JSON.parse(recordJson(html)) as unknown;
            // The levels under the record: the whole body's "a" adds one; inside a record, options and x add two.
            const levels = whole ? depth + 1 : depth + 2;
            if (levels <= INPUT_LIMITS.depth) assert.deepEqual(json, JSON.parse(body));
            else assert.match(json as string, /^this record cannot be read: it is nested more than 64 levels deep$/);
          }
        },
      ),
      { numRuns: runs(30) },
    );
  });

  it("a body nested past the stack's depth (the issue's 8 KB body, and deeper) gives the Obsidian plugin's attributes too", () => {
    for (const depth of [4100, 20_000]) {
      const body = `{"a":${nestedText(depth, 0b0001)}}`;
      assert.ok(body.length > 8000);
      const [[name, value]] = gameAttributes(readFence(body));
      assert.equal(name, 'record-json');
      assert.match(JSON.parse(value) as string, /nested more than 64 levels deep/);
    }
  });
});
