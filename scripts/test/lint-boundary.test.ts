// The engine boundary is enforced: the lint rule (eslint.config.js) refuses every import or re-export that reaches past
// engine/src/index.ts from outside engine/, and lets the same imports through the public entry pass.
// Its cases are "[full]": type-aware ESLint takes half a minute, so test:quick (unit tests, no lint) leaves them to npm test.
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import { pathToFileURL } from 'node:url';

const FIXTURES = 'scripts/lint-fixtures/boundary';

/**
 * Lints the fixture files as the project does (its config, type information), though the config ignores them; `rule`:
 * with the rule the project sets for webview/src (`widget`), for picture/ (`picture`) or for markdown/ (`markdown`).
 */
async function lint(file: string, rule: 'widget' | 'picture' | 'markdown' | false = false): Promise<ESLint.LintResult> {
  // The project's own rules, read from its config (a plain JavaScript module).
  const config = (await import(pathToFileURL('eslint.config.js').href)) as Record<string, unknown>;
  const prefix = rule === 'picture' ? 'PICTURE' : rule === 'markdown' ? 'MARKDOWN' : 'WIDGET';
  const rules: Record<string, ['error', ...unknown[]]> = {
    'no-restricted-imports': ['error', config[`${prefix}_BOUNDARY`]],
    'no-restricted-syntax': ['error', ...(config[`${prefix}_BOUNDARY_LATER`] as unknown[])],
  };
  const eslint = new ESLint({
    ignore: false,
    ...(rule ? { overrideConfig: { files: [`${FIXTURES}/**`], rules } } : {}),
  });
  const [result] = await eslint.lintFiles([`${FIXTURES}/${file}`]);
  return result;
}

describe('the engine boundary (lint rule) [full]', function () {
  this.timeout(600_000);

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
    const result = await lint('widget-takes-index.ts', 'widget');
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
    const result = await lint('widget-loads-index.ts', 'widget');
    const boundary = result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    assert.deepEqual(
      boundary.map((m) => m.line),
      [4],
      JSON.stringify(result.messages, null, 1),
    );
    assert.match(boundary[0].message, /on-demand\.ts/);
    assert.equal(boundary.length, 1, 'the links entry passes');
  });

  it("refuses picture/'s imports of the widget, static and import() alike, and lets the engine's on-demand entry pass", async () => {
    const result = await lint('picture-reaches-widget.ts', 'picture');
    const lines = (rule: string): number[] => result.messages.filter((m) => m.ruleId === rule).map((m) => m.line);
    assert.deepEqual(lines('no-restricted-imports'), [4, 5], JSON.stringify(result.messages, null, 1));
    assert.deepEqual(lines('no-restricted-syntax'), [10], JSON.stringify(result.messages, null, 1));
    for (const m of result.messages) assert.match(m.message, /picture\/ is drawn without the widget/);
  });

  it("refuses markdown/'s imports of the widget's source, static and import() alike, and lets picture/ and the engine's entry pass", async () => {
    const result = await lint('markdown-reaches-widget.ts', 'markdown');
    const lines = (rule: string): number[] => result.messages.filter((m) => m.ruleId === rule).map((m) => m.line);
    assert.deepEqual(lines('no-restricted-imports'), [4, 5], JSON.stringify(result.messages, null, 1));
    assert.deepEqual(lines('no-restricted-syntax'), [11], JSON.stringify(result.messages, null, 1));
    for (const m of result.messages) assert.match(m.message, /markdown\/ imports no file of the widget/);
  });

  it('holds markdown/ to that rule in the project config (the rule is on for its code and its tests)', async () => {
    const eslint = new ESLint();
    for (const file of ['markdown/src/embed.ts', 'markdown/test/embed-code.test.ts']) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown[]> };
      assert.match(JSON.stringify(config.rules['no-restricted-imports']), /webview\//, file);
      assert.match(JSON.stringify(config.rules['no-restricted-syntax']), /webview/, file);
    }
  });

  it('holds picture/ to that rule in the project config (the rule is on for every file there)', async () => {
    const eslint = new ESLint();
    const config = (await eslint.calculateConfigForFile('picture/position-svg.ts')) as { rules: Record<string, unknown[]> };
    const imports = JSON.stringify(config.rules['no-restricted-imports']);
    const later = JSON.stringify(config.rules['no-restricted-syntax']);
    assert.match(imports, /webview\|cli\|markdown\|extension\|demo/);
    assert.match(later, /webview\|cli\|markdown\|extension\|demo/);
  });
});
