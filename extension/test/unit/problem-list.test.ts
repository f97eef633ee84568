// Problems in settings said briefly: a notification names the first few (each cut short) and "and N more"; a variant
// name that names no game is matched to the player's own names and the built-in ones.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { problemText, readNamed } from '../../src/named-variants.ts';
import { fewProblems, PROBLEM_LENGTH, SHOWN_PROBLEMS } from '../../src/problem-list.ts';
import { readSettings, warningText } from '../../src/settings.ts';
import { english } from '../../src/stats-rows.ts';

describe('problems said briefly', () => {
  it('names the first few, each cut short, and how many more', () => {
    assert.equal(fewProblems(['a', 'b'], english), 'a; b');
    assert.equal(fewProblems(['a', 'b', 'c', 'd', 'e'], english), 'a; b; c; and 2 more');
    const long = fewProblems(['x'.repeat(1000)], english);
    assert.equal(long.length, PROBLEM_LENGTH);
    assert.ok(long.endsWith('…'));
  });

  it("five skipped variants of one's own (too many players for a pack, jokers on tiles…): a short notification", () => {
    const { problems } = readNamed({
      Big: { variant: 'war', players: 6, packs: 1 },
      Jokers: { variant: 'war', jokers: 2 },
      Typo: { variant: 'warr' },
      Odd: { variant: 'war', seats: ['human', 'computer:godlike'] },
      Long: { variant: 'war', warFaceDown: 'x'.repeat(400) },
    });
    assert.equal(problems.length, 5);
    const text = fewProblems(problems.map(problemText), english);
    assert.ok(text.length <= SHOWN_PROBLEMS * (PROBLEM_LENGTH + 2) + 20, `${text.length}: ${text}`);
    assert.match(text, /^"Big": 6 players need at least 36 pieces.*"Jokers": jokers need a card deck.*; and 2 more$/);
  });

  it('many invalid settings: one short warning', () => {
    const { warnings } = readSettings(
      (name) => ({ players: 'banana', packs: 'lots', deck: 'tiles', pickup: 'x'.repeat(500), jokers: 9 })[name] ?? null,
    );
    assert.equal(warnings.length, 5);
    const text = warningText(warnings, english);
    assert.ok(text.length < 600, `${text.length}: ${text}`);
    assert.match(text, /; and 2 more$/);
  });

  it("a misspelt Variant is matched to the player's own names and the built-in ones; a skipped own variant says so", () => {
    const own = ['Quick War', 'Big'];
    const said = (variant: string): string => readSettings((name) => (name === 'variant' ? variant : null), own).warnings[0].message;
    assert.equal(said('Quik War'), 'unknown variant "Quik War"; using "war": did you mean "Quick War"?');
    assert.equal(said('war-card'), 'unknown variant "war-card"; using "war": did you mean "war-cards"?');
    assert.equal(said('Big'), '"Big" is one of your variants, but it does not check out (see Variants); using "war"');
    assert.match(said('nothing like it'), /^unknown variant "nothing like it"; using "war" \(allowed: war, .*, Quick War, Big\)$/);
  });
});
