// Fetching a record from record-src: it hands the record over with its options, reports every failure (a missing
// file, text that is not JSON, JSON that is no record: null included) naming record-src, and stops when aborted.
import { expect } from '@open-wc/testing';
import { GameError } from '../src/game/game-session.ts';
import { recordOptions } from '../src/element/game-lifecycle.ts';
import { fetchRecord } from '../src/game/record-loader.ts';

/** The error a fetch failed with. */
async function failure(src: string, signal?: AbortSignal): Promise<unknown> {
  try {
    await fetchRecord(src, signal);
  } catch (e) {
    return e;
  }
  throw new Error(`${src} loaded`);
}

describe('fetchRecord', () => {
  it('fetches a record; its options are read from it', async () => {
    const record = await fetchRecord('/demo/records/war-in-a-war.json');
    expect((record as { format: string }).format).to.equal('piecepack-war/record');
    expect(recordOptions(record)).to.deep.equal({ variant: 'war' });
    expect(recordOptions({ format: 'x' })).to.deep.equal({});
  });

  for (const [what, src, says] of [
    ['a missing file', '/demo/records/none.json', /HTTP 404/],
    ['a page that is not JSON', '/demo/index.html', /JSON/],
    ['JSON null', '/webview/test/records/null.json', /holds null, not a game record/],
    ['a JSON number', '/webview/test/records/number.json', /holds a number, not a game record/],
  ] as const) {
    it(`reports ${what} naming record-src`, async () => {
      const e = await failure(src);
      expect(e).to.be.instanceOf(GameError);
      expect((e as GameError).error.option).to.equal('record-src');
      expect((e as GameError).error.message).to.match(says);
    });
  }

  it('an aborted fetch rejects with the signal’s reason, not a record error', async () => {
    const abort = new AbortController();
    const load = failure('/demo/records/war-in-a-war.json', abort.signal);
    abort.abort(new Error('a newer game'));
    const e = await load;
    expect(e).to.not.be.instanceOf(GameError);
    expect((e as Error).message).to.equal('a newer game');
  });

  it('echoes at most 200 characters of a long address', async () => {
    const e = (await failure(`/demo/${'x'.repeat(5000)}.json`)) as GameError;
    expect(e.error.message.length).to.be.below(400);
  });
});
