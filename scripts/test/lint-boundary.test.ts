// The engine boundary is enforced: the lint rule (eslint.config.js) refuses every import or re-export that reaches past
// engine/src/index.ts from outside engine/, and lets the same imports through the public entry pass.
// Its cases are "[full]": type-aware ESLint takes half a minute, so test:quick (unit tests, no lint) leaves them to npm test.
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import { pathToFileURL } from 'node:url';

const FIXTURES = 'scripts/lint-fixtures/boundary';

/**
 * Lints the fixture files as the project does (its config, type information), though the config ignores them; `widget`:
 * with the rule the project sets for webview/src.
 */
async function lint(file: string, widget = false): Promise<ESLint.LintResult> {
  // The project's own rule for webview/src, read from its config (a plain JavaScript module).
  const config = (await import(pathToFileURL('eslint.config.js').href)) as { WIDGET_BOUNDARY: unknown; WIDGET_BOUNDARY_LATER: unknown[] };
  const rules: Record<string, ['error', ...unknown[]]> = {
    'no-restricted-imports': ['error', config.WIDGET_BOUNDARY],
    'no-restricted-syntax': ['error', ...config.WIDGET_BOUNDARY_LATER],
  };
  const eslint = new ESLint({
    ignore: false,
    ...(widget ? { overrideConfig: { files: [`${FIXTURES}/**`], rules } } : {}),
  });
  const [result] = await eslint.lintFiles([`${FIXTURES}/${file}`]);
  return result;
}

describe('the engine boundary (lint rule) [full]', function () {
  this.timeout(300_000);

  it('refuses each import and re-export that reaches into engine internals, naming the public entry', async () => {
    const result = await lint('reaches-in.ts');
    const boundary = result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
    assert.deepEqual(
      boundary.map((m) => m.line),
      [3, 4, 5, 6],
      JSON.stringify(result.messages, null, 1),
    );
    for (const m of boundary) assert.match(m.message, /engine\/src\/index\.ts/);
    assert.equal(result.messages.length, boundary.length, 'nothing but the boundary is at fault in the fixture');
  });

  it('lets the same imports through engine/src/index.ts pass', async () => {
    const result = await lint('through-entry.ts');
    assert.deepEqual(result.messages, []);
  });

  it("refuses index.ts in the widget's code, which takes the on-demand entry (a War page then never carries the decision games)", async () => {
    const result = await lint('widget-takes-index.ts', true);
    const boundary = result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
    assert.deepEqual(
      boundary.map((m) => m.line),
      [3],
      JSON.stringify(result.messages, null, 1),
    );
    assert.match(boundary[0].message, /on-demand\.ts/);
  });

  it('refuses import() past the entries too (the rule on static imports does not see it), and lets the entries pass', async () => {
    const result = await lint('reaches-in-later.ts');
    const boundary = result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    assert.deepEqual(
      boundary.map((m) => m.line),
      [5, 6],
      JSON.stringify(result.messages, null, 1),
    );
    for (const m of boundary) assert.match(m.message, /engine\/src\/index\.ts/);
    assert.equal(result.messages.length, boundary.length, 'nothing but the boundary is at fault in the fixture');
  });

  it("refuses import() of index.ts in the widget's code, and lets its links entry pass", async () => {
    const result = await lint('widget-loads-index.ts', true);
    const boundary = result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    assert.deepEqual(
      boundary.map((m) => m.line),
      [4],
      JSON.stringify(result.messages, null, 1),
    );
    assert.match(boundary[0].message, /on-demand\.ts/);
    assert.equal(boundary.length, 1, 'the links entry passes');
  });
});
