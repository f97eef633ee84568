// Start-up bytes (part of `npm run bench`): what a page that shows piecepack War loads before its first table, counted
// in Chromium from the requests it makes (every script, min+gzip), from the CDN files and from a fresh Vite app built
// from the packed npm tarball, as a user would; and whether each one then thinks in the computer's worker (a Stacked Deck
// War game between two computers). Beside them, in the same run, the CDN files of commit 4651854 (one 39.2 KB file,
// built once and cached by scripts/old-build.js), counted the same way, and the time to the first table and of the
// first press of the same War page from each channel and from the old commit, opened in turn (medians). Figures only,
// printed beside their budgets: nothing here passes or fails. Builds first when dist/ is not the build of the sources
// (the npm tarball needs the whole build). Usage: node scripts/benches/startup.js [--runs=N] [--also=<commit>]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureChromium } from '../ensure-chromium.js';
import { ensureBuilt } from '../build-stamp.js';
import { openLocal } from '../local-page.js';
import { packPackage } from '../npm-package/pack.js';
import { oldBuild } from '../old-build.js';

/** The budgets for a War page's start-up (issue 34): min+gzip and files, from the CDN folder and from a Vite app. */
export const BUDGET = { gzip: 45 * 1024, files: 4 };
/** The commit whose CDN files a War page's start-up is held against (one file, 39.2 KB min+gzip). */
export const OLD_COMMIT = '4651854';
/** The War widget every page here shows (the blog page's). */
const WAR_TAG = '<piecepack-war variant="war" packs="2" players="3" seed="11"></piecepack-war>';
/** The War page the CDN builds are timed on, its script from /dist/. */
const WAR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>War</title><script type="module" src="/dist/piecepack-war.js"></script></head><body>${WAR_TAG}</body></html>\n`;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' };

/** Serves a folder on a free local port (the Vite app's build). */
export async function serveFolder(root) {
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (path.endsWith('/')) path += 'index.html';
    const file = resolve(join(root, path));
    try {
      if (!file.startsWith(resolve(root)) || !statSync(file).isFile()) throw new Error('not a file');
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/**
 * Has `page` note, in its own clock, the first frame that shows a seat (a rAF loop from the page's first script on:
 * a poll started once page.goto returns may come frames later, after what the page asks for once its table is drawn).
 */
async function noteFirstTable(page) {
  await page.addInitScript(() => {
    const look = () => {
      if (document.querySelector('piecepack-war')?.shadowRoot?.querySelector('.seat')) window.__pwFirstTable = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** The first frame that showed a seat, in the page's clock (noteFirstTable), once there is one. */
async function firstTable(page) {
  const at = await page.waitForFunction(() => window.__pwFirstTable ?? false, null, { timeout: 30_000 });
  return at.jsonValue();
}

/**
 * Opens `url` (a page with one <piecepack-war variant="war">) and sums the scripts it fetched before the table showed,
 * min+gzip; then turns the widget into Stacked Deck War between two computers and reports where the first decision was
 * thought and whether a worker script was fetched.
 */
export async function measure(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const scripts = new Map();
  const requested = [];
  page.on('request', (r) => requested.push(r.url()));
  page.on('response', async (r) => {
    if (!/\.js(\?|$)/.test(r.url()) || r.status() !== 200) return;
    try {
      scripts.set(r.url(), await r.body());
    } catch {
      // a body the page dropped: not counted
    }
  });
  await noteFirstTable(page);
  await page.goto(url);
  // A script counts when the page asked for it before the first frame with a seat (one it asks for once the table is
  // drawn, the game menu's, comes after the first table even if it arrives before this side hears of the table).
  const asked = await page.evaluate(
    (at) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= at)
        .map((e) => e.name),
    await firstTable(page),
  );
  // Their bodies come to this side a little later: wait for them (at most 5 s).
  for (let i = 0; i < 100 && asked.some((u) => /\.js(\?|$)/.test(u) && !scripts.has(u)); i++) await new Promise((r) => setTimeout(r, 50));
  const before = [...scripts.entries()].filter(([u]) => asked.includes(u));
  const gzip = before.reduce((sum, [, body]) => sum + gzipSync(body, { level: 9 }).length, 0);
  const thought = await page.evaluate(
    () =>
      new Promise((done) => {
        const el = document.querySelector('piecepack-war');
        const timer = setTimeout(() => done({ where: 'none in 30 s' }), 30_000);
        el.addEventListener('pw-computer', (e) => {
          clearTimeout(timer);
          done(e.detail);
        });
        for (const name of ['players', 'packs']) el.removeAttribute(name);
        el.setAttribute('seats', 'computer,computer');
        el.setAttribute('variant', 'stacked-deck');
        el.setAttribute('speed', 'max');
        el.autoplay = true;
      }),
  );
  const worker = requested.some((u) => /piecepack-war-computer[\w-]*\.js/.test(u));
  await page.close();
  return { files: before.map(([u]) => new URL(u).pathname), gzip, where: thought.where, worker };
}

/** A folder serving WAR_PAGE as its index, with `dist` (a folder of CDN files) beside it. */
function warPageFolder(dist) {
  const root = mkdtempSync(join(tmpdir(), 'pw-war-page-'));
  writeFileSync(join(root, 'index.html'), WAR_PAGE);
  symlinkSync(resolve(dist), join(root, 'dist'));
  return root;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Opens `url` in a fresh context (nothing cached) and times, in the page's clock, its first table (navigation start to
 * the first frame with a seat) and the first press (press() to the first frame with the pieces it turned up).
 */
export async function timeWarPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  try {
    const page = await context.newPage();
    await noteFirstTable(page);
    await page.goto(url);
    const table = await firstTable(page);
    const press = await page.evaluate(
      () =>
        new Promise((done) => {
          const el = document.querySelector('piecepack-war');
          const start = performance.now();
          el.press();
          const look = () =>
            el.shadowRoot.querySelector('.played .war-group') ? done(performance.now() - start) : requestAnimationFrame(look);
          requestAnimationFrame(look);
        }),
    );
    return { table, press };
  } finally {
    await context.close();
  }
}

/** A fresh Vite app outside the repository that imports the npm entry, installed from the packed npm package (dist/package); returns its build folder. */
export async function viteApp() {
  const app = mkdtempSync(join(tmpdir(), 'pw-vite-'));
  const { tarball } = await packPackage(app);
  const packed = basename(tarball);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'war-page', private: true, type: 'module' }));
  execFileSync('npm', ['install', `./${packed}`, '--no-audit', '--no-fund', '--ignore-scripts', '--silent'], {
    cwd: app,
    stdio: 'inherit',
  });
  writeFileSync(
    join(app, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>War</title><script type="module" src="/main.js"></script></head><body>${WAR_TAG}</body></html>\n`,
  );
  writeFileSync(join(app, 'main.js'), "import 'piecepack-war/define';\n");
  execFileSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'inherit' });
  return { app, dist: join(app, 'dist') };
}

