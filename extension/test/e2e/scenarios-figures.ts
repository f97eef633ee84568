// End-to-end scenarios for variant figures: in settings.json a hover on a named variant shows its figures, a variant
// whose games never end is flagged in Problems, and typing is never held up while figures are worked out on a thread;
// New Game… shows each variant's expected length and time when ready, and from what it knows at once when reopened;
// the statistics tab shows the player's own results beside the expected ones.
// Each scenario sets up what it needs (PW_E2E_ONLY=figures runs them alone).
import assert from 'node:assert/strict';
import { BASE_SETTINGS, logCount, logHas, settingsSeen, type E2EContext, type Scenario } from './steps.ts';
import { until } from './workbench.ts';

const EDITOR = '.editor-group-container.active';

/** Replaces settings.json's text in its editor (not saved): the cursor ends where the text does. */
async function typeInSettings(ctx: E2EContext, text: string): Promise<void> {
  await ctx.wb.command('View: Focus First Editor Group');
  await ctx.wb.command('Preferences: Open User Settings (JSON)');
  await ctx.page.locator(`${EDITOR} .monaco-editor.focused`).waitFor({ timeout: 10_000 });
  await ctx.page.keyboard.press('ControlOrMeta+A');
  await ctx.page.keyboard.press('Delete');
  // Inserted whole, as a paste is (typing would auto-close quotes and brackets).
  await ctx.page.keyboard.insertText(text);
  await until('the text in the editor', async () => (await editorText(ctx)).includes('piecepackWar.variants'));
}

const editorText = async (ctx: E2EContext): Promise<string> =>
  (await ctx.page.locator(`${EDITOR} .view-lines`).innerText()).replace(/\u00a0/g, ' ');

/** The Problems panel's messages (opened by its keybinding when hidden). */
async function problems(ctx: E2EContext): Promise<string> {
  const panel = ctx.page.locator('.markers-panel');
  if (!(await panel.isVisible())) await ctx.page.keyboard.press('ControlOrMeta+Shift+M');
  await panel.waitFor({ timeout: 10_000 });
  return (await panel.innerText()).replace(/\s+/g, ' ');
}

const VARIANTS = {
  ...BASE_SETTINGS,
  'piecepackWar.variants': {
    'Quick War': { variant: 'war-cards', pickup: 'in-order' },
    Endless: { variant: 'war-cards', maxTricks: 20 },
  },
};

