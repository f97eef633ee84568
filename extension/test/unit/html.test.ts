// The webview page: a strict CSP with a fresh nonce on every render, nonce-only module scripts, escaped values.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../../../scripts/ensure-chromium.js';
import { ASSET_LOADER, contentSecurityPolicy, makeNonce, pageHtml } from '../../src/html.ts';

const assets = {
  cspSource: 'https://file+.vscode-resource.vscode-cdn.net',
  scripts: ['https://x/piecepack-war.js', 'https://x/panel.js'],
  styles: ['https://x/panel.css'],
  view: 'game' as const,
  title: 'Piecepack War',
  lang: 'en',
};

describe('webview html', () => {
  it('a nonce is 128 random bits in hex, fresh every time', () => {
    const seen = new Set(Array.from({ length: 200 }, makeNonce));
    assert.equal(seen.size, 200);
    for (const n of seen) assert.match(n, /^[0-9a-f]{32}$/);
  });

  it('the policy allows nothing by default, scripts only by nonce, no inline styles or eval', () => {
    const csp = contentSecurityPolicy(assets.cspSource, 'abc');
    assert.match(csp, /^default-src 'none'; /);
    assert.match(csp, /script-src 'nonce-abc'(;|$)/);
    assert.match(csp, /style-src https:\/\/file\+\.vscode-resource\.vscode-cdn\.net(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
  });

  it("the policy lets the computer player's worker start from a blob: URL of a script fetched from our origin, nothing more", () => {
    const csp = contentSecurityPolicy(assets.cspSource, 'abc');
    assert.match(csp, /connect-src https:\/\/file\+\.vscode-resource\.vscode-cdn\.net(;|$)/);
    assert.match(csp, /worker-src blob:(;|$)/);
    assert.doesNotMatch(csp, /child-src|frame-src/);
  });

  it('the one script is the constant asset loader with the nonce; the assets are listed in order; no inline style', () => {
    const html = pageHtml(assets, 'n0nce');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.equal(scripts.length, 1);
    assert.equal(scripts[0][1], ' nonce="n0nce"');
    assert.equal(scripts[0][2], ASSET_LOADER, 'the inline script holds no data');
    const listed = [...html.matchAll(/<meta name="pw-asset" data-kind="(\w+)" content="([^"]*)">/g)].map((m) => `${m[1]} ${m[2]}`);
    assert.deepEqual(listed, ['style https://x/panel.css', 'script https://x/piecepack-war.js', 'script https://x/panel.js']);
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; script-src &#39;nonce-n0nce&#39;/);
    assert.doesNotMatch(html, /<style|style="/);
    assert.match(html, /<body data-view="game">/);
  });

  it("the loader, run in Chromium under the page's own policy, loads the assets in order, each script with the nonce, and retries a failed load with a fresh URL", async function () {
    this.timeout(300_000);
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      const requested: string[] = [];
      let failures = 2;
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/.test(m.text())) violations.push(m.text());
      });
      await page.route('https://x/**', async (route) => {
        const url = route.request().url();
        requested.push(url.replace('https://x/', ''));
        if (url.endsWith('/page.html'))
          return route.fulfill({ contentType: 'text/html', body: pageHtml({ ...assets, cspSource: 'https://x' }, 'n0nce') });
        if (url.endsWith('.css')) return route.fulfill({ contentType: 'text/css', body: 'main { color: rgb(1, 2, 3); }' });
        // The element's bundle fails twice (as when VS Code's service worker is not ready yet), then loads.
        if (url.includes('piecepack-war.js') && failures-- > 0) return route.abort();
        const name = url.includes('panel.js') ? 'panel' : 'element';
        return route.fulfill({
          contentType: 'text/javascript',
          body: `(document.body.dataset.ran ??= '') ; document.body.dataset.ran += '${name} ';`,
        });
      });
      await page.goto('https://x/page.html');
      await page.waitForFunction(() => document.body.dataset.ran === 'element panel ', undefined, { timeout: 20_000 });
      assert.deepEqual(requested, [
        'page.html',
        'panel.css',
        'piecepack-war.js',
        'piecepack-war.js?retry=1',
        'piecepack-war.js?retry=2',
        'panel.js',
      ]);
      const nonces = await page.evaluate(() => Array.from(document.querySelectorAll('script[src]'), (s) => (s as HTMLScriptElement).nonce));
      assert.deepEqual(nonces, ['n0nce', 'n0nce'], 'the failed attempts are removed; each script that ran carries the nonce');
      assert.equal(
        await page.evaluate(() => getComputedStyle(document.querySelector('main')!).color),
        'rgb(1, 2, 3)',
        'the stylesheet applies',
      );
      assert.deepEqual(violations, []);
    } finally {
      await browser.close();
    }
    assert.doesNotMatch(ASSET_LOADER, /innerHTML|eval|new Function/);
  });

  it('two renders use two nonces', () => {
    const nonce = (html: string) => /nonce-([0-9a-f]+)/.exec(html)?.[1];
    assert.notEqual(nonce(pageHtml(assets)), nonce(pageHtml(assets)));
  });

  it('escapes every value it writes', () => {
    const html = pageHtml({ ...assets, title: '</title><script>alert(1)</script>', scripts: ['x" onload="alert(1)'] }, 'n');
    assert.doesNotMatch(html, /<script>alert/);
    assert.doesNotMatch(html, /" onload="/);
  });
});
