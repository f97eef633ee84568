// Steal War properties over thousands of random games with computer seats: conservation, termination, replay, resume, purity, views.
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
  stateHash,
  step,
  viewOf,
  type Action,
  type OptionsInput,
  type StealView,
} from '../../src/index.ts';
import { rulesOf } from '../../src/rules.ts';
import { UNDECLARED, type StealState } from '../../src/steal/state.ts';
import { stealTargets } from '../../src/steal/steals.ts';
import { asSteal } from './helpers.ts';
import { deepFreeze } from '../helpers.ts';
import { computerSeat, optionValues } from '../arbitraries.ts';
import { runs } from '../../../scripts/test-size.ts';

/** Random Steal War options: 2-4 players, any deck, every war size the spec allows, protection, jokers, seats, a small trick cap. */
const optionsArb: fc.Arbitrary<OptionsInput> = fc
  .record({
    players: fc.integer({ min: 2, max: 4 }),
    deck: optionValues('deck') as fc.Arbitrary<string>,
    // Every number the spec allows; its word (by-rank) is Razboi's, and a Steal War war has a fixed size.
    warFaceDown: optionValues('warFaceDown').filter((v) => typeof v === 'number'),
    protection: optionValues('protection'),
    jokers: fc.boolean(),
    jokersApart: fc.boolean(),
    seats: fc.array(computerSeat, { minLength: 4, maxLength: 4 }),
    maxTricks: fc.integer({ min: 1, max: 300 }),
  })
  .map((r) => {
    const jokers = r.deck !== 'piecepack' && r.jokers ? 2 : 0;
    const packs = r.deck === 'piecepack' && r.players > 2 ? 2 : 1;
    return {
      variant: 'steal-war',
      deck: r.deck,
      packs,
      warFaceDown: r.warFaceDown,
      protection: r.protection,
      jokers,
      jokersApart: jokers > 0 && r.jokersApart,
      seats: r.seats.slice(0, r.players).join(','),
      maxTricks: r.maxTricks,
    };
  });

const seedArb = fc.integer({ min: 0, max: 0xffffffff });

function start(options: OptionsInput, seed: number): StealState {
  const g = createGame(options, seed);
  if (!g.ok) assert.fail(`${JSON.stringify(options)}: ${g.error.message}`);
  return asSteal(g.value);
}

/** Every card of the deck is in exactly one place: a packet, a pile, a hand, the table, or aside. */
function assertConserved(s: StealState): void {
  const total = rulesOf(s.options).pieces.length;
  const seen = new Uint8Array(total);
  let count = 0;
  const see = (id: number): void => {
    seen[id]++;
    count++;
  };
  for (const p of s.packets) for (const id of p) see(id);
  for (const p of s.piles) for (const id of p) see(id);
  for (const h of s.hands) if (h >= 0) see(h);
  for (const t of s.table) see(t.piece);
  for (const id of s.aside) see(id);
  assert.equal(count, total, 'no card created or lost');
  assert.ok(
    seen.every((x) => x === 1),
    'every card exactly once',
  );
}

/** The public memory of turned-over piles only names cards that really are among that seat's hidden cards. */
function assertTrackedHidden(s: StealState): void {
  s.tracked.forEach((list, seat) => {
    const hidden = new Set([...s.packets[seat], ...s.table.filter((t) => !t.up && t.seat === seat).map((t) => t.piece)]);
    if (s.hands[seat] >= 0 && !s.guarded[seat]) hidden.add(s.hands[seat]);
    for (const id of list) assert.ok(hidden.has(id), `seat ${seat} is remembered to hold card ${id}, which it does not hide`);
    assert.equal(new Set(list).size, list.length);
  });
}

/** An action bound no game can reach without a bug: per turn a flip or a declaration per seat, per steal one more round. */
function actionBound(s: StealState): number {
  const n = s.options.players;
  return (s.options.maxTricks + 1) * (rulesOf(s.options).pieces.length + 2) * (n + 1) + s.options.maxTricks * n + 10;
}

/** Every card id a view mentions. */
function idsIn(v: unknown, out: number[] = []): number[] {
  if (Array.isArray(v)) for (const x of v) idsIn(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (k === 'id' && typeof x === 'number') out.push(x);
      else idsIn(x, out);
    }
  }
  return out;
}

/** A view shows pile tops, face-up table cards and the viewer's own card; nothing else. */
function assertViewsHide(s: StealState): void {
  const tops = s.piles.filter((p) => p.length > 0).map((p) => p[p.length - 1]);
  const up = s.table.filter((t) => t.up).map((t) => t.piece);
  for (const viewer of [null, ...s.hands.keys()]) {
    const allowed = new Set([...tops, ...up]);
    if (viewer !== null && s.hands[viewer] >= 0) allowed.add(s.hands[viewer]);
    const v = viewOf(s, viewer) as StealView;
    for (const id of idsIn(v)) assert.ok(allowed.has(id), `seat ${viewer} sees card ${id}, which it may not`);
    v.seats.forEach((seat, i) => {
      if (i !== viewer) assert.equal(seat.hand, null);
      if (i !== viewer) assert.equal(seat.choice, null);
    });
  }
}

