// New Game…'s choices: seatings for any number of players, what each variant allows, checks by the engine, words,
// and the recent list (newest first, no duplicates, bounded, junk dropped).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { resolveOptions } from '../../../engine/src/index.ts';
import {
  checkChoice,
  choiceInput,
  choiceLevel,
  choiceReader,
  choiceWords,
  RECENT_CHOICES,
  ranges,
  readRecent,
  remember,
  seatingOf,
  seatsOf,
  SEATINGS,
  startingChoice,
  type Choice,
  withLevel,
} from '../../src/new-game-choice.ts';

import { readSettings } from '../../src/settings.ts';

const war = (over: Partial<Choice> = {}): Choice => ({ variant: 'war', players: null, packs: null, seats: null, ...over });

describe('New Game… choices', () => {
  it('each seating gives one seat per player and is recognised back', () => {
    for (const s of SEATINGS)
      for (let n = 2; n <= 6; n++) {
        assert.equal(seatsOf(s, n).length, n);
        assert.equal(seatingOf(seatsOf(s, n)), s);
      }
    assert.deepEqual(seatsOf('you-vs-random', 3), ['human', 'computer:random', 'computer:random']);
    assert.equal(seatingOf(['computer', 'human']), null);
  });

  it('each variant offers the players and packs its rules allow', () => {
    assert.deepEqual(ranges('stacked-deck'), { players: [2, 2], packs: null });
    assert.deepEqual(ranges('steal-war').players, [2, 4]);
    assert.deepEqual(ranges('war'), { players: [2, 6], packs: [1, 8] });
  });

  it('the engine checks a choice: too many players for one pack is refused with its reason', () => {
    assert.equal(checkChoice(war({ players: 3, packs: 2, seats: seatsOf('hotseat', 3) })).ok, true);
    const bad = checkChoice(war({ players: 6 }));
    assert.ok(!bad.ok && /need at least 36 pieces/.test(bad.reason));
    assert.ok(!bad.ok && bad.reason === '6 players need at least 36 pieces, but the packs hold only 24.', !bad.ok ? bad.reason : '');
    const many = checkChoice({ variant: 'steal-war', players: 5, packs: null, seats: null });
    assert.ok(!many.ok && many.reason === 'Steal War is for 2 to 4 players, not 5.', !many.ok ? many.reason : '');
    assert.deepEqual(choiceInput(war({ packs: 2 })), { variant: 'war', packs: 2 });
  });

  it('a choice in words', () => {
    assert.deepEqual(choiceWords(war()), { title: 'War (piecepack)', detail: 'You against the computer' });
    assert.deepEqual(choiceWords(war({ players: 3, packs: 2, seats: seatsOf('you-vs-random', 3) })), {
      title: 'War (piecepack)',
      detail: '2 packs · 3 players · You against 2 random computers',
    });
  });

  it("starts from the settings' players, packs and seats when they play that variant, else from the variant's own", () => {
    const s = resolveOptions({ variant: 'war', packs: 2, players: 3 });
    assert.ok(s.ok);
    assert.deepEqual(startingChoice('war', s.value), war({ players: 3, packs: 2, seats: ['human', 'computer', 'computer'] }));
    assert.deepEqual(startingChoice('razboi', s.value), { variant: 'razboi', players: null, packs: null, seats: null });
  });

  it('a choice goes over the settings: its own options, the rest from Settings, its empty ones really empty', () => {
    const settings: Record<string, unknown> = { variant: 'war-cards', packs: 3, pickup: 'in-order', autoplay: true };
    const reader = choiceReader(war({ players: 3 }));
    // As the extension reads them: the choice's value when it has one (null included), else the setting.
    const s = readSettings((name) => (reader(name) !== undefined ? reader(name) : settings[name]));
    assert.deepEqual(s.input, { variant: 'war', players: 3, pickup: 'in-order' });
    assert.equal(s.play.autoplay, true);
    assert.deepEqual(s.warnings, []);
  });

  it("the decision games' computer level: chosen for every computer seat but the random ones, in words, and kept over Settings' level", () => {
    const steal = (over: Partial<Choice> = {}): Choice => ({ variant: 'steal-war', players: null, packs: null, seats: null, ...over });
    // Nothing chosen: the computerLevel setting decides; War has no levels.
    assert.equal(choiceLevel(steal(), 'normal'), 'normal');
    assert.equal(choiceLevel(war(), 'easy'), null);
    assert.deepEqual(choiceWords(steal(), undefined, 'easy'), { title: 'Steal War', detail: 'You against the computer (Easy)' });
    assert.deepEqual(choiceWords(war(), undefined, 'easy'), { title: 'War (piecepack)', detail: 'You against the computer' });
    // Chosen in the quick pick: written with its level, so Settings' level does not change it (strong included).
    const easy = withLevel(steal({ players: 3, seats: ['human', 'computer', 'computer:random'] }), 'easy');
    assert.deepEqual(easy.seats, ['human', 'computer:easy', 'computer:random']);
    assert.equal(choiceLevel(easy, 'strong'), 'easy');
    const strong = withLevel(steal(), 'strong');
    assert.deepEqual(strong.seats, ['human', 'computer:strong']);
    assert.equal(choiceLevel(strong, 'easy'), 'strong');
    assert.equal(choiceLevel(steal({ seats: seatsOf('watch', 2, 'easy') }), 'strong'), 'easy');
    assert.equal(choiceLevel(steal({ seats: ['computer:easy', 'computer:normal'] }), 'strong'), 'mixed');
    assert.equal(seatingOf(['human', 'computer:normal']), 'you-vs-computer');
    // As the extension starts it: the chosen level over the setting, plain computer seats at the setting's.
    const start = (c: Choice, settings: Record<string, unknown>) => {
      const reader = choiceReader(c);
      return readSettings((name) => (reader(name) !== undefined ? reader(name) : settings[name]));
    };
    assert.deepEqual(start(strong, { computerLevel: 'easy' }).options.seats, ['human', 'computer']);
    assert.deepEqual(start(steal(), { computerLevel: 'easy' }).options.seats, ['human', 'computer:easy']);
    assert.deepEqual(start(withLevel(steal(), 'normal'), { computerLevel: 'easy' }).options.seats, ['human', 'computer:normal']);
  });

  it('the recent list: newest first, once each, at most five; junk in storage is dropped', () => {
    let recent: Choice[] = [];
    for (let p = 1; p <= 7; p++) recent = remember(recent, war({ packs: p }));
    recent = remember(recent, war({ packs: 5 }));
    assert.equal(recent.length, RECENT_CHOICES);
    assert.deepEqual(
      recent.map((c) => c.packs),
      [5, 7, 6, 4, 3],
    );
    assert.deepEqual(readRecent(JSON.parse(JSON.stringify(recent))), recent);
    assert.deepEqual(readRecent([{ variant: 'snap' }, null, 'x', war({ players: 6 }), war({ packs: 2 })]), [war({ packs: 2 })]);
    assert.deepEqual(readRecent({ not: 'a list' }), []);
  });
});
