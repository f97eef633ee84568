// The embed snippet builder (picture/embed-code.ts): URLs carrying options, a seed or a compact record, and the
// iframe tag with every value escaped.
import { strict as assert } from 'node:assert';
import { decodeRecord, embedCode, embedUrl, encodeRecord } from '../../picture/embed-code.ts';

const PAGE = 'https://example.org/games/embed.html';

describe('embed code: the iframe snippet for hosts that allow only iframes', () => {
  it('writes options in the element attribute names, and the seed', () => {
    const url = new URL(
      embedUrl({ page: PAGE, game: { options: { variant: 'war', packs: 2, warFaceDown: 1, seats: ['human', 'computer'] }, seed: 7 } }),
    );
    assert.equal(url.origin + url.pathname, PAGE);
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      variant: 'war',
      packs: '2',
      'war-face-down': '1',
      seats: 'human,computer',
      seed: '7',
    });
  });

  it('leaves out the resolved family, a missing seed, the default theme and background', () => {
    const url = new URL(embedUrl({ page: PAGE, game: { options: { variant: 'war', family: 'war' }, seed: null }, theme: 'auto' }));
    assert.deepEqual([...url.searchParams.keys()], ['variant']);
    const themed = new URL(embedUrl({ page: PAGE, game: { options: {} }, theme: 'dark', background: 'theme' }));
    assert.deepEqual(Object.fromEntries(themed.searchParams), { theme: 'dark', background: 'theme' });
  });

  it('carries a record in one compact parameter that decodes to the same record, words in any alphabet included', () => {
    const record = {
      format: 'piecepack-war/record',
      version: 1,
      options: { variant: 'razboi' },
      seed: 1,
      actions: [{ type: 'flip' }],
      note: 'Război, пьяница',
    };
    const url = new URL(embedUrl({ page: PAGE, game: { record } }));
    const param = url.searchParams.get('record')!;
    assert.match(param, /^[A-Za-z0-9_-]+$/);
    assert.deepEqual(decodeRecord(param), record);
    assert.equal(encodeRecord(record), param);
  });

  it('gives a parameter that is no record back as text, for the element to refuse', () => {
    assert.equal(decodeRecord('not base64!'), 'not base64!');
    assert.equal(decodeRecord(encodeRecord('just text').slice(0, 3)), encodeRecord('just text').slice(0, 3));
  });

  it('writes one iframe tag with its values escaped and the height kept within bounds', () => {
    const code = embedCode({
      page: PAGE,
      game: { options: { variant: '"><script>alert(1)</script>' } },
      title: 'War "for" <two>',
      height: 99999,
    });
    assert.match(
      code,
      /^<iframe class="piecepack-war-embed" src="[^"<>]*" title="War &#34;for&#34; &#60;two&#62;" width="100%" height="4000" loading="lazy"><\/iframe>$/,
    );
    assert.doesNotMatch(code, /<script/);
    const src = /src="([^"]*)"/.exec(code)![1].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
    assert.equal(new URL(src).searchParams.get('variant'), '"><script>alert(1)</script>');
    assert.match(embedCode({ page: PAGE, game: { options: {} } }), / height="480" /);
  });
});
