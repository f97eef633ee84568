// Each framework's recipe in docs/frameworks.md, built for real: a scratch app outside the repository per framework,
// the packed tarball and the framework installed from the npm registry, built by Vite, served and played in Chromium
// (a trick played through the framework's own event binding, the computer's worker loaded; in the Vite app, Copy link
// followed in a fresh browser context). Apps build side by side.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'mocha';
import { serveFolder } from '../benches/startup.js';
import { packPackage } from '../npm-package/pack.js';
import { buildApp } from './build-app.js';
import { APPS } from './framework-apps.js';
import { launch, playIn } from './play-in-chromium.js';
import { fresh, gameAt, threeTricksAndLink } from './reader-pages.js';

describe('frameworks: apps built from the packed tarball, played in Chromium', function () {
  this.timeout(600_000);
  let root;
  let browser;
  const built = {};
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'pw-frameworks-'));
    const { tarball } = await packPackage(join(root, 'pack'));
    const names = Object.keys(APPS);
    const dists = await Promise.all(names.map((name) => buildApp(root, name, tarball).catch((e) => e)));
    names.forEach((name, i) => (built[name] = dists[i]));
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    rmSync(root, { recursive: true, force: true });
  });

  for (const name of Object.keys(APPS))
    it(`${name}: builds, emits the worker once, plays a trick and thinks in the worker`, async () => {
      const dist = built[name];
      assert.equal(typeof dist, 'string', `the build failed: ${dist?.stderr ?? dist}`);
      const assets = readdirSync(join(dist, APPS[name].worker ?? 'assets'));
      assert.equal(assets.filter((f) => /piecepack-war-computer/.test(f)).length, 1, `the worker was emitted once: ${assets.join(', ')}`);
      const server = await serveFolder(dist);
      try {
        const r = await playIn(browser, `${server.url}/`);
        assert.deepEqual(r.problems, []);
        assert.equal(r.trick, true, 'a trick was played');
        // A bundler renames and moves the files: no embed page beside them, so no Copy embed code (it would point at nothing).
        assert.deepEqual(r.embed, { shown: false, copied: false }, 'no embed code offered in a bundled app');
        if (name !== 'vite') assert.ok(Number(r.counted) > 0, `the framework heard pw-trick: #tricks says ${r.counted}`);
        assert.equal(r.where, 'worker');
        assert.equal(r.workerFetched, true);
      } finally {
        server.close();
      }
    });

  it('vite: Copy link after three tricks, opened in a fresh browser context (no memory), shows the same game at the same step', async () => {
    const dist = built.vite;
    assert.equal(typeof dist, 'string', `the build failed: ${dist?.stderr ?? dist}`);
    const server = await serveFolder(dist);
    try {
      const player = await fresh(browser, `${server.url}/`);
      let played;
      try {
        played = await threeTricksAndLink(player.page, 'piecepack-war');
        assert.deepEqual(player.problems, []);
      } finally {
        await player.close();
      }
      assert.equal(played.link, played.answered);
      // The link names its widget: the page's first (and only) one, `#0`.
      assert.match(played.link, new RegExp(`^${server.url.replace(/\./g, '\\.')}/#g=1\\.[\\w-]+&w=%230$`));
      assert.ok(played.actions >= 3, `three tricks were played: ${played.actions} actions`);
      const reader = await fresh(browser, played.link);
      try {
        assert.deepEqual(await gameAt(reader.page, 'piecepack-war'), {
          seed: played.seed,
          variant: 'war',
          actions: played.actions,
          error: null,
        });
        assert.deepEqual(reader.problems, []);
      } finally {
        await reader.close();
      }
    } finally {
      server.close();
    }
  });
});
