// Counting a game from its record: the host replays it with the engine, so only a real, finished game whose final
// state matches the record's own hash is counted; its configuration and, for Stacked Deck War, rounds and wars.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { replay, resolveOptions } from '../../../engine/src/index.ts';
import { configOf, tallyRecord } from '../../src/game-tally.ts';
import { finishedRecord, playRecord } from './helpers.ts';

const resolved = (input: Record<string, unknown>) => {
  const r = resolveOptions(input);
  assert.ok(r.ok);
  return r.value;
};

describe('game tally', () => {
  it('a finished game is counted with the outcome of the human seat, its length and its wars', () => {
    const record = finishedRecord({ variant: 'war-cards' }, 11);
    const final = replay(record);
    assert.ok(final.ok && final.value.family === 'war' && final.value.result);
    const t = tallyRecord(record);
    assert.ok(t.ok, t.ok ? '' : t.reason);
    const result = final.value.result;
    assert.equal(t.value.variant, 'war-cards');
    assert.deepEqual(t.value.config, {});
    assert.equal(t.value.mode, 'own');
    assert.equal(t.value.length, final.value.tricks);
    assert.equal(t.value.outcome, result.draw ? 'draw' : result.winners.includes(0) ? 'win' : 'loss');
    assert.ok(t.value.wars > 0, 'a whole card game has wars');
    assert.ok(t.value.deepestWar >= 1);
  });

  it('a game without a human seat is "watched"; Auto-play\'s games are marked so', () => {
    const t = tallyRecord(finishedRecord({ variant: 'war', seats: 'computer,computer' }, 3), 'autoplay');
    assert.ok(t.ok);
    assert.equal(t.value.outcome, 'watched');
    assert.equal(t.value.mode, 'autoplay');
  });

  it('Stacked Deck War is counted in rounds, and its wars (tied rounds) are counted', () => {
    let found = false;
    for (let seed = 1; seed < 40 && !found; seed++) {
      const record = finishedRecord({ variant: 'stacked-deck', seats: 'computer:random,computer:random', arrange: 'shuffled' }, seed);
      const final = replay(record);
      assert.ok(final.ok && final.value.family === 'stacked-deck');
      const t = tallyRecord(record);
      assert.ok(t.ok, t.ok ? '' : t.reason);
      assert.equal(t.value.length, final.value.round);
      if (t.value.wars > 0) {
        found = true;
        assert.ok(t.value.deepestWar >= 1);
      }
    }
    assert.ok(found, 'some Stacked Deck War game in 40 seeds has a war');
  });

  it("the configuration is what differs from the variant's own game (seats only when not the usual)", () => {
    assert.deepEqual(configOf(resolved({ variant: 'war' })), {});
    assert.deepEqual(configOf(resolved({ variant: 'war', packs: 2 })), { packs: 2 });
    assert.deepEqual(configOf(resolved({ variant: 'war', players: 3, packs: 2 })), { packs: 2, players: 3 });
    assert.deepEqual(configOf(resolved({ variant: 'war', seats: 'human,computer:random' })), { seats: ['human', 'computer:random'] });
    assert.deepEqual(configOf(resolved({ variant: 'w-a-r', warFaceDown: 3 })), {}, "the variant's own value");
  });

  it('the same game always has the same fingerprint; another seed another', () => {
    const a = tallyRecord(finishedRecord({ variant: 'war' }, 5));
    const b = tallyRecord(finishedRecord({ variant: 'war' }, 5));
    const c = tallyRecord(finishedRecord({ variant: 'war' }, 6));
    assert.ok(a.ok && b.ok && c.ok);
    assert.equal(a.value.fingerprint, b.value.fingerprint);
    assert.notEqual(a.value.fingerprint, c.value.fingerprint);
    assert.match(a.value.fingerprint, /^[0-9a-z]{1,11}$/);
  });

  it('refuses a game that is not over, a record that does not replay, and bad options', () => {
    const { record, over } = playRecord({ variant: 'war' }, 8, 5);
    assert.equal(over, false);
    assert.match((tallyRecord(record) as { reason: string }).reason, /before the game is over/);
    const finished = finishedRecord({ variant: 'war' }, 8);
    const extra = { ...finished, actions: [...finished.actions, { type: 'flip' as const }] };
    assert.match((tallyRecord(extra) as { reason: string }).reason, /does not replay/);
    assert.match((tallyRecord({ ...finished, options: { variant: 'snap' } }) as { reason: string }).reason, /do not start a game/);
  });
});
