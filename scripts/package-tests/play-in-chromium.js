// What every package test does in a browser: open a page that holds a <piecepack-war>, play a trick with the button a
// player presses, then let two strong computers play Stacked Deck War and report where the first decision was thought
// (the worker file must load); with every console error and failed request on the way.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from '../ensure-chromium.js';

/** Launches Debian's Chromium (installed when missing). */
export async function launch() {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
}

/**
 * Opens `url`, presses the first widget's main button until a trick is decided, then turns that widget into Stacked
 * Deck War between two strong computers. Returns { trick, counted (the page's #tricks text), embed (Copy embed code shown,
 * and what copyEmbed() answered), where, workerFetched, problems }.
 */
export async function playIn(browser, url, { selector = 'piecepack-war' } = {}) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const problems = [];
  const requested = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()}: ${r.url()}`));
  page.on('request', (r) => requested.push(r.url()));
  try {
    await page.goto(url);
    await page.waitForFunction((s) => document.querySelector(s)?.shadowRoot?.querySelector('.seat'), selector, { timeout: 60_000 });
    await page.evaluate((s) => {
      window.__tricks = 0;
      document.querySelector(s).addEventListener('pw-trick', () => window.__tricks++);
    }, selector);
    const button = page.locator(`${selector} button.primary`).first();
    for (let i = 0; i < 20 && (await page.evaluate(() => window.__tricks)) === 0; i++) {
      await button.click();
      await page.waitForTimeout(150);
    }
    const trick = await page.evaluate(() => window.__tricks > 0);
    // Whether Copy embed code is offered (only where the embed page lies beside the widget's files: the CDN files).
    const embed = await page.evaluate(
      async (s) => ({
        shown: !!document.querySelector(s).shadowRoot.querySelector('[part~="copy-embed"]'),
        copied: await document.querySelector(s).copyEmbed(),
      }),
      selector,
    );
    // A framework app counts the tricks through its own event binding into #tricks (none in a plain page).
    const counted = await page.evaluate(() => document.getElementById('tricks')?.textContent ?? null);
    const thought = await page.evaluate(
      (s) =>
        new Promise((done) => {
          const el = document.querySelector(s);
          const timer = setTimeout(() => done({ where: 'none in 60 s' }), 60_000);
          el.addEventListener('pw-computer', (e) => {
            clearTimeout(timer);
            done(e.detail);
          });
          for (const name of ['players', 'packs', 'seed']) el.removeAttribute(name);
          el.setAttribute('seats', 'computer,computer');
          el.setAttribute('variant', 'stacked-deck');
          el.setAttribute('speed', 'max');
          el.autoplay = true;
        }),
      selector,
    );
    return {
      trick,
      counted,
      embed,
      where: thought.where,
      workerFetched: requested.some((u) => /piecepack-war-computer[\w.-]*\.js/.test(u)),
      problems,
    };
  } finally {
    await page.close();
  }
}
