// The element's styling API (css-api.ts) against its styles and templates: every custom property the styles read is
// listed, every listed one is read somewhere, and every part the War table's templates name is listed.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'mocha';
import { CSS_PARTS, CSS_PROPERTIES } from '../../webview/src/element/css-api.ts';

/** Every .ts file under a folder, as text. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [readFileSync(join(dir, e.name), 'utf8')] : [],
  );
}

describe('the styling API (css-api.ts)', () => {
  // The widget's styles and templates, and the theme's and the art's, which picture/ holds for the pictures too.
  const text = [...sources('webview/src'), ...sources('picture')].join('\n');
  const listed = new Set(CSS_PROPERTIES.map((p) => p.name));

  it('lists every custom property the styles read, and nothing they do not read', () => {
    const read = new Set([...text.matchAll(/var\((--pp-[a-z0-9-]+)/g)].map((m) => m[1]));
    assert.deepEqual([...read].filter((name) => !listed.has(name)).sort(), [], 'read by the styles but not listed');
    assert.deepEqual([...listed].filter((name) => !read.has(name)).sort(), [], 'listed but read by no style');
  });

  it('lists every part a template names, each once, each described', () => {
    const parts = new Set(CSS_PARTS.map((p) => p.name));
    assert.equal(parts.size, CSS_PARTS.length, 'a part listed twice');
    const named = new Set([...text.matchAll(/\bpart="([^"$]+)"/g)].flatMap((m) => m[1].split(/\s+/)));
    // Parts that only the decision tables or the menu's fallback name are listed under the part they belong to.
    const unlisted = [...named].filter((name) => !parts.has(name) && !CSS_PARTS.some((p) => p.description.includes(`\`${name}\``)));
    assert.deepEqual(unlisted.sort(), [], 'named in a template but not listed');
    for (const hook of [...CSS_PARTS, ...CSS_PROPERTIES]) assert.ok(hook.description.length > 5, `${hook.name} is described`);
  });
});
