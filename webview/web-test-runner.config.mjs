// web-test-runner config for the widget's tests: pre-bundled test files (webview/test/run.js builds them into
// .cache/wtr), mocha, Debian's Chromium through puppeteer, several files at once (each in a page and browser context of
// its own), commands of our own (element screenshots, forced colors, animation rate) and the slowest files at the end.
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/ensure-chromium.js';

/** Screenshots land here so a person can look at them after a run. */
const SHOTS = '.cache/screenshots';

/** DevTools sessions that hold a forced-colors emulation, by test session. */
const forcedColorSessions = new Map();
/** DevTools sessions that hold the page's animation rate, by test session. */
const animationSessions = new Map();

/**
 * A picture of one element, taken inside the viewport. An element taller (or wider) than the viewport is otherwise captured
 * "beyond the viewport", where Chromium draws only what it has rastered by then: on a busy machine the picture came back
 * blank although the element was laid out. So the viewport grows to hold the element (its width from the page's left edge) (then goes back), the element is
 * scrolled to its top, and the capture waits for two frames drawn at that size: what is in view is drawn before a frame
 * is shown, however slow the machine.
 */
async function wholeInView(page, handle) {
  const before = page.viewport() ?? (await page.evaluate(() => ({ width: globalThis.innerWidth, height: globalThis.innerHeight })));
  const box = await handle.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { width: Math.ceil(r.right - Math.min(r.left, 0)) + 2, height: Math.ceil(r.height) + 2 };
  });
  const grown = box.height > before.height || box.width > before.width;
  if (grown) await page.setViewport({ ...before, width: Math.max(before.width, box.width), height: Math.max(before.height, box.height) });
  try {
    await handle.evaluate((el) => {
      el.scrollIntoView({ block: 'start', inline: 'start' });
      return new Promise((resolve) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve)));
    });
    return await handle.screenshot({ type: 'png', scrollIntoView: false, captureBeyondViewport: false });
  } finally {
    if (grown) await page.setViewport(before);
  }
}

/** Commands the tests call through executeServerCommand. */
function widgetCommands() {
  return {
    name: 'piecepack-war-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'pw-screenshot' && command !== 'pw-forced-colors' && command !== 'pw-animation-rate') return undefined;
      const page = session.browser.getPage(session.id);
      if (command === 'pw-animation-rate') {
        // Every animation of the page runs at this rate (1: as written): a test slows motion down so that a state it
        // must act in (a reveal running) lasts however busy the machine is. The session stays open to hold the rate.
        let cdp = animationSessions.get(session.id);
        if (!cdp) {
          animationSessions.set(session.id, (cdp = await page.createCDPSession()));
          await cdp.send('Animation.enable');
        }
        await cdp.send('Animation.setPlaybackRate', { playbackRate: payload.rate });
        return true;
      }
      if (command === 'pw-forced-colors') {
        // puppeteer's emulateMediaFeatures refuses forced-colors; the DevTools protocol takes it.
        // The session stays open: the emulation ends when its session detaches.
        let cdp = forcedColorSessions.get(session.id);
        if (!cdp) forcedColorSessions.set(session.id, (cdp = await page.createCDPSession()));
        await cdp.send('Emulation.setEmulatedMedia', { features: payload?.active ? [{ name: 'forced-colors', value: 'active' }] : [] });
        return true;
      }
      const handle = await page.$(payload.selector);
      if (!handle) throw new Error(`pw-screenshot: nothing matches ${payload.selector}`);
      const png = await wholeInView(page, handle);
      mkdirSync(SHOTS, { recursive: true });
      if (payload.name) writeFileSync(`${SHOTS}/${String(payload.name).replace(/[^\w.-]/g, '_')}.png`, png);
      return Buffer.from(png).toString('base64');
    },
  };
}

/**
 * Test files at once: the browser tests mostly wait on states (a reveal, a computer's move, a replay step), so one file at
 * a time left both cores of a 2-core machine three-quarters idle (614 s of wall time, 316 s of CPU). Each file has a
 * page of its own, in a browser context of its own (its storage is its own, as if it ran alone) that emulates a focused
 * page (only one page of a browser has the system's focus; keyboard and focus tests need it). PW_WIDGET_JOBS chooses.
 */
export function widgetJobs(cpus, env = process.env) {
  const asked = env.PW_WIDGET_JOBS;
  if (asked !== undefined && asked !== '') {
    if (!/^[1-9]\d*$/.test(asked)) throw new Error(`PW_WIDGET_JOBS must be a whole number from 1, not "${asked}"`);
    return Number(asked);
  }
  return Math.max(2, Math.min(4, cpus + 1));
}

/** A page of its own: its own browser context (storage, permissions) and the focus a page alone in its window has. */
async function pageOfItsOwn({ browser }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.emulateFocusedPage(true);
  return page;
}

/** The sum of a suite's test times, its nested suites' included. */
function suiteMs(suite) {
  if (!suite) return 0;
  return suite.tests.reduce((ms, t) => ms + (t.duration ?? 0), 0) + suite.suites.reduce((ms, s) => ms + suiteMs(s), 0);
}

/** After the run, the slowest test files by their tests' time: where a file worth splitting is (they run side by side). */
function slowestFiles() {
  const times = new Map();
  return {
    reportTestFileResults({ sessionsForTestFile, testFile }) {
      times.set(
        testFile.replace(/^.*\.cache\/wtr\//, ''),
        sessionsForTestFile.reduce((ms, s) => ms + suiteMs(s.testResults), 0),
      );
    },
    stop() {
      const top = [...times].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.log(`\nslowest test files (their tests' time): ${top.map(([f, ms]) => `${f} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
    },
  };
}

export default {
  rootDir: '.',
  files: ['.cache/wtr/**/*.test.js'],
  nodeResolve: false,
  concurrency: widgetJobs(availableParallelism()),
  concurrentBrowsers: 1,
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  testsFinishTimeout: 1_800_000,
  // Generous: a limit only stops a hang; the tests wait on states, and a busy machine may take several times as long.
  testFramework: { config: { timeout: 300_000, ui: 'bdd' } },
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) },
      createPage: pageOfItsOwn,
    }),
  ],
  plugins: [widgetCommands()],
  reporters: [defaultReporter(), slowestFiles()],
};
