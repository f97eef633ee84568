// Counting a game from its record: the host replays it with the engine, so only a real, finished game is counted.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { replay } from '../../../engine/src/index.ts';
import { tallyRecord } from '../../src/game-tally.ts';
import { finishedRecord, playRecord } from './helpers.ts';

describe('game tally', () => {
  it('a finished game is counted with the outcome of the human seat, its length and its wars', () => {
    const record = finishedRecord({ variant: 'war-cards' }, 11);
    const final = replay(record);
    assert.ok(final.ok && final.value.family === 'war' && final.value.result);
    const t = tallyRecord(record);
    assert.ok(t.ok, t.ok ? '' : t.reason);
    const result = final.value.result;
    assert.equal(t.value.variant, 'war-cards');
    assert.equal(t.value.tricks, final.value.tricks);
    assert.equal(t.value.outcome, result.draw ? 'draw' : result.winners.includes(0) ? 'win' : 'loss');
    assert.ok(t.value.wars > 0, 'a whole card game has wars');
    assert.ok(t.value.deepestWar >= 1);
  });

  it('a game without a human seat is "watched"', () => {
    const t = tallyRecord(finishedRecord({ variant: 'war', seats: 'computer,computer' }, 3));
    assert.ok(t.ok);
    assert.equal(t.value.outcome, 'watched');
  });

  it('the same game always has the same fingerprint; another seed another', () => {
    const a = tallyRecord(finishedRecord({ variant: 'war' }, 5));
    const b = tallyRecord(finishedRecord({ variant: 'war' }, 5));
    const c = tallyRecord(finishedRecord({ variant: 'war' }, 6));
    assert.ok(a.ok && b.ok && c.ok);
    assert.equal(a.value.fingerprint, b.value.fingerprint);
    assert.notEqual(a.value.fingerprint, c.value.fingerprint);
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
