// The widget's browser benchmark (part of `npm run bench`): prints the CDN files' sizes (minified and gzipped: the
// bundle, the decision games' chunk, the computer's worker), the time to a first rendered table, long tasks while
// autoplaying flat out, 50 widgets autoplaying through ten minutes' worth of play at normal speed (fast-forwarded):
// responsiveness, frames and heap after garbage collection; the strong Stacked Deck War player's decision times in
// its worker and the page's long tasks meanwhile; and how long a whole Stacked Deck War game takes a person, against
// the computer and in hotseat, from a scripted human-paced game clicked through in Chromium.
// Figures only: nothing here passes or fails on time. Usage: node scripts/benches/browser.js [--quick] [--only=game]
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureChromium } from '../ensure-chromium.js';
import { buildBundle, buildDemo, PARTS } from '../builds/10-webview.js';
import { openLocal } from '../local-page.js';
import { installDeepFind } from './deep-find.js';

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

/** Everything in one file (the npm entries' module graph, Lit and every family included), for comparison. */
async function fullEngineSize() {
  const r = await build({
    entryPoints: ['webview/src/define.ts'],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    tsconfig: 'webview/tsconfig.json',
    logLevel: 'silent',
  });
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
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const runs = (name) => !only || only.includes(name);
  ensureChromium();
  const size = await buildBundle();
  await buildDemo();
  const full = await fullEngineSize();
  console.log(
    `Browser benchmark (<piecepack-war>), machine load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')} (figures vary with it)`,
  );
  console.log(
    `  a War page's start-up files (the bundle dist/piecepack-war.js and the shared files it imports): ${size.startup.files.length} files, ${kb(size.startup.bytes)} minified, ${kb(size.startup.gzip)} min+gzip (scripts/benches/startup.js counts them in Chromium, and a Vite app's)`,
  );
  console.log(
    `  files loaded the first time a game needs them, min+gzip: ${PARTS.map((p) => `${p.file.slice('dist/'.length)} (${p.what}) ${kb(size.parts[p.part].gzip)}`).join(', ')}`,
  );
  console.log(
    `  computer worker dist/piecepack-war-computer.js: ${kb(size.worker.bytes)} minified, ${kb(size.worker.gzip)} min+gzip (started when a strong Stacked Deck War computer first decides)`,
  );
  console.log(
    `    (the whole module graph in one file, every language and decision game included, would be ${kb(full.bytes)}, ${kb(full.gzip)} gzipped)`,
  );
  // The languages other than English, each loaded only by a page in that language (and English's help paragraphs).
  const languageFiles = readdirSync('dist')
    .filter((f) => /^piecepack-war-((decisions-)?(de|ru|ro|fr)|help-en)\.js$/.test(f))
    .sort();
  const gz = (f) => kb(gzipSync(readFileSync(`dist/${f}`), { level: 9 }).length);
  console.log(
    `  language files, min+gzip, loaded on demand: ${languageFiles.map((f) => `${f.slice('piecepack-war-'.length, -3)} ${gz(f)}`).join(', ')}`,
  );

  const { base, browser, close } = await openLocal();
  try {
    // Time to first render: the first widget of a fresh page (cold), five pages; then 30 more widgets on the last one.
    if (runs('first')) {
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
      console.log(
        `    first widget of a fresh page: median ${ms(quantile(cold, 0.5))} (${cold.map((v) => v.toFixed(0)).join(', ')} ms over 5 pages)`,
      );
      console.log(`    further widgets: median ${ms(r.median)}, max ${ms(r.max)} over 30`);
      console.log(`    page first contentful paint, bundle from localhost: median ${ms(quantile(fcps, 0.5))}`);
    }
    // One widget flat out.
    if (runs('one')) {
      const seconds = quick ? 3 : 10;
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      await page.goto(`${base}/demo/bench.html?mode=one`);
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const s = await page.evaluate(() => window.bench.state);
      await page.evaluate(() => window.bench.stop());
      console.log(
        `  one widget autoplaying at full speed for ${s.seconds.toFixed(1)} s: ${Math.round(s.flips / s.seconds)} flips/s, ${s.games} games, ${Math.round(s.frames / s.seconds)} frames/s`,
      );
      console.log(`    long tasks (over 50 ms): ${s.longTasks}${s.longTasks ? `, longest ${ms(s.longestTask)}` : ''} (target: none)`);
      await page.close();
    }
    // Fifty widgets through ten minutes of play each, fast-forwarded.
    if (runs('many')) {
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
      console.log(
        `  50 widgets, each through ${target} flips (${quick ? 'one minute' : 'ten minutes'} of normal-speed play), fast-forwarded in ${wall.toFixed(1)} s:`,
      );
      console.log(`    ${Math.round(s.flips / s.seconds)} flips/s in all, ${s.games} games, ${Math.round(s.frames / s.seconds)} frames/s`);
      console.log(
        `    input delay of clicks (event to handler): median ${ms(quantile(s.inputDelays, 0.5))}, max ${ms(Math.max(0, ...s.inputDelays))}; click round trip max ${clicks.length ? Math.max(...clicks) : 0} ms`,
      );
      console.log(
        `    long tasks (over 50 ms) while playing: ${s.longTasks}${s.longTasks ? `, longest ${ms(s.longestTask)}` : ''} (the pauses to weigh the heap left out)`,
      );
      console.log(
        `    heap after GC: ${samples.map((x) => `${Math.round(x.share * 100)}% ${mb(x.heap)}`).join(', ')}; from 25% to the end ${(((samples.at(-1).heap - samples[1].heap) / samples[1].heap) * 100).toFixed(1)}%`,
      );
      await page.close();
    }
    if (runs('decisions')) await decisionTimes(browser, base, quick ? 10 : 30);
    if (runs('game')) {
      await humanGame(browser, base, 'human,computer', 11);
      await humanGame(browser, base, 'human,human', 11);
    }
  } finally {
    await close();
  }
}

