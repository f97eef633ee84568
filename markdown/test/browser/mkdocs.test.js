// A MkDocs site built in the suite (Debian's mkdocs and python3-pymdownx, installed when missing) from the built files:
// the shipped fence formatter (dist/markdown/mkdocs/piecepack_war_fence.py) as pymdownx.superfences' custom fence, the
// CDN files and the fences' script in docs/piecepack-war/, the recipe of docs/markdown.md. The formatter writes what
// the markdown-it plugin writes for the same body, hostile ones included; the built pages, served under the strict CSP
// (but for the theme's one inline script, by hash), play in Chromium.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import piecepackWarMarkdown from '../../../dist/markdown/markdown-it.js';
import { MARKDOWN_FILES } from '../../../scripts/builds/15-markdown.js';
import { ensureDebianPackage } from '../../../scripts/ensure-debian-package.js';
import { launch, open, playTrick } from './chromium.js';
import { serve, STRICT_CSP } from './serve.js';

const ROOT = '.cache/mkdocs-site';
const SHOTS = '.cache/screenshots';
/** Debian's Python, the one Debian's mkdocs runs on. */
const PYTHON = '/usr/bin/python3';
const record = readFileSync('demo/records/war-in-a-war.json', 'utf8').trim();

const CONFIG = `# The recipe of docs/markdown.md, served under /site/.
site_name: War rules
site_url: http://127.0.0.1/site/
theme:
  name: mkdocs
  custom_dir: overrides
  highlightjs: false
markdown_extensions:
  - pymdownx.superfences:
      custom_fences:
        - name: piecepack-war
          class: piecepack-war
          format: !!python/name:piecepack_war_fence.fence_format
nav:
  - index.md
  - war.md
  - hostile.md
`;

/** MkDocs 1.4 writes every extra_javascript entry as a classic script: the module goes in the theme's extrahead block. */
const MAIN = `{% extends "base.html" %}
{% block extrahead %}<script type="module" src="{{ 'piecepack-war/piecepack-war-markdown.js' | url }}"></script>{% endblock %}
`;

const INDEX = `# War

Each trick, both players turn up a tile; the higher takes both.

\`\`\`piecepack-war
variant: war-cards
warFaceDown: 1
seed: 11
\`\`\`

A fence with a mistake shows the element's own error:

\`\`\`piecepack-war
variant: war
colour: red
\`\`\`

[A war set up on purpose](war.md)
`;

const WAR = `# A war

\`\`\`piecepack-war
${record}
\`\`\`
`;

const HOSTILE = `# Hostile

\`\`\`piecepack-war
variant: "><script src="/site/piecepack-war/piecepack-war.js"></script><img src=x onerror=alert(1)>
<img src=x onerror=alert(2)>: 1
\`\`\`

\`\`\`piecepack-war
{ "format": "piecepack-war/record", "options": {"variant": "</piecepack-war><script>alert(3)</script>"} oops
\`\`\`
`;

/** Bodies the formatter must write exactly as the markdown-it plugin does. */
const BODIES = [
  '',
  'variant: war\nplayers: 3\nwarFaceDown: 1\nseed: 7',
  '# a war for three\n\nvariant: war\npacks: 1\npacks: 2\nseats: "human, computer:easy"',
  "HeadingLevel: 3\nout-of-cards: fewest\nlang: 'fr'",
  'autoplay: true\nconfirmForced: yes',
  'autoplay: False\nconfirm-forced: OFF',
  'autoplay: 0\nconfirmForced: no',
  'players: banana\ncolour: red\njust some words',
  'b: 1\n2: x\n1: y\nb: 3\n__proto__: z\nconstructor: w',
  'variant:\nseed: ""',
  '  variant :  war  \r\n\tseed:\t9\t',
  'variant: "war\'',
  'speed: ü €\u00a0 漢字 🂡',
  record,
  JSON.stringify(JSON.parse(record), null, 2),
  '{"format":"piecepack-war/record","version":1.0,"seed":3,"n":[0.5,-0,1e2,2.5e-3],"actions":[]}',
  '{"b":1,"10":2,"2":3,"a":{"1":[],"0":{}}}',
  '{"a": NaN}',
  '{"x": 1} trailing',
  '{ "format": "piecepack-war/record", oops',
  // The plugin's hostile bodies (markdown/test/plugin.test.ts).
  'variant: "><script>alert(1)</script>',
  "variant: '><img src=x onerror=alert(1)>",
  'seed: 1" onmouseover="alert(1)',
  '<script>alert(1)</script>: 1',
  'onload: alert(1)\nonclick=alert(2)',
  '"><svg/onload=alert(1)>: x',
  'lang: en"><iframe src=javascript:alert(1)>',
  'record-src: javascript:alert(1)',
  '{"format":"piecepack-war/record","version":1,"seed":1,"actions":[],"options":{"variant":"</piecepack-war><script>alert(1)</script>"}}',
  '{"x":"\\u003c/script>\\u0026amp;\\"\'\\u0001\\u001f\\t"}',
  '{ not json <script>alert(1)</script>',
  'theme: &lt;script&gt;\nspeed: &#34; onclick=&#34;x',
  'variant: \u2028\u2029\u0001',
];

let browser;
let server;
/** How long \`mkdocs build\` took, in seconds. */
let seconds;

