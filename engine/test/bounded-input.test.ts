// Outside input within its bounds (plain.ts's INPUT_LIMITS): a game link never stands for more moves than its game has,
// a record past the actions bound is refused at once naming it, and values nested thousands deep are read or shown
// without a RangeError; seeded properties over sizes and depths.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  applyInPlace,
  autoAction,
  createGame,
  decodeShare,
  encodeShare,
  FAMILY_FACTS,
  FLIP,
  INPUT_LIMITS,
  makeRecord,
  openShare,
  PRESETS,
  readRecord,
  replay,
  shown,
  SHOWN_LENGTH,
  VARIANT_NAMES,
  type Action,
  type GameRecord,
} from '../src/index.ts';
import { plainCopy, plainJson, readJson } from '../src/plain.ts';
import { playOutCapped } from './caps.ts';
import { runs } from '../../scripts/test-size.ts';

/** A link's text from its body, as a person could write one by hand. */
const linkOf = (body: unknown): string => '#g=1.' + Buffer.from(JSON.stringify(body)).toString('base64url');

/** The variants whose games are all flips (the War family, Tod und Leben). */
const FLIP_VARIANTS = VARIANT_NAMES.filter((v) => !FAMILY_FACTS[PRESETS[v].family].decisions);

/** How many moves a flip-only game of `variant` and `seed` has, played to its end. */
function lengthOf(variant: string, seed: number): number {
  const g = createGame({ variant }, seed);
  if (!g.ok) assert.fail(g.error.message);
  return playOutCapped(g.value).moves;
}

/** A value nested `depth` levels deep, lists and objects in the order `kinds` says (its bits, cycled). */
export function nested(depth: number, kinds = 0b1010): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = (kinds >> (i % 4)) & 1 ? { a: v } : [v];
  return v;
}

/** The JSON text of `nested(depth, kinds)`, written without recursion (JSON.stringify of it would overflow the stack). */
export function nestedText(depth: number, kinds = 0b1010): string {
  const opens: string[] = [];
  const closes: string[] = [];
  for (let i = depth - 1; i >= 0; i--) {
    const object = (kinds >> (i % 4)) & 1;
    opens.push(object ? '{"a":' : '[');
    closes.push(object ? '}' : ']');
  }
  return opens.join('') + '0' + closes.reverse().join('');
}

/** Depths: around the bound, and up to thousands of levels. */
const depths = fc.oneof(fc.integer({ min: INPUT_LIMITS.depth - 2, max: INPUT_LIMITS.depth + 2 }), fc.integer({ min: 0, max: 20_000 }));

/** Sizes of a run of flips: small, around a game's length, and up past the actions bound. */
const runLength = fc.oneof(
  fc.integer({ min: 0, max: 400 }),
  fc.integer({ min: 400, max: 100_000 }),
  fc.integer({ min: 100_000, max: INPUT_LIMITS.actions * 5 }),
);

