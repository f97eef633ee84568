// Links and embed code as a reader meets them, from the built CDN files (dist/, the folder a CDN serves from the npm
// package, and the zip's): a blogger's page with two widgets and no script of its own; Copy link after three tricks,
// followed in a fresh browser context (no memory), opens that game in the widget it names; Copy embed code's snippets,
// pasted into a host page of another origin, show the same games (the iframe from the embed page beside the files, the
// script tag from the files served with CORS, as a CDN serves them).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../../scripts/build-stamp.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/ensure-chromium.js';
import { embedAt } from '../../scripts/package-tests/reader-pages.js';
import { CSP, serveStatic } from '../server.js';

/** The blogger's page: two widgets, the second with an id, and the bundle; nothing else. */
const BLOG = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title><link rel="icon" href="/media/icon.svg" type="image/svg+xml">
<script type="module" src="/dist/piecepack-war.js"></script></head>
<body><piecepack-war variant="war"></piecepack-war><p>And with cards:</p><piecepack-war id="cards" variant="war-cards"></piecepack-war></body></html>`;

/** Serves `page(url)` (HTML, or null: a file) and the project's files, on a port of its own (its own origin). */
async function serve(page, csp) {
  const server = createServer((req, res) => {
    const html = page(req.url ?? '/');
    if (html === null) return serveStatic(req, res, { csp, headers: { 'access-control-allow-origin': '*' } });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
    res.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** A page in a fresh browser context (no memory), with what goes wrong in it. */
async function fresh(browser, url) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  await page.goto(url);
  return { page, problems, close: () => context.close() };
}

/** The game at a widget (selector): seed, variant, actions. */
function gameAt(page, selector) {
  return page.evaluate(async (s) => {
    await customElements.whenDefined('piecepack-war');
    const w = document.querySelector(s);
    await w.updateComplete;
    return { seed: w.seed, variant: w.options?.variant, actions: w.record?.actions.length, error: w.error };
  }, selector);
}

/** A host page of another origin whose policy allows the widget's files' origin for scripts and frames, and no inline script. */
function hostPolicy(origin) {
  return `default-src 'none'; script-src ${origin}; frame-src ${origin}; img-src data: ${origin}; worker-src ${origin}`;
}

describe('links and embed code on a reader’s page, from the CDN files', () => {
  let browser;
  let files;
  // The files' server: a CDN's, framing allowed (the embed page says its own policy).
  const csp = CSP.replace("; frame-ancestors 'none'", '');

  before(async () => {
    ensureBuilt({ quiet: true });
    files = await serve((url) => (url === '/blog.html' || url.startsWith('/blog.html#') ? BLOG : null), csp);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
    });
  });
  after(async () => {
    await browser?.close();
    files?.close();
  });

  it('Copy link after three tricks opens that game, in the widget it names, for a reader with no memory; its embed code shows it on another origin', async () => {
    const blogger = await fresh(browser, `${files.origin}/blog.html`);
    let link;
    let played;
    let dealt;
    try {
      const made = await blogger.page.evaluate(async () => {
        await customElements.whenDefined('piecepack-war');
        const w = document.querySelector('#cards');
        await w.updateComplete;
        for (let i = 0; i < 3; i++) w.playTrick();
        await w.updateComplete;
        return { link: await w.copyLink(), seed: w.seed, actions: w.record.actions.length };
      });
      link = made.link;
      played = made;
      assert.match(link, new RegExp(`^${files.origin}/blog\\.html#g=1\\.[\\w-]+&w=cards$`));
      dealt = await embedAt(blogger.page, '#cards');
      assert.deepEqual(blogger.problems, []);
    } finally {
      await blogger.close();
    }

    const reader = await fresh(browser, link);
    let recorded;
    try {
      const opened = await gameAt(reader.page, '#cards');
      assert.deepEqual(opened, { seed: played.seed, variant: 'war-cards', actions: played.actions, error: null });
      const other = await gameAt(reader.page, 'piecepack-war:not(#cards)');
      assert.equal(other.actions, 0, 'the other widget deals its own game');
      recorded = await embedAt(reader.page, '#cards', 'script');
      assert.deepEqual(reader.problems, []);
    } finally {
      await reader.close();
    }

    // The options-and-seed snippet: only what differs from the variant's defaults.
    const iframe = new URL(/<iframe[^>]* src="([^"]+)"/.exec(dealt)[1].replace(/&#38;/g, '&'));
    assert.equal(`${iframe.origin}${iframe.pathname}`, `${files.origin}/dist/embed.html`);
    assert.deepEqual([...iframe.searchParams.keys()].sort(), ['seed', 'variant']);
    // The link's game is written as its record (the script snippet: the fences' script and record-json).
    assert.match(recorded, /^<script type="module" src="[^"]+\/dist\/piecepack-war-markdown\.js"><\/script>\n<piecepack-war record-json="/);
    // Two snippets, two texts: each a whole embed of its own.
    assert.doesNotMatch(dealt, /<piecepack-war/);
    assert.doesNotMatch(recorded, /<iframe/);

    const host = await serve(
      () =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head><body>${dealt}\n${recorded}</body></html>`,
      hostPolicy(files.origin),
    );
    const page = await fresh(browser, `${host.origin}/`);
    try {
      assert.deepEqual(await gameAt(page.page, 'piecepack-war'), {
        seed: played.seed,
        variant: 'war-cards',
        actions: played.actions,
        error: null,
      });
      const frame = page.page.frames().find((f) => f.url().includes('/dist/embed.html'));
      assert.ok(frame, 'the iframe holds the embed page');
      await frame.waitForFunction(() => document.querySelector('piecepack-war')?.view);
      const framed = await frame.evaluate(() => {
        const w = document.querySelector('piecepack-war');
        return { seed: w.seed, variant: w.options.variant, actions: w.record.actions.length };
      });
      assert.deepEqual(framed, { seed: played.seed, variant: 'war-cards', actions: 0 });
      assert.deepEqual(page.problems, []);
    } finally {
      await page.close();
      host.close();
    }
  });

  it('the iframe snippet on a 360 px phone, on a host page that allows only the files’ origin: the iframe grows to the game’s height', async () => {
    const blogger = await fresh(browser, `${files.origin}/blog.html`);
    let snippet;
    try {
      await gameAt(blogger.page, '#cards');
      snippet = await embedAt(blogger.page, '#cards');
    } finally {
      await blogger.close();
    }
    assert.match(
      snippet,
      /^<iframe [^>]+><\/iframe>\n<script type="module" src="[^"]+\/dist\/piecepack-war-embed-frame\.js"><\/script>\n$/,
    );
    const host = await serve(
      () =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>host</title></head><body>${snippet}</body></html>`,
      hostPolicy(files.origin),
    );
    const page = await fresh(browser, `${host.origin}/`);
    try {
      await page.page.setViewportSize({ width: 360, height: 740 });
      let frame;
      for (let i = 0; i < 1200 && !frame; i++) {
        frame = page.page.frames().find((f) => f.url().includes('/dist/embed.html'));
        if (!frame) await new Promise((r) => setTimeout(r, 50));
      }
      assert.ok(frame, 'the iframe holds the embed page');
      await frame.waitForFunction(() => document.querySelector('piecepack-war')?.view);
      // The game's height in the frame, and the iframe's on the host page, once they agree (the page posts it).
      const game = () => frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      const needs = await game();
      assert.ok(needs > 484, `on a phone the game needs more than the snippet's 480 px: ${needs}`);
      // Until the iframe on the host page is as tall as the game in it (the page posts its height as it changes).
      const shown = () => page.page.evaluate(() => Number(document.querySelector('iframe.piecepack-war-embed').height));
      let sizes = [await shown(), await game()];
      for (let i = 0; i < 1200 && sizes[0] !== sizes[1]; i++) {
        await new Promise((r) => setTimeout(r, 50));
        sizes = [await shown(), await game()];
      }
      assert.equal(sizes[0], sizes[1], `the iframe (${sizes[0]} px) is as tall as the game (${sizes[1]} px)`);
      assert.ok(sizes[0] > 484, `it grew past the snippet's 480 px: ${sizes[0]}`);
      assert.deepEqual(page.problems, []);
    } finally {
      await page.close();
      host.close();
    }
  });
});
