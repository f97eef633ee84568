// Start-up bytes (part of `npm run bench`): what a page that shows piecepack War loads before its first table, counted
// in Chromium from the requests it makes (every script, min+gzip), from the CDN files and from a fresh Vite app built
// from the packed npm tarball, as a user would; and whether each one then thinks in the computer's worker (a Stacked Deck
// War game between two computers). Figures only, printed beside their budgets: nothing here passes or fails.
// Usage: node scripts/benches/startup.js
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureChromium } from '../ensure-chromium.js';
import { buildBundle, buildManifest, buildNpm, buildTypes } from '../builds/10-webview.js';
import { openLocal } from '../local-page.js';
import { packPackage } from '../npm-package/pack.js';

/** The budgets the issue set for a War page's start-up, min+gzip. */
export const BUDGET = { cdn: 42 * 1024, vite: 45 * 1024 };

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
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('piecepack-war')?.shadowRoot?.querySelector('.seat'), null, { timeout: 30_000 });
  const before = [...scripts.entries()];
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
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>War</title><script type="module" src="/main.js"></script></head><body><piecepack-war variant="war" seed="1"></piecepack-war></body></html>\n',
  );
  writeFileSync(join(app, 'main.js'), "import 'piecepack-war/define';\n");
  execFileSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'inherit' });
  return { app, dist: join(app, 'dist') };
}

/** Runs the benchmark and prints its figures. */
export default async function startupBench() {
  ensureChromium();
  mkdirSync('dist', { recursive: true });
  await buildBundle();
  await buildNpm();
  buildTypes();
  await buildManifest();
  const { app, dist } = await viteApp();
  const emitted = readdirSync(join(dist, 'assets')).filter((f) => /piecepack-war-computer/.test(f));
  const { base, browser, close } = await openLocal();
  const vite = await serveFolder(dist);
  try {
    const cdn = await measure(browser, `${base}/demo/blog.html`);
    const npm = await measure(browser, `${vite.url}/`);
    console.log('Start-up of a page that shows piecepack War (scripts fetched before the first table, min+gzip):');
    for (const [name, r, budget] of [
      ['CDN files', cdn, BUDGET.cdn],
      ['Vite app from the npm tarball', npm, BUDGET.vite],
    ])
      console.log(
        `  ${name}: ${kb(r.gzip)} in ${r.files.length} files (budget ${kb(budget)}${r.gzip > budget ? `, over by ${kb(r.gzip - budget)}` : ''}); the computer then thinks in: ${r.where}${r.worker ? ' (worker file fetched)' : ''}`,
      );
    console.log(`  the Vite build emitted the worker: ${emitted.length > 0 ? emitted.join(', ') : 'no'}`);
  } finally {
    vite.close();
    await close();
    rmSync(app, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await startupBench();
