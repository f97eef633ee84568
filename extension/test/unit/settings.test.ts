// Reading settings: every bad value gives a warning naming the setting and falls back to the default; options of
// other families are not passed; the result always starts a game. Includes a property test over random junk.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import { OPTION_SPECS, resolveOptions, VARIANT_NAMES } from '../../../engine/src/index.ts';
import { EXTRA_SETTINGS } from '../../src/play-settings.ts';
import { elementAttributes, readSettings, rulesChanged } from '../../src/settings.ts';
import { runs } from '../../../scripts/test-size.ts';

const read = (values: Record<string, unknown>) => readSettings((name) => values[name]);

describe('settings', () => {
  it('with nothing set: piecepack War, you against the computer, no warnings', () => {
    const s = read({});
    assert.deepEqual(s.warnings, []);
    assert.deepEqual(s.input, { variant: 'war' });
    assert.equal(s.options.variant, 'war');
    assert.deepEqual(s.options.seats, ['human', 'computer']);
    assert.deepEqual(s.play, { autoplay: false, speed: 'normal', palette: 'colour-blind', sound: false });
    assert.equal(s.seed, null);
  });

  it('null and empty lists mean unset (the Settings UI\'s "variant\'s own")', () => {
    const s = read({ variant: 'w-a-r', deck: null, packs: null, seats: [], warFaceDown: null });
    assert.deepEqual(s.warnings, []);
    assert.deepEqual(s.input, { variant: 'w-a-r' });
    assert.equal(s.options.family === 'war' && s.options.warFaceDown, 3);
  });

  it('computerLevel: the computer seats written plain computer (or left to the variant) play at it in the decision games; a bad value is named', () => {
    assert.deepEqual(read({ variant: 'stacked-deck', computerLevel: 'easy' }).options.seats, ['human', 'computer:easy']);
    const s = read({ variant: 'steal-war', computerLevel: 'normal', seats: ['computer', 'computer:strong', 'computer:random'] });
    assert.deepEqual(s.warnings, []);
    assert.equal(s.level, 'normal');
    assert.deepEqual(s.options.seats, ['computer:normal', 'computer', 'computer:random']);
    assert.equal(elementAttributes(s).seats, 'computer:normal,computer,computer:random');
    assert.deepEqual(read({ variant: 'war', computerLevel: 'easy' }).options.seats, ['human', 'computer'], 'War has nothing to decide');
    const bad = read({ variant: 'steal-war', computerLevel: 'hard' });
    assert.deepEqual(
      bad.warnings.map((w) => w.setting),
      ['piecepackWar.computerLevel'],
    );
    assert.match(bad.warnings[0].message, /easy, normal, strong.*"hard"/);
    assert.equal(bad.level, 'strong');
    assert.deepEqual(bad.options.seats, ['human', 'computer']);
    const seats = read({ variant: 'steal-war', seats: ['human', 'computer:hard'] });
    assert.deepEqual(
      seats.warnings.map((w) => w.setting),
      ['piecepackWar.seats'],
    );
    assert.match(seats.warnings[0].message, /"computer:hard".*computer:easy, computer:normal or computer:strong/);
  });

  it('an unknown variant is named in a warning and War is played', () => {
    const s = read({ variant: 'snap' });
    assert.equal(s.options.variant, 'war');
    assert.equal(s.warnings.length, 1);
    assert.equal(s.warnings[0].setting, 'piecepackWar.variant');
    assert.match(s.warnings[0].message, /snap/);
  });

  it("a bad value names its setting and the allowed values, and falls back to the variant's default", () => {
    const s = read({ variant: 'war-cards', packs: 'banana', pickup: 'sideways' });
    assert.deepEqual(
      s.warnings.map((w) => w.setting),
      ['piecepackWar.packs', 'piecepackWar.pickup'],
    );
    assert.match(s.warnings[0].message, /whole number from 1 to 8/);
    assert.match(s.warnings[1].message, /shuffled/);
    assert.equal(s.options.family === 'war' && s.options.pickup, 'shuffled');
  });

  it('options of another family are not passed (rounds is for Tod und Leben), and each is named in a warning', () => {
    const s = read({ variant: 'war', rounds: 5, protection: false, coinSides: 'chosen' });
    assert.deepEqual(
      s.warnings.map((w) => w.setting),
      ['piecepackWar.rounds', 'piecepackWar.protection', 'piecepackWar.coinSides'],
    );
    assert.match(s.warnings[0].message, /rounds does not apply to War \(piecepack\), so it is ignored/);
    assert.deepEqual(s.input, { variant: 'war' });
    const tod = read({ variant: 'tod-und-leben', rounds: 5, pickup: 'in-order' });
    assert.deepEqual(tod.input, { variant: 'tod-und-leben', rounds: 5 });
  });

  it('Tie Method and War Face Down: when both are set, War Face Down wins (a warning only when they disagree)', () => {
    const tie = read({ variant: 'russian', tieMethod: 'face-up', warFaceDown: 2 });
    assert.deepEqual(
      tie.warnings.map((w) => w.setting),
      ['piecepackWar.tieMethod'],
    );
    assert.match(tie.warnings[0].message, /ignored: warFaceDown is set too \(2\) and wins/);
    assert.equal(tie.options.family === 'war' && tie.options.warFaceDown, 2);
    const agree = read({ variant: 'russian', tieMethod: 'down-then-up', warFaceDown: 1 });
    assert.deepEqual(agree.warnings, []);
    assert.equal(agree.options.family === 'war' && agree.options.warFaceDown, 1);
    const alone = read({ variant: 'war', tieMethod: 'face-up' });
    assert.equal(alone.options.family === 'war' && alone.options.warFaceDown, 0);
  });

  it('a contradiction between settings names the setting the engine blames, and drops it', () => {
    const seats = read({ players: 3, seats: ['human', 'computer'] });
    assert.deepEqual(
      seats.warnings.map((w) => w.setting),
      ['piecepackWar.seats'],
    );
    assert.equal(seats.options.players, 3);
  });

  it('too many players for the pieces: the deal settings are dropped and named', () => {
    const s = read({ variant: 'war', players: 6 });
    assert.deepEqual(
      s.warnings.map((w) => w.setting),
      ['piecepackWar.players'],
    );
    assert.match(s.warnings[0].message, /need at least 36 pieces/);
    assert.equal(s.options.players, 2);
    const ok = read({ variant: 'war', players: 6, packs: 2 });
    assert.deepEqual(ok.warnings, []);
    assert.equal(ok.options.players, 6);
  });

  it('bad play settings fall back one by one', () => {
    const s = read({
      autoplay: 'yes',
      speed: 'warp',
      palette: 'neon',
      seed: -4,
      simulationGames: 3,
      sidebarLocation: 'panel',
      htmlCompletions: 'on',
    });
    assert.deepEqual(
      s.warnings.map((w) => w.setting),
      [
        'piecepackWar.autoplay',
        'piecepackWar.speed',
        'piecepackWar.palette',
        'piecepackWar.seed',
        'piecepackWar.simulationGames',
        'piecepackWar.sidebarLocation',
        'piecepackWar.htmlCompletions',
      ],
    );
    assert.deepEqual(read({ sidebarLocation: 'explorer', htmlCompletions: true }).warnings, []);
    assert.deepEqual(s.play, { autoplay: false, speed: 'normal', palette: 'colour-blind', sound: false });
    assert.equal(s.seed, null);
  });

  it('a bad seats list is called a list, not comma-separated text', () => {
    const s = read({ variant: 'war', seats: ['human', 'robot'] });
    assert.equal(s.warnings.length, 1);
    assert.doesNotMatch(s.warnings[0].message, /comma/);
    assert.match(s.warnings[0].message, /a list with one item per player/);
  });

  it('element attributes are the kebab-case flags, seats comma-separated, seed when fixed', () => {
    const s = read({ variant: 'w-a-r', outOfCards: 'last-card-up', seats: ['computer', 'human', 'computer:random'], seed: 7 });
    assert.deepEqual(elementAttributes(s), {
      variant: 'w-a-r',
      seats: 'computer,human,computer:random',
      'out-of-cards': 'last-card-up',
      seed: '7',
    });
  });

  it('only a change of rules needs a new game; pace and colours do not', () => {
    const a = read({ variant: 'war' });
    assert.equal(rulesChanged(a, read({ variant: 'war', speed: 'fast', palette: 'classic', autoplay: true })), false);
    assert.equal(rulesChanged(a, read({ variant: 'war', packs: 2 })), true);
    assert.equal(rulesChanged(a, read({ variant: 'war', seed: 3 })), true);
    assert.equal(rulesChanged(a, read({ variant: 'war', rounds: 9 })), false, 'an option of another family changes nothing');
  });

  it('property: any junk in any setting never throws, always starts a game, and every warning names a setting that was set', () => {
    const names = [...OPTION_SPECS.map((s) => s.name), ...EXTRA_SETTINGS.map((s) => s.name)];
    const junk = fc.oneof(
      fc.constant(null),
      fc.boolean(),
      fc.integer({ min: -5, max: 12 }),
      fc.double(),
      fc.string({ maxLength: 8 }),
      fc.constantFrom(...VARIANT_NAMES, 'by-rank', 'human', 'computer', 'piecepack', 'cards-52', 'colour-blind', 'max'),
      fc.array(fc.constantFrom('human', 'computer', 'computer:random', 'alien'), { maxLength: 7 }),
      fc.object({ maxDepth: 1 }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), junk), (values) => {
        const s = read(values);
        assert.ok(resolveOptions(s.input).ok, JSON.stringify(s.input));
        for (const w of s.warnings) {
          const name = w.setting.replace(/^piecepackWar\./, '');
          assert.ok(name in values && values[name] !== null, `${w.setting} warned but was not set`);
          assert.ok(w.message.length > 0);
        }
      }),
      { numRuns: runs(2000) },
    );
  });
});
