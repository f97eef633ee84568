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
      const png = await handle.screenshot({ type: 'png' });
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
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 600_000,
  testFramework: { config: { timeout: 60_000, ui: 'bdd' } },
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) },
    }),
  ],
  plugins: [widgetCommands()],
};
