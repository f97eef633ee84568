// The fast simulation loop must play exactly the engine's games: thousands of seeded games both ways, trick for trick.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import { applyInPlace, emptyTally, FLIP, gameSeed, newGame, playGeneric, resolveOptions, type GameEvent, type WarOptions } from '../../src/index.ts';
import { fastWarFits, playFastWar } from '../../src/sim/fast-war.ts';
import { asWar } from '../helpers.ts';

/** Random options the fast loop accepts: two players, any deck, ranking, war size, objective, jokers, cap. */
const fastOptions = fc
  .record({
    deck: fc.constantFrom('piecepack', 'cards-52', 'cards-36', 'cards-32'),
    packs: fc.integer({ min: 1, max: 3 }),
    warFaceDown: fc.integer({ min: 0, max: 4 }),
    ranking: fc.constantFrom('classic', 'russian'),
    objective: fc.constantFrom('win-all', 'avoid-all', 'first-out-loses'),
    jokers: fc.constantFrom(0, 2),
    apart: fc.boolean(),
    maxTricks: fc.integer({ min: 1, max: 3000 }),
  })
  .map((r) => {
    const jokers = r.deck === 'piecepack' ? 0 : r.jokers;
    return { variant: 'war', deck: r.deck, packs: r.packs, warFaceDown: r.warFaceDown, ranking: r.ranking, objective: r.objective, jokers, jokersApart: jokers > 0 && r.apart, maxTricks: r.maxTricks };
  });

function resolved(input: Record<string, unknown>): WarOptions {
  const r = resolveOptions(input);
  if (!r.ok || r.value.family !== 'war') return assert.fail(JSON.stringify(r));
  assert.ok(fastWarFits(r.value));
  return r.value;
}

describe('fast simulation loop', () => {
  it('plays every trick exactly as the reducer does (winner, war steps, pot) over thousands of seeded games', () => {
    let games = 0;
    fc.assert(
      fc.property(fastOptions, fc.integer({ min: 0, max: 0xffffffff }), (input, seed) => {
        const o = resolved(input);
        const fast: string[] = [];
        const tally = emptyTally(2);
        const tricks = playFastWar(o, seed, tally, (w, steps, pot) => fast.push(`${w}/${steps}/${pot}`));
        const s = asWar(newGame(o, seed));
        const slow: string[] = [];
        const ev: GameEvent[] = [];
        while (s.result === null) {
          ev.length = 0;
          assert.equal(applyInPlace(s, FLIP, ev), null);
          for (const e of ev) if (e.type === 'trick') slow.push(`${e.winner}/${e.depth}/${e.pot}`);
        }
        assert.deepEqual(fast, slow);
        assert.equal(tricks, s.tricks);
        const again = emptyTally(2);
        playGeneric(o, seed, again);
        assert.deepEqual(tally, again, 'the same counts: wins, draws, caps, lengths and wars by depth');
        games++;
      }),
      { numRuns: 3000 },
    );
    assert.equal(games, 3000);
  });

  it('gives the same simulation summary as the reducer for the standard benchmark settings', async () => {
    const { simulate } = await import('../../src/index.ts');
    const fast = simulate({ variant: 'war-cards' }, { games: 300, seed: 7 });
    const slow = simulate({ variant: 'war-cards' }, { games: 300, seed: 7, generic: true });
    assert.ok(fast.ok && slow.ok);
    assert.deepEqual({ ...fast.value, elapsedMs: 0, tricksPerSecond: 0 }, { ...slow.value, elapsedMs: 0, tricksPerSecond: 0 });
  });

  it('only takes the options it plays exactly', () => {
    for (const input of [{ variant: 'war-cards', players: 3 }, { variant: 'razboi' }, { variant: 'war-cards', pickup: 'in-order' }, { variant: 'war-cards', outOfCards: 'last-card-up' }, { variant: 'tod-und-leben' }]) {
      const r = resolveOptions(input);
      assert.ok(r.ok && !fastWarFits(r.value), JSON.stringify(input));
    }
    assert.equal(gameSeed(1, 0) === gameSeed(1, 1), false);
  });
});
