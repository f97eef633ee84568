// The tests' game caps (caps.ts): a game that never ends fails at once, naming its seed and options, instead of hanging.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { createGame } from '../src/index.ts';
import { gameCap, gameName, playOutCapped } from './caps.ts';

describe('game caps', () => {
  it('a step function that never ends the game fails past the action cap, naming the seed and options', () => {
    const options = { variant: 'war', players: 3 };
    const tick = gameCap(gameName(42, options), { actions: 1000 });
    const over = (): boolean => false;
    assert.throws(
      () => {
        for (let flips = 0; !over(); flips++) tick();
      },
      (e: Error) =>
        /did not end/.test(e.message) &&
        e.message.includes('seed 42') &&
        e.message.includes('"players":3') &&
        /1001 actions/.test(e.message),
    );
  });

  it('a game that never ends fails past the time cap, soon after it', () => {
    const tick = gameCap(gameName(7, { variant: 'russian' }), { actions: Infinity, ms: 100 });
    const t0 = Date.now();
    let flips = 0;
    assert.throws(() => {
      for (;;) {
        flips = (flips + 1) | 0;
        tick();
      }
    }, /seed 7.*cap Infinity actions or 100 ms/);
    const took = Date.now() - t0;
    assert.ok(took >= 100 && took < 5000, `stopped after ${took} ms`);
  });

  it('playOutCapped plays a real game within its caps, and names the game when it is cut short', () => {
    const g = createGame({ variant: 'war' }, 8);
    assert.ok(g.ok);
    const end = playOutCapped(g.value, gameName(8, { variant: 'war' }));
    assert.equal(end.phase, 'over');
    assert.equal(g.value.phase, 'battle', 'on a copy');
    assert.throws(
      () => playOutCapped(g.value, gameName(8, { variant: 'war' }), { actions: 5 }),
      /did not end \(seed 8, options \{"variant":"war"\}\): 6 actions/,
    );
  });
});
