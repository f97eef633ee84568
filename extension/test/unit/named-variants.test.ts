// The player's own variants (setting piecepackWar.variants): checked with the engine, a bad one skipped with its reason,
// read whole (Settings cannot slip in), carried through New Game… (rules, Save as Variant…) and into the statistics.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { checkChoice, choiceReader, namedChoice, readRecent } from '../../src/new-game-choice.ts';
import { namedReader, readNamed, savedForm } from '../../src/named-variants.ts';
import { ruleValues, rulesOf, wholeChoice } from '../../src/rule-steps.ts';
import { readSettings } from '../../src/settings.ts';
import { checkEntry, emptyCounts } from '../../src/stats-schema.ts';
import { configWords } from '../../src/stats-rows.ts';
import { withLabel } from '../../src/stats-label.ts';
import { configOf } from '../../src/game-tally.ts';

describe('named variants', () => {
  it('reads the good ones in order and skips each bad one with its reason', () => {
    const { variants, problems } = readNamed({
      'Quick War': { variant: 'war-cards', pickup: 'in-order', packs: 1 },
      Bad: { variant: 'war', rounds: 3 },
      Typo: { variant: 'war', pikcup: 'in-order' },
      war: { variant: 'war' },
      NoVariant: { packs: 2 },
      Wrong: { variant: 'war', pickup: 'sideways' },
      Crowded: { variant: 'war', players: 6, deck: 'cards-32', packs: 1 },
      Tod: { variant: 'tod-und-leben', rounds: 5 },
    });
    assert.deepEqual(
      variants.map((v) => v.name),
      ['Quick War', 'Tod'],
    );
    assert.deepEqual(variants[0].input, { variant: 'war-cards', pickup: 'in-order', packs: 1 });
    assert.deepEqual(
      problems.map((p) => p.name),
      ['Bad', 'Typo', 'war', 'NoVariant', 'Wrong', 'Crowded'],
    );
    assert.match(problems[0].message, /rounds does not apply to War \(piecepack\)/);
    assert.match(problems[1].message, /"pikcup" is not an option/);
    assert.match(problems[2].message, /built-in variant's name/);
    assert.match(problems[4].message, /pickup must be/);
  });

  it('never throws on any value', () => {
    for (const raw of [null, undefined, 3, 'war', [], [{}], { a: null }, { a: [] }, { a: { variant: 'war', seats: 'x' } }]) readNamed(raw);
    assert.equal(readNamed('war').problems.length, 1);
  });

  it("is whole: rules it does not set are the variant's own, not the settings'", () => {
    const [quick] = readNamed({ Quick: { variant: 'war-cards', pickup: 'in-order' } }).variants;
    const reader = namedReader(quick);
    const settings = { pickup: 'winner-first', warFaceDown: 3, speed: 'max' } as Record<string, unknown>;
    const s = readSettings((name) => {
      const own = reader(name);
      return own !== undefined ? own : settings[name];
    });
    assert.equal(s.options.family === 'war' && s.options.pickup, 'in-order');
    assert.equal(s.options.family === 'war' && s.options.warFaceDown, 1, "War Face Down is war-cards' own");
    assert.equal(s.play.speed, 'max', 'how the game plays still comes from Settings');
    assert.deepEqual(s.warnings, []);
  });

  it('New Game… carries it as a choice (main options apart, the rest as rules) that recent choices keep', () => {
    const choice = namedChoice('Quick', { variant: 'war-cards', players: 3, pickup: 'in-order' }, 'war-cards');
    assert.deepEqual(choice, { variant: 'war-cards', players: 3, packs: null, seats: null, rules: { pickup: 'in-order' }, name: 'Quick' });
    const checked = checkChoice(choice);
    assert.ok(checked.ok && checked.options.family === 'war' && checked.options.pickup === 'in-order' && checked.options.players === 3);
    assert.equal(choiceReader(choice)('warFaceDown'), null, 'whole');
    assert.equal(choiceReader({ ...choice, name: undefined })('warFaceDown'), undefined, 'a plain choice leaves the rest to Settings');
    assert.deepEqual(readRecent([choice]), [choice]);
    assert.deepEqual(readRecent([{ ...choice, rules: { nonsense: 1 } }]), [], 'an unknown rule is dropped, never thrown');
  });

  it('Save as Variant… writes the variant and what differs from its own', () => {
    const checked = checkChoice({ variant: 'war', players: 3, packs: null, seats: null, rules: { pickup: 'in-order', warFaceDown: 1 } });
    assert.ok(checked.ok);
    assert.deepEqual(savedForm('war', configOf(checked.options)), { variant: 'war', players: 3, pickup: 'in-order' });
    assert.equal(readNamed({ Mine: savedForm('war', configOf(checked.options)) }).variants.length, 1, 'it reads back');
  });

  it('New Game… offers every rule that matters, the current value first', () => {
    const war = checkChoice({ variant: 'war-cards', players: null, packs: null, seats: null });
    assert.ok(war.ok);
    const names = rulesOf(war.options).map((s) => s.name);
    assert.ok(
      ['deck', 'warFaceDown', 'outOfCards', 'pickup', 'ranking', 'objective', 'jokers', 'maxTricks'].every((n) => names.includes(n)),
    );
    assert.ok(!names.includes('rounds') && !names.includes('tieMethod') && !names.includes('courtValue') && !names.includes('jokersApart'));
    assert.deepEqual(ruleValues('pickup', 'in-order'), ['in-order', 'shuffled', 'winner-first', 'naturelle']);
    assert.equal(ruleValues('warFaceDown', 1)![0], 1);
    assert.equal(ruleValues('maxTricks', 100000), null, 'a long range is typed');
    const tod = checkChoice({ variant: 'tod-und-leben', players: null, packs: null, seats: null });
    assert.ok(tod.ok && rulesOf(tod.options).some((s) => s.name === 'rounds'));
    const named = namedChoice('Q', { variant: 'war', pickup: 'in-order' }, 'war');
    const whole = wholeChoice(named);
    assert.equal(whole.name, undefined);
    assert.equal(whole.rules?.warFaceDown, 1, 'a changed named variant keeps its own rules whole');
  });

  it("statistics: the name rides along in the entry's configuration, and is shown as the title, not as a rule", () => {
    const config = withLabel({ pickup: 'in-order' }, 'Quick War');
    const checked = checkEntry({ variant: 'war', mode: 'own', config, ...emptyCounts('war') });
    assert.equal(checked.kind, 'valid');
    assert.equal(configWords(config), 'pickup in-order');
    assert.equal(checkEntry({ variant: 'war', mode: 'own', config: { '@name': 5 }, ...emptyCounts('war') }).kind, 'bad');
  });
});
