// The embed page (dist/embed.html) in iframes of a host page that allows only iframes and its own script, under a
// strict CSP: games from the URL (options and seed, a compact record, a mistake), the height posted to the host, the
// background transparent or themed.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { launch, open, playTrick } from './chromium.js';
import { serve } from './serve.js';

const { embedCode } = await tsImport('../../../picture/embed-code.ts', import.meta.url);
const SITE = '.cache/embed-site';
const SHOTS = '.cache/screenshots';
const record = JSON.parse(readFileSync('demo/records/war-in-a-war.json', 'utf8'));

/** The host's own script: sizes each embed's iframe by the height its page posts (the recipe in docs/markdown.md). */
const HOST_JS = `addEventListener('message', (e) => {
  if (e.data?.type !== 'piecepack-war:height') return;
  for (const frame of document.querySelectorAll('iframe.piecepack-war-embed'))
    if (frame.contentWindow === e.source) frame.height = String(e.data.height);
  (window.heights ??= []).push(e.data.height);
});
`;

let browser;
let server;

before(async () => {
  rmSync(SITE, { recursive: true, force: true });
  mkdirSync(SITE, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  server = await serve(SITE);
  const page = `${server.base}/dist/embed.html`;
  const frames = [
    embedCode({ page, game: { options: { variant: 'war-cards', warFaceDown: 1 }, seed: 3 }, title: 'War with cards', height: 200 }),
    embedCode({ page, game: { record }, title: 'A war on purpose', background: 'theme', theme: 'dark' }),
    embedCode({ page, game: { options: { variant: 'war', colour: 'red' } }, title: 'A mistake' }),
  ];
  writeFileSync(`${SITE}/host.js`, HOST_JS);
  writeFileSync(
    `${SITE}/index.html`,
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>A blog</title><link rel="icon" href="data:,"><script src="host.js"></script></head>\n<body>\n<h1>A blog post</h1>\n${frames.join('\n')}\n</body></html>\n`,
  );
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

describe('the embed page, in iframes of a host page', () => {
  it('plays the URL game, opens a compact record, reports a mistake, and sizes the iframes by the posted height', async () => {
    const { page, problems, close } = await open(browser, `${server.base}/site/`, { width: 800 });
    try {
      // A frame is attached before its navigation commits (its URL is about:blank until then): wait for the three.
      const embeds = () => page.frames().filter((f) => f.url().includes('/dist/embed.html'));
      for (let waited = 0; embeds().length < 3 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      const frames = embeds();
      assert.equal(frames.length, 3);
      for (const f of frames)
        await f.waitForFunction(() => document.querySelector('piecepack-war')?.shadowRoot?.querySelector('.controls, .error'));
      const [cards, war, mistake] = frames;
      assert.deepEqual(
        await cards.evaluate(() => {
          const el = document.querySelector('piecepack-war');
          return { variant: el.options.variant, warFaceDown: el.options.warFaceDown, seed: el.seed };
        }),
        { variant: 'war-cards', warFaceDown: 1, seed: 3 },
      );
      const played = await playTrick(cards);
      assert.ok(played.after > played.before);
      assert.deepEqual(await war.evaluate(() => document.querySelector('piecepack-war').record.deal), record.deal);
      assert.match(
        await mistake.evaluate(() => document.querySelector('piecepack-war').shadowRoot.querySelector('.error').textContent),
        /colour/,
      );
      // Transparent by default; the record's page asked for the dark theme's background.
      assert.equal(await cards.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), 'rgba(0, 0, 0, 0)');
      assert.equal(await war.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), 'rgb(28, 29, 32)');
      assert.equal(await war.evaluate(() => document.querySelector('piecepack-war').getAttribute('theme')), 'dark');
      // Each iframe ends as tall as its page says it is.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('iframe')].every(
          (f) => Math.abs(Number(f.height) - f.contentDocument.documentElement.getBoundingClientRect().height) <= 1,
        ),
      );
      const heights = await page.evaluate(() => [...document.querySelectorAll('iframe')].map((f) => Number(f.height)));
      assert.ok(
        heights.every((h) => h > 150 && h < 2000),
        heights.join(),
      );
      await page.screenshot({ path: `${SHOTS}/embed-host.png`, fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