const median = (values) => quantile(values, 0.5);

/** Two strong computers play Stacked Deck War flat out: each decision's thinking time (in the worker), and the page's long tasks. */
async function decisionTimes(browser, base, seconds) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${base}/demo/bench.html?mode=decisions`);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const s = await page.evaluate(() => window.bench.state);
  await page.evaluate(() => window.bench.stop());
  await page.close();
  const ms = s.think.filter((t) => t.where === 'worker').map((t) => t.ms);
  const elsewhere = s.think.length - ms.length;
  console.log(
    `  Stacked Deck War, two strong computers flat out for ${s.seconds.toFixed(0)} s: ${s.games} games, ${s.think.length} decisions (${elsewhere} on the main thread)`,
  );
  console.log(
    `    thinking in the worker: median ${ms.length ? median(ms).toFixed(1) : '-'} ms, p90 ${ms.length ? quantile(ms, 0.9).toFixed(1) : '-'} ms, p99 ${ms.length ? quantile(ms, 0.99).toFixed(1) : '-'} ms, max ${ms.length ? Math.max(...ms).toFixed(1) : '-'} ms`,
  );
  console.log(
    `    page meanwhile: ${Math.round(s.frames / s.seconds)} frames/s, long tasks (over 50 ms): ${s.longTasks.length}${s.longTasks.length ? `, longest ${Math.max(...s.longTasks).toFixed(0)} ms` : ''}`,
  );
}

/**
 * How long a person takes over a whole Stacked Deck War game. A scripted player clicks through the game in Chromium
 * with the real mouse, at the widget's normal speed (the computer pauses 0.4 s before each decision so a person can
 * follow), and counts its clicks and decisions. Its own thinking is modelled rather than waited out (so the bench
 * stays short): HUMAN_SECONDS per kind of click, added to the measured time the page made it wait.
 */
const HUMAN_SECONDS = { arrange: 45, flip: 1.5, buy: 6, choice: 4, pass: 3 };

async function humanGame(browser, base, seats, seed) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } });
  await page.addInitScript(installDeepFind);
  await page.goto(`${base}/demo/bench.html?mode=idle`);
  await page.evaluate(
    ([seatsAttr, seedAttr]) => {
      window.game = { think: [], longTasks: [], ended: false };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.game.longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
      const el = document.createElement('piecepack-war');
      el.setAttribute('variant', 'stacked-deck');
      el.setAttribute('seats', seatsAttr);
      el.setAttribute('seed', seedAttr);
      el.addEventListener('pw-computer', (e) => window.game.think.push(e.detail));
      el.addEventListener('pw-game-end', (e) => {
        window.game.ended = true;
        window.game.result = e.detail;
      });
      document.getElementById('stage').append(el);
    },
    [seats, String(seed)],
  );
  const host = page.locator('piecepack-war');
  const counts = { arrange: 0, flip: 0, buy: 0, choice: 0, pass: 0 };
  let clicks = 0;
  let waited = 0;
  const computerWaits = [];
  let seen = 0;
  const started = Date.now();
  for (let step = 0; step < 2000; step++) {
    const t0 = Date.now();
    // Wait for the person's next decision (or the end): the computer thinks and the page animates meanwhile.
    const what = await page
      .waitForFunction(
        () => {
          if (window.game.ended) return 'end';
          // The decision table is an element of its own inside the widget's shadow root: look through every shadow
          // root (as the locators below do; deep-find.js).
          const find = globalThis.pwDeepFind;
          const root = document.querySelector('piecepack-war').shadowRoot;
          if (find(root, '.pass-screen button')) return 'pass';
          if (find(root, '.arr-done')) return 'arrange';
          if (find(root, 'button.flip')) return 'flip';
          if (find(root, '.prompt.buy')) return 'buy';
          if (find(root, '.prompt.give')) return 'choice';
          if (find(root, '.prompt:not(.waiting-box) .choices button:not([disabled])')) return 'choice';
          return false;
        },
        null,
        { timeout: 60_000, polling: 20 },
      )
      .then((h) => h.jsonValue());
    const wait = Date.now() - t0;
    waited += wait;
    if (what === 'end') break;
    // A wait in which the computer decided is the person waiting for the computer.
    const thought = await page.evaluate(() => window.game.think.length);
    if (thought > seen) computerWaits.push(wait);
    seen = thought;
    counts[what]++;
    if (what === 'pass') await host.locator('.pass-screen button').click();
    else if (what === 'arrange') {
      await host.locator('.arr-suggest').click();
      await host.locator('.arr-done').click();
      clicks++;
    } else if (what === 'flip') await host.locator('button.flip').click();
    else if (what === 'buy') {
      // A plausible player: buys when its tile is behind, with the first action on offer, else passes.
      const behind = await page.evaluate(() => {
        const v = document.querySelector('piecepack-war').view;
        const me = v.seats.find((s) => s.kind === 'human' && s.seat === v.buyer) ?? v.seats[v.buyer];
        const other = v.seats[1 - me.seat];
        const mine = v.window > 0 ? me.war : me.play;
        const theirs = v.window > 0 ? other.war : other.play;
        return v.lowestWins ? mine >= theirs : mine <= theirs;
      });
      const offers = await host.locator('.prompt.buy button.buy').count();
      if (behind && offers > 0) await host.locator('.prompt.buy button.buy').first().click();
      else await host.locator('.prompt.buy button.pass').click();
    } else {
      const give = await host.locator('.prompt.give').count();
      if (give) {
        const need = await host.locator('.prompt.give button.pick').count();
        for (let k = 0; k < need && (await host.locator('.prompt.give .choices button').isDisabled()); k++) {
          await host.locator('.prompt.give button.pick:not([disabled]):not(.on)').first().click();
          clicks++;
        }
        await host.locator('.prompt.give .choices button').click();
      } else await host.locator('.prompt .choices button:not([disabled])').first().click();
    }
    clicks++;
  }
  const g = await page.evaluate(() => ({
    think: window.game.think,
    longTasks: window.game.longTasks,
    result: window.game.result,
    rounds: document.querySelector('piecepack-war').view.round,
  }));
  await page.close();
  const human = Object.entries(counts).reduce((n, [k, c]) => n + c * HUMAN_SECONDS[k], 0);
  const decisions = counts.buy + counts.choice + counts.arrange;
  const minutes = (human + waited / 1000) / 60;
  const label = seats === 'human,human' ? 'by hand (hotseat, two people)' : 'against the strong computer';
  console.log(
    `  Stacked Deck War ${label}, seed ${seed}: ${g.rounds} rounds, ${g.result ? `${g.result.winner >= 0 ? `seat ${g.result.winner + 1} won` : 'a draw'}` : 'unfinished'}`,
  );
  console.log(
    `    the person(s): ${decisions} decisions (${counts.arrange} setup, ${counts.buy} buying windows, ${counts.choice} other prompts), ${counts.flip} flips, ${counts.pass} pass-the-device screens, ${clicks} clicks in all`,
  );
  if (g.think.length) {
    const ms = g.think.map((t) => t.ms);
    console.log(
      `    the computer: ${g.think.length} decisions in ${[...new Set(g.think.map((t) => t.where))].join('/')}, thinking median ${median(ms).toFixed(1)} ms, max ${Math.max(...ms).toFixed(0)} ms; the person waited for it median ${median(computerWaits)} ms (the pauses to follow its moves and the turn-ups that happen by themselves; rounds the person cannot buy in play through), max ${Math.max(...computerWaits)} ms`,
    );
  }
  console.log(
    `    long tasks on the page (over 50 ms): ${g.longTasks.length}${g.longTasks.length ? `, longest ${Math.max(...g.longTasks).toFixed(0)} ms` : ''}; scripted run ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(
    `    estimated time for a person: ${minutes.toFixed(1)} min (${Object.entries(HUMAN_SECONDS)
      .map(([k, v]) => `${v} s a ${k}`)
      .join(', ')}, plus ${(waited / 1000).toFixed(0)} s the page made it wait)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await browserBench();
