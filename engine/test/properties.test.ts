// Property tests over thousands of random variants, seeds and player counts: conservation, termination, replay, resume, purity.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import {
  applyInPlace,
  cloneState,
  createGame,
  makeRecord,
  packSize,
  replay,
  stateHash,
  step,
  warView,
  resolveOptions,
  type Action,
  type DeckKind,
  type Options,
  type OptionsInput,
  type WarState,
} from '../src/index.ts';
import { familyOptions, optionValues, variantsOf } from './arbitraries.ts';
import { gameCap, gameName } from './caps.ts';
import { asWar, deepFreeze } from './helpers.ts';
import { rulesOf } from '../src/rules.ts';
import { runs } from '../../scripts/test-size.ts';

const FLIP: Action = { type: 'flip' };

/** What each deck-family option defaults to in a variant (its preset over the family's defaults). */
function defaultsOf(variant: string): Options {
  const r = resolveOptions({ variant });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Options a property keeps in bounds itself: the deck and its size, the players, the trick cap; tieMethod only renames warFaceDown. */
const SET_HERE = ['deck', 'packs', 'players', 'seats', 'jokers', 'jokersApart', 'maxTricks', 'tieMethod', 'rounds'];

/** Random valid options: any War-family or Tod und Leben preset, with every other option of its family drawn from its spec. */
const optionsArb: fc.Arbitrary<OptionsInput> = fc
  .record({
    variant: fc.constantFrom(...variantsOf('war', 'tod-und-leben')),
    players: fc.integer({ min: 2, max: 6 }),
    extraPacks: fc.integer({ min: 0, max: 1 }),
    deck: fc.option(optionValues('deck') as fc.Arbitrary<DeckKind>, { nil: undefined }),
    jokers: fc.boolean(),
    maxTricks: fc.integer({ min: 1, max: 400 }),
    rounds: fc.integer({ min: 1, max: 3 }),
    war: familyOptions('war', SET_HERE),
    tod: familyOptions('tod-und-leben', SET_HERE),
  })
  .map((r) => {
    const preset = defaultsOf(r.variant);
    const tod = preset.family === 'tod-und-leben';
    const deck = r.deck ?? (preset as { deck: DeckKind }).deck;
    const jokers = deck !== 'piecepack' && (r.jokers || (preset as { jokers?: number }).jokers === 2) ? 2 : 0;
    const packs = Math.ceil((r.players * 6) / packSize(deck, jokers)) + r.extraPacks;
    const o: OptionsInput = { variant: r.variant, players: r.players, deck, packs, maxTricks: r.maxTricks };
    o.jokers = jokers;
    if (jokers === 0) o.jokersApart = false;
    Object.assign(o, tod ? { ...r.tod, rounds: r.rounds } : r.war);
    return o;
  });

const seedArb = fc.integer({ min: 0, max: 0xffffffff });

function start(options: OptionsInput, seed: number): WarState {
  const g = createGame(options, seed);
  if (!g.ok) assert.fail(`${JSON.stringify(options)}: ${g.error.message}`);
  return asWar(g.value);
}

/** Every piece id of the deck is in exactly one place: a stack, a won pile, aside, or on the table. */
function assertConserved(s: WarState): void {
  const total = rulesOf(s.options).pieces.length;
  const seen = new Uint8Array(total);
  const all = [...s.stacks.flat(), ...s.won.flat(), ...s.aside, ...s.table.map((t) => t.piece)];
  for (const id of all) seen[id]++;
  assert.equal(all.length, total, 'no piece created or lost');
  assert.ok(
    seen.every((n) => n === 1),
    'every piece exactly once',
  );
}

/** A step bound no game can reach without a bug: every trick takes at most one step per piece plus three. */
function stepBound(s: WarState): number {
  return (s.options.maxTricks + 1) * (rulesOf(s.options).pieces.length + 3) + 100 * s.options.players;
}

/** Flips a game to its end in place, within its step bound (an error naming the seed and options past it). */
function playCapped(s: WarState, seed: number, options: OptionsInput): void {
  const tick = gameCap(gameName(seed, options), { actions: stepBound(s) });
  while (s.phase !== 'over') {
    tick();
    applyInPlace(s, FLIP, null);
  }
}

describe('properties over random variants, seeds and player counts', function () {
  // Sized by count, never by time: the limit only ends a hung run. With two CPU burners beside the suite on a loaded
  // 2-core machine a case took more than mocha's default 60 s, so the limit is far above what a run needs.
  this.timeout(600_000);

  it('no piece is ever created or lost, every game ends, and the view never shows a face-down piece', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, (options, seed) => {
        const s = start(options, seed);
        const tick = gameCap(gameName(seed, options), { actions: stepBound(s) });
        assertConserved(s);
        while (s.phase !== 'over') {
          tick();
          assert.equal(applyInPlace(s, FLIP, null), null);
          assertConserved(s);
          const view = warView(s);
          const downs = view.seats.flatMap((seat) => seat.played.filter((p) => !p.up));
          for (const d of downs) assert.deepEqual(Object.keys(d).sort(), ['depth', 'up']);
          const ups = view.seats.flatMap((seat) => seat.played.flatMap((p) => (p.up ? [p.id] : [])));
          assert.deepEqual(
            ups.sort(),
            s.table
              .filter((t) => t.up)
              .map((t) => t.piece)
              .sort(),
          );
        }
        assert.ok(s.result);
        assert.ok(s.tricks <= s.options.maxTricks);
        assert.ok(['all-pieces', 'ran-out', 'stalemate', 'cycle', 'cap', 'match'].includes(s.result.reason));
        assert.equal(s.result.draw, s.result.winners.length === 0);
      }),
      { numRuns: runs(2000) },
    );
  });

  it('replaying the record gives the identical final state', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, (options, seed) => {
        const s = start(options, seed);
        const actions: Action[] = [];
        const tick = gameCap(gameName(seed, options), { actions: stepBound(s) });
        while (s.phase !== 'over') {
          tick();
          applyInPlace(s, FLIP, null);
          actions.push(FLIP);
        }
        const record = JSON.parse(JSON.stringify(makeRecord(s.options, seed, actions, s)));
        const r = replay(record);
        assert.ok(r.ok, !r.ok ? r.error.message : '');
        assert.deepEqual(r.value, s);
        assert.equal(stateHash(r.value), stateHash(s));
      }),
      { numRuns: runs(1000) },
    );
  });

  it('a JSON round trip at a random point resumes identically', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, fc.nat({ max: 600 }), (options, seed, at) => {
        const s = start(options, seed);
        for (let i = 0; i < at && s.phase !== 'over'; i++) applyInPlace(s, FLIP, null);
        const resumed = JSON.parse(JSON.stringify(s)) as WarState;
        assert.deepEqual(resumed, s);
        playCapped(s, seed, options);
        playCapped(resumed, seed, options);
        assert.deepEqual(resumed, s);
      }),
      { numRuns: runs(1000) },
    );
  });

  it('the reducer never mutates its input', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, fc.nat({ max: 300 }), (options, seed, at) => {
        let s = start(options, seed);
        for (let i = 0; i < at && s.phase !== 'over'; i++) {
          const before = JSON.stringify(s);
          const frozen = deepFreeze(cloneState(s));
          const r = step(frozen, FLIP);
          assert.ok(r.ok);
          assert.equal(JSON.stringify(frozen), before);
          s = asWar(r.value.state);
        }
      }),
      { numRuns: runs(500) },
    );
  });

  it('the same options and seed always give the same game', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, (options, seed) => {
        const a = start(options, seed);
        const b = start(options, seed);
        playCapped(a, seed, options);
        playCapped(b, seed, options);
        assert.equal(stateHash(a), stateHash(b));
      }),
      { numRuns: runs(300) },
    );
  });
});
