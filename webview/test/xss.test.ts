// Text from attributes and from the strings property is always rendered as text: markup in it creates no element and
// runs no script.
import { expect } from '@open-wc/testing';
import { all, mount, part, unmountAll, waitUntil } from './helpers.ts';

const PAYLOADS = [
  '<img src=x onerror="window.__pwXss=1">',
  '"><script>window.__pwXss=1</script>',
  '<svg onload="window.__pwXss=1"></svg>',
  "'><iframe src=javascript:window.__pwXss=1>",
];

declare global {
  interface Window {
    __pwXss?: number;
  }
}

function foreignElements(root: ShadowRoot): Element[] {
  return [...root.querySelectorAll('img, script, iframe, [onload], [onerror]')];
}

describe('attribute text is rendered as text', () => {
  afterEach(unmountAll);

  for (const attribute of ['variant', 'players', 'seats', 'war-face-down', 'seed', 'speed', 'palette', 'theme']) {
    for (const payload of PAYLOADS) {
      it(`${attribute}=${payload}`, async () => {
        const el = await mount({ [attribute]: payload });
        await new Promise((r) => setTimeout(r, 20));
        expect(window.__pwXss).to.equal(undefined);
        expect(foreignElements(el.shadowRoot!)).to.deep.equal([]);
        const text = part(el, '.error').textContent ?? '';
        expect(text.includes(payload) || text.includes(JSON.stringify(payload)), text).to.equal(true);
      });
    }
  }

  it('record-src with markup is shown as text in the error', async () => {
    const el = await mount({ 'record-src': PAYLOADS[0] });
    await waitUntil(() => (part(el, '.error').textContent ?? '').includes('<img src=x'), 'the fetch to fail and be shown');
    await el.updateComplete;
    expect(window.__pwXss).to.equal(undefined);
    expect(foreignElements(el.shadowRoot!)).to.deep.equal([]);
    expect(part(el, '.error').textContent).to.contain('<img src=x');
  });

  it('strings with markup are shown as text', async () => {
    const el = await mount({ variant: 'war', seed: '1' });
    el.strings = { flip: '<b>Flip</b><img src=x onerror="window.__pwXss=1">', seat: '<i>Seat</i> {n}' };
    await el.updateComplete;
    el.flip();
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 20));
    expect(window.__pwXss).to.equal(undefined);
    expect(foreignElements(el.shadowRoot!)).to.deep.equal([]);
    expect(all(el, 'b, i')).to.deep.equal([]);
    expect(all(el, '.seat-name').map((n) => n.textContent)).to.deep.equal(['<i>Seat</i> 1 (you)', '<i>Seat</i> 2']);
  });
});