before(async function () {
  this.timeout(300_000);
  ensureDebianPackage('mkdocs', 'mkdocs');
  ensureDebianPackage('python3-pymdownx', '/usr/lib/python3/dist-packages/pymdownx/superfences.py');
  rmSync(ROOT, { recursive: true, force: true });
  for (const dir of ['docs/piecepack-war', 'overrides']) mkdirSync(`${ROOT}/${dir}`, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${ROOT}/mkdocs.yml`, CONFIG);
  writeFileSync(`${ROOT}/overrides/main.html`, MAIN);
  cpSync(MARKDOWN_FILES.mkdocs, `${ROOT}/piecepack_war_fence.py`);
  for (const f of readdirSync('dist').filter((n) => /^piecepack-war(?!-preview\.js$)[\w-]*\.js$/.test(n)))
    cpSync(`dist/${f}`, `${ROOT}/docs/piecepack-war/${f}`);
  writeFileSync(`${ROOT}/docs/index.md`, INDEX);
  writeFileSync(`${ROOT}/docs/war.md`, WAR);
  writeFileSync(`${ROOT}/docs/hostile.md`, HOSTILE);
  const start = Date.now();
  // The formatter beside mkdocs.yml, importable through PYTHONPATH (or run `python3 -m mkdocs build` in that folder).
  execFileSync('mkdocs', ['build', '--quiet', '--strict', '--config-file', `${ROOT}/mkdocs.yml`, '--site-dir', resolve(ROOT, 'out')], {
    stdio: 'inherit',
    env: { ...process.env, PYTHONPATH: resolve(ROOT) },
  });
  seconds = (Date.now() - start) / 1000;
  // The policy: strict, but for what the mkdocs theme itself needs (its inline script, one per page as base_url differs,
  // by hash; style attributes its scripts set); nothing for the games.
  const inline = new Set();
  for (const page of ['index.html', 'war/index.html', 'hostile/index.html'])
    for (const m of readFileSync(`${ROOT}/out/${page}`, 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g))
      inline.add(`'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
  const csp = STRICT_CSP.replace("script-src 'self'", `script-src 'self' ${[...inline].join(' ')}`).replace(
    "style-src 'self'",
    "style-src 'self'; style-src-attr 'unsafe-inline'",
  );
  server = await serve(`${ROOT}/out`, { csp });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

describe('MkDocs: a site built with the shipped fence formatter and the CDN files', () => {
  it('the formatter writes, for every body (hostile ones too), exactly what the markdown-it plugin writes', () => {
    // The plugin as it is: the words, no picture (the Python formatter has no engine to draw one with).
    const md = new MarkdownIt({ html: false }).use(piecepackWarMarkdown);
    const script =
      'import json, sys; import piecepack_war_fence as f\nprint(json.dumps([f.fence_format(b, "piecepack-war", "piecepack-war", {}, None) for b in json.load(sys.stdin)]))';
    const python = JSON.parse(
      execFileSync(PYTHON, ['-c', script], {
        input: JSON.stringify(BODIES),
        encoding: 'utf8',
        env: { ...process.env, PYTHONPATH: resolve(ROOT) },
      }),
    );
    BODIES.forEach((body, i) => assert.equal(python[i], md.render('```piecepack-war\n' + body + '\n```\n'), JSON.stringify(body)));
  });

  it("renders the fences as the tag in the built pages, loading the fences' script as a module", () => {
    console.log(`      (mkdocs built the site in ${seconds.toFixed(1)} s)`);
    const html = readFileSync(`${ROOT}/out/index.html`, 'utf8');
    assert.match(html, /<piecepack-war data-pw-fence variant="war-cards" war-face-down="1" seed="11">/);
    assert.match(html, /<piecepack-war data-pw-fence variant="war" options-json="\{&#34;colour&#34;:&#34;red&#34;\}">/);
    assert.match(html, /<script type="module" src="piecepack-war\/piecepack-war-markdown\.js"><\/script>/);
    assert.match(readFileSync(`${ROOT}/out/war/index.html`, 'utf8'), /<piecepack-war data-pw-fence record-json="\{&#34;format&#34;:/);
  });

  it('plays the first page, shows the error in place, opens the record on the next page, under the strict CSP', async () => {
    const { page, problems, close } = await open(browser, `${server.base}/site/`);
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
      await page.waitForFunction(() => document.querySelectorAll('piecepack-war')[1].shadowRoot?.querySelector('.error'));
      assert.match(
        await page.evaluate(() => document.querySelectorAll('piecepack-war')[1].shadowRoot.querySelector('.error').textContent),
        /colour/,
      );
      await page.screenshot({ path: `${SHOTS}/mkdocs-index.png`, fullPage: true });
      await page.locator('a[href="war/"]').first().click();
      await page.waitForFunction(() => document.querySelector('piecepack-war[record-json]')?.record?.deal);
      assert.deepEqual(await page.evaluate(() => document.querySelector('piecepack-war').record.deal), JSON.parse(record).deal);
      const war = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const el = document.querySelector('piecepack-war');
            el.addEventListener('pw-war', (e) => resolve(e.detail.depth), { once: true });
            el.shadowRoot.querySelector('button[part~="flip"]').click();
          }),
      );
      assert.equal(war, 1, "the record's first trick is a war");
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('shows hostile fences as errors in place, with nothing of theirs in the page', async () => {
    const { page, problems, close } = await open(browser, `${server.base}/site/hostile/`);
    try {
      await page.waitForFunction(() =>
        [...document.querySelectorAll('piecepack-war')].every((el) => el.shadowRoot?.querySelector('.error')),
      );
      assert.equal(await page.locator('piecepack-war').count(), 2);
      const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.getAttribute('src') ?? 'inline'));
      assert.equal(scripts.filter((s) => /piecepack-war\.js$/.test(s)).length, 0, 'no script of the body');
      assert.equal(await page.locator('img, iframe, svg:not(piecepack-war *)').count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
