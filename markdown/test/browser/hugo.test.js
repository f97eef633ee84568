// A Hugo site built in the suite (Debian's hugo, installed when missing) from the built files: the shipped shortcode
// (dist/markdown/hugo/layouts/shortcodes/piecepack-war.html) in layouts/shortcodes/, the CDN files and the fences'
// script in static/piecepack-war/, the recipe of docs/markdown.md. The shortcode is used both ways (attributes, and a
// record between an opening and a closing shortcode); its built pages, served under the strict CSP, play in Chromium,
// and hostile parameters stay escaped by Hugo's html/template.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureDebianPackage } from '../../../scripts/ensure-debian-package.js';
import { MARKDOWN_FILES } from '../../../scripts/builds/15-markdown.js';
import { launch, open, playTrick } from './chromium.js';
import { serve } from './serve.js';

const ROOT = '.cache/hugo-site';
const SHOTS = '.cache/screenshots';
const record = readFileSync('demo/records/war-in-a-war.json', 'utf8').trim();

const CONFIG = `# The recipe of docs/markdown.md, served under /site/.
baseURL = "http://127.0.0.1/site/"
title = "War rules"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "404"]
`;

/** The base template: the fences' script in the head, nothing inline. */
const SINGLE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{ .Title }}</title>
<link rel="icon" href="data:,">
<script type="module" src="{{ "piecepack-war/piecepack-war-markdown.js" | relURL }}"></script>
</head>
<body>
<h1>{{ .Title }}</h1>
{{ .Content }}
</body>
</html>
`;

const RULES = `---
title: War
---

Each trick, both players turn up a tile; the higher takes both.

{{< piecepack-war variant="war-cards" warFaceDown="1" seed="11" />}}

{{< piecepack-war variant="war" outofcards="fewest" autoplay="off" confirmForced="yes" />}}

A war set up on purpose: both players turn up a 4 at once.

{{< piecepack-war >}}
${record}
{{< /piecepack-war >}}
`;

/** Parameters written to break the page: each value must stay one attribute's text. */
const HOSTILE = `---
title: Hostile
---

