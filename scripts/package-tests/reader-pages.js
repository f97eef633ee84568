// What a reader does with a page that holds the widget, as the channel tests need it: serve a folder as a site of its
// own origin (with CORS, as a CDN serves files), open a page in a fresh browser context (no memory), play three tricks
// and copy the link, read the game a widget shows, and copy its embed code.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * Serves `root` (null: no files) on a free local port, its own origin, with CORS on every file; `pages` maps a path to
 * the HTML served there (the blogger's or the host's page), under the policy `csp` when one is given.
 */
export async function serveOrigin(root, { pages = {}, csp = null } = {}) {
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (pages[path] !== undefined) {
      res.writeHead(200, { 'content-type': TYPES['.html'], ...(csp ? { 'content-security-policy': csp } : {}) });
      return res.end(pages[path]);
    }
    if (path.endsWith('/')) path += 'index.html';
    const file = root === null ? '' : resolve(join(root, path));
    try {
      if (root === null || !file.startsWith(resolve(root)) || !statSync(file).isFile()) throw new Error('not a file');
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** Opens `url` in a fresh browser context (no memory, the clipboard allowed); with every error on the way. */
export async function fresh(browser, url) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && problems.push(`${r.status()}: ${r.url()}`));
  await page.goto(url);
  return { page, problems, close: () => context.close() };
}

/** The game the widget at `selector` of `page` (or frame) shows, once its table is drawn: seed, variant, actions. */
export async function gameAt(page, selector) {
  await page.waitForFunction((s) => document.querySelector(s)?.shadowRoot?.querySelector('.seat'), selector, { timeout: 60_000 });
  return page.evaluate(async (s) => {
    const w = document.querySelector(s);
    await w.updateComplete;
    return { seed: w.seed, variant: w.options?.variant, actions: w.record?.actions.length, error: w.error };
  }, selector);
}

/**
 * Plays three tricks at the widget and presses Copy link; returns the game then and the link as the clipboard holds it
 * (and as copyLink answered).
 */
export async function threeTricksAndLink(page, selector) {
  await gameAt(page, selector);
  return page.evaluate(async (s) => {
    const w = document.querySelector(s);
    for (let i = 0; i < 3; i++) w.playTrick();
    await w.updateComplete;
    const answered = await w.copyLink();
    return {
      seed: w.seed,
      variant: w.options.variant,
      actions: w.record.actions.length,
      answered,
      link: await navigator.clipboard.readText(),
    };
  }, selector);
}

/**
 * What Copy embed code gives at the widget (`kind`: its iframe item or its script item): from the clipboard, or the
 * menu's text to copy by hand when refused.
 */
export function embedAt(page, selector, kind = 'iframe') {
  return page.evaluate(
    async ([s, k]) => {
      const w = document.querySelector(s);
      const copied = await w.copyEmbed(k);
      await w.updateComplete;
      return copied ? navigator.clipboard.readText() : w.shadowRoot.querySelector('textarea.embed-code').value;
    },
    [selector, kind],
  );
}

/** The address an iframe snippet loads (its `&#38;` read back as `&`). */
export function iframeSrc(snippet) {
  return new URL(/<iframe[^>]* src="([^"]+)"/.exec(snippet)[1].replace(/&#38;/g, '&'));
}

/** A host page of another origin holding `snippets` (the embed code as pasted), and the strict policy it is served under. */
export function hostPage(snippets, filesOrigin) {
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,"></head><body>${snippets}</body></html>`,
    csp: `default-src 'none'; script-src ${filesOrigin}; frame-src ${filesOrigin}; img-src data: ${filesOrigin}; worker-src ${filesOrigin}`,
  };
}

/** Plays one trick at the widget (in a page or a frame); returns its actions count after. */
export function playOne(page, selector) {
  return page.evaluate(async (s) => {
    const w = document.querySelector(s);
    w.playTrick();
    await w.updateComplete;
    return w.record.actions.length;
  }, selector);
}
