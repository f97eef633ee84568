// A VitePress site built in the suite from the built files: the plugin (dist/markdown/markdown-it.js) in its markdown-it,
// the CDN files and the fences' script in its public folder, the recipe of docs/markdown.md. The built pages, served
// under a strict CSP, play in Chromium: a game on the first page, a record on the second reached by the site's own
// client-side navigation. VitePress is a test-only tool, installed on first need (scripts/tools.js); the site lies
// beside it, so the site's own imports (vue, vitepress/theme) resolve in the tool's node_modules.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, open, playTrick } from './chromium.js';
import { serve, STRICT_CSP } from './serve.js';
import { ensureTool, toolHome, toolModule } from '../../../scripts/tools.js';

const ROOT = `${toolHome('vitepress')}/site`;
const SHOTS = '.cache/screenshots';
const record = readFileSync('demo/records/war-in-a-war.json', 'utf8').trim();
const plugin = pathToFileURL(resolve('dist/markdown/markdown-it.js')).href;

const CONFIG = `// The recipe of docs/markdown.md, served under /site/.
import piecepackWarMarkdown from ${JSON.stringify(plugin)};

export default {
  title: 'War rules',
  base: '/site/',
  markdown: { config: (md) => md.use(piecepackWarMarkdown) },
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'piecepack-war' } } },
  head: [['script', { type: 'module', src: '/site/piecepack-war/piecepack-war-markdown.js' }], ['link', { rel: 'icon', href: 'data:,' }]],
  metaChunk: true,
  appearance: false,
  themeConfig: { nav: [{ text: 'A war', link: '/war' }] },
};
`;

const INDEX = `# War

Each trick, both players turn up a tile; the higher takes both.

\`\`\`piecepack-war
variant: war-cards
seed: 11
\`\`\`

[A war set up on purpose](./war)
`;

const WAR = `# A war

\`\`\`piecepack-war
${record}
\`\`\`
`;

let browser;
let server;

before(async function () {
  this.timeout(600_000);
  ensureTool('vitepress');
  const { build } = await import(pathToFileURL(`${toolModule('vitepress')}/dist/node/index.js`).href);
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(`${ROOT}/.vitepress`, { recursive: true });
  mkdirSync(`${ROOT}/public/piecepack-war`, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${ROOT}/.vitepress/config.mjs`, CONFIG);
  writeFileSync(`${ROOT}/index.md`, INDEX);
  writeFileSync(`${ROOT}/war.md`, WAR);
  for (const f of readdirSync('dist').filter((n) => /^piecepack-war[\w-]*\.js$/.test(n)))
    cpSync(`dist/${f}`, `${ROOT}/public/piecepack-war/${f}`);
  await build(ROOT, { outDir: resolve(ROOT, 'out') });
  // The policy: strict, but for what VitePress's default theme itself needs (its one inline script, by hash, and style
  // attributes); nothing for the games.
  const inline = [...readFileSync(`${ROOT}/out/index.html`, 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
  );
  const csp = STRICT_CSP.replace("script-src 'self'", `script-src 'self' ${inline.join(' ')}`).replace(
    "style-src 'self'",
    "style-src 'self'; style-src-attr 'unsafe-inline'",
  );
  server = await serve(`${ROOT}/out`, { csp });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

describe('VitePress: a site built with the plugin and the CDN files', () => {
  it("renders the fences as the tag in the built pages, loading the fences' script from a file", () => {
    const html = readFileSync(`${ROOT}/out/index.html`, 'utf8');
    assert.match(html, /<piecepack-war data-pw-fence variant="war-cards" seed="11">/);
    assert.match(html, /<script type="module" src="\/site\/piecepack-war\/piecepack-war-markdown\.js">/);
    assert.equal([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length, 1, "only the default theme's own inline script");
    assert.match(readFileSync(`${ROOT}/out/war.html`, 'utf8'), /<piecepack-war data-pw-fence record-json="\{&(#34|quot);format/);
  });

  it('plays the first page, then opens the record on the page the site navigates to, under a strict CSP (what the default theme needs apart)', async () => {
    const { page, problems, close } = await open(browser, `${server.base}/site/`);
    try {
      await page.locator('piecepack-war button[part~="flip"]').waitFor({ timeout: 30_000 });
      assert.deepEqual(
        await page.evaluate(() => {
          const el = document.querySelector('piecepack-war');
          return { variant: el.options.variant, seed: el.seed };
        }),
        { variant: 'war-cards', seed: 11 },
      );
      const played = await playTrick(page);
      assert.ok(played.after > played.before);
      await page.screenshot({ path: `${SHOTS}/vitepress-index.png`, fullPage: true });
      // The site's own router: no page load, the next page's tag added to the document.
      await page.evaluate(() => (window.pwSamePage = true));
      await page.locator('a[href$="/war"], a[href$="/war.html"]').first().click();
      await page.waitForFunction(() => document.querySelector('piecepack-war[record-json]')?.record?.deal);
      assert.equal(await page.evaluate(() => window.pwSamePage), true, 'navigated without a page load');
      assert.deepEqual(await page.evaluate(() => document.querySelector('piecepack-war').record.deal), JSON.parse(record).deal);
      await page.screenshot({ path: `${SHOTS}/vitepress-war.png`, fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
