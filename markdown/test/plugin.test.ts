// The markdown-it plugin with real markdown-it: fences become the tag with the body's attributes, records and unknown
// names as escaped JSON, other fences stay code, and no hostile body gets any markup of its own into the page.
import { strict as assert } from 'node:assert';
import MarkdownIt, { type MarkdownIt as Md } from 'markdown-it';
import { build } from 'esbuild';
import { MAX_PACKS, MAX_PLAYERS, PRESETS } from '../../engine/src/index.ts';
import piecepackWarMarkdown, { type FenceGame } from '../src/plugin.ts';
import { startingPicture } from '../src/starting-picture.ts';

const md = new MarkdownIt({ html: false }).use(piecepackWarMarkdown);
const fence = (body: string, info = 'piecepack-war'): string => md.render('```' + info + '\n' + body + '\n```\n');

/** The one shape a fence's output may take: the tag, attributes with escaped values, a fallback child of plain text. */
const SAFE =
  /^<piecepack-war( [a-z][a-z0-9-]*(="[^"<>]*")?)*>(<span class="pw-fallback">[^<>]*<\/span>|<img class="pw-fallback" src="[^"<>]*" alt="[^"<>]*">)<\/piecepack-war>\n$/;

/** The attributes of the one tag in `html`, decoded as an HTML parser decodes them. */
function attributes(html: string): Map<string, string> {
  assert.match(html, SAFE);
  const open = /^<piecepack-war([^>]*)>/.exec(html)![1];
  const decode = (v: string): string => v.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  return new Map([...open.matchAll(/ ([a-z][a-z0-9-]*)(?:="([^"]*)")?/g)].map((m) => [m[1], decode(m[2] ?? '')]));
}

describe('markdown-it plugin: piecepack-war fences', () => {
  it('turns name: value lines into the attributes, camelCase and kebab-case alike, plus seed', () => {
    const a = attributes(fence('variant: war-cards\nwarFaceDown: 1\nout-of-cards: fewest\nseed: 7\nHeadingLevel: 3'));
    assert.deepEqual(Object.fromEntries(a), {
      'data-pw-fence': '',
      variant: 'war-cards',
      'war-face-down': '1',
      'out-of-cards': 'fewest',
      seed: '7',
      'heading-level': '3',
    });
  });

  it('skips blank lines and # comments, unquotes values, keeps the last of a name given twice', () => {
    const a = attributes(fence('# a war for three\n\nvariant: war\npacks: 1\npacks: 2\nseats: "human, computer:easy"'));
    assert.equal(a.get('packs'), '2');
    assert.equal(a.get('seats'), 'human, computer:easy');
    assert.equal(a.get('variant'), 'war');
  });

  it('writes the boolean attributes present for true and leaves them out for false', () => {
    const on = attributes(fence('autoplay: true\nconfirmForced: yes'));
    assert.equal(on.get('autoplay'), '');
    assert.equal(on.get('confirm-forced'), '');
    const off = attributes(fence('autoplay: false'));
    assert.equal(off.has('autoplay'), false);
  });

  it('passes a bad value through for the element to report, and unknown names or stray lines as options-json', () => {
    const a = attributes(fence('players: banana\ncolour: red\njust some words'));
    assert.equal(a.get('players'), 'banana');
    assert.deepEqual(JSON.parse(a.get('options-json')!), { colour: 'red', 'just some words': '' });
  });

  it('keeps __proto__ and constructor as unknown names like any other (the element names them in its error)', () => {
    const a = attributes(fence('__proto__: x\nconstructor: y'));
    assert.equal(a.get('options-json'), '{"__proto__":"x","constructor":"y"}');
  });

  it('puts a record body into record-json, as JSON that parses back to the same record', () => {
    const record = { format: 'piecepack-war/record', version: 1, options: { variant: 'war' }, seed: 3, actions: [] };
    const a = attributes(fence(JSON.stringify(record, null, 2)));
    assert.deepEqual(JSON.parse(a.get('record-json')!), record);
    assert.equal(a.has('variant'), false);
  });

  it('keeps a body that is not JSON as a JSON string, for the element to refuse', () => {
    const a = attributes(fence('{ "format": "piecepack-war/record", oops'));
    assert.equal(JSON.parse(a.get('record-json')!), '{ "format": "piecepack-war/record", oops');
  });

  it('renders every other fence as before, and takes the info string by its first word', () => {
    assert.equal(fence('variant: war', 'js'), '<pre><code class="language-js">variant: war\n</code></pre>\n');
    assert.match(fence('variant: war', 'piecepack-war {.wide}'), /^<piecepack-war /);
    assert.match(fence('variant: war', 'piecepack-warx'), /^<pre><code/);
  });

  it('renders an empty fence as the default game', () => {
    assert.deepEqual(Object.fromEntries(attributes(fence(''))), { 'data-pw-fence': '' });
  });

  describe('hostile bodies', () => {
    const HOSTILE = [
      'variant: "><script>alert(1)</script>',
      "variant: '><img src=x onerror=alert(1)>",
      'seed: 1" onmouseover="alert(1)',
      '<script>alert(1)</script>: 1',
      'onload: alert(1)\nonclick=alert(2)',
      '"><svg/onload=alert(1)>: x',
      'lang: en"><iframe src=javascript:alert(1)>',
      'record-src: javascript:alert(1)',
      '{"format":"piecepack-war/record","version":1,"seed":1,"actions":[],"options":{"variant":"</piecepack-war><script>alert(1)</script>"}}',
      '{"x":"\\u003c/script>\\u0026amp;\\"\'"}',
      '{ not json <script>alert(1)</script>',
      'variant: war\n```\n<script>alert(1)</script>',
      'theme: &lt;script&gt;\nspeed: &#34; onclick=&#34;x',
      'variant: \u2028\u2029\u0000',
    ];
    for (const body of HOSTILE) {
      it(`stays one safe tag: ${JSON.stringify(body).slice(0, 60)}`, () => {
        const html = fence(body);
        const a = attributes(html.slice(0, html.indexOf('</piecepack-war>') + '</piecepack-war>\n'.length));
        for (const name of a.keys()) assert.doesNotMatch(name, /^on/, `no event handler attribute (${name})`);
        assert.doesNotMatch(html, /<script|<img src=x|<svg|<iframe/i);
        // What the body said is still there, as text the element reads (values, names, the record); a body that closes
        // the fence early leaves the rest to markdown-it, which escapes it (html: false).
        const said = [...a.values()].join('\n');
        if (body.includes('alert(1)') && !body.includes('```')) assert.match(said, /alert\(1\)/);
      });
    }

    it('keeps the fence token attributes that are classes, ids or data, and nothing else', () => {
      const withAttrs = new MarkdownIt().use((m: Md) => {
        m.core.ruler.push('attrs', (state) => {
          for (const t of state.tokens)
            if (t.type === 'fence') {
              t.attrSet('data-line', '3');
              t.attrSet('class', 'code-line"><script>');
              t.attrSet('onclick', 'alert(1)');
              t.attrSet('variant', 'russian');
              t.attrSet('record-json', '{}');
            }
        });
      });
      withAttrs.use(piecepackWarMarkdown);
      const a = attributes(withAttrs.render('```piecepack-war\nvariant: war\n```\n'));
      assert.equal(a.get('data-line'), '3');
      assert.equal(a.get('class'), 'code-line"><script>');
      assert.equal(a.get('variant'), 'war');
      assert.equal(a.has('onclick'), false);
      assert.equal(a.has('record-json'), false);
    });
  });

  const drawn = new MarkdownIt({ html: false }).use(piecepackWarMarkdown, { fallback: startingPicture });

  it('draws the fallback the page asks for, escaped', () => {
    const withPicture = new MarkdownIt().use(piecepackWarMarkdown, {
      fallback: () => ({ src: 'start.svg?a=1&b="2"', alt: 'War <start>' }),
    });
    const html = withPicture.render('```piecepack-war\nvariant: war\n```\n');
    assert.match(html, SAFE);
    assert.match(html, /<img class="pw-fallback" src="start\.svg\?a=1&#38;b=&#34;2&#34;" alt="War &#60;start&#62;">/);
  });

  it('draws no picture unless the page asks for one: the words by default, and for a fallback that answers null', () => {
    const body = 'variant: stacked-deck\nseed: 3';
    for (const m of [md, new MarkdownIt().use(piecepackWarMarkdown, { fallback: () => null })]) {
      const html = m.render('```piecepack-war\n' + body + '\n```\n');
      assert.match(html, SAFE);
      assert.match(html, /<span class="pw-fallback">A game of War plays here where JavaScript runs\.<\/span>/);
      assert.doesNotMatch(html, /<img/);
    }
  });

  it('reads and draws identical fences once per render, and again in the next render', () => {
    const calls: string[] = [];
    const counted = new MarkdownIt().use(piecepackWarMarkdown, {
      fallback: (game: FenceGame, body: string) => (calls.push(body), startingPicture(game)),
    });
    const same = '```piecepack-war\nvariant: war\nseed: 4\n```\n';
    const source = `${same}\n${same}\n\`\`\`piecepack-war\nvariant: war\nseed: 5\n\`\`\`\n\n${same}`;
    const html = counted.render(source);
    assert.deepEqual(calls, ['variant: war\nseed: 4\n', 'variant: war\nseed: 5\n']);
    const tags = html.split('\n').filter((line) => line.startsWith('<piecepack-war'));
    assert.equal(tags.length, 4);
    assert.equal(tags[1], tags[0], 'the same fence, the same tag');
    assert.equal(tags[3], tags[0]);
    assert.notEqual(tags[2], tags[0]);
    assert.equal(counted.render(source), html);
    assert.equal(calls.length, 4, 'a new render draws again');
  });

  it('carries no engine rules, widget or Lit code: the picture is its own module (piecepack-war/markdown-it/picture)', async () => {
    const bundled = await build({
      entryPoints: ['markdown/src/plugin.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
      // The build writes the engine's option names in place of this module (scripts/builds/15-markdown.js).
      plugins: [{ name: 'names', setup: (b) => b.onResolve({ filter: /option-names\.ts$/ }, (a) => ({ path: a.path, external: true })) }],
    });
    const inputs = Object.keys(bundled.metafile.inputs);
    assert.deepEqual(
      // The engine's bounded reader of outside input (its input.ts entry: no rules) is the one part it may carry.
      inputs.filter((f) => /^(engine|webview)\/|node_modules/.test(f) && !/^engine\/src\/(input|plain|shown|result)\.ts$/.test(f)),
      [],
      inputs.join(', '),
    );
  });

  it("bounds the picture by the game's table: at most 32 KB for every variant, seat count and pack count", () => {
    let largest = 0;
    // Each variant alone, and with every seat count and the most packs where it takes them (a body it refuses gets words).
    for (const variant of Object.keys(PRESETS))
      for (const players of ['', ...Array.from({ length: MAX_PLAYERS - 1 }, (_, i) => `\nplayers: ${i + 2}`)])
        for (const packs of ['', `\npacks: ${MAX_PACKS}`]) {
          const html = drawn.render(`\`\`\`piecepack-war\nvariant: ${variant}${players}${packs}\n\`\`\`\n`);
          largest = Math.max(largest, html.length);
        }
    assert.ok(largest > 20_000, `some variant draws a picture (${largest} bytes)`);
    assert.ok(largest <= 32 * 1024, `the largest fence: ${largest} bytes`);
  });

  it("draws the game's starting position where no script runs: the widget's art, only backs, as an SVG data URL", () => {
    const fence = (body: string): string => drawn.render('```piecepack-war\n' + body + '\n```\n');
    const picture = (html: string): string => {
      assert.match(html, SAFE);
      const src = /<img class="pw-fallback" src="data:image\/svg\+xml,([^"]*)"/.exec(html)?.[1];
      assert.ok(src, `a picture: ${html.slice(0, 200)}`);
      return decodeURIComponent(src);
    };
    const war = picture(fence('variant: razboi\nseed: 2'));
    assert.match(war, /^<\?xml[^>]*>\s*<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(war, />Război</);
    assert.equal([...war.matchAll(/>stack 26</g)].length, 2, 'two stacks of 26');
    assert.doesNotMatch(war, /class="piece card face/, 'nothing face up at the start');
    // A record's picture is of its own deal: three tiles each.
    const record = {
      format: 'piecepack-war/record',
      version: 1,
      options: { variant: 'war' },
      seed: 1,
      deal: [
        ['4 of suns', '3 of moons', 'null of arms'],
        ['2 of moons', '3 of suns', '2 of arms'],
      ],
      actions: [],
    };
    assert.equal([...picture(fence(JSON.stringify(record))).matchAll(/>stack 3</g)].length, 2);
    // A body that starts no game (a wrong variant, a name the element does not know) keeps the words.
    for (const body of ['variant: not-a-variant', 'variant: war\nsparkles: 3', '{"format": "nope"}'])
      assert.match(fence(body), /<span class="pw-fallback">/, body);
  });
});
