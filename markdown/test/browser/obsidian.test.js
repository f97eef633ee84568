// The Obsidian plugin as built (dist/markdown/obsidian/piecepack-war/main.js and manifest.json), run in Chromium
// against a stand-in of the two things of Obsidian's API it uses (the Plugin class and its
// registerMarkdownCodeBlockProcessor): the plugin is loaded as Obsidian loads it (one CommonJS file, `obsidian` from
// require), its processor given a note's code blocks, each into its own element, under the strict CSP. Not Obsidian
// itself, which cannot run here: what is tried is the plugin's side of those two calls.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { MARKDOWN_FILES } from '../../../scripts/builds/15-markdown.js';
import { launch, open, playTrick } from './chromium.js';
import { serve } from './serve.js';

const SITE = '.cache/obsidian-stand-in';
const record = readFileSync('demo/records/war-in-a-war.json', 'utf8').trim();

/** The code blocks of a note, as Obsidian hands them to the processor (the body, without the fence lines). */
const BLOCKS = [
  'variant: war-cards\nwarFaceDown: 1\nseed: 11',
  record,
  'variant: war\ncolour: red',
  'variant: "><script src="main.js"></script><img src=x onerror=alert(1)>\n<img src=x onerror=alert(2)>: 1',
];

/** Obsidian's side, standing in: `require('obsidian')` gives a Plugin whose processor registrations are kept. */
const STAND_IN = `// A stand-in for what Obsidian gives a plugin's main.js: CommonJS's module and require, and require('obsidian').Plugin.
window.module = { exports: {} };
window.exports = window.module.exports;
window.processors = [];
window.require = (name) => {
  if (name !== 'obsidian') throw new Error('the stand-in has no module ' + name);
  return {
    Plugin: class Plugin {
      constructor(app, manifest) {
        this.app = app;
        this.manifest = manifest;
      }
      registerMarkdownCodeBlockProcessor(language, handler) {
        window.processors.push({ language, handler });
      }
    },
  };
};
`;

/** The note: Obsidian constructs the plugin, calls onload, then hands each code block to the processor for its language. */
const NOTE = `const manifest = ${readFileSync(MARKDOWN_FILES.obsidianManifest, 'utf8').trim()};
const plugin = new module.exports.default({}, manifest);
plugin.onload();
for (const body of ${JSON.stringify(BLOCKS)}) {
  const el = document.createElement('div');
  el.className = 'block-language-piecepack-war';
  document.body.append(el);
  for (const p of window.processors) if (p.language === 'piecepack-war') p.handler(body, el, {});
}
`;

let browser;
let server;

before(async () => {
  rmSync(SITE, { recursive: true, force: true });
  mkdirSync(SITE, { recursive: true });
  cpSync(MARKDOWN_FILES.obsidian, `${SITE}/main.js`);
  writeFileSync(`${SITE}/stand-in.js`, STAND_IN);
  writeFileSync(`${SITE}/note.js`, NOTE);
  // Obsidian's dark theme, as far as the widget sees it: a dark background on the body (class theme-dark).
  writeFileSync(`${SITE}/app.css`, 'body.theme-dark { background: #1e1e1e; color: #dadada; }\n');
  writeFileSync(
    `${SITE}/index.html`,
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>A note</title><link rel="icon" href="data:,"><link rel="stylesheet" href="app.css"></head>\n<body class="theme-dark">\n<script src="stand-in.js"></script>\n<script src="main.js"></script>\n<script src="note.js"></script>\n</body></html>\n',
  );
  server = await serve(SITE);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

describe('Obsidian plugin: main.js against a stand-in of its two Obsidian calls', () => {
  it('has a manifest Obsidian accepts: the id, the package version, one CommonJS file needing only obsidian', () => {
    const manifest = JSON.parse(readFileSync(MARKDOWN_FILES.obsidianManifest, 'utf8'));
    assert.equal(manifest.id, 'piecepack-war');
    assert.equal(manifest.version, JSON.parse(readFileSync('package.json', 'utf8')).version);
    assert.equal(typeof manifest.minAppVersion, 'string');
    const main = readFileSync(MARKDOWN_FILES.obsidian, 'utf8');
    assert.deepEqual([...new Set([...main.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]))], ['obsidian']);
    assert.doesNotMatch(main, /\bimport\(|import\.meta/, 'no module syntax in a CommonJS file');
  });

  it('registers one processor; it plays a block, opens a record, shows errors in place, and nothing from a body runs', async () => {
    const { page, problems, close } = await open(browser, `${server.base}/site/`);
    try {
      assert.deepEqual(await page.evaluate(() => window.processors.map((p) => p.language)), ['piecepack-war']);
      assert.equal(await page.locator('div.block-language-piecepack-war > piecepack-war').count(), BLOCKS.length);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('piecepack-war')].every((el) => el.shadowRoot?.querySelector('.controls, .error')),
      );
      assert.deepEqual(
        await page.evaluate(() => {
          const el = document.querySelector('piecepack-war');
          return { variant: el.options.variant, warFaceDown: el.options.warFaceDown, seed: el.seed };
        }),
        { variant: 'war-cards', warFaceDown: 1, seed: 11 },
      );
      const played = await playTrick(page, 0);
      assert.ok(played.after > played.before, 'a trick was played');
      assert.deepEqual(await page.evaluate(() => document.querySelectorAll('piecepack-war')[1].record.deal), JSON.parse(record).deal);
      // The default theme="auto" follows the note's dark background.
      assert.equal(await page.evaluate(() => document.querySelector('piecepack-war').matches(':state(page-dark)')), true);
      const errors = await page.evaluate(() =>
        [...document.querySelectorAll('piecepack-war')].map((el) => el.shadowRoot.querySelector('.error')?.textContent ?? ''),
      );
      assert.match(errors[2], /colour/);
      assert.match(errors[3], /cannot start/);
      assert.equal(
        await page.evaluate(() => document.querySelectorAll('piecepack-war')[3].getAttribute('variant')),
        '"><script src="main.js"></script><img src=x onerror=alert(1)>',
      );
      assert.equal(await page.locator('script').count(), 3, "the page's own scripts only");
      assert.equal(await page.locator('img, iframe, svg:not(piecepack-war *)').count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
