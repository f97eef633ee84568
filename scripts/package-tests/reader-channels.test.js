// Links and embed code as a reader meets them, from the release's channels: the bloggers' zip unpacked and served with
// a blogger's page beside its files, and the npm tarball's dist/ folder served as a CDN serves it to a blogger's page of
// another origin. In each: three tricks, Copy link (as the clipboard holds it), followed in a fresh browser context (no
// memory): the same game at the same step; Copy embed code's two snippets pasted into a host page of another origin:
// each plays and shows the same game. (The Vite app from the tarball: frameworks.test.js.)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'mocha';
import { builtRelease, unzip } from './built-release.js';
import { launch } from './play-in-chromium.js';
import { embedAt, fresh, gameAt, hostPage, iframeSrc, playOne, serveOrigin, threeTricksAndLink } from './reader-pages.js';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

/** A blogger's page: the bundle at `src` and one tag; no script of its own. */
function blogPage(src) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title><link rel="icon" href="data:,">
<script type="module" src="${src}"></script></head>
<body><p>A game of War:</p><piecepack-war variant="war" seed="7"></piecepack-war></body></html>`;
}

/**
 * The reader's path through one channel: the blogger's page at `blog`, whose files (and embed page) are at `files`
 * (`files.origin` + `dir`). Returns what each step saw, for the test to judge.
 */
async function readerPath(browser, blog, files, dir) {
  const W = 'piecepack-war';
  const blogger = await fresh(browser, blog);
  let played;
  let dealt;
  try {
    played = await threeTricksAndLink(blogger.page, W);
    dealt = await embedAt(blogger.page, W);
    assert.deepEqual(blogger.problems, []);
  } finally {
    await blogger.close();
  }
  // The link names its widget: the page's first (and only) widget, `#0`.
  assert.equal(played.link, played.answered);
  assert.match(played.link, new RegExp(`^${blog.replace(/[.?]/g, '\\$&')}#g=1\\.[\\w-]+&w=%230$`));
  assert.ok(played.actions >= 3, `three tricks were played: ${played.actions} actions`);

  const reader = await fresh(browser, played.link);
  let recorded;
  try {
    assert.deepEqual(await gameAt(reader.page, W), { seed: played.seed, variant: 'war', actions: played.actions, error: null });
    recorded = await embedAt(reader.page, W, 'script');
    assert.deepEqual(reader.problems, []);
  } finally {
    await reader.close();
  }

  // The blogger's snippets (a game dealt from a seed: the iframe carries it), the reader's (the link's game: its record).
  const iframe = iframeSrc(dealt);
  assert.equal(`${iframe.origin}${iframe.pathname}`, `${files.origin}${dir}/embed.html`);
  assert.equal(iframe.searchParams.get('seed'), String(played.seed));
  const script = recorded;
  assert.doesNotMatch(dealt, /<piecepack-war/, 'the iframe snippet is the iframe alone (with its sizing script)');
  assert.doesNotMatch(script, /<iframe/, 'the script snippet is the script alone');
  assert.match(
    dealt,
    new RegExp(`</iframe>\\n<script type="module" src="${files.origin}${dir}/piecepack-war-embed-frame\\.js"></script>\\n$`),
  );
  assert.match(
    script,
    new RegExp(`^<script type="module" src="${files.origin}${dir}/piecepack-war-markdown\\.js"></script>\\n<piecepack-war record-json="`),
  );

  const { html, csp } = hostPage(`${dealt}\n${script}`, files.origin);
  const host = await serveOrigin(null, { pages: { '/': html }, csp });
  const page = await fresh(browser, `${host.origin}/`);
  try {
    assert.deepEqual(await gameAt(page.page, W), { seed: played.seed, variant: 'war', actions: played.actions, error: null });
    assert.ok((await playOne(page.page, W)) > played.actions, 'the script snippet plays on');
    const frame = page.page.frames().find((f) => f.url().startsWith(`${files.origin}${dir}/embed.html`));
    assert.ok(frame, 'the iframe holds the embed page');
    assert.deepEqual(await gameAt(frame, W), { seed: played.seed, variant: 'war', actions: 0, error: null });
    assert.ok((await playOne(frame, W)) > 0, 'the iframe plays');
    assert.deepEqual(page.problems, []);
  } finally {
    await page.close();
    host.close();
  }
}

describe('reader channels: Copy link and Copy embed code from the zip and the CDN folder, as a reader meets them', function () {
  this.timeout(240_000);
  let out;
  let browser;
  const scratch = [];
  before(async () => {
    ({ out } = builtRelease());
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    for (const d of scratch) rmSync(d, { recursive: true, force: true });
  });

  it("the zip: a blogger's page beside its files; the link opens the game in a fresh context, both snippets on another origin", async () => {
    const unpacked = unzip(join(out, `piecepack-war-${version}-cdn.zip`));
    scratch.push(unpacked);
    const folder = join(unpacked, `piecepack-war-${version}`);
    writeFileSync(join(folder, 'blog.html'), blogPage('piecepack-war.js'));
    const site = await serveOrigin(folder);
    try {
      await readerPath(browser, `${site.origin}/blog.html`, site, '');
    } finally {
      site.close();
    }
  });

  it("the CDN folder: the tarball's dist/ served as a CDN to a blogger's page of another origin; the same", async () => {
    const unpacked = mkdtempSync(join(tmpdir(), 'pw-tgz-'));
    scratch.push(unpacked);
    execFileSync('tar', ['-xzf', join(out, `piecepack-war-${version}.tgz`), '-C', unpacked]);
    const cdn = await serveOrigin(join(unpacked, 'package'));
    const blog = await serveOrigin(null, { pages: { '/post.html': blogPage(`${cdn.origin}/dist/piecepack-war.js`) } });
    try {
      await readerPath(browser, `${blog.origin}/post.html`, cdn, '/dist');
    } finally {
      blog.close();
      cdn.close();
    }
  });
});
