// Steal War's declarations are simultaneous: the pending decision names every seat that still has to declare, and any of
// them may declare first (the engine does not impose the order its `seat` suggests).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { autoAction, computerAction, createGame, pending, step, type Action, type GameState } from '../../src/index.ts';

describe('Steal War: simultaneous declarations in the pending decision', () => {
  it('lists every seat still to declare, takes a declaration from the last of them before the first, and a computer declares for any of them', () => {
    let together = 0;
    for (let seed = 1; seed <= 20 && together < 5; seed++) {
      const g = createGame(
        { variant: 'steal-war', players: 4, seats: 'computer:random,computer:random,computer:random,computer:random', maxTricks: 60 },
        seed,
      );
      assert.ok(g.ok);
      let s: GameState = g.value;
      for (let a: Action | null = autoAction(s, true); a !== null; a = autoAction(s, true)) {
        const p = pending(s)!;
        if (p.kind === 'steal') {
          assert.equal(p.seat, p.seats[0]);
          assert.ok(p.actions.every((x) => x.seat === p.seat));
          if (p.seats.length > 1) {
            together++;
            const last = p.seats[p.seats.length - 1];
            const mine = computerAction(s, last);
            assert.equal((mine as { seat?: number }).seat, last, 'the computer declares for the seat it is asked for');
            assert.ok(step(s, mine).ok);
            const r = step(s, { type: 'steal/play', seat: last });
            assert.ok(r.ok, r.ok ? '' : r.error.message);
            const after = pending(r.value.state)!;
            assert.ok(after.kind === 'steal' && !after.seats.includes(last) && after.seats.includes(p.seat), JSON.stringify(after));
          }
        }
        const r = step(s, a);
        assert.ok(r.ok, r.ok ? '' : r.error.message);
        s = r.value.state;
      }
    }
    assert.ok(together >= 5, `only ${together} moments with several seats to declare`);
  });
});
