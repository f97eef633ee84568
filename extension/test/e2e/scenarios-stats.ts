// End-to-end scenarios of the statistics counting every game and showing them in every window: at Auto-play Fastest,
// each New game's game is counted (it ends before the view's first saved progress); a second window's statistics tab
// shows the games the first counted once the person comes back to it, and its Reset holds while the first window still
// checks its games again. Each scenario sets up what it needs (PW_E2E_ONLY=Fastest or PW_E2E_ONLY=window works).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Frame, Page } from 'playwright-core';
import type { GameRecord } from '../../../engine/src/index.ts';
import { BASE_SETTINGS, logCount, recordIn, settingsSeen, type E2EContext, type Scenario } from './steps.ts';
import { until, Workbench } from './workbench.ts';

/** The log's line for each Auto-play War game counted. */
const COUNTED = /counted a war game \(autoplay\)/;

/** Waits until the view's game is over and is not the one given (another seed); returns its record. */
const nextEnd = (frame: Frame, before: GameRecord | null): Promise<GameRecord> =>
  until(
    'a new game played to its end',
    async () => {
      const r = await recordIn(frame);
      return r !== null && typeof r.final === 'string' && r.seed !== before?.seed ? r : undefined;
    },
    180_000,
  );

/** Waits until the log has counted `n` Auto-play War games, then a moment more to see that no extra one comes. */
async function countedExactly(ctx: E2EContext, n: number): Promise<void> {
  await until(`${n} Auto-play War games counted in the log`, async () => logCount(ctx, COUNTED) >= n, 180_000);
  await ctx.page.waitForTimeout(1500);
  assert.equal(logCount(ctx, COUNTED), n);
}

/** War on Auto-play at Fastest, a random seed each game: set (and seen by the extension) unless already so. */
async function fastest(ctx: E2EContext): Promise<void> {
  const own = { 'piecepackWar.autoplay': true, 'piecepackWar.speed': 'max' };
  const now: unknown = JSON.parse(readFileSync(join(ctx.cs.userData, 'User', 'settings.json'), 'utf8'));
  if (!isDeepStrictEqual(now, { ...BASE_SETTINGS, ...own })) await settingsSeen(ctx, own);
}

/** The games of the Auto-play War card on a statistics page (0 while there is none). */
const autoplayGames = async (stats: Frame): Promise<number> => {
  const dd = stats.locator('article.card[data-variant="war"][data-mode="autoplay"] [data-field="games"]').first();
  return (await dd.count()) > 0 ? Number((await dd.innerText()).trim()) : 0;
};

/**
 * The person leaves a window and comes back to it. Headless Chromium tells every page it has the focus, so the page
 * says it has not while the blur goes out; the workbench then reports both changes to its extension host.
 */
async function leaveAndComeBack(page: Page): Promise<void> {
  // (Scripts as text: the test runner's transform would name a function inside with a helper the page does not have.)
  await page.evaluate(
    "Object.defineProperty(document, 'hasFocus', { configurable: true, value: () => false }); window.dispatchEvent(new FocusEvent('blur'));",
  );
  await page.waitForTimeout(300);
  await page.evaluate("delete document.hasFocus; window.dispatchEvent(new FocusEvent('focus'));");
}

/** The statistics tab in view and the settings at Fastest, in the first window, with nothing else open. */
async function fromTheStart(ctx: E2EContext): Promise<void> {
  await ctx.page.keyboard.press('Escape');
  await ctx.wb.command('View: Close All Editor Groups');
  // The extension is started (a fresh run starts here), then the settings.
  await ctx.wb.command('Piecepack War: Show Statistics');
  await ctx.wb.webview('stats');
  await fastest(ctx);
}

/** Opens a second window (the same folder in another tab: its own extension host) with its statistics tab; runs `body`. */
async function withSecondWindow(ctx: E2EContext, body: (second: Workbench, stats: Frame) => Promise<void>): Promise<void> {
  const page = await ctx.page.context().newPage();
  try {
    const second = new Workbench(page, ctx.wb.url);
    await second.open();
    await second.command('Piecepack War: Show Statistics');
    const stats = await second.webview('stats');
    await stats.locator('article.card, [data-empty]').first().waitFor({ timeout: 180_000 });
    await body(second, stats);
  } finally {
    await page.close();
  }
}

