// The named variants' setting (piecepackWar.variants) within the engine's input bounds: a value nested thousands deep
// or 100 KB long anywhere in it is skipped with a short reason, never thrown (activation reads it) nor echoed whole.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import { problemText, readNamed } from '../../src/named-variants.ts';
import { fewProblems, SHOWN_PROBLEMS } from '../../src/problem-list.ts';
import { english } from '../../src/words.ts';
import { runs } from '../../../scripts/test-size.ts';

/** A value nested `depth` levels deep, lists and objects as `kinds`'s bits say (built without recursion). */
function nested(depth: number, kinds: number): unknown {
  let v: unknown = 'war';
  for (let i = 0; i < depth; i++) v = (kinds >> (i % 4)) & 1 ? { a: v } : [v];
  return v;
}

/** The longest problem a warning may list: a name and a value cut short, and the message around them. */
const LONGEST_PROBLEM = 400;

/** Every place in the setting a value can stand, holding `value`. */
function settingsWith(value: unknown): unknown[] {
  return [value, { Mine: value }, { Mine: { variant: value } }, { Mine: { variant: 'war', pickup: value } }];
}

/** Every place in the setting a name can stand, holding `name`. */
function settingsNamed(name: string): unknown[] {
  return [{ Mine: { variant: 'war', [name]: 1 } }, { [name]: { variant: 'war' } }];
}

describe('named variants: bounded', () => {
  it('a value nested any depth anywhere in the setting is skipped with a short reason, never thrown (seeded depths)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 62, max: 66 }), fc.integer({ min: 0, max: 20_000 })), fc.nat(15), (depth, kinds) => {
        for (const setting of settingsWith(nested(depth, kinds))) {
          const { variants, problems } = readNamed(setting);
          for (const p of problems) assert.ok(problemText(p).length <= LONGEST_PROBLEM, problemText(p));
          if (depth > 64) assert.equal(variants.length, 0);
        }
      }),
      { numRuns: runs(40) },
    );
  });

  it('says why a deep variant is skipped', () => {
    const { problems } = readNamed({ Mine: nested(5000, 0) });
    assert.equal(problems.length, 1);
    assert.match(problems[0].message, /nested more than 64 levels deep/);
  });

  it('echoes none of the five places whole: the setting, a variant, its variant, an option name, a name (seeded sizes)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 200_000 }), (size) => {
        const big = 'x'.repeat(size);
        for (const setting of [...settingsWith(big), ...settingsNamed(big)]) {
          const { problems } = readNamed(setting);
          assert.ok(problems.length > 0);
          for (const p of problems) assert.ok(problemText(p).length <= LONGEST_PROBLEM, `${problemText(p).length} characters`);
        }
      }),
      { numRuns: runs(20) },
    );
  });

  it('one warning lists a few problems and counts the rest', () => {
    const setting = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`v${i}`, { variant: 'nope' }]));
    const { problems } = readNamed(setting);
    const text = fewProblems(problems.map(problemText), english);
    assert.ok(text.length <= SHOWN_PROBLEMS * LONGEST_PROBLEM + 40, `${text.length} characters`);
    assert.match(text, /and 48 more$/);
    assert.equal(fewProblems(['a', 'b'], english), 'a; b');
  });
});
