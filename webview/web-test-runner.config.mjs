// web-test-runner config for the widget's tests: pre-bundled test files (webview/test/run.js builds them into
// .cache/wtr), mocha, Debian's Chromium through puppeteer, and two commands of our own (element screenshots, forced colors).
import { chromeLauncher } from '@web/test-runner-chrome';
import { mkdirSync, writeFileSync } from 'node:fs';
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

export default {
  rootDir: '.',
  files: ['.cache/wtr/**/*.test.js'],
  nodeResolve: false,
  concurrency: 1,
  concurrentBrowsers: 1,
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  testsFinishTimeout: 1_800_000,
  // Generous: a limit only stops a hang; the tests wait on states, and a busy machine may take several times as long.
  testFramework: { config: { timeout: 300_000, ui: 'bdd' } },
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) },
    }),
  ],
  plugins: [widgetCommands()],
};
