// The record loader on a host of its own: it fetches a record and hands it over, reports every failure (a missing
// file, text that is not JSON, JSON that is no record: null included) naming record-src, and only the latest load counts.
import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { WidgetError } from '../src/game-session.ts';
import { RecordLoader } from '../src/record-loader.ts';

class RecordHost extends LitElement {
  opened = 0;
  errors: WidgetError[] = [];
  readonly records = new RecordLoader(this, { opened: () => this.opened++, failed: (e) => this.errors.push(e) });
}
customElements.define('test-record-host', RecordHost);

function host(): RecordHost {
  const el = document.createElement('test-record-host') as RecordHost;
  document.body.append(el);
  return el;
}

describe('RecordLoader', () => {
  afterEach(() => document.querySelectorAll('test-record-host').forEach((n) => n.remove()));

  it('fetches a record, keeps it and says so; its options are read from it', async () => {
    const el = host();
    const load = el.records.load('/demo/records/war-in-a-war.json');
    expect(el.records.loading).to.equal(true);
    await load;
    expect(el.records.loading).to.equal(false);
    expect(el.opened).to.equal(1);
    expect((el.records.data as { format: string }).format).to.equal('piecepack-war/record');
    expect(el.records.options()).to.deep.equal({ variant: 'war' });
  });

  for (const [what, src, says] of [
    ['a missing file', '/demo/records/none.json', /HTTP 404/],
    ['a page that is not JSON', '/demo/index.html', /JSON/],
    ['JSON null', '/webview/test/records/null.json', /holds null, not a game record/],
    ['a JSON number', '/webview/test/records/number.json', /holds a number, not a game record/],
  ] as const) {
    it(`reports ${what} naming record-src, and opens nothing`, async () => {
      const el = host();
      await el.records.load(src);
      expect(el.opened).to.equal(0);
      expect(el.errors).to.have.length(1);
      expect(el.errors[0].option).to.equal('record-src');
      expect(el.errors[0].message).to.match(says);
      expect(el.records.data).to.equal(null);
    });
  }

  it('only the latest load counts: a record set meanwhile wins over a fetch that answers late', async () => {
    const el = host();
    const late = el.records.load('/demo/records/war-in-a-war.json');
    el.records.set({ format: 'mine' });
    await late;
    expect(el.opened).to.equal(0);
    expect(el.records.data).to.deep.equal({ format: 'mine' });
  });

  it('no address: back to the attributes (no record)', async () => {
    const el = host();
    el.records.set({ format: 'x' });
    await el.records.load(undefined);
    expect(el.records.data).to.equal(null);
    expect(el.opened).to.equal(1);
  });

  it('echoes at most 200 characters of a long address', async () => {
    const el = host();
    await el.records.load(`/demo/${'x'.repeat(5000)}.json`);
    expect(el.errors[0].message.length).to.be.below(400);
  });
});
