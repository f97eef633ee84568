// How many clicks the decision games ask of a person (part of `npm run bench`): a scripted player plays whole games of
// Steal War and of Stacked Deck War against the strong computer in Chromium, with the real mouse and the widget's
// defaults, and counts every click it had to make. Prints clicks per trick in Steal War (target under 0.3) and clicks
// per game in Stacked Deck War (target under 25), beside the figures the same script measured on the code before
// issue 12. Figures only: nothing here passes or fails. Usage: node scripts/benches/decision-clicks.js [--quick]
import { pathToFileURL } from 'node:url';
import { ensureChromium } from '../ensure-chromium.js';
import { buildBundle, buildDemo } from '../builds/10-webview.js';
import { openLocal } from '../local-page.js';
import { installDeepFind } from './deep-find.js';

/**
 * This script's figures on main at 81d1b04, before issue 12 (every flip a click, every "steal or play" prompt and every
 * top card a click), same seeds. Steal War: 525 clicks for 366 tricks (10 flips, 342 steal-or-play prompts, 173 top
 * cards). Stacked Deck War: 43, 43 and 42 clicks (3 setups, 90 flips, 29 buying windows, 6 other prompts).
 */
const BEFORE = { steal: { tricks: 366, clicks: 525 }, stacked: { games: 3, clicks: 128 } };

/** What the person may do now, read from the widget's shadow root (in the page). */
function whatNow() {
  const el = document.querySelector('piecepack-war');
  const v = el.view;
  if (v?.result) return 'end';
  // The decision table is an element of its own inside the widget's shadow root: look through every shadow root (as
  // the locators that click do; deep-find.js).
  const has = (selector) => globalThis.pwDeepFind(el.shadowRoot, selector) !== null;
  if (has('.pass-screen button')) return 'pass-screen';
  if (has('.arr-done')) return 'arrange';
  if (has('button.flip')) return 'flip';
  if (has('.prompt.steal')) return 'steal';
  if (has('.prompt.top button.card-choice')) return 'top';
  if (has('.prompt.buy button.pass')) return 'buy';
  if (has('.prompt.give button.pick')) return 'give';
  if (has('.prompt.switch')) return 'switch';
  if (has('.prompt:not(.waiting-box) .choices button:not([disabled])')) return 'choice';
  return false;
}

/** Plays one game with the scripted player; returns its clicks, tricks (Steal War) and decisions by kind. */
async function playGame(page, variant, seed) {
  await page.evaluate(
    ([v, s]) => {
      document.getElementById('stage').replaceChildren();
      const el = document.createElement('piecepack-war');
      el.setAttribute('variant', v);
      el.setAttribute('seed', s);
      el.setAttribute('speed', 'max');
      document.getElementById('stage').append(el);
    },
    [variant, String(seed)],
  );
  const host = page.locator('piecepack-war');
  const actions = () => page.evaluate(() => document.querySelector('piecepack-war').record?.actions.length ?? 0);
  const kinds = {};
  let clicks = 0;
  const press = async (selector) => {
    await host.locator(selector).first().click();
    clicks++;
  };
  for (let step = 0; step < 5000; step++) {
    const what = await page.waitForFunction(whatNow, null, { timeout: 60_000, polling: 10 }).then((h) => h.jsonValue());
    if (what === 'end') break;
    kinds[what] = (kinds[what] ?? 0) + 1;
    const before = await actions();
    if (what === 'pass-screen') {
      await press('.pass-screen button');
      continue;
    }
    if (what === 'arrange') await press('.arr-done');
    else if (what === 'flip') await press('button.flip');
    else if (what === 'steal') {
      // Steals whenever a steal is offered (the strong player's choice almost always), else plays the card.
      if (await host.locator('.prompt.steal button.steal-from').count()) await press('.prompt.steal button.steal-from');
      else await press('.prompt.steal button.play-card');
    } else if (what === 'top') {
      // Takes the card the widget suggests (the default), else the first.
      if (await host.locator('.prompt.top button.card-choice.suggested').count()) await press('.prompt.top button.card-choice.suggested');
      else await press('.prompt.top button.card-choice');
    } else if (what === 'buy') {
      // A plausible player: buys the first cell on offer when its tile is behind (or level), else passes.
      const behind = await page.evaluate(() => {
        const v = document.querySelector('piecepack-war').view;
        const me = v.seats[v.buyer];
        const other = v.seats[1 - v.buyer];
        const mine = v.window > 0 ? me.war : me.play;
        const theirs = v.window > 0 ? other.war : other.play;
        return v.lowestWins ? mine >= theirs : mine <= theirs;
      });
      if (behind && (await host.locator('.prompt.buy button.buy').count())) await press('.prompt.buy button.buy');
      else await press('.prompt.buy button.pass');
    } else if (what === 'give') {
      while (await host.locator('.prompt.give .choices button.primary').isDisabled())
        await press('.prompt.give button.pick:not([disabled]):not(.on)');
      await press('.prompt.give .choices button.primary');
    } else if (what === 'switch') await press('.prompt.switch .choices button:not([disabled])');
    else await press('.prompt:not(.waiting-box) .choices button:not([disabled])');
    // The decision lands before the next one is read (a stale prompt is never clicked twice).
    await page.waitForFunction(
      (n) => {
        const el = document.querySelector('piecepack-war');
        return (el.record?.actions.length ?? 0) > n || el.view?.result;
      },
      before,
      { timeout: 60_000, polling: 10 },
    );
  }
  const tricks = await page.evaluate(() => {
    const v = document.querySelector('piecepack-war').view;
    return v.tricks ?? v.round;
  });
  return { clicks, tricks, kinds };
}

