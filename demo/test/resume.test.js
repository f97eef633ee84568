// A game survives a real reload of its page: a few tricks played on the blog page (one widget, no id), page.reload()
// in the same browser context (its localStorage kept), and the widget is back at the same trick and position, says
// so, and plays on; a game finished before the reload is not brought back.
import assert from 'node:assert/strict';
import { openLocal } from '../../scripts/local-page.js';

/** What a player sees of a War position: tricks, phase, each seat's stack, won pieces and pieces on the table. */
function position(page) {
  return page.evaluate(() => {
    const v = document.querySelector('piecepack-war').view;
    return JSON.stringify([v.tricks, v.phase, v.seats.map((s) => [s.count, s.won, s.played])]);
  });
}

/** The widget's live region's text. */
function liveText(page) {
  return page.evaluate(() => document.querySelector('piecepack-war').shadowRoot.querySelector('[role="status"]').textContent.trim());
}

/** Waits for the blog's widget to have dealt its three seats. */
function dealt(page) {
  return page.waitForFunction(() => document.querySelector('piecepack-war')?.shadowRoot?.querySelectorAll('.seat').length === 3);
}

/** Presses Flip and waits until the game has moved on (its record holds more actions), however long that takes. */
async function press(page, flip) {
  const actions = await page.evaluate(() => document.querySelector('piecepack-war').record.actions.length);
  await flip.click();
  await page.waitForFunction((n) => document.querySelector('piecepack-war').record.actions.length > n, actions);
}

describe('a real reload of the page', () => {
  let base;
  let browser;
  let close;

  before(async () => {
    ({ base, browser, close } = await openLocal());
  });

  after(() => close?.());

  it('resumes the game at the same trick and position, says so, and plays on', async () => {
    const context = await browser.newContext({ viewport: { width: 420, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    try {
      await page.goto(`${base}/demo/blog.html`);
      await dealt(page);
      const flip = page.locator('piecepack-war button.primary');
      for (let i = 0; i < 7; i++) await press(page, flip);
      // Mid-trick too: the last press leaves pieces on the table.
      const before = await position(page);
      const tricks = await page.evaluate(() => document.querySelector('piecepack-war').view.tricks);
      assert.ok(tricks >= 3, `a few tricks played (${tricks})`);
      const seed = await page.evaluate(() => document.querySelector('piecepack-war').seed);
      // The memory writes at most every 400 ms; a reload also writes as the element leaves the page.
      await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('piecepack-war:')));
      const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('piecepack-war:')));
      assert.deepEqual(keys, ['piecepack-war:/demo/blog.html:#0']);

      await page.reload();
      await dealt(page);
      await page.waitForFunction(() => document.querySelector('piecepack-war').view !== null);
      assert.equal(await position(page), before, 'the same position after the reload');
      assert.equal(await page.evaluate(() => document.querySelector('piecepack-war').seed), seed, 'the same deal');
      assert.equal(await liveText(page), 'The unfinished game is back where it was left.');

      // And it plays on from there.
      await press(page, flip);
      const after = await page.evaluate(() => document.querySelector('piecepack-war').view.tricks);
      assert.ok(after >= tricks, `plays on from trick ${tricks} (now ${after})`);
      assert.notEqual(await position(page), before);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('a finished game is not brought back: the reload deals afresh', async () => {
    const context = await browser.newContext({ viewport: { width: 420, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(`${base}/demo/blog.html`);
      await dealt(page);
      await page.evaluate(() => document.querySelector('piecepack-war').finish());
      await page.waitForFunction(() => document.querySelector('piecepack-war').view?.result != null);
      // The memory's next write forgets the finished game (the reload would too, as the element leaves the page).
      await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith('piecepack-war:')));
      await page.reload();
      await dealt(page);
      const tricks = await page.evaluate(() => document.querySelector('piecepack-war').view.tricks);
      assert.equal(tricks, 0, 'a new deal');
    } finally {
      await context.close();
    }
  });
});
