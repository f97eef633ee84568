// Chromium for the markdown suites (playwright-core, Debian's browser): pages that record what goes wrong (console
// errors and warnings, page errors, CSP violations, dialogs) and a game played one trick at a time.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../scripts/ensure-chromium.js';

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
}

/** A fresh page at `url`, with `problems` filling as they come (every frame's CSP violations included). */
export async function open(browser, url, { width = 1000, height = 900, colorScheme = 'light' } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(url);
  return { page, problems, close: () => context.close() };
}

/**
 * Presses the Flip button of the `index`th game in `frame` (a page or a frame) and waits until its record has an action
 * more (one press plays a trick); returns the record's length before and after.
 */
export async function playTrick(frame, index = 0) {
  const actions = () => frame.evaluate((i) => document.querySelectorAll('piecepack-war')[i].record?.actions.length ?? -1, index);
  const before = await actions();
  await frame.locator('piecepack-war').nth(index).locator('button[part~="flip"]').click();
  await frame.waitForFunction(
    ([i, n]) => (document.querySelectorAll('piecepack-war')[i].record?.actions.length ?? -1) > n,
    [index, before],
  );
  return { before, after: await actions() };
}