const fmt = (x, digits = 2) => x.toFixed(digits);

/** Runs the benchmark and prints its figures. */
export default async function decisionClicks(args = process.argv.slice(2)) {
  const quick = args.includes('--quick');
  ensureChromium();
  await buildBundle();
  await buildDemo();
  const { base, browser, close } = await openLocal();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(installDeepFind);
    await page.goto(`${base}/demo/bench.html?mode=idle`);
    console.log('Clicks a person makes in the decision games (scripted player, real mouse, widget defaults, seats human,computer)');
    const stealSeeds = quick ? [1, 2] : [1, 2, 3, 4, 5];
    const steal = { clicks: 0, tricks: 0, kinds: {} };
    for (const seed of stealSeeds) {
      const g = await playGame(page, 'steal-war', seed);
      steal.clicks += g.clicks;
      steal.tricks += g.tricks;
      for (const [k, n] of Object.entries(g.kinds)) steal.kinds[k] = (steal.kinds[k] ?? 0) + n;
    }
    const kinds = (k) =>
      Object.entries(k)
        .map(([name, n]) => `${n} ${name}`)
        .join(', ');
    console.log(
      `  Steal War, ${stealSeeds.length} games (seeds ${stealSeeds.join(', ')}): ${steal.clicks} clicks for ${steal.tricks} tricks = ${fmt(steal.clicks / steal.tricks)} clicks per trick (target under 0.3)`,
    );
    console.log(`    what was clicked: ${kinds(steal.kinds)}`);
    console.log(
      `    before issue 12 (main at 81d1b04, seeds 1-5): ${BEFORE.steal.clicks} clicks for ${BEFORE.steal.tricks} tricks = ${fmt(BEFORE.steal.clicks / BEFORE.steal.tricks)} clicks per trick`,
    );
    const stackedSeeds = quick ? [1] : [1, 2, 3];
    const stacked = { clicks: 0, kinds: {}, games: [] };
    for (const seed of stackedSeeds) {
      const g = await playGame(page, 'stacked-deck', seed);
      stacked.clicks += g.clicks;
      stacked.games.push(g.clicks);
      for (const [k, n] of Object.entries(g.kinds)) stacked.kinds[k] = (stacked.kinds[k] ?? 0) + n;
    }
    console.log(
      `  Stacked Deck War, ${stackedSeeds.length} games (seeds ${stackedSeeds.join(', ')}): ${stacked.games.join(', ')} clicks = ${fmt(stacked.clicks / stackedSeeds.length, 1)} clicks per game (target under 25)`,
    );
    console.log(`    what was clicked: ${kinds(stacked.kinds)}`);
    console.log(
      `    before issue 12 (main at 81d1b04, seeds 1-3): ${fmt(BEFORE.stacked.clicks / BEFORE.stacked.games, 1)} clicks per game`,
    );
  } finally {
    await close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await decisionClicks();
