// The embed page (dist/embed.html) opening a game link from its own address on load, in Chromium under the strict CSP:
// the 48-character link of 10,000,000 flips, and one whose flips run on past its game's end, are refused with
// the widget's pw-error saying why, at once, and no game is built from them; a link within its game opens.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync } from 'node:fs';
import { launch, open } from './chromium.js';
import { serve } from './serve.js';

const SITE = '.cache/link-bounds-site';

/** A link's `#g=` part, from its JSON body as a person could write one by hand. */
const hash = (body) => `#g=1.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;

let browser;
let server;

before(async () => {
  rmSync(SITE, { recursive: true, force: true });
  mkdirSync(SITE, { recursive: true });
  server = await serve(SITE);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

/** Opens the embed page at `link` and waits until its element has either opened a game or fired pw-error. */
async function openEmbed(link) {
  const opened = await open(browser, 'about:blank');
  const { page } = opened;
  const missing = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(new URL(r.url()).pathname);
  });
  await page.addInitScript(() => {
    window.errors = [];
    addEventListener('pw-error', (e) => window.errors.push(e.detail.message), true);
  });
  await page.goto(`${server.base}/dist/embed.html${link}`);
  await page.waitForFunction(() => {
    const el = document.querySelector('piecepack-war');
    return window.errors.length > 0 || (el?.record?.actions.length ?? 0) > 0;
  });
  const state = await page.evaluate(() => ({
    errors: window.errors,
    actions: document.querySelector('piecepack-war').record?.actions.length ?? 0,
  }));
  // The browser asks for a favicon the page does not name; nothing else may be missing.
  const problems = opened.problems.filter((p) => !(p.includes('404') && missing.every((m) => m === '/favicon.ico')));
  return { ...opened, ...state, problems, missing };
}

describe('the embed page opening a game link on load, within the bounds of outside input', () => {
  for (const [what, body, says] of [
    ["the issue's 10,000,000-flip link", [{ variant: 'war' }, 1, 10_000_000, 0], /10,000,000 moves, more than the 2,000,000/],
    ['a link whose flips run on past its game', [{ variant: 'war' }, 1, 1_999_999, 0], /the game ends after move 316;/],
  ])
    it(`refuses ${what} with pw-error saying why, building no game from it`, async () => {
      const { errors, actions, problems, close } = await openEmbed(hash(body));
      try {
        assert.equal(errors.length, 1, errors.join('\n'));
        assert.match(errors[0], says);
        assert.equal(actions, 0);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });

  it('opens a link that ends with its game, its every move', async () => {
    const { errors, actions, close } = await openEmbed(hash([{ variant: 'war' }, 1, 316, 316]));
    try {
      assert.deepEqual(errors, []);
      assert.equal(actions, 316);
    } finally {
      await close();
    }
  });
});
