// The webview page: a strict CSP with a fresh nonce on every render, nonce-only module scripts, escaped values.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
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

  it('the policy lets the computer player\'s worker start from a blob: URL of a script fetched from our origin, nothing more', () => {
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

  it('the loader gives every script it adds the nonce, and retries a failed load with a fresh URL', () => {
    assert.match(ASSET_LOADER, /node\.nonce = nonce/);
    assert.match(ASSET_LOADER, /retry=/);
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
