// The demo page and the shipped files, in Chromium under the server's strict CSP: one widget per variant, the theme
// switch, the simulator's histogram from a Web Worker, a 320 px blog column with one script and one tag, the CDN bundle
// being one self-contained module, the npm entries, their types, custom-elements.json, and `npm start` itself.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tsImport } from 'tsx/esm/api';
import { openLocal } from '../../scripts/local-page.js';
import { serveStatic } from '../server.js';

const { VARIANT_NAMES, PRESETS, OPTION_SPECS } = await tsImport('../../engine/src/index.ts', import.meta.url);
const { PAGE_WORDS } = await tsImport('../src/page-language.ts', import.meta.url);
const SHOTS = '.cache/screenshots';
mkdirSync(SHOTS, { recursive: true });

let base;
let browser;
let close;

before(async () => {
  ({ base, browser, close } = await openLocal());
});

after(() => close?.());

/** A fresh page that records console errors, page errors and CSP violations. */
async function open(path, { width = 1200, height = 900, colorScheme = 'light', reducedMotion = 'no-preference' } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme, reducedMotion });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.goto(base + path);
  return { page, problems, close: () => context.close() };
}

/** What a page does wrong (console errors and warnings, page errors) and the paths it fetches, as they come. */
function watch(page) {
  const problems = [];
  const fetched = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  return { problems, fetched };
}

/** Text of a widget's shadow root part (or its decision table's: an element with a shadow root of its own). */
function shadowText(page, host, selector) {
  return page.evaluate(
    ([h, s]) => {
      const root = document.querySelector(h)?.shadowRoot;
      const found = root?.querySelector(s) ?? root?.querySelector('pw-decision-table')?.shadowRoot?.querySelector(s);
      return found?.textContent ?? null;
    },
    [host, selector],
  );
}

