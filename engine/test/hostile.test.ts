// Hostile input never throws: odd objects as options, seeds, actions and records come back as errors naming the problem.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { createGame, replay, resolveOptions, step, VARIANT_NAMES, type Action } from '../src/index.ts';

const cycle: Record<string, unknown> = {};
cycle.self = cycle;
const ODD: unknown[] = [Object.create(null), cycle, 10n, Symbol('s'), () => 1, [Object.create(null)], [cycle], NaN, Infinity, -0.5, ''];

describe('hostile input', () => {
  it('odd values for any option are refused with a message, never thrown', () => {
    for (const raw of ODD)
      for (const name of ['variant', 'players', 'seats', 'jokersApart', 'warFaceDown', 'objective', 'packs']) {
        const r = resolveOptions({ [name]: raw });
        assert.ok(!r.ok, `${name} accepted ${String(typeof raw)}`);
        assert.equal(r.error.option, name);
        assert.ok(r.error.message.length > 0);
      }
  });

  it('odd seeds are refused', () => {
    for (const raw of ODD) {
      const g = createGame({}, raw);
      assert.ok(!g.ok && g.error.option === 'seed');
    }
  });

  it('odd actions are refused by every family and leave the state as it was', () => {
    for (const variant of VARIANT_NAMES) {
      const g = createGame({ variant }, 1);
      assert.ok(g.ok, variant);
      const before = JSON.stringify(g.value);
      for (const raw of [
        ...ODD,
        null,
        undefined,
        'flip',
        { type: 'steal/steal', seat: 0, from: cycle },
        { type: 'stacked/buy', seat: cycle },
      ]) {
        const r = step(g.value, raw as Action);
        assert.ok(!r.ok, `${variant} accepted ${typeof raw === 'string' ? raw : typeof raw}`);
        assert.ok(r.error.message.length > 0 && r.error.message.length < 600, variant);
        assert.equal(r.error.code, 'illegal', `${variant}: ${r.error.message}`);
      }
      assert.equal(JSON.stringify(g.value), before);
    }
  });

  it('a record with an odd action says where it fails', () => {
    const r = replay({ format: 'piecepack-war/record', version: 1, options: {}, seed: 1, actions: [{ type: 'flip' }, cycle] });
    assert.ok(!r.ok);
    assert.equal(r.error.index, 1);
    for (const raw of ODD) assert.ok(!replay(raw).ok);
  });
});
