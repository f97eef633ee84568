// Animations' memory (part of `npm run bench`): the peak resident set of `piecepack-war render --out x.gif` (the
// bundled CLI, dist/cli.js) for 600 and 2,000 frames of a three-seat card War game, and the widget's Save animation in
// Chromium (its cap, 500 frames, of a longer game): the page's JavaScript heap and array buffers at their highest,
// sampled while it works. Frames stream into the encoder, so neither grows with the number of frames.
// Figures only: nothing here passes or fails. Usage: node scripts/benches/gif.js [--quick]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureChromium } from '../ensure-chromium.js';
import { buildBundle } from '../builds/10-webview.js';
import { openLocal } from '../local-page.js';

const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;

/** The record every figure draws: 2,225 actions. */
const GAME = ['--variant', 'war-cards', '--packs', '2', '--players', '3', '--seed', '4'];

/** Makes the child report its own peak resident set (kB) on standard error as it exits. */
const PEAK_HOOK = `data:text/javascript,${encodeURIComponent(
  "process.on('exit', () => process.stderr.write('peak-rss ' + process.resourceUsage().maxRSS + '\\n'));",
)}`;

/** `dist/cli.js render` of frames `from`..`to`: its peak RSS (bytes), seconds and the file's bytes. */
async function renderPeak(record, to, out) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', PEAK_HOOK, 'dist/cli.js', 'render', record, '--from', '0', '--to', String(to), '--out', out],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const code = await new Promise((done) => child.on('close', done));
  if (code !== 0) throw new Error(`render exited ${code}: ${err}`);
  return { peak: Number(/peak-rss (\d+)/.exec(err)[1]) * 1024, seconds: (performance.now() - started) / 1000, bytes: statSync(out).size };
}

/** The widget's Save animation of `record` in Chromium: its highest heap + array buffers while it works, seconds, frames' bytes. */
async function widgetPeak(record) {
  await buildBundle();
  ensureChromium();
  const { base, browser, close } = await openLocal();
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.route(`${base}/gif-bench.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><script type="module" src="/dist/piecepack-war.js"></script><piecepack-war variant="war-cards" packs="2" players="3"></piecepack-war>',
      }),
    );
    await page.goto(`${base}/gif-bench.html`);
    await page.waitForFunction(() => customElements.get('piecepack-war') !== undefined);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = async () => {
      const u = await cdp.send('Runtime.getHeapUsage');
      return u.usedSize + (u.backingStorageSize ?? 0);
    };
    const before = await usage();
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await usage());
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = performance.now();
    const size = await page.evaluate(async (r) => {
      const el = document.querySelector('piecepack-war');
      el.record = r;
      await el.updateComplete;
      return (await el.saveAnimation({ pace: 100 })).size;
    }, record);
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    return { before, peak, seconds, bytes: size };
  } finally {
    await close();
  }
}

/** Runs the benchmark and prints its figures. */
export default async function gifBench(args = process.argv.slice(2)) {
  const quick = args.includes('--quick');
  const { default: buildCli } = await import(pathToFileURL('scripts/builds/05-cli.js').href);
  await buildCli();
  const dir = mkdtempSync(join(tmpdir(), 'pw-gif-bench-'));
  const played = spawnSync(process.execPath, ['dist/cli.js', 'play', ...GAME, '--json'], { encoding: 'utf8' });
  if (played.status !== 0) throw new Error(played.stderr);
  const record = join(dir, 'game.json');
  writeFileSync(record, played.stdout);
  const actions = JSON.parse(played.stdout).actions.length;
  console.log(
    `Animations (GIF), a three-seat card War game of ${actions} actions (piecepack-war play ${GAME.join(' ')}), machine load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
  for (const frames of quick ? [600] : [600, 2000]) {
    const r = await renderPeak(record, frames - 1, join(dir, `x${frames}.gif`));
    console.log(
      `  render --out x.gif, ${frames} frames: peak RSS ${mb(r.peak)}, ${r.seconds.toFixed(1)} s, ${(r.bytes / 1048576).toFixed(2)} MB of GIF`,
    );
  }
  const w = await widgetPeak(JSON.parse(readFileSync(record, 'utf8')));
  console.log(
    `  widget Save animation (its last 500 steps of ${actions}), Chromium: JS heap + array buffers ${mb(w.before)} before, ${mb(w.peak)} at most (sampled every 100 ms), ${w.seconds.toFixed(1)} s, ${(w.bytes / 1048576).toFixed(2)} MB of GIF`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await gifBench();
