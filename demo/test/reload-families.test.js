// A game of each family survives a real reload of the demo page (page.reload(), its localStorage kept): War, Tod und
// Leben, Steal War and Stacked Deck War (the decision games load their rules after the page, the memory waits for
// them); a press right before the reload is kept too.
import assert from 'node:assert/strict';
import { openLocal } from '../../scripts/local-page.js';

/** The demo's widgets by variant (demo/src/demo.ts gives each a fixed seed). */
const FAMILIES = ['war', 'tod-und-leben', 'steal-war', 'stacked-deck'];

/** The game of the widget of `variant` as its record tells it: seed and actions, once its game is on the table. */
async function game(page, variant) {
  const selector = `#v-${variant} piecepack-war`;
  await page.waitForFunction((s) => document.querySelector(s)?.record != null, selector);
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    return { seed: el.record.seed, actions: el.record.actions };
  }, selector);
}

/** The person's next move at a decision table: the first enabled choice, a flip, or the arrangement as dealt. */
const PERSON = '.arr-done, button.flip, .prompt.buy button.pass, .prompt .choices button:not([disabled])';

/**
 * Plays `n` steps in the widget of `variant`: a flip or a computer's decision (step()), else the person's first choice
 * by a click. Returns how many it played.
 */
async function play(page, variant, n) {
  const selector = `#v-${variant} piecepack-war`;
  let played = 0;
  for (let i = 0; i < n; i++) {
    const actions = (await game(page, variant)).actions.length;
    const moved = () => page.waitForFunction(([s, k]) => document.querySelector(s).record.actions.length > k, [selector, actions]);
    if (!(await page.evaluate((s) => document.querySelector(s).step(), selector))) {
      // A computer thinking (in its worker) moves by itself; else the person's move waits.
      const person = page.locator(`${selector} :is(${PERSON})`).first();
      // (The race's loser is left to end with the page: its rejection then is of no interest.)
      const next = await Promise.race([
        moved().then(
          () => 'moved',
          () => 'gone',
        ),
        person.waitFor().then(
          () => 'person',
          () => 'gone',
        ),
      ]);
      if (next === 'person' && (await game(page, variant)).actions.length === actions) await person.click();
    }
    await moved();
    played++;
  }
  return played;
}

/** Until the page's memory keeps `game` (its seed, at least as many actions): the memory's timed write has happened. */
function kept(page, game) {
  return page.waitForFunction(
    ([seed, n]) =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('piecepack-war:'))
        .some((k) => {
          const record = JSON.parse(localStorage.getItem(k) ?? 'null')?.record;
          return record?.seed === seed && record.actions.length >= n;
        }),
    [game.seed, game.actions.length],
  );
}

/** The game after the reload is the one before, at least as far (a computer may move on by itself once it is back). */
function assertResumed(after, before, message) {
  assert.equal(after.seed, before.seed, message);
  assert.deepEqual(after.actions.slice(0, before.actions.length), before.actions, message);
}

describe('a real reload of the demo page, per family', () => {
  let base;
  let browser;
  let close;

  before(async () => {
    ({ base, browser, close } = await openLocal());
  });

  after(() => close?.());

  /** Opens the demo in a new context, runs `body`, and checks the page reported no error. */
  async function onDemo(body) {
    const context = await browser.newContext({ viewport: { width: 900, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    try {
      await page.goto(`${base}/demo/index.html`);
      await body(page);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }

  /** Starts the game of `variant` and plays a few steps in it. */
  async function start(page, variant) {
    await game(page, variant);
    assert.ok((await play(page, variant, 3)) > 0, 'some steps played');
  }

  for (const variant of FAMILIES) {
    it(`${variant}: the game is back after a reload`, () =>
      onDemo(async (page) => {
        await start(page, variant);
        const before = await game(page, variant);
        // The memory's timed write (at most every 400 ms) has kept it.
        await kept(page, before);
        await page.reload();
        assertResumed(await game(page, variant), before, `${variant}: the same game, at the same step`);
      }));

    it(`${variant}: a step right before the reload is kept`, () =>
      onDemo(async (page) => {
        await start(page, variant);
        await kept(page, await game(page, variant));
        // A step, kept by the memory's next write; another right after it, which its next write would keep 400 ms later.
        assert.equal(await play(page, variant, 1), 1, 'one more step');
        await kept(page, await game(page, variant));
        assert.equal(await play(page, variant, 1), 1, 'and another');
        const before = await game(page, variant);
        // Reloaded at once, before the memory's next timed write: the page hiding writes it.
        await page.reload();
        assertResumed(await game(page, variant), before, `${variant}: the last step too`);
      }));
  }
});
