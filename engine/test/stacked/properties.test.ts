// Property tests over thousands of random Stacked Deck War games with computer seats: conservation, termination, replay,
// resuming from JSON in the middle of a decision, purity, and views that keep each seat's secrets.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import {
  applyInPlace,
  autoAction,
  cloneState,
  createGame,
  makeRecord,
  pending,
  replay,
  seedRng,
  stateHash,
  step,
  viewOf,
  type Action,
  type GameEvent,
  type OptionsInput,
} from '../../src/index.ts';
import { determinize } from '../../src/stacked/determinize.ts';
import type { StackedState } from '../../src/stacked/state.ts';
import type { StackedView } from '../../src/stacked/view.ts';
import { packOf } from '../../src/stacked/tiles.ts';
import { asStacked } from './helpers.ts';
import { computerSeatMostlyRandom, familyOptions } from '../arbitraries.ts';
import { deepFreeze } from '../helpers.ts';
import { runs } from '../../../scripts/test-size.ts';

/** Random Stacked Deck War options: every option of the family from its spec, each seat the strong or (mostly) the random computer. */
const optionsArb: fc.Arbitrary<OptionsInput> = fc
  .record({
    seats: fc.array(computerSeatMostlyRandom, { minLength: 2, maxLength: 2 }),
    options: familyOptions('stacked-deck', ['players', 'seats']),
  })
  .map(({ seats, options }) => ({ ...options, variant: 'stacked-deck', seats: seats.join(',') }));
const seedArb = fc.integer({ min: 0, max: 0xffffffff });

function start(options: OptionsInput, seed: number): StackedState {
  const g = createGame(options, seed);
  if (!g.ok) assert.fail(g.error.message);
  return asStacked(g.value);
}

/** No game needs this many steps: 18 rounds, each a handful of flips and decisions. */
const STEP_BOUND = 3000;

/** Plays a game to its end with the seats' computer players; returns the actions taken. */
function playToEnd(s: StackedState, each?: (s: StackedState, events: GameEvent[]) => void): Action[] {
  const actions: Action[] = [];
  for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
    const events: GameEvent[] = [];
    assert.equal(applyInPlace(s, a, each ? events : null), null);
    actions.push(a);
    each?.(s, events);
    assert.ok(actions.length < STEP_BOUND, 'the game ends');
  }
  return actions;
}

/** Every tile and every coin of both packs is in exactly one place. */
function assertConserved(s: StackedState): void {
  const tiles = [...s.decks.flat(), ...s.reserves.flat(), ...s.table.flat(), ...s.revealed.flat(), ...s.removed.flat(), ...s.aside];
  assert.deepEqual(
    tiles.slice().sort((a, b) => a - b),
    Array.from({ length: 48 }, (_, i) => i),
    'every tile exactly once',
  );
  const shown = [...s.effects, ...(s.effect ? [s.effect] : [])].flatMap((e) => e.coins);
  const coins = [...s.hands.flat(), ...s.gifts.flat(), ...s.spent, ...s.coinsAside, ...shown];
  assert.deepEqual(
    coins.slice().sort((a, b) => a - b),
    Array.from({ length: 48 }, (_, i) => i),
    'every coin exactly once',
  );
  assert.ok(
    s.bought.every((n) => n <= 2),
    'at most two actions per round',
  );
}