describe('bounded outside input', () => {
  describe('game links', () => {
    it('a run of flips never stands for more moves than its game has: past its end the link is refused (any flip variant, seed, size)', () => {
      fc.assert(
        fc.property(fc.constantFrom(...FLIP_VARIANTS), fc.integer({ min: 0, max: 2 ** 32 - 1 }), runLength, (variant, seed, n) => {
          const length = lengthOf(variant, seed);
          const r = decodeShare(linkOf([{ variant }, seed, n, 0]));
          if (n <= length) {
            if (!r.ok) assert.fail(`${n} of ${length} moves refused: ${r.error}`);
            assert.equal(r.value.record.actions.length, n);
          } else {
            assert.equal(r.ok, false, `${n} moves taken for a game of ${length}`);
            if (!r.ok) assert.match(r.error, /after its game is over|more than the 2,000,000/);
          }
        }),
        { numRuns: runs(40) },
      );
    });

    it("the issue's 48-character link of 10,000,000 flips is refused, naming the bound", () => {
      const link = linkOf([{ variant: 'war' }, 1, 10_000_000, 0]);
      assert.equal(link.length, 48);
      const r = decodeShare(link);
      assert.equal(r.ok, false);
      if (!r.ok) assert.match(r.error, /10,000,000 moves, more than the 2,000,000/);
      const under = decodeShare(linkOf([{ variant: 'war' }, 1, 1_999_999, 0]));
      assert.equal(under.ok, false);
      if (!under.ok) assert.match(under.error, /game ends after move 316\b/);
    });

    it('every game a link opens replays: its moves are moves of its game (any variant, decisions and flips mixed, any sizes)', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...VARIANT_NAMES),
          fc.integer({ min: 0, max: 1000 }),
          fc.array(fc.oneof(runLength, fc.constant([0, 0])), { minLength: 1, maxLength: 6 }),
          (variant, seed, runs) => {
            const r = decodeShare(linkOf([{ variant }, seed, runs, 0, 0, [['steal/play', 'seat']]]));
            if (!r.ok) return;
            const replayed = replay(r.value.record);
            assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
          },
        ),
        { numRuns: runs(60) },
      );
    });

    it('openShare gives what decodeShare gives once the rules are here, and refuses past the end the same way', async () => {
      const code = encodeShare(wholeGame('steal-war', 4));
      const opened = await openShare(code);
      const decoded = decodeShare(code);
      assert.deepEqual(opened, decoded);
      assert.ok(opened.ok);
      const bomb = await openShare(linkOf([{ variant: 'steal-war' }, 1, 1_000_000, 0]));
      assert.equal(bomb.ok, false);
    });

    it('a link nested thousands of levels deep, or longer than the bound, is refused with the reason (seeded depths)', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.integer({ min: INPUT_LIMITS.depth, max: INPUT_LIMITS.depth + 3 }),
            fc.integer({ min: INPUT_LIMITS.depth, max: 20_000 }),
          ),
          fc.nat(15),
          (depth, kinds) => {
            const r = decodeShare('#g=1.' + Buffer.from(`[${nestedText(depth, kinds)},1,3,0]`).toString('base64url'));
            assert.equal(r.ok, false);
            if (!r.ok) assert.match(r.error, /nested more than 64 levels deep/);
          },
        ),
        { numRuns: runs(30) },
      );
      const long = decodeShare('#g=1.' + 'A'.repeat(INPUT_LIMITS.link));
      assert.equal(long.ok, false);
      if (!long.ok) assert.match(long.error, /too long for a game link/);
    });
  });

  describe('records', () => {
    it('a record of more than 2,000,000 actions is refused at once, naming the bound, before any action is read', () => {
      let reads = 0;
      const actions = new Proxy(new Array(INPUT_LIMITS.actions + 1), {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      const r = readRecord({ format: 'piecepack-war/record', version: 1, options: { variant: 'war' }, seed: 1, actions });
      assert.equal(r.ok, false);
      if (!r.ok) assert.match(r.error.message, /2,000,001 of them, more than the 2,000,000/);
      assert.equal(reads, 0);
    });

    it('a replay reads no further than its game goes: a record running on after the end stops at the first action past it (seeded sizes)', () => {
      fc.assert(
        fc.property(fc.constantFrom(...FLIP_VARIANTS), fc.integer({ min: 0, max: 2 ** 32 - 1 }), runLength, (variant, seed, n) => {
          const length = lengthOf(variant, seed);
          const size = Math.min(n, INPUT_LIMITS.actions);
          let reads = 0;
          const actions = new Proxy(new Array<unknown>(size).fill(FLIP), {
            get(target, key, receiver) {
              if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
              return Reflect.get(target, key, receiver) as unknown;
            },
          });
          const r = replay({ format: 'piecepack-war/record', version: 1, options: { variant }, seed, actions });
          assert.equal(r.ok, size <= length);
          if (!r.ok) {
            assert.equal(r.error.index, length);
            assert.match(r.error.message, /game is over/);
          }
          assert.ok(reads <= length + 1, `${reads} actions read for a game of ${length}`);
        }),
        { numRuns: runs(30) },
      );
    });
  });

  describe('deep values', () => {
    it('plainCopy, plainJson and readJson read any depth without throwing: up to the bound whole, past it refused saying so', () => {
      fc.assert(
        fc.property(depths, fc.nat(15), (depth, kinds) => {
          const value = nested(depth, kinds);
          const copy = plainCopy(value);
          const json = plainJson(value);
          if (depth <= INPUT_LIMITS.depth) {
            assert.ok(copy.ok && json.ok);
            assert.deepEqual(JSON.parse(json.value), value);
            assert.equal(json.value, nestedText(depth, kinds));
            assert.deepEqual(readJson(json.value, 1e6), copy);
          } else {
            assert.ok(!copy.ok && !json.ok);
            assert.match(json.error, /nested more than 64 levels deep/);
            const read = readJson(nestedText(depth, kinds), 1e6);
            assert.ok(!read.ok && /nested more than 64/.test(read.error));
          }
        }),
        { numRuns: runs(60) },
      );
    });

    it('shown never throws and stays short at any depth or size', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 20_000 }), fc.nat(15), fc.integer({ min: 0, max: 200_000 }), (depth, kinds, size) => {
          for (const value of [nested(depth, kinds), { [('k' as string).repeat(size)]: nested(depth, kinds) }, 'x'.repeat(size)]) {
            const text = shown(value);
            assert.ok(text.length <= SHOWN_LENGTH + 80, `${text.length} characters`);
          }
        }),
        { numRuns: runs(40) },
      );
    });
  });
});

/** The record of a whole game played with computers everywhere. */
function wholeGame(variant: string, seed: number): GameRecord {
  const g = createGame({ variant }, seed);
  if (!g.ok) assert.fail(g.error.message);
  const s = g.value;
  const actions: Action[] = [];
  for (let a = autoAction(s, true); a !== null; a = autoAction(s, true)) {
    assert.equal(applyInPlace(s, a, null), null);
    actions.push(a);
    assert.ok(actions.length < INPUT_LIMITS.actions);
  }
  return makeRecord(g.value.options, seed, actions);
}