export const FIGURES_SCENARIOS: Scenario[] = [
  {
    name: 'figures in settings.json: a hover on a named variant shows its figures (1,000 games, seed 1) and a link to simulate it',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      // The extension is started (settings.json alone does not start it: no JSONC activation event).
      await ctx.wb.command('Piecepack War: Show Statistics');
      await ctx.wb.webview('stats');
      const before = logCount(ctx, /figures of the variants in settings\.json worked out/);
      await typeInSettings(ctx, JSON.stringify(VARIANTS, null, 2));
      await until(
        'the figures to be worked out',
        async () => logCount(ctx, /figures of the variants in settings\.json worked out/) > before,
        60_000,
      );
      const key = ctx.page.locator(`${EDITOR} .view-line span`, { hasText: 'Quick War' }).last();
      const hover = ctx.page.locator('.monaco-hover:not(.hidden)', { hasText: 'simulated games' });
      const shown = await until(
        'the hover with the figures',
        async () => {
          await ctx.page.mouse.move(0, 0);
          await key.hover();
          return hover
            .first()
            .waitFor({ timeout: 5000 })
            .then(
              async () => (await hover.first().innerText()).replace(/\s+/g, ' '),
              () => undefined,
            );
        },
        60_000,
      );
      // The hover fades in: the picture once it is whole (the test's pass does not wait on it).
      await ctx.page.waitForTimeout(500);
      await ctx.page.screenshot({ path: '/tmp/pw-figures-hover.png' });
      // The CLI's figures for these options (`piecepack-war figures --variant war-cards --pickup in-order`).
      assert.match(shown, /Quick War: figures from 1,000 simulated games \(seed 1\)/);
      assert.match(shown, /mean 1,577\.7, median 1,231, 90th percentile 3,244/);
      assert.match(shown, /never ends: 38\.3 %/);
      assert.match(shown, /Simulate more games of Quick War/);
      await ctx.page.keyboard.press('Escape');
    },
  },
  {
    name: 'figures in settings.json: a variant whose games never end is flagged on its name',
    async run(ctx) {
      const said = await until(
        'the never-ending variant in Problems',
        async () => {
          const text = await problems(ctx);
          return /Endless never ends in 100 % of games/.test(text) ? text : undefined;
        },
        60_000,
      );
      assert.match(said, /1,000 reached the cap of 20 tricks/);
      assert.ok(!/Quick War never ends/.test(said), 'a variant that mostly ends is not flagged');
      await ctx.page.screenshot({ path: '/tmp/pw-figures-problems.png' });
      await ctx.page.keyboard.press('ControlOrMeta+Shift+M');
    },
  },
  {
    name: 'figures in settings.json: typing while figures are worked out shows each key at once, and stops the work',
    async run(ctx) {
      // The cursor ends in a cap being typed: each digit makes options whose figures are not known yet.
      const text = JSON.stringify(
        { ...BASE_SETTINGS, 'piecepackWar.variants': { Typed: { variant: 'war-cards', pickup: 'in-order' } } },
        null,
        2,
      );
      const cut = text.indexOf('"in-order"') + '"in-order"'.length;
      await typeInSettings(ctx, `${text.slice(0, cut)}, "maxTricks": 3`);
      const latencies: number[] = [];
      for (const digit of ['1', '7', '9', '3']) {
        const started = logCount(ctx, /working out the figures of 1 variant\(s\) in settings\.json/);
        // Figures under way (the text settled): now a key is pressed.
        await until(
          'figures to be under way',
          async () => logCount(ctx, /working out the figures of 1 variant\(s\) in settings\.json/) > started,
          30_000,
        );
        const before = await editorText(ctx);
        const t0 = Date.now();
        await ctx.page.keyboard.type(digit);
        await until('the key in the editor', async () => (await editorText(ctx)) !== before, 10_000);
        latencies.push(Date.now() - t0);
      }
      // The work under way was stopped by the typing (not left to run on).
      await logHas(ctx, /figures of the variants in settings\.json stopped: the text changed/);
      latencies.sort((a, b) => a - b);
      ctx.figures['settings.json keystroke to text while figures are worked out (4 keys)'] =
        `median ${latencies[1]} ms, most ${latencies[3]} ms`;
      // Generous: a key held up by the figures would wait for a whole run (seconds), not a frame.
      assert.ok(latencies[3] < 5000, `keys shown in ${latencies.join(', ')} ms`);
      // The text typed was never saved: the settings on disk stay as they were.
      await ctx.wb.command('View: Focus First Editor Group');
      await ctx.wb.command('File: Revert File');
      await ctx.wb.command('View: Close All Editor Groups');
    },
  },
  {
    name: "figures on the statistics tab: after a game of one's own, the player's results beside a seat's expected share",
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await ctx.wb.command('View: Close All Editor Groups');
      await settingsSeen(ctx, { 'piecepackWar.seed': 4, 'piecepackWar.autoplay': false, 'piecepackWar.speed': 'max' });
      await ctx.wb.command('Piecepack War: New Game');
      const frame = await ctx.wb.webview('game');
      const button = frame.locator('piecepack-war [part~="flip"]');
      const banner = frame.locator('piecepack-war [part~="banner"]');
      await until(
        'the game played to its end by hand',
        async () => {
          if (await banner.isVisible().catch(() => false)) return true;
          await button.click({ timeout: 5000 }).catch(() => undefined);
          return false;
        },
        120_000,
      );
      await logHas(ctx, /counted a war game \(own\)/);
      await ctx.wb.command('Piecepack War: Show Statistics');
      const stats = await ctx.wb.webview('stats');
      const line = await until(
        'the expected share beside the results',
        async () => {
          const p = stats.locator('article.card.current [data-expected]').first();
          return (await p.count()) > 0 ? (await p.innerText()).replace(/\s+/g, ' ') : undefined;
        },
        60_000,
      );
      assert.match(
        line,
        /^You won (0|100) % of 1 game; a seat wins 50 % ± 3\.\d when the computer plays every seat \(1,000 games, seed 1\)$/,
      );
      await ctx.page.screenshot({ path: '/tmp/pw-figures-stats.png' });
    },
  },
];