/** Two games played at Fastest in the first window's game view, both counted. */
async function twoGames(ctx: E2EContext): Promise<void> {
  const start = logCount(ctx, COUNTED);
  await ctx.wb.command('Piecepack War: New Game');
  const frame = await ctx.wb.webview('game');
  const first = await nextEnd(frame, null);
  await frame.locator('piecepack-war [part~="new-game"]').filter({ visible: true }).first().click();
  await nextEnd(frame, first);
  await countedExactly(ctx, start + 2);
}

/** The person comes back to a window until its statistics tab shows `games` Auto-play War games (the window's copy of the
 * stored value arrives a moment after another window's write). */
async function shownOnComingBack(page: Page, stats: Frame, games: number): Promise<void> {
  await page.bringToFront();
  await until(
    `the statistics to show ${games} Auto-play War games`,
    async () => {
      await leaveAndComeBack(page);
      await page.waitForTimeout(700);
      return (await autoplayGames(stats)) === games;
    },
    180_000,
  );
}

export const STATS_SCENARIOS: Scenario[] = [
  {
    name: 'Auto-play at Fastest: New game pressed 5 times, 5 more games counted (each ends before the first saved progress), and 2 started by the page',
    async run(ctx) {
      await fromTheStart(ctx);
      const start = logCount(ctx, COUNTED);
      await ctx.wb.command('Piecepack War: New Game');
      const frame = await ctx.wb.webview('game');
      let record = await nextEnd(frame, null);
      await countedExactly(ctx, start + 1);
      const seeds = new Set([record.seed]);
      for (let i = 0; i < 5; i++) {
        await frame.locator('piecepack-war [part~="new-game"]').filter({ visible: true }).first().click();
        record = await nextEnd(frame, record);
        seeds.add(record.seed);
      }
      assert.equal(seeds.size, 6, 'six different deals');
      await countedExactly(ctx, start + 6);
      // Started by the page (the element's newGame()), twice: counted too.
      for (let i = 0; i < 2; i++) {
        await frame.evaluate("document.querySelector('piecepack-war').newGame()");
        record = await nextEnd(frame, record);
      }
      await countedExactly(ctx, start + 8);
    },
  },
  {
    name: "a second window's statistics tab shows the games the first window counted once the person comes back to it",
    async run(ctx) {
      await fromTheStart(ctx);
      await withSecondWindow(ctx, async (second, stats) => {
        const shown = await autoplayGames(stats);
        await twoGames(ctx);
        await shownOnComingBack(second.page, stats, shown + 2);
      });
    },
  },
  {
    name: 'Reset Statistics in a second window while the first still checks its games again: none comes back, both show none',
    async run(ctx) {
      await fromTheStart(ctx);
      await withSecondWindow(ctx, async (second, stats) => {
        const shown = await autoplayGames(stats);
        const again = logCount(ctx, /game\(s\) again/);
        await twoGames(ctx);
        const counted = Date.now();
        // The second window has the two games, then resets.
        await shownOnComingBack(second.page, stats, shown + 2);
        await second.command('Piecepack War: Reset Statistics…');
        await second.answerDialog('Reset');
        await stats.locator('[data-empty]').waitFor({ timeout: 180_000 });
        // The first window checks its games again 8 and 30 s after counting them (RECHECK_AFTER): past both.
        await ctx.page.waitForTimeout(Math.max(0, counted + 32_000 - Date.now()));
        assert.equal(logCount(ctx, /game\(s\) again/), again, 'the first window counted no game again');
        // The first window's statistics tab, in view and come back to, shows none either.
        await ctx.page.bringToFront();
        await ctx.wb.command('Piecepack War: Show Statistics');
        await leaveAndComeBack(ctx.page);
        await (await ctx.wb.webview('stats')).locator('[data-empty]').waitFor({ timeout: 180_000 });
        await leaveAndComeBack(second.page);
        await second.page.waitForTimeout(700);
        assert.equal(await stats.locator('[data-empty]').count(), 1, 'the second window still shows none');
      });
    },
  },
];