describe('the CDN files', () => {
  /** The CDN files: the bundle, the files it loads on demand and their shared files (not the worker, built apart). */
  const cdnFiles = () => readdirSync('dist').filter((f) => /^piecepack-war[\w-]*\.js$/.test(f) && f !== 'piecepack-war-computer.js');
  /** Every import of a file: its static imports and its dynamic import() specifiers. */
  const importsOf = (code) => ({
    static: [...code.matchAll(/(?:^|[;}\s])import\s*(?:[{*][^"]*from\s*)?"([^"]+)"/g)].map((m) => m[1]),
    dynamic: [...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]),
    other: [...code.matchAll(/\bimport\(\s*[^"\s]/g)].length,
  });

  it('are one module graph: the bundle imports no file at once (a War page loads one file), loads the rest by stable names, no eval', () => {
    const files = new Set(cdnFiles());
    const bundle = readFileSync('dist/piecepack-war.js', 'utf8');
    const imports = importsOf(bundle);
    // esbuild's split alone made the bundle import 11 shared files before its first table; Rollup joins them into it.
    assert.deepEqual(imports.static, [], 'the bundle imports no file before its first table');
    for (const file of files) {
      const { static: s, dynamic: d, other } = importsOf(readFileSync(`dist/${file}`, 'utf8'));
      assert.equal(other, 0, `${file}: every import() names its file`);
      for (const spec of [...s, ...d]) assert.ok(files.has(spec.replace(/^\.\//, '')), `${file} imports ${spec}, which is beside it`);
      for (const spec of d) assert.doesNotMatch(spec, /shared-/, `${file}: what loads on demand has a stable name (${spec})`);
      assert.doesNotMatch(readFileSync(`dist/${file}`, 'utf8'), /\beval\s*\(|new Function\s*\(/, `${file}: no eval`);
    }
    const onDemand = new Set(cdnFiles().flatMap((f) => importsOf(readFileSync(`dist/${f}`, 'utf8')).dynamic));
    for (const name of ['decisions', 'cards', 'rules', 'tod', 'menu', 'help-en', 'how-to', 'de', 'decisions-de', 'replay'])
      assert.ok(onDemand.has(`./piecepack-war-${name}.js`), `piecepack-war-${name}.js is loaded on demand`);
    assert.match(bundle, /customElements\.define\(\s*"piecepack-war"/);
  });

  it('a War page starts from the bundle and its shared files alone: no other language, no decision game inside', () => {
    const start = ['piecepack-war.js', ...importsOf(readFileSync('dist/piecepack-war.js', 'utf8')).static.map((s) => s.slice(2))];
    const code = start.map((f) => readFileSync(`dist/${f}`, 'utf8')).join('\n');
    assert.doesNotMatch(code, /Aufdecken|Открыть|Retourner/, 'no other language inside');
    assert.doesNotMatch(code, /pw-stacked|stacked\/arrange|rock-paper-scissors/i, 'no decision game inside');
    // The replay (its bar, past positions, Finish the game, links) comes with the first step, a record or a link.
    assert.doesNotMatch(code, /replay-scrub|data-replay/, 'no replay bar inside');
    // Nor the styles of parts that load on demand: they come with their parts (the replay bar's, the end's figures').
    const later = cdnFiles()
      .filter((f) => !start.includes(f))
      .map((f) => readFileSync(`dist/${f}`, 'utf8'))
      .join('\n');
    for (const [what, rule] of [
      ["the replay bar's styles", /\.replay\s*\{\s*display:\s*flex/],
      ["the end's figures' styles", /\.figures\s*\{\s*display:\s*grid/],
    ]) {
      assert.doesNotMatch(code, rule, `${what} are not in the start-up files`);
      assert.match(later, rule, `${what} come with their part`);
    }
  });

  it('the computer worker imports nothing and uses no eval; the decision games create it by the pattern bundlers emit', () => {
    const worker = readFileSync('dist/piecepack-war-computer.js', 'utf8');
    assert.doesNotMatch(worker, /(^|[;}\s])import\s*[{*"'\w(]/, 'no import');
    assert.doesNotMatch(worker, /\beval\s*\(|new Function\s*\(/, 'no eval');
    const source = readFileSync('webview/src/decisions/computer-client.ts', 'utf8');
    // One `new URL('./piecepack-war-computer.js', import.meta.url)` names the worker's file, which bundlers follow (a
    // second form made Vite emit the file twice), and the worker starts from it.
    assert.equal(source.match(/new URL\('\.\/piecepack-war-computer\.js', import\.meta\.url\)/g)?.length, 1);
    assert.match(source, /new Worker\(workerUrl\(\), \{ type: 'module' \}\)/);
  });
});

describe("the files only some games use (card art), under a VS Code webview's kind of policy", () => {
  const csp = "default-src 'none'; script-src 'nonce-pw-test-nonce'; style-src 'self'; img-src 'self' data:; connect-src 'self'";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>parts</title><link rel="icon" href="/media/icon.svg" type="image/svg+xml"><script type="module" nonce="pw-test-nonce" src="/dist/piecepack-war.js"></script></head><body><piecepack-war variant="war" seed="5"></piecepack-war></body></html>`;

  /** Opens the page (one piecepack War widget) under the policy; returns the page, what went wrong and the parts fetched. */
  async function partsPage(context) {
    const pageServer = createServer((req, res) => {
      if (req.url !== '/') return serveStatic(req, res, { csp });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
      res.end(html);
    });
    await new Promise((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    const page = await context.newPage();
    const { problems, fetched } = watch(page);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(`http://127.0.0.1:${pageServer.address().port}/`);
    const parts = () => fetched.filter((f) => /piecepack-war-(cards|decisions|rules|tod)\.js$/.test(f)).sort();
    return { page, problems, parts, close: () => pageServer.close() };
  }

  /** Waits for the widget to show a game (seats, no error, not loading). */
  const dealt = (page) =>
    page.waitForFunction(() => {
      const root = document.querySelector('piecepack-war')?.shadowRoot;
      return root?.querySelector('.seat') && !root.querySelector('.error') && !root.querySelector('.loading');
    });

  it('piecepack War needs none; card War loads the card art once; Tod und Leben its rules; a record with a prepared deal needs nothing more, and play', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const { page, problems, parts, close } = await partsPage(context);
    try {
      await dealt(page);
      const flip = page.locator('piecepack-war button.primary');
      await flip.click();
      assert.deepEqual(parts(), [], 'piecepack War fetches no part');
      await page.evaluate(() => document.querySelector('piecepack-war').setAttribute('variant', 'war-cards'));
      await page.waitForFunction(() => document.querySelector('piecepack-war').shadowRoot.querySelector('.seat svg.piece.card.back'));
      await flip.click();
      await page.waitForFunction(() =>
        document.querySelector('piecepack-war').shadowRoot.querySelector('svg.piece.card:not(.back)[role="img"]'),
      );
      assert.deepEqual(parts(), ['/dist/piecepack-war-cards.js'], 'card War fetches the card art');
      await page.evaluate(() => document.querySelector('piecepack-war').setAttribute('variant', 'tod-und-leben'));
      await dealt(page);
      for (let i = 0; i < 3; i++) await flip.click();
      const tod = await page.evaluate(() => document.querySelector('piecepack-war').record);
      assert.ok(tod.options.variant === 'tod-und-leben' && tod.actions.length >= 3, `Tod und Leben plays: ${JSON.stringify(tod.actions)}`);
      assert.deepEqual(
        parts(),
        ['/dist/piecepack-war-cards.js', '/dist/piecepack-war-tod.js'],
        'Tod und Leben fetches its rules (the cards are there)',
      );
      await page.evaluate(async () => {
        const el = document.querySelector('piecepack-war');
        el.setAttribute('variant', 'war');
        el.record = await (await fetch('/demo/records/war-in-a-war.json')).json();
      });
      await dealt(page);
      assert.ok(
        await page.evaluate(() => document.querySelector('piecepack-war').record.deal.length === 2),
        "the record's game, from its prepared deal",
      );
      assert.deepEqual(parts(), ['/dist/piecepack-war-cards.js', '/dist/piecepack-war-tod.js'], 'the record fetches nothing more');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      close();
    }
  });

  it('says which file is missing, throws nothing, and plays piecepack War after, when a part cannot load', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    await context.route('**/piecepack-war-cards.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
    const { page, problems, close } = await partsPage(context);
    try {
      await dealt(page);
      const refused = page.evaluate(
        () =>
          new Promise((resolve) =>
            document.querySelector('piecepack-war').addEventListener('pw-error', (e) => resolve(e.detail), { once: true }),
          ),
      );
      await page.evaluate(() => document.querySelector('piecepack-war').setAttribute('variant', 'war-cards'));
      const detail = await refused;
      assert.equal(detail.option, 'variant');
      assert.match(detail.message, /^piecepack-war-cards\.js, which this game needs, could not load .*travel together/);
      const text = await shadowText(page, 'piecepack-war', '.error');
      assert.match(text, /could not load/);
      await page.evaluate(() => document.querySelector('piecepack-war').setAttribute('variant', 'war'));
      await dealt(page);
      assert.ok(
        problems.every((p) => /piecepack-war-cards\.js|404/.test(p)),
        problems.join('\n'),
      );
    } finally {
      await context.close();
      close();
    }
  });

  it("says so when Tod und Leben's rules cannot load, and plays piecepack War after", async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    await context.route('**/piecepack-war-tod.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
    const { page, problems, close } = await partsPage(context);
    try {
      await dealt(page);
      // Either the error or a Tod und Leben table, whichever comes: the rules once came with the bundle.
      const outcome = page.evaluate(
        () =>
          new Promise((resolve) => {
            const el = document.querySelector('piecepack-war');
            el.addEventListener('pw-error', (e) => resolve({ error: e.detail.message }), { once: true });
            el.addEventListener('pw-new-game', () => resolve({ played: el.getAttribute('variant') }), { once: true });
          }),
      );
      await page.evaluate(() => document.querySelector('piecepack-war').setAttribute('variant', 'tod-und-leben'));
      const got = await outcome;
      assert.match(got.error ?? JSON.stringify(got), /^piecepack-war-tod\.js, which this game needs, could not load .*travel together/);
      assert.match(await shadowText(page, 'piecepack-war', '.error'), /piecepack-war-tod\.js/);
      await page.evaluate(() => document.querySelector('piecepack-war').setAttribute('variant', 'war'));
      await dealt(page);
      assert.ok(
        problems.every((p) => /piecepack-war-tod\.js|404/.test(p)),
        problems.join('\n'),
      );
    } finally {
      await context.close();
      close();
    }
  });
});

describe("under a VS Code webview's kind of policy (scripts by nonce only)", () => {
  /** Serves the demo files with `csp` and opens the test page; returns the page and what went wrong. */
  async function underPolicy(csp) {
    const strict = createServer((req, res) => serveStatic(req, res, { csp }));
    await new Promise((resolve) => strict.listen(0, '127.0.0.1', resolve));
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    // A failure on the way still closes the server (an open one would keep mocha from ever exiting).
    try {
      return await playUnder(context, `http://127.0.0.1:${strict.address().port}/demo/webview-csp.html`);
    } finally {
      await context.close();
      strict.close();
    }
  }

  /** Arranges, lets the computer decide, and plays on to the person's next decision; returns where it thought. */
  async function playUnder(context, url) {
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(url);
    await page.waitForFunction(() =>
      ((w, s) => w?.shadowRoot?.querySelector(s) ?? w?.shadowRoot?.querySelector('pw-decision-table')?.shadowRoot?.querySelector(s))(
        document.querySelector('piecepack-war'),
        '.arr-done',
      ),
    );
    await page.evaluate(() => {
      window.pwWhere = [];
      document.querySelector('piecepack-war').addEventListener('pw-computer', (e) => window.pwWhere.push(e.detail.where));
    });
    await page.locator('piecepack-war .arr-done').click();
    await page.waitForFunction(() => window.pwWhere.length > 0);
    // The game goes on by itself (the playtiles are turned up) to the person's next decision.
    await page.waitForFunction(() => document.querySelector('piecepack-war').record.actions.some((a) => a.type === 'flip'));
    await page.waitForFunction(() =>
      ((w, s) => w?.shadowRoot?.querySelector(s) ?? w?.shadowRoot?.querySelector('pw-decision-table')?.shadowRoot?.querySelector(s))(
        document.querySelector('piecepack-war'),
        '.prompt:not(.waiting-box)',
      ),
    );
    const where = await page.evaluate(() => window.pwWhere);
    return { where, problems };
  }

  it("loads the decisions chunk from the nonce'd bundle and thinks in a worker with worker-src 'self' blob:", async () => {
    const { where, problems } = await underPolicy(
      "default-src 'none'; script-src 'nonce-pw-test-nonce'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self' blob:",
    );
    assert.deepEqual(problems, []);
    assert.ok(where.length > 0 && where.every((w) => w === 'worker'), where.join());
  });

  /**
   * Plays under the same-origin policy with the worker file answered by `route` (playwright's route handler); returns
   * where the computer thought, each pw-computer note, the console's warnings and how long the first decision took.
   */
  async function playWithWorker(route) {
    const csp =
      "default-src 'none'; script-src 'nonce-pw-test-nonce'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self' blob:";
    const strict = createServer((req, res) => serveStatic(req, res, { csp }));
    await new Promise((resolve) => strict.listen(0, '127.0.0.1', resolve));
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    await context.route('**/piecepack-war-computer.js', route);
    const page = await context.newPage();
    const warnings = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    try {
      await page.goto(`http://127.0.0.1:${strict.address().port}/demo/webview-csp.html`);
      await page.waitForFunction(() =>
        ((w, s) => w?.shadowRoot?.querySelector(s) ?? w?.shadowRoot?.querySelector('pw-decision-table')?.shadowRoot?.querySelector(s))(
          document.querySelector('piecepack-war'),
          '.arr-done',
        ),
      );
      await page.evaluate(() => {
        window.pwComputer = [];
        document.querySelector('piecepack-war').addEventListener('pw-computer', (e) => window.pwComputer.push(e.detail));
      });
      const started = Date.now();
      await page.locator('piecepack-war .arr-done').click();
      await page.waitForFunction(() => window.pwComputer.length > 0, null, { timeout: 40_000 });
      const firstMs = Date.now() - started;
      // The game goes on to the person's next decision.
      await page.waitForFunction(() => document.querySelector('piecepack-war').record.actions.some((a) => a.type === 'flip'));
      await page.waitForFunction(() =>
        ((w, s) => w?.shadowRoot?.querySelector(s) ?? w?.shadowRoot?.querySelector('pw-decision-table')?.shadowRoot?.querySelector(s))(
          document.querySelector('piecepack-war'),
          '.prompt:not(.waiting-box)',
        ),
      );
      const seen = await page.evaluate(() => window.pwComputer);
      return { where: seen.map((d) => d.where), notes: seen.map((d) => d.note).filter(Boolean), warnings, firstMs };
    } finally {
      await context.close();
      strict.close();
    }
  }

  /** The build id the CDN files carry (the worker and the bundle's side agree on it). */
  const buildId = () => /"(\d+\.\d+\.\d+\+[0-9a-f]{10})"/.exec(readFileSync('dist/piecepack-war-computer.js', 'utf8'))[1];
  /** A worker script that answers every request with `answer` (a JSON-able object spread over { id }). */
  const fakeWorker = (answer) => (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: `self.onmessage = (e) => self.postMessage({ id: e.data.id, ms: 1, ...${JSON.stringify(answer)} });`,
    });

  it('a worker file that never answers (a stalled CDN): the computer thinks on the main thread within seconds, and the game goes on', async () => {
    const { where, firstMs } = await playWithWorker(() => {
      // Never answered: the request stays open, as behind a stalled proxy.
    });
    assert.ok(where.length > 0 && where.every((w) => w === 'main'), where.join());
    assert.ok(firstMs < 20_000, `the first decision came after ${firstMs} ms`);
  });

  it('a worker that answers with an action the rules refuse: the main thread decides, said once (console and pw-computer)', async () => {
    const { where, notes, warnings } = await playWithWorker(fakeWorker({ action: { type: 'nonsense' }, build: buildId() }));
    assert.ok(where.length > 0 && where.every((w) => w === 'main'), where.join());
    assert.equal(notes.length, 1, notes.join('\n'));
    assert.match(notes[0], /action the rules refuse/);
    assert.equal(warnings.filter((w) => /rules refuse/.test(w)).length, 1, warnings.join('\n'));
  });

  it('a worker of another build (a cached old file beside a new bundle) is recognised and left for the main thread', async () => {
    const { where, notes } = await playWithWorker(fakeWorker({ action: null, build: '0.0.1+0000000000' }));
    assert.ok(where.length > 0 && where.every((w) => w === 'main'), where.join());
    assert.equal(notes.length, 1, notes.join('\n'));
    assert.match(notes[0], /another build \(0\.0\.1\+0000000000, the page's is \d/);
  });

  it('scripts from another origin (as in VS Code): the worker starts from a blob: URL', async () => {
    const scripts = createServer((req, res) => serveStatic(req, res, { headers: { 'access-control-allow-origin': '*' } }));
    await new Promise((resolve) => scripts.listen(0, '127.0.0.1', resolve));
    const from = `http://127.0.0.1:${scripts.address().port}`;
    const csp = `default-src 'none'; script-src 'nonce-pw-test-nonce'; style-src ${from}; img-src ${from} data:; connect-src ${from}; worker-src blob:`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>webview</title><script type="module" nonce="pw-test-nonce" src="${from}/dist/piecepack-war.js"></script></head><body><piecepack-war variant="stacked-deck" seed="5" speed="max"></piecepack-war></body></html>`;
    const pageServer = createServer((req, res) => {
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
      res.end(req.url === '/' ? html : '');
    });
    await new Promise((resolve) => pageServer.listen(0, 'localhost', resolve));
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    try {
      await page.goto(`http://localhost:${pageServer.address().port}/`);
      await page.waitForFunction(() =>
        ((w, s) => w?.shadowRoot?.querySelector(s) ?? w?.shadowRoot?.querySelector('pw-decision-table')?.shadowRoot?.querySelector(s))(
          document.querySelector('piecepack-war'),
          '.arr-done',
        ),
      );
      await page.evaluate(() => {
        window.pwWhere = [];
        document.querySelector('piecepack-war').addEventListener('pw-computer', (e) => window.pwWhere.push(e.detail.where));
      });
      await page.locator('piecepack-war .arr-done').click();
      await page.waitForFunction(() => window.pwWhere.length > 0);
      // The computer may decide more than once before this reads the list: every decision was thought in the worker.
      const where = await page.evaluate(() => window.pwWhere);
      assert.ok(where.length > 0 && where.every((w) => w === 'worker'), where.join());
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      pageServer.close();
      scripts.close();
    }
  });

  it("in another language (as VS Code sets it): the language files load from the nonce'd bundle's origin", async () => {
    const scripts = createServer((req, res) => serveStatic(req, res, { headers: { 'access-control-allow-origin': '*' } }));
    await new Promise((resolve) => scripts.listen(0, '127.0.0.1', resolve));
    const from = `http://127.0.0.1:${scripts.address().port}`;
    const csp = `default-src 'none'; script-src 'nonce-pw-test-nonce'; style-src ${from}; img-src ${from} data:; connect-src ${from}; worker-src blob:`;
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>webview</title><script type="module" nonce="pw-test-nonce" src="${from}/dist/piecepack-war.js"></script></head><body><piecepack-war variant="stacked-deck" seed="5"></piecepack-war><piecepack-war variant="war-cards" seed="5"></piecepack-war></body></html>`;
    const pageServer = createServer((req, res) => {
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
      res.end(req.url === '/' ? html : '');
    });
    await new Promise((resolve) => pageServer.listen(0, 'localhost', resolve));
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const { problems, fetched } = watch(page);
    try {
      await page.goto(`http://localhost:${pageServer.address().port}/`);
      await page.waitForFunction(() =>
        ((w, s) => w?.shadowRoot?.querySelector(s) ?? w?.shadowRoot?.querySelector('pw-decision-table')?.shadowRoot?.querySelector(s))(
          document.querySelector('piecepack-war'),
          '.arrange',
        ),
      );
      const words = await page.evaluate(() =>
        [...document.querySelectorAll('piecepack-war')].map(
          (w) =>
            ((w, s) => w?.shadowRoot?.querySelector(s) ?? w?.shadowRoot?.querySelector('pw-decision-table')?.shadowRoot?.querySelector(s))(
              w,
              '.arrange .prompt-title, button.primary',
            )?.textContent,
        ),
      );
      assert.deepEqual(words, ['Разложите свои плитки, Игрок 1', 'Открыть']);
      // The game menu's file comes on every page once it is idle after its first table: not a part of this game.
      assert.deepEqual(fetched.filter((f) => /piecepack-war-\w/.test(f) && !/-shared-|-menu\.js$/.test(f)).sort(), [
        '/dist/piecepack-war-cards.js',
        '/dist/piecepack-war-decisions-ru.js',
        '/dist/piecepack-war-decisions.js',
        '/dist/piecepack-war-ru.js',
        '/dist/piecepack-war-rules.js',
      ]);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      pageServer.close();
      scripts.close();
    }
  });

  it('says so, and throws nothing, when the decisions chunk is missing', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route('**/piecepack-war-decisions.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
    try {
      await page.goto(`${base}/demo/webview-csp.html`);
      await page.waitForFunction(() => document.querySelector('piecepack-war')?.shadowRoot?.querySelector('.error'));
      const text = await page.evaluate(() => document.querySelector('piecepack-war').shadowRoot.querySelector('.error').textContent);
      assert.match(text, /could not load/);
      assert.match(text, /piecepack-war-decisions\.js, which this game needs, could not load/);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('without worker-src the computer thinks on the main thread, and the game goes on', async () => {
    const { where, problems } = await underPolicy(
      "default-src 'none'; script-src 'nonce-pw-test-nonce'; style-src 'self'; img-src 'self' data:; connect-src 'self'",
    );
    assert.ok(where.length > 0 && where.every((w) => w === 'main'), where.join());
    assert.ok(
      problems.every((p) => /worker/i.test(p)),
      problems.join('\n'),
    );
  });
});

describe('a blog post: one script, one tag, a 320 px column, strict CSP', () => {
  it('plays with animations and autoplay, with no CSP violation and no console error', async () => {
    const { page, problems, close } = await open('/demo/blog.html', { width: 420, height: 900 });
    try {
      const host = 'piecepack-war';
      await page.waitForFunction(() => document.querySelector('piecepack-war')?.shadowRoot?.querySelectorAll('.seat').length === 3);
      const flip = page.locator('piecepack-war button.primary');
      const actions = () => page.evaluate(() => document.querySelector('piecepack-war').record.actions.length);
      /** Until the game holds more than `n` actions and (`still`) its table's animations have ended. */
      const movedPast = (n, still = true) =>
        page.waitForFunction(
          ([k, still]) => {
            const el = document.querySelector('piecepack-war');
            return el.record.actions.length > k && (!still || el.shadowRoot.getAnimations().every((a) => a.playState !== 'running'));
          },
          [n, still],
          { polling: 50 },
        );
      for (let i = 0; i < 6; i++) {
        const before = await actions();
        await flip.click();
        await movedPast(before);
      }
      const before = await actions();
      await page.locator('piecepack-war button[part~="play"]').click();
      // Autoplay with its animations: ten more steps, however long the machine takes to play them.
      await movedPast(before + 10, false);
      await page.locator('piecepack-war button[part~="play"]').click();
      const width = await page.evaluate(() => document.querySelector('piecepack-war').getBoundingClientRect().width);
      assert.ok(width <= 320, `the widget fits the column (${width} px)`);
      const overflow = await page.evaluate(() => {
        const game = document.querySelector('piecepack-war').shadowRoot.querySelector('.game');
        return game.scrollWidth - game.clientWidth;
      });
      assert.ok(overflow <= 1, `no horizontal overflow (${overflow} px)`);
      assert.match(await shadowText(page, host, '.status'), /Trick \d+/);
      await page.screenshot({ path: `${SHOTS}/blog-320.png`, fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

describe('a page whose listeners come from a later script (the usual blog order)', () => {
  it('hears the first pw-new-game and pw-error, and can read the error from the element afterwards', async () => {
    const { page, problems, close } = await open('/demo/late-listener.html');
    try {
      await page.waitForFunction(() => window.heard?.length >= 2, null, { timeout: 10_000 }).catch(() => {});
      const heard = await page.evaluate(() => window.heard);
      assert.deepEqual(heard, [
        { name: 'pw-new-game', id: 'good', seed: 3, option: null },
        { name: 'pw-error', id: 'bad', seed: null, option: 'players' },
      ]);
      const error = await page.evaluate(() => document.querySelector('#bad').error);
      assert.equal(error?.option, 'players');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

describe('the demo page', () => {
  it('has one widget per variant, titled from the presets, and no console error or CSP violation', async () => {
    const { page, problems, close } = await open('/');
    try {
      await page.waitForFunction((n) => document.querySelectorAll('#variants piecepack-war').length === n, VARIANT_NAMES.length);
      // The decision games' tables come with the sibling chunk, loaded when they are first shown.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('#variants piecepack-war')].every((w) =>
          ((w, s) => w?.shadowRoot?.querySelector(s) ?? w?.shadowRoot?.querySelector('pw-decision-table')?.shadowRoot?.querySelector(s))(
            w,
            '.table, .arrange, .error',
          ),
        ),
      );
      await page.waitForTimeout(500);
      for (const name of VARIANT_NAMES) {
        const section = page.locator(`#v-${name}`);
        assert.equal(await section.locator('h2').textContent(), PRESETS[name].title);
        const shown = await page.evaluate((n) => {
          const outer = document.querySelector(`#v-${n} piecepack-war`).shadowRoot;
          const roots = [outer, outer.querySelector('pw-decision-table')?.shadowRoot].filter((r) => r);
          const has = (s) => roots.some((r) => r.querySelector(s));
          return has('.table, .arrange') ? 'table' : has('.error') ? 'error' : 'nothing';
        }, name);
        assert.equal(shown, 'table', `${name} shows ${shown}`);
      }
      const warInWar = await page.evaluate(
        () => document.querySelector('#war-in-a-war piecepack-war').shadowRoot.querySelectorAll('.seat').length,
      );
      assert.equal(warInWar, 2, 'the prepared position loaded from its record');
      assert.match(await shadowText(page, '#embed piecepack-war', '.error'), /banana/);
      await page.screenshot({ path: `${SHOTS}/demo-light.png`, fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('on a phone, the first screen shows a playable game: the contents fold into one line', async () => {
    const { page, problems, close } = await open('/', { width: 360, height: 740 });
    try {
      await page.waitForFunction(() => document.querySelector('#play piecepack-war')?.shadowRoot?.querySelector('.table'));
      assert.equal(await page.evaluate(() => document.getElementById('toc-box').open), false, 'the contents are folded');
      const box = await page.locator('#play piecepack-war button.primary').boundingBox();
      assert.ok(box && box.y + box.height <= 740, `the Flip button is in the first screen (bottom at ${box && box.y + box.height} px)`);
      await page.locator('#play piecepack-war button.primary').click();
      await page.waitForFunction(() => document.querySelector('#play piecepack-war').record.actions.length >= 1);
      await page.screenshot({ path: `${SHOTS}/demo-phone-first-screen.png` });
      const wide = await open('/', { width: 1280, height: 900 });
      assert.equal(await wide.page.evaluate(() => document.getElementById('toc-box').open), true, 'open beside the page on a wide screen');
      await wide.close();
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('draws every piece in the gallery', async () => {
    const { page, problems, close } = await open('/#pieces');
    try {
      await page.waitForFunction(() => document.getElementById('gallery')?.shadowRoot?.querySelector('svg'));
      const labels = await page.evaluate(() =>
        [...document.getElementById('gallery').shadowRoot.querySelectorAll('svg[aria-label]')].map((s) => s.getAttribute('aria-label')),
      );
      assert.equal(labels.length, 24 + 4 + 1 + 52 + 2 + 1);
      for (const name of ['null of suns', 'ace of arms', '5 of crowns #2', 'tile back', 'king of hearts', 'red joker', 'card back'])
        assert.ok(labels.includes(name), name);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  for (const theme of ['light', 'dark']) {
    it(`axe finds nothing on the whole demo page (${theme})`, async () => {
      const { page, close } = await open('/', { colorScheme: theme });
      try {
        await page.waitForFunction(
          () => document.querySelectorAll('#variants piecepack-war').length > 0 && document.getElementById('gallery')?.shadowRoot,
        );
        await page.waitForTimeout(300);
        // Evaluated through the DevTools protocol, so the page's CSP does not stand in the way.
        await page.evaluate(readFileSync('node_modules/axe-core/axe.min.js', 'utf8'));
        const violations = await page.evaluate(async () =>
          (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map(
            (v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`,
          ),
        );
        assert.deepEqual(violations, []);
      } finally {
        await close();
      }
    });
  }

  it('switches every widget and the page to the dark theme and the classic palette', async () => {
    const { page, problems, close } = await open('/');
    try {
      await page.waitForFunction(() => document.querySelectorAll('#variants piecepack-war').length > 0);
      await page.selectOption('#theme-switch', 'dark');
      await page.selectOption('#palette-switch', 'classic');
      const state = await page.evaluate(() => {
        const widgets = [...document.querySelectorAll('piecepack-war')];
        const bg = getComputedStyle(widgets[0].shadowRoot.querySelector('.game')).backgroundColor;
        return {
          theme: document.documentElement.dataset.theme,
          page: getComputedStyle(document.body).backgroundColor,
          allDark: widgets.every((w) => w.getAttribute('theme') === 'dark'),
          allClassic: widgets.every((w) => w.getAttribute('palette') === 'classic'),
          bg,
        };
      });
      assert.equal(state.theme, 'dark');
      assert.equal(state.page, 'rgb(18, 20, 23)');
      assert.ok(state.allDark && state.allClassic);
      assert.equal(state.bg, 'rgb(28, 29, 32)');
      await page.screenshot({ path: `${SHOTS}/demo-dark.png`, fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('simulates in a Web Worker with progress and draws the game-length histogram', async () => {
    const { page, problems, close } = await open('/#simulator');
    try {
      await page.evaluate(() => {
        window.__progress = [];
        new MutationObserver(() => window.__progress.push(document.getElementById('sim-status').textContent)).observe(
          document.getElementById('sim-status'),
          { childList: true, characterData: true, subtree: true },
        );
      });
      await page.selectOption('#sim-variant', 'war-cards');
      await page.selectOption('#sim-games', '2000');
      await page.click('#sim-run');
      await page.waitForFunction(() => /^Done/.test(document.getElementById('sim-status').textContent), null, { timeout: 60_000 });
      const result = await page.evaluate(() => ({
        progress: document.getElementById('sim-progress').value,
        bars: document.querySelectorAll('#sim-chart svg.histogram rect.bar').length,
        label: document.querySelector('#sim-chart svg').getAttribute('aria-label'),
        facts: document.querySelectorAll('#sim-facts dd').length,
        seen: window.__progress,
      }));
      assert.equal(result.progress, 1);
      assert.ok(result.bars >= 5, `${result.bars} bars`);
      assert.match(result.label, /median \d+ tricks/);
      assert.equal(result.facts, 9);
      assert.ok(
        result.seen.some((t) => / of 2,000 games/.test(t)),
        `progress was shown: ${result.seen.join(' | ')}`,
      );
      await page.locator('#simulator').screenshot({ path: `${SHOTS}/demo-simulator.png` });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('says why when the simulator cannot run the options', async () => {
    const { page, close } = await open('/#simulator');
    try {
      await page.selectOption('#sim-variant', 'war');
      await page.selectOption('#sim-players', '6');
      await page.click('#sim-run');
      await page.waitForFunction(() => /^Cannot simulate/.test(document.getElementById('sim-status').textContent), null, {
        timeout: 20_000,
      });
      assert.match(await page.textContent('#sim-status'), /6 players need at least 36 pieces/);
      assert.equal(await page.isDisabled('#sim-run'), false);
    } finally {
      await close();
    }
  });
});

describe('the npm package', () => {
  it('index is side-effect free; define defines the same class', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const map = {
      imports: {
        lit: '/node_modules/lit/index.js',
        'lit/': '/node_modules/lit/',
        'lit-html': '/node_modules/lit-html/lit-html.js',
        'lit-html/': '/node_modules/lit-html/',
        'lit-element/': '/node_modules/lit-element/',
        '@lit/reactive-element': '/node_modules/@lit/reactive-element/reactive-element.js',
        '@lit/reactive-element/': '/node_modules/@lit/reactive-element/',
      },
    };
    await page.route('**/npm-test.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script type="importmap">${JSON.stringify(map)}</script><body></body>`,
      }),
    );
    await page.route('**/node_modules/**', (route) => {
      const path = new URL(route.request().url()).pathname.slice(1);
      route.fulfill({ contentType: 'text/javascript', body: readFileSync(path, 'utf8') });
    });
    try {
      await page.goto(`${base}/npm-test.html`);
      const r = await page.evaluate(async () => {
        const index = await import('/dist/npm/index.js');
        const definedByIndex = customElements.get('piecepack-war') !== undefined;
        const define = await import('/dist/npm/define.js');
        return {
          definedByIndex,
          cls: typeof index.PiecepackWar,
          same: customElements.get('piecepack-war') === index.PiecepackWar && define.PiecepackWar === index.PiecepackWar,
        };
      });
      assert.deepEqual(r, { definedByIndex: false, cls: 'function', same: true });
    } finally {
      await context.close();
    }
  });

  it('its types compile in a TypeScript page that uses the element', () => {
    const dir = '.cache/types-check';
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      `${dir}/consumer.ts`,
      [
        "import { PiecepackWar, DEFAULT_STRINGS, type GameEndDetail } from 'piecepack-war';",
        "import 'piecepack-war/define';",
        "const el = document.createElement('piecepack-war');",
        'const same: PiecepackWar = el;',
        "el.addEventListener('pw-game-end', (e) => { const d: GameEndDetail = e.detail; console.log(d.winner, d.record.actions.length); });",
        "el.addEventListener('pw-error', (e) => console.log(e.detail.option, e.detail.allowed));",
        'el.strings = { flip: DEFAULT_STRINGS.flip };',
        'const ok: boolean = el.flip() && el.newGame(3);',
        'export { same, ok };',
      ].join('\n'),
    );
    writeFileSync(
      `${dir}/tsconfig.json`,
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM'],
          strict: true,
          noEmit: true,
          types: [],
          skipLibCheck: false,
        },
        files: ['consumer.ts'],
      }),
    );
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', dir], { stdio: 'inherit' });
  });

  it('custom-elements.json describes every attribute, event, part and CSS property', () => {
    const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8'));
    const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'piecepack-war');
    assert.ok(element, 'the element is described');
    const attributes = element.attributes.map((a) => a.name);
    for (const spec of OPTION_SPECS) assert.ok(attributes.includes(spec.flag), `attribute ${spec.flag}`);
    for (const name of ['seed', 'autoplay', 'speed', 'palette', 'theme', 'record-src', 'heading-level'])
      assert.ok(attributes.includes(name), `attribute ${name}`);
    const events = element.events.map((e) => e.name);
    for (const name of ['pw-trick', 'pw-war', 'pw-game-end', 'pw-error', 'pw-new-game', 'pw-step', 'pw-computer'])
      assert.ok(events.includes(name), `event ${name}`);
    const parts = element.cssParts.map((p) => p.name);
    for (const name of ['table', 'seat', 'controls', 'status', 'banner', 'error', 'menu', 'speed'])
      assert.ok(parts.includes(name), `part ${name}`);
    const props = element.cssProperties.map((p) => p.name);
    for (const name of [
      '--pp-bg',
      '--pp-fg',
      '--pp-suns',
      '--pp-moons',
      '--pp-crowns',
      '--pp-arms',
      '--pp-tile-back',
      '--pp-coin-face',
      '--pp-felt-fg',
      '--pp-piece-size',
      '--pp-coin-size',
      '--pp-die-size',
      '--pp-war',
    ])
      assert.ok(props.includes(name), `css property ${name}`);
    const members = element.members.filter((m) => m.privacy !== 'private').map((m) => m.name);
    for (const name of ['options', 'record', 'strings', 'newGame', 'restart', 'flip', 'press', 'step', 'play', 'pause', 'error', 'seed'])
      assert.ok(members.includes(name), `member ${name}`);
  });
});

describe('npm start', () => {
  it('builds, serves the demo on the port asked for, and keeps serving until killed', async function () {
    // The build alone took over 90 s on a loaded machine: the limits only stop a hang.
    this.timeout(660_000);
    const child = spawn(process.execPath, ['scripts/start.js', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`no URL printed: ${out}`)), 600_000);
        child.stdout.on('data', (d) => {
          out += d;
          const m = /Demo: (http:\/\/localhost:\d+\/)/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]);
          }
        });
        child.on('exit', (code) => reject(new Error(`npm start exited (${code}): ${out}`)));
      });
      const page = await (await fetch(url)).text();
      assert.match(page, /<piecepack-war/);
      await new Promise((r) => setTimeout(r, 500));
      assert.equal(child.exitCode, null, 'still serving');
      const again = await fetch(`${url}dist/piecepack-war.js`);
      assert.equal(again.status, 200);
      assert.match(again.headers.get('content-security-policy'), /script-src 'self'/);
      assert.equal((await fetch(`${url}package.json`)).status, 404, 'only demo/, dist/ and media/ are served');
    } finally {
      child.kill();
    }
  });

  it('refuses a bad port with a clear message', () => {
    let err;
    try {
      execFileSync(process.execPath, ['scripts/start.js', '--port', 'eighty'], { stdio: 'pipe' });
    } catch (e) {
      err = e;
    }
    assert.ok(err, 'it exits with an error');
    assert.equal(err.status, 2);
    assert.match(String(err.stderr), /port must be a whole number/);
  });
});

describe('the demo page in its five languages', () => {
  it('has every word in every language: the same keys, placeholders and paragraphs as English, a summary per variant', () => {
    const holes = (text) =>
      [...String(text).matchAll(/\{(\w+)(?::[^}]*)?\}/g)]
        .map((m) => m[1])
        .sort()
        .join();
    const problems = [];
    for (const [lang, words] of Object.entries(PAGE_WORDS)) {
      if (lang === 'en') continue;
      for (const [key, value] of Object.entries(PAGE_WORDS.en)) {
        if (typeof value === 'string' && holes(value) !== holes(words[key]))
          problems.push(`${lang}.${key}: placeholders ${holes(words[key])} instead of ${holes(value)}`);
        // (One word may well be the same in both, like German "Median".)
        if (typeof value === 'string' && words[key] === value && /\s/.test(value)) problems.push(`${lang}.${key}: still English`);
      }
      for (const name of VARIANT_NAMES) if (!words.summaries[name]) problems.push(`${lang}.summaries.${name}: missing`);
      for (const [name, paragraphs] of Object.entries(PAGE_WORDS.en.howTo))
        if (words.howTo[name]?.length !== paragraphs.length)
          problems.push(`${lang}.howTo.${name}: ${words.howTo[name]?.length ?? 0} paragraphs`);
    }
    assert.deepEqual(problems, []);
  });

  for (const lang of Object.keys(PAGE_WORDS)) {
    it(`${lang}: the page and every widget on it speak it, on a phone the first game is in the first screen, only its own files load`, async () => {
      const { page, problems, close } = await open(`/?lang=${lang}`, { width: 360, height: 740 });
      try {
        await page.waitForFunction((n) => document.querySelectorAll('#variants piecepack-war').length === n, VARIANT_NAMES.length);
        await page.waitForFunction(
          (l) =>
            [...document.querySelectorAll('piecepack-war')].every((w) =>
              w.shadowRoot?.querySelector('.game')?.getAttribute('lang')?.startsWith(l),
            ),
          lang,
        );
        assert.equal(await page.locator('h1').textContent(), PAGE_WORDS[lang].heading);
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        const box = await page.locator('#play piecepack-war button.primary').boundingBox();
        assert.ok(
          box && box.y + box.height <= 740,
          `the first game's main button is in the first screen (bottom at ${box && box.y + box.height} px)`,
        );
        await page.screenshot({ path: `${SHOTS}/demo-${lang}-phone.png` });
        const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
        const languageFiles = fetched.filter((f) => /piecepack-war-(decisions-)?(de|ru|ro|fr)\.js$/.test(f));
        if (lang !== 'en')
          assert.ok(languageFiles.includes(`/dist/piecepack-war-${lang}.js`), `${lang}'s file was loaded: ${fetched.join(', ')}`);
        assert.ok(
          languageFiles.every((f) => f.includes(`-${lang}.js`)),
          `only ${lang}'s files: ${languageFiles.join(', ')}`,
        );
        if (lang === 'en') assert.deepEqual(languageFiles, []);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  }

  it('switching the language: the page, its address and every widget follow', async () => {
    const { page, problems, close } = await open('/?lang=de');
    try {
      await page.waitForFunction(() =>
        document.querySelector('#play piecepack-war')?.shadowRoot?.querySelector('.game[lang="de"] button.primary'),
      );
      await page.selectOption('#lang-switch', 'ru');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('piecepack-war')].every((w) => w.shadowRoot?.querySelector('.game')?.getAttribute('lang') === 'ru'),
      );
      assert.equal(await page.locator('h1').textContent(), PAGE_WORDS.ru.heading);
      assert.equal(await shadowText(page, '#play piecepack-war', 'button.primary'), 'Открыть');
      assert.match(page.url(), /[?&]lang=ru\b/);
      const labels = await page.evaluate(() =>
        [...document.getElementById('gallery').shadowRoot.querySelectorAll('svg[aria-label]')].map((s) => s.getAttribute('aria-label')),
      );
      for (const name of ['туз червей', 'пятёрка солнц', 'рубашка карты']) assert.ok(labels.includes(name), name);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

describe('game links', () => {
  it('Copy link after a few steps opens exactly that position, at that step, in a new browser context', async () => {
    const first = await open('/');
    let link;
    let view;
    try {
      const { page } = first;
      await page.waitForFunction(() => document.querySelector('#play piecepack-war')?.view);
      const made = await page.evaluate(async () => {
        const w = document.querySelector('#play piecepack-war');
        for (let i = 0; i < 9; i++) w.flip();
        await w.updateComplete;
        w.replayTo(6);
        await w.updateComplete;
        const heard = new Promise((resolve) => w.addEventListener('pw-link', (e) => resolve(e.detail), { once: true }));
        w.shadowRoot.querySelector('[part~="copy-link"]').click();
        const detail = await heard;
        const range = w.shadowRoot.querySelector('[part="replay-scrub"]');
        const seats = [...w.shadowRoot.querySelectorAll('.seat .count')].map((c) => c.textContent);
        return { detail, at: range.value, seats, played: w.shadowRoot.querySelectorAll('.played .up').length };
      });
      link = made.detail.link;
      view = made;
      assert.match(link, /#g=1\.[A-Za-z0-9_-]+&w=[^&]+$/, 'a link to this page names its widget');
      assert.equal(made.detail.step, 6);
    } finally {
      await first.close();
    }
    const second = await open(new URL(link).pathname + new URL(link).search + new URL(link).hash);
    try {
      const { page, problems } = second;
      await page.waitForFunction(() => document.querySelector('#play piecepack-war')?.shadowRoot?.querySelector('[part="replay-scrub"]'));
      const seen = await page.evaluate(async () => {
        const w = document.querySelector('#play piecepack-war');
        await w.updateComplete;
        const range = w.shadowRoot.querySelector('[part="replay-scrub"]');
        const seats = [...w.shadowRoot.querySelectorAll('.seat .count')].map((c) => c.textContent);
        return {
          at: range.value,
          total: range.max,
          seats,
          played: w.shadowRoot.querySelectorAll('.played .up').length,
          actions: w.record.actions.length,
        };
      });
      assert.equal(seen.at, '6');
      assert.equal(seen.actions, 9);
      assert.deepEqual(seen.seats, view.seats);
      assert.equal(seen.played, view.played);
      assert.deepEqual(problems, []);
    } finally {
      await second.close();
    }
  });
});
