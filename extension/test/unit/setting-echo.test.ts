// A refused setting's warning is total and short whatever the value: a value nested thousands of arrays deep, or a
// 100 KB string, gives one warning that echoes at most a short, cut piece of it (issue 21).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { OPTION_SPECS, PRESETS, SHOWN_LENGTH, type VariantName } from '../../../engine/src/index.ts';
import { EXTRA_SETTINGS } from '../../src/play-settings.ts';
import { readSettings } from '../../src/settings.ts';

/** Every setting the extension reads. */
const NAMES = [...new Set(['variant', ...OPTION_SPECS.map((s) => s.name), ...EXTRA_SETTINGS.map((s) => s.name)])];

/** A value nested `depth` arrays deep (deeper than JSON.stringify or String can walk). */
function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** A variant the setting applies to (an engine option is read only for its own families). */
function variantFor(name: string): VariantName {
  const spec = OPTION_SPECS.find((o) => o.name === name);
  const names = Object.keys(PRESETS) as VariantName[];
  return (spec && names.find((v) => spec.families.includes(PRESETS[v].family))) ?? 'war';
}

const huge = 'x'.repeat(100_000);
const junk: [string, unknown][] = [
  ['nested 5,000 arrays deep', nested(5_000)],
  ['a 100 KB string', huge],
  ['a 100 KB string in a list', [huge]],
  ['a 100 KB key', { [huge]: 1 }],
];

describe('setting warnings echo any value safely', () => {
  for (const [what, value] of junk)
    it(`every setting set to ${what}: readSettings returns, warns for that setting, and echoes at most a short piece`, () => {
      for (const name of NAMES) {
        const s = readSettings((n) => (n === name ? value : n === 'variant' ? variantFor(name) : undefined));
        const mine = s.warnings.filter((w) => w.setting === `piecepackWar.${name}`);
        assert.ok(mine.length >= 1, `${name}: no warning`);
        for (const w of s.warnings) assert.ok(w.message.length < 300 + SHOWN_LENGTH, `${name}: ${w.message.length} characters`);
      }
    });
});
