// The widget's browser benchmark (part of `npm run bench`): prints the CDN bundle's size (minified and gzipped), the time
// to a first rendered table, long tasks while autoplaying flat out, and 50 widgets autoplaying through ten minutes'
// worth of play at normal speed (fast-forwarded): responsiveness, frames and heap after garbage collection.
// Figures only: nothing here passes or fails on time. Usage: node scripts/benches/browser.js [--quick]
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from '../ensure-chromium.js';
import { buildBundle, buildDemo } from '../builds/10-webview.js';
import { serveStatic } from '../../demo/server.js';

/** Flips per widget in ten minutes at the normal speed (2.5 flips a second). */
const TEN_MINUTES_OF_FLIPS = 10 * 60 * 2.5;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v) => `${v.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;

function quantile(values, q) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The bundle as it would be with every family's rules in it (no stand-ins), for comparison. */
async function fullEngineSize() {
  const r = await build({ entryPoints: ['webview/src/define.ts'], bundle: true, format: 'esm', target: 'es2022', minify: true, write: false, tsconfig: 'webview/tsconfig.json', logLevel: 'silent' });
  const bytes = r.outputFiles[0].contents;
  return { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

async function heap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

async function waitFor(page, predicate, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = await page.evaluate(() => window.bench?.state ?? window.bench);
    if (state && predicate(state)) return state;
    if (Date.now() > until) return state;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Runs the benchmark and prints its figures. */
export default async function browserBench(args = process.argv.slice(2)) {
  const quick = args.includes('--quick');
  ensureChromium();
  const size = await buildBundle();
  await buildDemo();
  const full = await fullEngineSize();
  console.log(`Browser benchmark (<piecepack-war>), machine load average ${loadavg().map((v) => v.toFixed(1)).join(' ')} (figures vary with it)`);
  console.log(`  bundle dist/piecepack-war.js: ${kb(size.bytes)} minified, ${kb(size.gzip)} min+gzip (target <= 40 KB)`);
  console.log(`    (with the rules of families that have no table yet, it would be ${kb(full.bytes)}, ${kb(full.gzip)} gzipped)`);

  const server = createServer((req, res) => serveStatic(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    // Time to first render: the first widget of a fresh page (cold), five pages; then 30 more widgets on the last one.
    {
      const cold = [];
      const fcps = [];
      let r;
      for (let i = 0; i < 5; i++) {
        const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
        await page.goto(`${base}/demo/bench.html?mode=first`);
        r = await waitFor(page, (s) => s.median !== undefined, 30_000);
        cold.push(r.cold);
        fcps.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0));
        await page.close();
      }
      console.log(`  first render (element connected -> table rendered), target < 100 ms:`);
      console.log(`    first widget of a fresh page: median ${ms(quantile(cold, 0.5))} (${cold.map((v) => v.toFixed(0)).join(', ')} ms over 5 pages)`);
      console.log(`    further widgets: median ${ms(r.median)}, max ${ms(r.max)} over 30`);
      console.log(`    page first contentful paint, bundle from localhost: median ${ms(quantile(fcps, 0.5))}`);
    }
    // One widget flat out.
    {
      const seconds = quick ? 3 : 10;
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      await page.goto(`${base}/demo/bench.html?mode=one`);
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const s = await page.evaluate(() => window.bench.state);
      await page.evaluate(() => window.bench.stop());
      console.log(`  one widget autoplaying at full speed for ${s.seconds.toFixed(1)} s: ${Math.round(s.flips / s.seconds)} flips/s, ${s.games} games, ${Math.round(s.frames / s.seconds)} frames/s`);
      console.log(`    long tasks (over 50 ms): ${s.longTasks}${s.longTasks ? `, longest ${ms(s.longestTask)}` : ''} (target: none)`);
      await page.close();
    }
    // Fifty widgets through ten minutes of play each, fast-forwarded.
    {
      const target = quick ? TEN_MINUTES_OF_FLIPS / 10 : TEN_MINUTES_OF_FLIPS;
      const page = await browser.newPage({ viewport: { width: 1700, height: 1000 } });
      const cdp = await page.context().newCDPSession(page);
      await page.goto(`${base}/demo/bench.html?mode=many`);
      await page.waitForFunction(() => window.bench?.state?.flips > 0);
      const samples = [];
      const clicks = [];
      const t0 = Date.now();
      for (const share of [0.1, 0.25, 0.5, 0.75, 1]) {
        await waitFor(page, (s) => s.fewest >= target * share, 30 * 60_000);
        // A reader clicks on the page while everything plays: how long until the page sees it?
        const c0 = Date.now();
        await page.mouse.click(5, 5);
        clicks.push(Date.now() - c0);
        await page.evaluate(() => window.bench.stop());
        samples.push({ share, heap: await heap(cdp) });
        await page.evaluate(() => window.bench.resume());
      }
      const s = await page.evaluate(() => window.bench.state);
      await page.evaluate(() => window.bench.stop());
      const wall = (Date.now() - t0) / 1000;
      console.log(`  50 widgets, each through ${target} flips (${quick ? 'one minute' : 'ten minutes'} of normal-speed play), fast-forwarded in ${wall.toFixed(1)} s:`);
      console.log(`    ${Math.round(s.flips / s.seconds)} flips/s in all, ${s.games} games, ${Math.round(s.frames / s.seconds)} frames/s`);
      console.log(`    input delay of clicks (event to handler): median ${ms(quantile(s.inputDelays, 0.5))}, max ${ms(Math.max(0, ...s.inputDelays))}; click round trip max ${clicks.length ? Math.max(...clicks) : 0} ms`);
      console.log(`    long tasks (over 50 ms) while playing: ${s.longTasks}${s.longTasks ? `, longest ${ms(s.longestTask)}` : ''} (the pauses to weigh the heap left out)`);
      console.log(`    heap after GC: ${samples.map((x) => `${Math.round(x.share * 100)}% ${mb(x.heap)}`).join(', ')}; from 25% to the end ${(((samples.at(-1).heap - samples[1].heap) / samples[1].heap) * 100).toFixed(1)}%`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await browserBench();
