// The engine boundary is enforced: the lint rule (eslint.config.js) refuses every import or re-export that reaches past
// engine/src/index.ts from outside engine/, and lets the same imports through the public entry pass.
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const FIXTURES = 'scripts/lint-fixtures/boundary';

/** Lints the fixture files as the project does (its config, type information), though the config ignores them. */
async function lint(file: string): Promise<ESLint.LintResult> {
  const eslint = new ESLint({ ignore: false });
  const [result] = await eslint.lintFiles([`${FIXTURES}/${file}`]);
  return result;
}

describe('the engine boundary (lint rule)', function () {
  this.timeout(120_000);

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
});
