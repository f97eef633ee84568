// The project's files served on a free local port and Debian's Chromium to open them: what the screenshot script and the
// browser benches share.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './ensure-chromium.js';
import { serveStatic } from '../demo/server.js';

/** Serves the project folder on 127.0.0.1 and launches headless Chromium; `close()` ends both. */
export async function openLocal() {
  const server = createServer((req, res) => serveStatic(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { base, browser, close };
}