/** Every legal action now, for any seat (pending names the first asked seat, but every asked seat may declare). */
function everyLegal(s: StealState): Set<string> {
  const legal = new Set((pending(s)?.actions ?? []).map((a) => JSON.stringify(a)));
  const rules = rulesOf(s.options);
  s.asked.forEach((asked, seat) => {
    if (!asked || s.declared[seat] !== UNDECLARED) return;
    legal.add(JSON.stringify({ type: 'steal/play', seat }));
    for (const from of stealTargets(s, rules, seat)) legal.add(JSON.stringify({ type: 'steal/steal', seat, from }));
  });
  return legal;
}

/** Whether two actions are the same. */
function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'flip') return true;
  const x = a as unknown as Record<string, unknown>,
    y = b as unknown as Record<string, unknown>;
  return x.seat === y.seat && x.from === y.from && x.piece === y.piece;
}

/** Plays a game to its end with computer seats, checking each step; returns the actions. */
function playChecked(s: StealState, check: (s: StealState) => void): Action[] {
  const actions: Action[] = [];
  const limit = actionBound(s);
  check(s);
  for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
    const legal = pending(s)!.actions!;
    assert.ok(
      legal.some((l) => sameAction(l, a)),
      `computer chose a listed action: ${JSON.stringify(a)}`,
    );
    assert.equal(applyInPlace(s, a, null), null);
    actions.push(a);
    check(s);
    assert.ok(actions.length < limit, 'the game ends');
  }
  return actions;
}

describe('Steal War properties over random games with computer seats', () => {
  it('no card is created or lost, every game ends, and public memory stays true', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, (options, seed) => {
        const s = start(options, seed);
        playChecked(s, (x) => {
          assertConserved(x);
          assertTrackedHidden(x);
        });
        assert.ok(s.result);
        assert.equal(s.phase, 'over');
        assert.ok(s.tricks <= s.options.maxTricks && s.steals <= s.options.maxTricks);
        assert.ok(['all-pieces', 'ran-out', 'stalemate', 'cap'].includes(s.result.reason));
        assert.equal(s.result.draw, s.result.winners.length === 0);
        if (!s.result.draw)
          assert.ok(
            s.result.winners.every((w) => !s.out[w]),
            'winners are still in',
          );
      }),
      { numRuns: runs(1000) },
    );
  });

  it("no view, a spectator's or any seat's, ever shows a hidden card", () => {
    fc.assert(
      fc.property(optionsArb, seedArb, (options, seed) => {
        playChecked(start(options, seed), assertViewsHide);
      }),
      { numRuns: runs(300) },
    );
  });

  it('replaying the record, decisions and all, gives the identical final state', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, (options, seed) => {
        const s = start(options, seed);
        const actions = playChecked(s, () => {});
        const record = JSON.parse(JSON.stringify(makeRecord(s.options, seed, actions, s)));
        const r = replay(record);
        assert.ok(r.ok, !r.ok ? r.error.message : '');
        assert.deepEqual(r.value, s);
        assert.equal(stateHash(r.value), stateHash(s));
      }),
      { numRuns: runs(1000) },
    );
  });

  it('a JSON round trip in the middle of a decision resumes identically', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, fc.nat({ max: 400 }), (options, seed, at) => {
        const s = start(options, seed);
        for (let i = 0, a = autoAction(s, true); a !== null && (i < at || pending(s)!.seat < 0); i++, a = autoAction(s, true))
          applyInPlace(s, a, null);
        const resumed = asSteal(JSON.parse(JSON.stringify(s)));
        assert.deepEqual(resumed, s);
        assert.deepEqual(pending(resumed), pending(s));
        playChecked(s, () => {});
        playChecked(resumed, () => {});
        assert.deepEqual(resumed, s);
      }),
      { numRuns: runs(1000) },
    );
  });

  it('the reducer never mutates its input, and refuses a wrong decision without a trace', () => {
    fc.assert(
      fc.property(optionsArb, seedArb, fc.nat({ max: 200 }), fc.nat(), (options, seed, steps, pick) => {
        let s: StealState = start(options, seed);
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const before = JSON.stringify(s);
          const frozen = asSteal(deepFreeze(cloneState(s)));
          const p = pending(frozen)!;
          const n = s.options.players;
          const candidates: Action[] = [
            { type: 'steal/steal', seat: (p.seat + 1 + (pick % n)) % n, from: pick % n },
            { type: 'steal/top', seat: (p.seat + 1) % n, piece: pick % 54 },
            { type: 'flip' },
          ];
          const wrong = candidates.filter((w) => !everyLegal(frozen).has(JSON.stringify(w)));
          for (const w of wrong) assert.ok(!step(frozen, w).ok, JSON.stringify(w));
          const r = step(frozen, autoAction(frozen, true)!);
          assert.ok(r.ok);
          assert.equal(JSON.stringify(frozen), before);
          s = asSteal(r.value.state);
        }
      }),
      { numRuns: runs(300) },
    );
  });
});
