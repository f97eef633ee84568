// The bridge's checks within the engine's input bounds: a record past the actions bound is refused at once naming it,
// a message typed with a value nested thousands deep is refused in a short line, a link bomb is no link to copy.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import { FLIP, INPUT_LIMITS } from '../../../engine/src/index.ts';
import { checkHostMessage, checkRecord, checkWebviewMessage } from '../../src/protocol.ts';
import { runs } from '../../../scripts/test-size.ts';

/** A value nested `depth` levels deep, lists and objects as `kinds`'s bits say (built without recursion). */
function nested(depth: number, kinds: number): unknown {
  let v: unknown = 'ready';
  for (let i = 0; i < depth; i++) v = (kinds >> (i % 4)) & 1 ? { a: v } : [v];
  return v;
}

describe('bridge checks: bounded', () => {
  it('a record of more than 2,000,000 actions is refused naming the bound, before any action is read', () => {
    let reads = 0;
    const actions = new Proxy(new Array<unknown>(INPUT_LIMITS.actions + 1).fill(FLIP), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const checked = checkRecord({ format: 'piecepack-war/record', version: 1, options: { variant: 'war' }, seed: 1, actions });
    assert.equal(checked.ok, false);
    if (!checked.ok) assert.match(checked.reason, /2,000,001 of them, more than the 2,000,000/);
    assert.equal(reads, 0);
    const message = checkWebviewMessage({
      type: 'gameEnd',
      record: { format: 'piecepack-war/record', version: 1, seed: 1, actions },
      autoplayed: false,
    });
    assert.equal(message.ok, false);
    if (!message.ok) assert.match(message.reason, /more than the 2,000,000/);
  });

  it('a message whose type is nested any depth is refused in a short line, never thrown (seeded depths)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.nat(15), (depth, kinds) => {
        for (const check of [checkWebviewMessage, checkHostMessage]) {
          const r = check({ type: nested(depth + 1, kinds) });
          assert.equal(r.ok, false);
          if (!r.ok) assert.ok(r.reason.length <= 200, r.reason);
        }
      }),
      { numRuns: runs(40) },
    );
  });

  it("Copy link refuses the issue's link bomb (10,000,000 flips in 48 characters) without building it", () => {
    const link = '#g=1.' + Buffer.from('[{"variant":"war"},1,10000000,0]').toString('base64url');
    assert.equal(checkWebviewMessage({ type: 'copyLink', link }).ok, false);
    const under = '#g=1.' + Buffer.from('[{"variant":"war"},1,1999999,0]').toString('base64url');
    assert.equal(checkWebviewMessage({ type: 'copyLink', link: under }).ok, false);
  });
});