{{< piecepack-war variant=\`"><script src="/site/piecepack-war/piecepack-war.js"></script><img src=x onerror=alert(1)>\` seed="1' onmouseover='alert(2)" />}}

{{< piecepack-war lang=\`en"><iframe src=javascript:alert(3)>\` >}}
{ "format": "piecepack-war/record", "options": {"variant": "</piecepack-war><script>alert(4)</script>"} oops
{{< /piecepack-war >}}
`;

let browser;
let server;
/** How long \`hugo\` took to build the site, in seconds. */
let seconds;

before(async function () {
  this.timeout(300_000);
  ensureDebianPackage('hugo', 'hugo');
  rmSync(ROOT, { recursive: true, force: true });
  for (const dir of ['layouts/_default', 'layouts/shortcodes', 'static/piecepack-war', 'content'])
    mkdirSync(`${ROOT}/${dir}`, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${ROOT}/hugo.toml`, CONFIG);
  writeFileSync(`${ROOT}/layouts/_default/single.html`, SINGLE);
  writeFileSync(`${ROOT}/layouts/index.html`, SINGLE);
  cpSync(MARKDOWN_FILES.hugo, `${ROOT}/layouts/shortcodes/piecepack-war.html`);
  for (const f of readdirSync('dist').filter((n) => /^piecepack-war(?!-preview\.js$)[\w-]*\.js$/.test(n)))
    cpSync(`dist/${f}`, `${ROOT}/static/piecepack-war/${f}`);
  writeFileSync(`${ROOT}/content/rules.md`, RULES);
  writeFileSync(`${ROOT}/content/hostile.md`, HOSTILE);
  const start = Date.now();
  execFileSync('hugo', ['--source', ROOT, '--destination', 'out', '--quiet'], { stdio: 'inherit' });
  seconds = (Date.now() - start) / 1000;
  server = await serve(`${ROOT}/out`);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

describe('Hugo: a site built with the shipped shortcode and the CDN files', () => {
  it('writes the tag both ways: the parameters as attributes (camelCase taken too), the inner record as record-json', () => {
    console.log(`      (hugo built the site in ${seconds.toFixed(1)} s)`);
    const html = readFileSync(`${ROOT}/out/rules/index.html`, 'utf8');
    assert.match(html, /<piecepack-war data-pw-fence variant="war-cards" war-face-down="1" seed="11">/);
    assert.match(html, /<piecepack-war data-pw-fence variant="war" out-of-cards="fewest" confirm-forced>/);
    assert.match(html, /<piecepack-war data-pw-fence record-json="\{\s*&#34;format&#34;:/);
    assert.match(html, /<script type="module" src="\/site\/piecepack-war\/piecepack-war-markdown\.js"><\/script>/);
    assert.equal([...html.matchAll(/<script/g)].length, 1, "the fences' script is the page's one script");
  });

  it('plays the parameters game and opens the record at its prepared deal, under the strict CSP', async () => {
    const { page, problems, close } = await open(browser, `${server.base}/site/rules/`);
    try {
      await page.locator('piecepack-war button[part~="flip"]').first().waitFor({ timeout: 30_000 });
      assert.deepEqual(
        await page.evaluate(() => {
          const el = document.querySelector('piecepack-war');
          return { variant: el.options.variant, warFaceDown: el.options.warFaceDown, seed: el.seed };
        }),
        { variant: 'war-cards', warFaceDown: 1, seed: 11 },
      );
      const played = await playTrick(page, 0);
      assert.ok(played.after > played.before, 'a trick was played');
      await page.waitForFunction(() => document.querySelector('piecepack-war[record-json]').record?.deal);
      assert.deepEqual(
        await page.evaluate(() => document.querySelector('piecepack-war[record-json]').record.deal),
        JSON.parse(record).deal,
      );
      const war = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const el = document.querySelector('piecepack-war[record-json]');
            el.addEventListener('pw-war', (e) => resolve(e.detail.depth), { once: true });
            el.shadowRoot.querySelector('button[part~="flip"]').click();
          }),
      );
      assert.equal(war, 1, "the record's first trick is a war");
      await page.screenshot({ path: `${SHOTS}/hugo-rules.png`, fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it("keeps hostile parameters and inner text as attribute values (Hugo's html/template), shown as the element's errors", async () => {
    const html = readFileSync(`${ROOT}/out/hostile/index.html`, 'utf8');
    const body = html.slice(html.indexOf('<body>'));
    assert.doesNotMatch(body, /<(script|img|iframe)\b/i);
    // Each tag: known attribute names only, every value one double-quoted string with nothing that could end it.
    const tags = [...body.matchAll(/<piecepack-war\b[^>]*>/g)].map((m) => m[0]);
    assert.equal(tags.length, 2);
    for (const tag of tags) {
      assert.match(tag, /^<piecepack-war data-pw-fence( [a-z][a-z-]*="[^"<>]*")+>$/);
      assert.deepEqual(
        [...tag.matchAll(/ ([a-z][a-z-]*)(?:="[^"]*")?/g)]
          .map((m) => m[1])
          .filter((n) => !['data-pw-fence', 'variant', 'seed', 'lang', 'record-json'].includes(n)),
        [],
      );
    }
    const { page, problems, close } = await open(browser, `${server.base}/site/hostile/`);
    try {
      await page.waitForFunction(() =>
        [...document.querySelectorAll('piecepack-war')].every((el) => el.shadowRoot?.querySelector('.error')),
      );
      const seen = await page.evaluate(() =>
        [...document.querySelectorAll('piecepack-war')].map((el) => ({
          variant: el.getAttribute('variant'),
          seed: el.getAttribute('seed'),
          lang: el.getAttribute('lang'),
          record: el.getAttribute('record-json'),
          error: el.shadowRoot.querySelector('.error').textContent,
        })),
      );
      assert.equal(seen[0].variant, '"><script src="/site/piecepack-war/piecepack-war.js"></script><img src=x onerror=alert(1)>');
      assert.equal(seen[0].seed, "1' onmouseover='alert(2)");
      assert.match(seen[0].error, /cannot start/);
      assert.equal(seen[1].lang, 'en"><iframe src=javascript:alert(3)>');
      assert.match(seen[1].record, /<\/piecepack-war><script>alert\(4\)<\/script>/);
      assert.match(seen[1].error, /cannot/);
      assert.equal(await page.locator('script').count(), 1, 'the page has only its own script');
      assert.equal(await page.locator('img, iframe, svg:not(piecepack-war *)').count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
