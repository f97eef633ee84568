// Record files for the record editor and Open Game Record…: a record Export Game Record… wrote opens; a file that holds
// no game (not JSON, not UTF-8, not a record, a record that does not replay, too big) says why, read within bounds.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { INPUT_LIMITS } from '../../../engine/src/index.ts';
import { checkHostMessage } from '../../src/protocol.ts';
import { MAX_RECORD_BYTES, readRecordFile, sizeProblem } from '../../src/record-file.ts';
import { finishedRecord, playRecord } from './helpers.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
/** As Export Game Record… writes it. */
const exported = (record: unknown): Uint8Array => bytes(JSON.stringify(record, null, 1) + '\n');

describe('record files', () => {
  it('opens the records Export Game Record… writes, finished or not, with a byte order mark too', () => {
    const finished = finishedRecord({ variant: 'war' }, 4);
    const read = readRecordFile(exported(finished));
    assert.ok(read.ok);
    assert.deepEqual(read.record, finished);
    const { record } = playRecord({ variant: 'steal-war' }, 3, 6);
    assert.ok(readRecordFile(bytes('\uFEFF' + JSON.stringify(record))).ok);
  });

  it('says why a file holds no game', () => {
    const finished = finishedRecord({ variant: 'war' }, 4);
    const cases: [Uint8Array, RegExp][] = [
      [bytes('{"seed": 1,'), /not JSON/],
      [new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), /not UTF-8/],
      [bytes('[1, 2, 3]'), /record/],
      [bytes(JSON.stringify({ ...finished, final: 'abc' })), /does not replay: the replay ends in a different state/],
      [bytes(JSON.stringify({ ...finished, actions: [...finished.actions, ...finished.actions] })), /does not replay/],
      [bytes(JSON.stringify({ ...finished, actions: { length: INPUT_LIMITS.actions + 1 } })), /record/],
    ];
    for (const [file, why] of cases) {
      const read = readRecordFile(file);
      assert.ok(!read.ok);
      if (!read.ok) assert.match(read.message, why);
    }
  });

  it('refuses a file past the bound before reading it', () => {
    assert.equal(sizeProblem(MAX_RECORD_BYTES), null);
    assert.match(sizeProblem(MAX_RECORD_BYTES + 1) ?? '', /more than 64 MB/);
  });

  it("the editor's message about a bad file crosses the bridge as text", () => {
    assert.ok(checkHostMessage({ type: 'problem', message: 'This file holds no game record: it is not JSON' }).ok);
    assert.equal(checkHostMessage({ type: 'problem', message: 7 }).ok, false);
  });
});