/**
 * Runs the benchmark and prints its figures. `--runs=N` times each page N times (7); `--also=<commit>` measures that
 * commit's CDN files beside commit 4651854's (e.g. the branch's base, to hold the first press to today's).
 */
export default async function startupBench(args = []) {
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 7);
  const commits = [OLD_COMMIT, ...args.filter((a) => a.startsWith('--also=')).map((a) => a.slice('--also='.length))];
  ensureChromium();
  const olds = commits.map((commit) => ({ name: `commit ${commit}`, folder: warPageFolder(oldBuild(commit)) }));
  ensureBuilt();
  const { app, dist } = await viteApp();
  const emitted = readdirSync(join(dist, 'assets')).filter((f) => /piecepack-war-computer/.test(f));
  const { base, browser, close } = await openLocal();
  const vite = await serveFolder(dist);
  const pages = [{ name: 'CDN files', folder: warPageFolder('dist') }, { name: 'Vite app', server: vite }, ...olds];
  for (const page of pages) page.server ??= await serveFolder(page.folder);
  try {
    const cdn = await measure(browser, `${base}/demo/blog.html`);
    const npm = await measure(browser, `${vite.url}/`);
    const measured = [];
    for (const old of olds) measured.push([old.name, await measure(browser, `${old.server.url}/`)]);
    const [, before] = measured[0];
    const also = measured
      .slice(1)
      .map(([name, r]) => `, ${name} ${kb(r.gzip)} in ${r.files.length}`)
      .join('');
    console.log('Start-up of a page that shows piecepack War (scripts fetched before the first table, min+gzip):');
    for (const [name, r] of [
      ['CDN files', cdn],
      ['Vite app from the npm tarball', npm],
    ]) {
      const over = r.gzip > BUDGET.gzip || r.files.length > BUDGET.files ? ': over' : '';
      console.log(
        `  ${name}: ${kb(r.gzip)} in ${r.files.length} files (budget ${kb(BUDGET.gzip)} in ${BUDGET.files} files${over}; ${OLD_COMMIT}'s CDN files ${kb(before.gzip)} in ${before.files.length}${also}); the computer then thinks in: ${r.where}${r.worker ? ' (worker file fetched)' : ''}`,
      );
    }
    console.log(`  the Vite build emitted the worker: ${emitted.length > 0 ? emitted.join(', ') : 'no'}`);
    // The same War page from each build, opened in turn so that the machine's load falls on all alike.
    const times = new Map(pages.map((p) => [p, []]));
    const load = () => loadavg()[0].toFixed(1);
    const loadBefore = load();
    for (let i = 0; i < runs; i++) for (const page of pages) times.get(page).push(await timeWarPage(browser, `${page.server.url}/`));
    const ms = (key) => pages.map((p) => `${p.name} ${median(times.get(p).map((t) => t[key])).toFixed(0)} ms`).join(', ');
    console.log(
      `  the same War page from each channel and commit, median of ${runs} each, opened in turn (load average ${loadBefore} before, ${load()} after):`,
    );
    console.log(`    first table (navigation to the first seat drawn): ${ms('table')}`);
    console.log(`    first press (press() to the pieces drawn): ${ms('press')}`);
  } finally {
    for (const page of pages) page.server?.close();
    await close();
    rmSync(app, { recursive: true, force: true });
    for (const page of pages) if (page.folder) rmSync(page.folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await startupBench(process.argv.slice(2));
