// Game links (share.ts): a game and its step to `#g=1.…` and back, for any variant, seed, options and number of steps.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  autoAction,
  createGame,
  decodeShare,
  encodeShare,
  makeRecord,
  resolveOptions,
  shareLink,
  step,
  VARIANT_NAMES,
  type Action,
  type GameRecord,
} from '../src/index.ts';
import { runs } from '../../scripts/test-size.ts';

/** The record of a game played `n` steps with computers everywhere. */
function recordOf(options: Record<string, unknown>, seed: number, n: number): GameRecord {
  const g = createGame(options, seed);
  if (!g.ok) assert.fail(g.error.message);
  let s = g.value;
  const actions: Action[] = [];
  for (let a = autoAction(s, true); a !== null && actions.length < n; a = autoAction(s, true)) {
    const r = step(s, a);
    if (!r.ok) assert.fail(r.error.message);
    s = r.value.state;
    actions.push(a);
  }
  return makeRecord(g.value.options, seed, actions);
}

describe('game links', () => {
  it('a game and its step come back from the link as they went in (any variant, seed, players, steps)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_NAMES),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 300 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (variant, seed, n, where) => {
          const r = recordOf({ variant }, seed, n);
          const at = Math.floor(where * r.actions.length);
          const back = decodeShare(shareLink('https://example.org/war/?lang=de#top', r, at));
          if (!back.ok) assert.fail(back.error);
          assert.equal(back.value.step, at);
          assert.equal(back.value.record.seed, seed);
          assert.deepEqual(back.value.record.actions, r.actions);
          const a = resolveOptions(back.value.record.options);
          const b = resolveOptions(r.options);
          assert.ok(a.ok && b.ok);
          assert.deepEqual(a.value, b.value);
        },
      ),
      { numRuns: runs(60) },
    );
  });

  it('keeps a prepared deal, and options that differ from the variant', () => {
    const r = makeRecord(
      (() => {
        const o = resolveOptions({ variant: 'war', players: 3, warFaceDown: 2 });
        if (!o.ok) assert.fail(o.error.message);
        return o.value;
      })(),
      5,
      [{ type: 'flip' }],
      undefined,
      [['5 of suns', 'ace of moons'], ['4 of arms'], ['null of crowns']],
    );
    const back = decodeShare(encodeShare(r));
    if (!back.ok) assert.fail(back.error);
    assert.deepEqual(back.value.record.deal, r.deal);
    assert.equal(back.value.record.options.players, 3);
    assert.equal(back.value.record.options.warFaceDown, 2);
  });

  it('is short: a whole War game of flips is a few dozen characters', () => {
    const r = recordOf({ variant: 'war-cards' }, 12, 100_000);
    const link = encodeShare(r);
    assert.ok(r.actions.length > 100);
    assert.ok(link.length < 60, `${link.length} characters for ${r.actions.length} flips: ${link}`);
  });

  it('writes decisions by their shapes: a whole Steal War game fits in about a kilobyte', () => {
    const r = recordOf({ variant: 'steal-war' }, 7, 100_000);
    const code = encodeShare(r);
    assert.ok(code.length < 1500, `${code.length} characters for ${r.actions.length} actions`);
    const back = decodeShare(code);
    if (!back.ok) assert.fail(back.error);
    assert.deepEqual(back.value.record.actions, r.actions);
  });

  for (const [text, says] of [
    ['https://example.org/', 'not a piecepack-war game link'],
    ['#g=2.abc', 'version 2'],
    ['#g=1.%%%', 'damaged'],
    ['#g=1.' + Buffer.from('[1,2]').toString('base64url'), 'damaged'],
    ['#g=1.' + Buffer.from('[{"variant":"nope"},1,0,0]').toString('base64url'), 'cannot be read'],
    ['#g=1.' + Buffer.from('[{"variant":"war"},1,3,9]').toString('base64url'), 'step'],
    ['#g=1.' + Buffer.from('[{"variant":"war"},1,-3,0]').toString('base64url'), 'moves'],
    ['#g=1.' + Buffer.from('[{"variant":"steal-war"},1,[[5,0]],0,0,[]]').toString('base64url'), 'moves'],
    ['#g=1.' + Buffer.from('[{"variant":"steal-war"},1,[[0,0]],0,0,[[7]]]').toString('base64url'), 'moves'],
  ] as const)
    it(`refuses ${text.slice(0, 30)} with a clear message`, () => {
      const r = decodeShare(text);
      assert.equal(r.ok, false);
      if (!r.ok) assert.ok(r.error.includes(says), r.error);
    });
});
