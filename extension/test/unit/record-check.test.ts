// One record check for every surface: a record the widget and the CLI open (its seed written as text, "7") is one the
// extension takes too, read as the same game (issue 21).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { readRecord, replay } from '../../../engine/src/index.ts';
import { tallyRecord } from '../../src/game-tally.ts';
import { checkRecord, checkWebviewMessage } from '../../src/protocol.ts';
import { openRecord } from '../../../webview/src/game/record-game.ts';
import { finishedRecord } from './helpers.ts';

describe('one record check for every surface', () => {
  it('a finished record whose seed is text ("7") is accepted by the engine, the CLI\'s replay and the extension, as seed 7', () => {
    const record = finishedRecord({ variant: 'war' }, 7);
    const texted = { ...record, seed: '7' };
    assert.ok(replay(texted).ok, 'the replay the CLI and the widget use');
    const read = readRecord(texted);
    assert.ok(read.ok);
    assert.equal(read.value.seed, 7);
    const checked = checkRecord(texted);
    assert.ok(checked.ok, checked.ok ? '' : checked.reason);
    assert.equal(checked.value.seed, 7, 'the extension keeps the seed as the number the engine read');
    const message = checkWebviewMessage({ type: 'gameEnd', record: texted, autoplayed: false });
    assert.ok(message.ok);
    const counted = tallyRecord(checked.value);
    const plain = tallyRecord(record);
    assert.ok(counted.ok && plain.ok);
    assert.equal(counted.value.fingerprint, plain.value.fingerprint, 'the same game, counted once');
    const opened = openRecord(texted);
    assert.ok(opened.ok);
    assert.equal(opened.session.record().seed, 7, "the widget's game keeps the record the extension counts");
  });

  it("every surface refuses the same bad records, with the engine's reason", () => {
    const record = finishedRecord({ variant: 'war' }, 7);
    for (const bad of [
      { ...record, seed: 'seven' },
      { ...record, seed: -1 },
      { ...record, format: 'x' },
      { ...record, actions: 3 },
    ]) {
      const read = readRecord(bad);
      assert.equal(read.ok, false, JSON.stringify(bad.seed));
      assert.equal(replay(bad).ok, false);
      const checked = checkRecord(bad);
      assert.equal(checked.ok, false);
      if (!read.ok && !checked.ok) assert.ok(checked.reason.includes(read.error.message), checked.reason);
    }
  });
});
