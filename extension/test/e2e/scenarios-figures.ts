// End-to-end scenarios for variant figures: in settings.json a hover on a named variant shows its figures, a variant
// whose games never end is flagged in Problems, and typing is never held up while figures are worked out on a thread;
// New Game… shows each variant's expected length and time when ready (the CLI's figures), without a row moving, and
// from what it knows at once when reopened; the statistics tab shows the player's own results beside the expected ones.
// Each scenario sets up what it needs (PW_E2E_ONLY=figures runs them alone).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { VariantFigures } from '../../../engine/src/index.ts';
import { shortFigures } from '../../src/figures-words.ts';
import { english } from '../../src/words.ts';
import { BASE_SETTINGS, logCount, logHas, settingsSeen, type E2EContext, type Scenario } from './steps.ts';
import type { Locator } from 'playwright-core';
import { until } from './workbench.ts';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * A picture of the part of the workbench around `parts` (their boxes joined, with a margin), in /tmp/pw-figures-<name>.png
 * (the docs' pictures come from these: docs/extension.md says how).
 */
async function picture(ctx: E2EContext, name: string, parts: Locator[], margin = 12): Promise<void> {
  const boxes = (await Promise.all(parts.map((p) => p.boundingBox().catch(() => null)))).filter((b) => b !== null);
  const view = ctx.page.viewportSize() ?? { width: 1440, height: 900 };
  const x = Math.max(0, Math.min(...boxes.map((b) => b.x)) - margin);
  const y = Math.max(0, Math.min(...boxes.map((b) => b.y)) - margin);
  const right = Math.min(view.width, Math.max(...boxes.map((b) => b.x + b.width)) + margin);
  const bottom = Math.min(view.height, Math.max(...boxes.map((b) => b.y + b.height)) + margin);
  const clip = boxes.length > 0 ? { x, y, width: right - x, height: bottom - y } : undefined;
  await ctx.page.screenshot({ path: `/tmp/pw-figures-${name}.png`, clip });
}

/** What `piecepack-war figures <args> --json` prints (the CLI: 1,000 games, seed 1), as New Game…'s line says it. */
function cliLine(args: string[]): string {
  const json = execFileSync(process.execPath, [join(ROOT, 'bin', 'piecepack-war.js'), 'figures', ...args, '--json'], { encoding: 'utf8' });
  return shortFigures(JSON.parse(json) as VariantFigures, english);
}

/** Variants of one's own whose figures nothing has worked out before (New Game…'s scenario). */
const PICK_VARIANTS = {
  'Short Deck': { variant: 'war-cards', deck: 'cards-36' },
  'Gentle W-A-R': { variant: 'w-a-r', pickup: 'winner-first' },
};
const PICK_ARGS: Record<string, string[]> = {
  'Short Deck': ['--variant', 'war-cards', '--deck', 'cards-36'],
  'Gentle W-A-R': ['--variant', 'w-a-r', '--pickup', 'winner-first'],
};

const EDITOR = '.editor-group-container.active';

/** Replaces settings.json's text in its editor (not saved): the cursor ends where the text does. */
async function typeInSettings(ctx: E2EContext, text: string): Promise<void> {
  await ctx.wb.command('View: Focus First Editor Group');
  await ctx.wb.command('Preferences: Open User Settings (JSON)');
  await ctx.page.locator(`${EDITOR} .monaco-editor.focused`).waitFor({ timeout: 180_000 });
  await ctx.page.keyboard.press('ControlOrMeta+A');
  await ctx.page.keyboard.press('Delete');
  // Pasted (inserted text is typed: the editor would indent each line again and close a bracket twice).
  await ctx.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await ctx.page.keyboard.press('ControlOrMeta+V');
  await until('the text in the editor', async () => (await editorText(ctx)).includes('piecepackWar.variants'));
}

const editorText = async (ctx: E2EContext): Promise<string> =>
  (await ctx.page.locator(`${EDITOR} .view-lines`).innerText()).replace(/\u00a0/g, ' ');

/** The Problems panel's messages (opened by its keybinding when hidden). */
async function problems(ctx: E2EContext): Promise<string> {
  const panel = ctx.page.locator('.markers-panel');
  if (!(await panel.isVisible())) await ctx.page.keyboard.press('ControlOrMeta+Shift+M');
  await panel.waitFor({ timeout: 180_000 });
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
      const typed = Date.now();
      await until(
        'the figures to be worked out',
        async () => logCount(ctx, /figures of the variants in settings\.json worked out/) > before,
        180_000,
      );
      ctx.figures['settings.json: text in the editor to both variants worked out (800 ms settle included)'] = `${Date.now() - typed} ms`;
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
        180_000,
      );
      ctx.figures['settings.json: text in the editor to the hover with figures'] = `${Date.now() - typed} ms`;
      // The hover fades in: the picture once it is whole (the test's pass does not wait on it).
      await ctx.page.waitForTimeout(500);
      await picture(ctx, 'hover', [hover.first(), key]);
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
        180_000,
      );
      assert.match(said, /1,000 reached the cap of 20 tricks/);
      assert.ok(!/Quick War never ends/.test(said), 'a variant that mostly ends is not flagged');
      await picture(ctx, 'problems', [
        ctx.page.locator('.markers-panel'),
        ctx.page.locator(`${EDITOR} .view-line span`, { hasText: 'Endless' }).last(),
      ]);
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
          180_000,
        );
        const before = await editorText(ctx);
        const t0 = Date.now();
        await ctx.page.keyboard.type(digit);
        await until('the key in the editor', async () => (await editorText(ctx)) !== before, 180_000);
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
    name: "figures in New Game…: each row gets the CLI's expected length and time as they come, no row moves and the active row stays; at once when reopened",
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await ctx.wb.command('View: Close All Editor Groups');
      await settingsSeen(ctx, { 'piecepackWar.seed': 4, 'piecepackWar.variants': PICK_VARIANTS });
      await ctx.wb.command('View: Close All Editor Groups');
      const opened = await ctx.wb.command('Piecepack War: New Game…');
      // War under Variants (by its summary), just below the variants of one's own, and the active row after one Down.
      const war = ctx.wb.quickPickRowSaying('Piecepack War: 5 beats');
      await war.waitFor({ timeout: 180_000 });
      ctx.figures['New Game…: command to its rows (figures still to come)'] = `${Date.now() - opened} ms`;
      const place = await war.boundingBox();
      await ctx.page.keyboard.press('ArrowDown');
      const active = async (): Promise<string> =>
        ((await ctx.page.locator('.quick-input-list .monaco-list-row.focused').first().getAttribute('aria-label')) ?? '').split(',')[0];
      const activeBefore = await until('an active row', async () => (await active()) || undefined);
      const named = Object.keys(PICK_VARIANTS);
      const lines = await until(
        'the figures of your variants',
        async () => {
          const texts = await Promise.all(named.map(async (n) => (await ctx.wb.quickPickRowSaying(n).innerText()).replace(/\s+/g, ' ')));
          return texts.every((x) => /at normal speed/.test(x)) ? texts : undefined;
        },
        180_000,
      );
      ctx.figures['New Game…: command to both variants of your own filled in'] = `${Date.now() - opened} ms`;
      // The CLI's figures for the same options, in the same words.
      named.forEach((n, i) => assert.ok(lines[i].includes(cliLine(PICK_ARGS[n])), `${n}: ${lines[i]} (CLI: ${cliLine(PICK_ARGS[n])})`));
      // War, after them: `piecepack-war figures --variant war`.
      const warLine = await until(
        'the figures of War',
        async () => {
          const text = (await war.innerText()).replace(/\s+/g, ' ');
          return /at normal speed/.test(text) ? text : undefined;
        },
        180_000,
      );
      ctx.figures['New Game…: command to War (piecepack) filled in'] = `${Date.now() - opened} ms`;
      assert.ok(warLine.includes(cliLine(['--variant', 'war'])), warLine);
      // Filled in where they were: no row moved, the active row is the one Down chose.
      assert.deepEqual(await war.boundingBox(), place, 'the rows below stay where they were');
      assert.equal(await active(), activeBefore, 'the active row stays');
      await picture(ctx, 'new-game', [ctx.page.locator('.quick-input-widget')]);
      await ctx.page.keyboard.press('Escape');
      await ctx.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 180_000 });
      // Reopened: the figures worked out are in the rows from the first picture.
      await ctx.wb.command('Piecepack War: New Game…');
      const first = ctx.wb.quickPickRowSaying(named[0]);
      await first.waitFor({ timeout: 180_000 });
      assert.match((await first.innerText()).replace(/\s+/g, ' '), /at normal speed/);
      await ctx.page.keyboard.press('Escape');
      await ctx.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 180_000 });
    },
  },
  {
    name: "figures on the statistics tab: after a game of one's own, the player's results beside a seat's expected share",
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await ctx.wb.command('View: Close All Editor Groups');
      // Seed 15: a game of 4 tricks no other scenario plays (a game already counted, say on Auto-play, is not counted again).
      await settingsSeen(ctx, { 'piecepackWar.seed': 15, 'piecepackWar.autoplay': false, 'piecepackWar.speed': 'max' });
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
        180_000,
      );
      await logHas(ctx, /counted a war game \(own\)/);
      const asked = await ctx.wb.command('Piecepack War: Show Statistics');
      const stats = await ctx.wb.webview('stats');
      const line = await until(
        'the expected share beside the results',
        async () => {
          const p = stats.locator('article.card.current [data-expected]').first();
          return (await p.count()) > 0 ? (await p.innerText()).replace(/\s+/g, ' ') : undefined;
        },
        180_000,
      );
      ctx.figures['statistics: Show Statistics to the expected share beside the results'] = `${Date.now() - asked} ms`;
      assert.match(
        line,
        /^You won \d+(\.\d)? % of \d+ games?; a seat wins 50 % ± 3\.\d when the computer plays every seat \(1,000 games, seed 1\)$/,
      );
      await picture(ctx, 'stats', [stats.locator('article.card.current').first()]);
    },
  },
];