describe('Stacked Deck War: properties over random games', function () {
  // Sized by count (numRuns), never by time: the limit is only there to end a hung run, and a loaded machine (another
  // job on both cores) takes several times a quiet one's seconds, so it is far above what a run needs.
  this.timeout(600_000);

  it('no tile or coin is created or lost, every game ends, and the result counts the tiles removed', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, (options, seed) => {
        const s = start(options, seed);
        assertConserved(s);
        playToEnd(s, (t) => assertConserved(t));
        const r = s.result!;
        assert.equal(r.reason, 'most-removed');
        const [r0, r1] = [s.removed[0].length, s.removed[1].length];
        assert.deepEqual(r.winners, r0 === r1 ? [] : [r0 > r1 ? 0 : 1]);
        assert.equal(r.draw, r0 === r1);
        assert.ok(s.decks[0].length === 0 || s.decks[1].length === 0, 'the game ends when a deck is used up');
      }),
      { numRuns: runs(700) },
    );
  });

  it('replaying the record of decisions gives the identical final state', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, (options, seed) => {
        const s = start(options, seed);
        const actions = playToEnd(s);
        const record = JSON.parse(JSON.stringify(makeRecord(s.options, seed, actions, s)));
        const r = replay(record);
        assert.ok(r.ok, !r.ok ? r.error.message : '');
        assert.deepEqual(r.value, s);
        assert.equal(stateHash(r.value), stateHash(s));
      }),
      { numRuns: runs(300) },
    );
  });

  it('a JSON round trip in the middle of a decision resumes identically', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, fc.nat({ max: 80 }), (options, seed, nth) => {
        const s = start(options, seed);
        // Stop at the nth decision (not a flip) the game waits for, or at the end.
        for (let decisions = 0; s.phase !== 'over';) {
          const p = pending(s)!;
          if (p.seat >= 0 && decisions++ === nth) break;
          applyInPlace(s, autoAction(s, true)!, null);
        }
        const resumed = asStacked(JSON.parse(JSON.stringify(s)));
        assert.deepEqual(resumed, s);
        assert.deepEqual(pending(resumed), pending(s));
        playToEnd(s);
        playToEnd(resumed);
        assert.deepEqual(resumed, s);
      }),
      { numRuns: runs(300) },
    );
  });

  it('the reducer never mutates its input', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, (options, seed) => {
        let s: StackedState = start(options, seed);
        for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
          const before = JSON.stringify(s);
          const frozen = deepFreeze(cloneState(s));
          const r = step(frozen, a);
          assert.ok(r.ok);
          assert.equal(JSON.stringify(frozen), before);
          s = asStacked(r.value.state);
        }
      }),
      { numRuns: runs(150) },
    );
  });

  it("a seat's view depends only on what it knows: shuffling what it has not seen leaves it unchanged", () => {
    fc.assert(
      fc.property(optionsArb, seedArb, seedArb, (options, seed, other) => {
        const s = start(options, seed);
        const rng = seedRng(other);
        let reshuffled = 0;
        playToEnd(s, (t) => {
          for (const seat of [0, 1]) {
            const imagined = determinize(t, seat, rng);
            assert.deepEqual(viewOf(imagined, seat), viewOf(t, seat));
            if (JSON.stringify([imagined.decks, imagined.reserves]) !== JSON.stringify([t.decks, t.reserves])) reshuffled++;
          }
          const spectator = viewOf(t, null) as StackedView;
          assert.ok(
            spectator.seats.every((v) => [...v.deck, ...v.reserve].every((x) => x === null)),
            'a spectator sees no face-down tile',
          );
        });
        assert.ok(reshuffled > 0, 'the unseen tiles were really moved about');
      }),
      { numRuns: runs(100) },
    );
  });

  it('until someone looks (Crowns-2), a seat sees face down only the pack it arranged, and nothing in shuffled games', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, (options, seed) => {
        const s = start(options, seed);
        let looked = false;
        playToEnd(s, (t, events) => {
          looked ||= events.some((e) => e.type === 'stacked/effect' && e.cell === 2 * 6 + 2);
          if (looked) return;
          for (const seat of [0, 1]) {
            const v = viewOf(t, seat) as StackedView;
            const seen = v.seats.flatMap((x) => [...x.deck, ...x.reserve]).filter((x) => x !== null);
            if (t.options.arrange === 'shuffled') assert.deepEqual(seen, []);
            else assert.ok(seen.every((x) => packOf(x.id) === seat));
          }
        });
      }),
      { numRuns: runs(400) },
    );
  });

  it('nonsense and out-of-turn actions are refused as values and change nothing', () => {
    const junk = fc.oneof(
      fc.constant(null),
      fc.constant(42),
      fc.constant({}),
      fc.constant({ type: 'flip' }),
      fc.record(
        {
          type: fc.constantFrom(
            'stacked/arrange',
            'stacked/buy',
            'stacked/pass',
            'stacked/bonus',
            'stacked/rps',
            'stacked/rearrange',
            'stacked/switch-reserve',
            'stacked/follow',
            'stacked/give',
            'stacked/guess',
            'stacked/name-suit',
            'steal/steal',
            'nope',
          ),
          seat: fc.oneof(fc.constantFrom(0, 1, 2, -1), fc.anything()),
          suit: fc.oneof(fc.constantFrom('suns', 'moons', 'crowns', 'arms'), fc.anything()),
          value: fc.oneof(fc.constantFrom('null', 'ace', '2', '3', '4', '5'), fc.anything()),
          coins: fc.oneof(fc.array(fc.integer({ min: -2, max: 50 }), { maxLength: 3 }), fc.anything()),
          tile: fc.oneof(fc.constantFrom('play', 'war'), fc.anything()),
          hand: fc.oneof(fc.constantFrom('rock', 'paper', 'scissors'), fc.anything()),
          order: fc.oneof(fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 4 }), fc.anything()),
          positions: fc.oneof(fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 4 }), fc.anything()),
          follow: fc.anything(),
          deck: fc.anything(),
          reserve: fc.anything(),
        },
        { requiredKeys: ['type'] },
      ),
    );
    fc.assert(
      fc.property(optionsArb, seedArb, fc.array(junk, { minLength: 1, maxLength: 30 }), (options, seed, tries) => {
        const s = start(options, seed);
        let i = 0;
        for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
          const t = tries[i++ % tries.length];
          const before = JSON.stringify(s);
          const r = step(s, t as Action);
          assert.equal(JSON.stringify(s), before);
          if (!r.ok) assert.ok(['illegal', 'not-your-turn', 'game-over'].includes(r.error.code));
          applyInPlace(s, a, null);
        }
        assert.equal(step(s, tries[0] as Action).ok, false, 'nothing is accepted once the game is over');
      }),
      { numRuns: runs(200) },
    );
  });
});
