// Option checking: every bad input gives an error naming the option and the allowed values; presets and overrides resolve.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import { createGame, OPTION_SPECS, PRESETS, replay, resolveOptions, VARIANT_NAMES, type OptionError } from '../src/index.ts';
import { runs } from '../../scripts/test-size.ts';

function rejects(input: Record<string, unknown>, option: string, words: RegExp): OptionError {
  const r = resolveOptions(input);
  assert.ok(!r.ok, `expected ${JSON.stringify(input)} to be refused`);
  assert.equal(r.error.option, option);
  assert.match(r.error.message, words);
  assert.ok(r.error.allowed.length > 0);
  return r.error;
}

describe('options', () => {
  it('every preset resolves to valid options with its family', () => {
    for (const variant of VARIANT_NAMES) {
      const r = resolveOptions({ variant });
      assert.ok(r.ok, variant);
      assert.equal(r.value.family, PRESETS[variant].family);
      assert.equal(r.value.seats.length, r.value.players);
    }
  });

  it('presets set their rules and any option overrides them', () => {
    const r = resolveOptions({ variant: 'razboi', outOfCards: 'lose', players: '3' });
    assert.ok(r.ok && r.value.family === 'war');
    assert.equal(r.value.warFaceDown, 'by-rank');
    assert.equal(r.value.outOfCards, 'lose');
    assert.equal(r.value.players, 3);
  });

  it('kebab-case flags and string values are read like the typed options', () => {
    const r = resolveOptions({
      variant: 'war-cards',
      'war-face-down': '3',
      'out-of-cards': 'last-card-up',
      'jokers-apart': 'true',
      jokers: '2',
    });
    assert.ok(r.ok && r.value.family === 'war');
    assert.equal(r.value.warFaceDown, 3);
    assert.equal(r.value.jokersApart, true);
  });

  it('unknown variant', () => rejects({ variant: 'snap' }, 'variant', /war, war-cards/));
  it('players 1 and players "banana"', () => {
    rejects({ players: 1 }, 'players', /from 2 to 6/);
    rejects({ players: 'banana' }, 'players', /"banana"/);
  });
  it('packs 0', () => rejects({ packs: 0 }, 'packs', /from 1 to/));
  it('too few pieces to deal', () => {
    const e = rejects({ variant: 'war', players: 6 }, 'players', /6 players need at least 36 pieces/);
    assert.match(e.allowed, /packs 2/);
    assert.ok(resolveOptions({ variant: 'war', players: 6, packs: 2 }).ok);
  });
  it('unknown option', () => rejects({ colour: 'red' }, 'colour', /unknown option/));
  it('an option of another family', () => rejects({ variant: 'war', rounds: 3 }, 'rounds', /does not apply to war/));
  it('jokers on a piecepack', () => rejects({ variant: 'war', jokers: 2 }, 'jokers', /card deck/));
  it('jokers other than 0 or 2', () => rejects({ variant: 'war-cards', jokers: 1 }, 'jokers', /0 or 2/));
  it('jokers apart without jokers', () => rejects({ variant: 'war-cards', jokersApart: true }, 'jokersApart', /jokers 2/));
  it('tie method that contradicts war-face-down', () =>
    rejects({ variant: 'russian', tieMethod: 'face-up', warFaceDown: 3 }, 'tieMethod', /warFaceDown 0/));
  it('tie method agreeing with war-face-down is fine', () =>
    assert.ok(resolveOptions({ variant: 'russian', tieMethod: 'down-then-up', warFaceDown: 1 }).ok));
  it('seats that disagree with players', () => rejects({ players: 3, seats: 'human,computer' }, 'seats', /2 players but players is 3/));
  it('seats set the number of players', () => {
    const r = resolveOptions({ variant: 'war', seats: 'human,computer,computer:random' });
    assert.ok(r.ok);
    assert.equal(r.value.players, 3);
  });
  it('a bad seat kind', () =>
    rejects({ seats: 'human,robot' }, 'seats', /human, computer, computer:easy, computer:normal, computer:strong, computer:random/));
  it('war-face-down range and by-rank', () => {
    rejects({ warFaceDown: -1 }, 'warFaceDown', /0 to 10, or by-rank/);
    rejects({ warFaceDown: 'lots' }, 'warFaceDown', /"lots"/);
  });
  it('Steal War refuses warFaceDown by-rank (a war there has a fixed size), naming the option', () => {
    const error = rejects({ variant: 'steal-war', warFaceDown: 'by-rank' }, 'warFaceDown', /by-rank/);
    assert.doesNotMatch(error.allowed, /by-rank/);
    const viaFlag = rejects({ variant: 'steal-war', 'war-face-down': 'by-rank' }, 'warFaceDown', /by-rank/);
    assert.equal(viaFlag.option, 'warFaceDown');
    const g = createGame({ variant: 'steal-war', warFaceDown: 'by-rank' }, 1);
    assert.ok(!g.ok, 'createGame refuses it too');
    assert.equal(g.error.option, 'warFaceDown');
    // Its numbers are fine.
    assert.ok(resolveOptions({ variant: 'steal-war', warFaceDown: 2 }).ok);
  });
  it("objective accepts the text's numbers 1 and 2", () => {
    const one = resolveOptions({ variant: 'russian', objective: '1' });
    const two = resolveOptions({ variant: 'russian', objective: 2 });
    assert.ok(one.ok && one.value.family === 'war' && one.value.objective === 'avoid-all');
    assert.ok(two.ok && two.value.family === 'war' && two.value.objective === 'first-out-loses');
    rejects({ variant: 'russian', objective: 3 }, 'objective', /win-all, avoid-all, first-out-loses/);
  });
  it('a non-integer number is refused, not rounded', () => rejects({ packs: 1.5 }, 'packs', /1.5/));
  it('every spec has a kebab-case flag, a doc line and allowed values', () => {
    for (const spec of OPTION_SPECS) {
      assert.match(spec.flag, /^[a-z]+(-[a-z]+)*$/);
      assert.ok(spec.doc.length > 10);
    }
  });
  it('seeds are whole numbers from 0 to 2^32 - 1', () => {
    for (const bad of [-1, 1.5, 2 ** 32, 'x', null]) {
      const g = createGame({}, bad);
      assert.ok(!g.ok && g.error.option === 'seed', String(bad));
    }
    assert.ok(createGame({}, '42').ok);
  });
  it('a prepared deal naming a piece twice or one not in the deck is refused', () => {
    const twice = createGame({ variant: 'war' }, 1, [['5 of suns'], ['5 of suns']]);
    assert.ok(!twice.ok && /no unused piece "5 of suns"/.test(twice.error.message));
    const absent = createGame({ variant: 'war' }, 1, [['K'], ['5']]);
    assert.ok(!absent.ok && absent.error.option === 'deal');
  });
  it("a seats list of the wrong length names seats, and players out of a family's range names players", () => {
    rejects(
      { seats: 'human,computer,computer,computer,computer,computer,computer' },
      'seats',
      /seats lists 7 seats, but war is for 2 to 6 players/,
    );
    rejects(
      { variant: 'stacked-deck', seats: 'human,computer,computer' },
      'seats',
      /seats lists 3 seats, but stacked-deck is for exactly 2/,
    );
    rejects({ variant: 'steal-war', seats: 'human,computer,computer,computer,computer' }, 'seats', /seats lists 5 seats/);
    rejects({ variant: 'steal-war', players: 5 }, 'players', /players is 5, but steal-war is for 2 to 4 players/);
  });
  it("a contradiction with a variant's own setting names the option the caller gave", () => {
    rejects({ variant: 'war-jokers', deck: 'piecepack' }, 'deck', /piecepack has none/);
    rejects({ variant: 'war-jokers', jokers: 0 }, 'jokers', /jokersApart needs jokers 2/);
    rejects(
      { variant: 'w-a-r', seats: 'human,computer,computer,computer,computer,computer', deck: 'cards-32' },
      'seats',
      /6 players need at least 36/,
    );
    rejects({ variant: 'war', deck: 'cards-32', players: 6 }, 'players', /6 players need/);
  });
  it('whatever is refused, the error names an option the caller gave (or options itself)', () => {
    const values: Record<string, unknown[]> = {
      variant: VARIANT_NAMES,
      deck: ['piecepack', 'cards-52', 'cards-36', 'cards-32'],
      packs: [1, 2, 9],
      players: [2, 3, 4, 6, 7],
      seats: ['human,computer', 'computer,computer,computer', 'human,human,human,human,human', 'human,human,human,human,human,human,human'],
      warFaceDown: [0, 3, 'by-rank'],
      tieMethod: ['face-up', 'down-then-up'],
      jokers: [0, 2],
      jokersApart: [true, false],
      rounds: [3],
      protection: [true],
      coinSides: ['chosen'],
      maxTricks: [5, 0],
      objective: ['avoid-all'],
      courtValue: ['rank'],
    };
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(values)), fc.nat()), (picks) => {
        const input = Object.fromEntries(Object.entries(picks).map(([k, i]) => [k, values[k][i % values[k].length]]));
        const r = resolveOptions(input);
        if (!r.ok)
          assert.ok(
            r.error.option in input || r.error.option === 'options',
            `${JSON.stringify(input)}: ${r.error.option}: ${r.error.message}`,
          );
      }),
      { numRuns: runs(3000) },
    );
  });
  it('a megabyte of input is echoed cut short: a variant name, an unknown option, a seat list, a seed', () => {
    const mb = 'x'.repeat(1 << 20);
    for (const input of [{ variant: mb }, { [mb]: 1 }, { seats: mb }, { seats: [mb, 'human'] }, { 'war-face-down': mb }]) {
      const r = resolveOptions(input);
      assert.ok(!r.ok && r.error.message.length < 400 && r.error.option.length < 100, !r.ok ? r.error.message.slice(0, 300) : '');
      assert.match(r.error.message, /\.\.\..*\(10485\d\d characters\)/);
    }
    const seed = createGame({}, mb);
    assert.ok(!seed.ok && seed.error.message.length < 400);
    const deal = createGame({}, 1, [[mb], ['5 of suns']]);
    assert.ok(!deal.ok && deal.error.message.length < 400);
    const stacked = createGame({ variant: 'stacked-deck' }, 1, [[`deck ${mb}`], ['deck 5 of suns']]);
    assert.ok(!stacked.ok && stacked.error.message.length < 400, !stacked.ok ? stacked.error.message.slice(0, 300) : '');
    const final = replay({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [], final: mb });
    assert.ok(!final.ok && final.error.message.length < 400);
    const action = replay({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [{ type: mb }] });
    assert.ok(!action.ok && action.error.message.length < 400);
  });
  it('a broken record is reported with where it fails', () => {
    assert.equal((replay({}) as { ok: false; error: { index: number } }).error.index, -1);
    const r = replay({
      format: 'piecepack-war/record',
      version: 1,
      options: { variant: 'war' },
      seed: 1,
      actions: [{ type: 'flip' }, { type: 'jump' }],
    });
    assert.ok(!r.ok);
    assert.equal(r.error.index, 1);
  });
});
