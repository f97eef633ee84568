// Presets are data checked once: every built-in variant's defaults pass the checks a user's options pass, and a preset
// with a bad value, an unknown ranking or a misspelled key is refused with a message naming it.
import assert from 'node:assert/strict';
import { PRESETS, VARIANT_NAMES, presetError, resolveOptions, type Preset } from '../src/index.ts';

const preset = (defaults: Record<string, unknown>, family: Preset['family'] = 'war'): Preset => ({
  family,
  title: 'Test',
  summary: 'A test preset.',
  defaults,
});

describe('presets are checked like user options', () => {
  it('every built-in preset passes, and resolves to a game', () => {
    for (const name of VARIANT_NAMES) {
      assert.equal(presetError(name, PRESETS[name]), null, name);
      assert.ok(resolveOptions({ variant: name }).ok, name);
    }
  });

  const BAD: [string, Preset, string, RegExp][] = [
    ['packs 99', preset({ deck: 'piecepack', packs: 99 }), 'packs', /packs must be a whole number from 1 to 8 \(got 99\)/],
    ['a ranking that does not exist', preset({ ranking: 'backwards' }), 'ranking', /ranking/],
    ['a misspelled key', preset({ warFacedown: 2 }), 'warFacedown', /"warFacedown" is not an option name/],
    ['a flag name instead of the option name', preset({ 'war-face-down': 2 }), 'war-face-down', /not an option name/],
    ['an option of another family', preset({ coinsPerAction: 1 }), 'coinsPerAction', /does not apply/],
    ['a deck too small for its players', preset({ deck: 'cards-32', players: 6, warFaceDown: 10 }), 'players', /need at least/],
    ['a family that does not exist', preset({}, 'snap' as Preset['family']), 'family', /no rules family/],
  ];
  for (const [what, bad, option, message] of BAD)
    it(`refuses a preset with ${what}`, () => {
      const error = presetError('bad', bad);
      assert.ok(error, `${what} passed`);
      assert.match(error.message, /^preset bad: /);
      assert.match(error.message, message);
      assert.equal(error.option, option);
    });
});
