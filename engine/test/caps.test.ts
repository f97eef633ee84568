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

  it('a slow game that never ends fails past the time cap, in about that time', () => {
    const tick = gameCap(gameName(7, { variant: 'russian' }), { ms: 100 });
    const t0 = Date.now();
    assert.throws(() => {
      for (;;) {
        const until = Date.now() + 0.05;
        while (Date.now() < until);
        tick();
      }
    }, /seed 7.*cap 2000000 actions or 100 ms/);
    assert.ok(Date.now() - t0 < 2000, `stopped after ${Date.now() - t0} ms`);
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
