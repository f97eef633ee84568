// End-to-end scenarios of the statistics counting every game: at Auto-play Fastest, each New game's game is counted
// (it ends before the view's first saved progress). Each scenario sets up what it needs (PW_E2E_ONLY=Fastest works).
import assert from 'node:assert/strict';
import type { Frame } from 'playwright-core';
import type { GameRecord } from '../../../engine/src/index.ts';
import { logCount, recordIn, settingsSeen, type E2EContext, type Scenario } from './steps.ts';
import { until } from './workbench.ts';

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
    60_000,
  );

/** Waits until the log has counted `n` Auto-play War games, then a moment more to see that no extra one comes. */
async function countedExactly(ctx: E2EContext, n: number): Promise<void> {
  await until(`${n} Auto-play War games counted in the log`, async () => logCount(ctx, COUNTED) >= n, 30_000);
  await ctx.page.waitForTimeout(1500);
  assert.equal(logCount(ctx, COUNTED), n);
}

export const STATS_SCENARIOS: Scenario[] = [
  {
    name: 'Auto-play at Fastest: New game pressed 5 times, 5 more games counted (each ends before the first saved progress)',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await ctx.wb.command('View: Close All Editor Groups');
      // The extension is started (a fresh run starts here), then the settings: War on Auto-play at Fastest, random seeds.
      await ctx.wb.command('Piecepack War: Show Statistics');
      await ctx.wb.webview('stats');
      await settingsSeen(ctx, { 'piecepackWar.autoplay': true, 'piecepackWar.speed': 'max' });
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
    },
  },
];
