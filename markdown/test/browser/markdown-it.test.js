// The markdown-it path end to end: a rules document with fences rendered by the built plugin (dist/markdown/), the page
// loading the fences' script (dist/piecepack-war-markdown.js), served under a strict CSP and played in Chromium; the
// starting-position pictures asked for, as a page for feed readers would.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import piecepackWarMarkdown from '../../../dist/markdown/markdown-it.js';
import { startingPicture } from '../../../dist/markdown/markdown-it-picture.js';
import { launch, open, playTrick } from './chromium.js';
import { serve } from './serve.js';

const SITE = '.cache/markdown-it-site';
const SHOTS = '.cache/screenshots';
const record = readFileSync('demo/records/war-in-a-war.json', 'utf8');

const RULES = `# War, with the rules written down

Two players split a piecepack. Each trick, both turn up a tile; the higher takes both.

\`\`\`piecepack-war
variant: war
packs: 1
seed: 7
headingLevel: 2
\`\`\`

A war, set up on purpose: both players turn up a 4 at once.

\`\`\`piecepack-war
${record.trim()}
\`\`\`

A fence with a mistake shows the element's own error:

\`\`\`piecepack-war
variant: war
colour: red
\`\`\`

And one written to break the page:

\`\`\`piecepack-war
variant: "><script src="/dist/piecepack-war.js"></script><img src=x onerror=alert(1)>
<img src=x onerror=alert(2)>: 1
\`\`\`

\`\`\`piecepack-war
{ "format": "piecepack-war/record", "options": {"variant": "</piecepack-war><script>alert(3)</script>"} oops
\`\`\`
`;

let browser;
let server;

before(async () => {
  rmSync(SITE, { recursive: true, force: true });
  mkdirSync(SITE, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  // The page asks for the starting-position pictures (the plugin's second entry) for readers without scripts.
  const md = new MarkdownIt({ html: false }).use(piecepackWarMarkdown, { fallback: startingPicture });
  writeFileSync(
    `${SITE}/index.html`,
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Rules</title><link rel="icon" href="data:,">\n<script type="module" src="/dist/piecepack-war-markdown.js"></script></head>\n<body>\n${md.render(RULES)}</body></html>\n`,
  );
  server = await serve(SITE);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

describe('markdown-it: a rules page with fences, under a strict CSP', () => {
  it('plays the options fence and the record fence, shows the errors in place, and nothing from a body runs', async () => {
    const { page, problems, close } = await open(browser, `${server.base}/site/`);
    try {
      const games = page.locator('piecepack-war');
      assert.equal(await games.count(), 5);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('piecepack-war')].every((el) => el.shadowRoot?.querySelector('.controls, .error')),
      );
      // The options fence: the attributes' game, seed 7.
      assert.deepEqual(
        await page.evaluate(() => {
          const el = document.querySelector('piecepack-war');
          return { variant: el.options.variant, packs: el.options.packs, seed: el.seed };
        }),
        { variant: 'war', packs: 1, seed: 7 },
      );
      const first = await playTrick(page, 0);
      assert.ok(first.after > first.before, 'a trick was played');
      // The record fence: opened at its prepared deal (both lead with a 4): the first press starts a war.
      assert.deepEqual(await page.evaluate(() => document.querySelectorAll('piecepack-war')[1].record.deal), JSON.parse(record).deal);
      const war = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const el = document.querySelectorAll('piecepack-war')[1];
            el.addEventListener('pw-war', (e) => resolve(e.detail.depth), { once: true });
            el.shadowRoot.querySelector('button[part~="flip"]').click();
          }),
      );
      assert.equal(war, 1);
      // The fence with an unknown name: the element's own error, naming it.
      const error = await page.evaluate(() => document.querySelectorAll('piecepack-war')[2].shadowRoot.querySelector('.error').textContent);
      assert.match(error, /This game cannot start/);
      assert.match(error, /colour/);
      // The hostile fences: errors in place (a bad variant; a body that is no JSON), and no script or image of theirs.
      for (const i of [3, 4])
        assert.match(
          await page.evaluate(
            (n) => document.querySelectorAll('piecepack-war')[n].shadowRoot.querySelector('.error')?.textContent ?? '',
            i,
          ),
          /cannot start/,
        );
      assert.equal(await page.locator('script').count(), 1, 'the page has only its own script');
      assert.equal(await page.locator('iframe, svg:not(piecepack-war *)').count(), 0);
      // The only images: the starting-position pictures of the two fences that start a game, the plugin's own drawing.
      const images = await page.$$eval('img', (list) =>
        list.map((i) => `${i.parentElement.localName} ${i.className} ${i.getAttribute('src').slice(0, 28)}`),
      );
      assert.deepEqual(images, Array(2).fill('piecepack-war pw-fallback data:image/svg+xml,%3C%3Fxml'));
      await page.screenshot({ path: `${SHOTS}/markdown-it-rules.png`, fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
