// End-to-end scenarios, second part: every theme kind with the contrast of every visible control measured, the decision
// games, a window reload (the game, and a statistics tab restored in the background), malformed messages, simulations
// (two requests, Cancel, a result), export, reset and restore, HTML completions, the Explorer location, the walkthrough,
// both extension hosts, and the Content Security Policy. Each scenario builds on the state the previous one left.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { replay, stateHash, type GameRecord } from '../../../engine/src/index.ts';
import { measureContrast, type Measured } from './contrast.ts';
import {
  flip,
  logCount,
  logHas,
  recordIn,
  runningRow,
  savedJson,
  SEED,
  settings,
  settingsSeen,
  statsCard,
  viewIn,
  type Scenario,
} from './steps.ts';
import { until } from './workbench.ts';

const ROOT = join(import.meta.dirname, '../../..');
let beforeReload: { record: GameRecord; view: string };

/** The four kinds of colour theme VS Code has, with the body class each gives a webview. */
const THEMES: [theme: string, kind: string][] = [
  ['Default Light Modern', 'vscode-light'],
  ['Default Dark Modern', 'vscode-dark'],
  ['Default High Contrast', 'vscode-high-contrast'],
  ['Default High Contrast Light', 'vscode-high-contrast-light'],
];

/** A frame's body classes. */
const bodyClass = (frame: Frame): Promise<string> => frame.evaluate(() => document.body.className);

export const MORE_SCENARIOS: Scenario[] = [
  {
    name: 'every control of the panel, the sidebar, the statistics page and the widget reads at 4.5:1 or more in all four theme kinds',
    async run(ctx) {
      await ctx.wb.activityIcon().click();
      await ctx.wb.webview('sidebar');
      const failures: string[] = [];
      for (const [theme, kind] of THEMES) {
        await settings(ctx, {
          'piecepackWar.seed': SEED,
          'workbench.colorTheme': theme,
          'workbench.reduceMotion': kind === 'vscode-high-contrast' ? 'on' : 'auto',
        });
        const frames = {
          game: await ctx.wb.webview('game'),
          sidebar: await ctx.wb.webview('sidebar'),
          stats: await ctx.wb.webview('stats'),
        };
        for (const [view, frame] of Object.entries(frames)) {
          await until(`${view} in ${theme}`, async () => (await bodyClass(frame)).split(' ').includes(kind));
        }
        if (kind === 'vscode-high-contrast')
          assert.match(await bodyClass(frames.game), /vscode-reduce-motion/, "VS Code's reduced motion reaches the webview");
        await ctx.page.waitForTimeout(300); // the theme's colours settle (transitions are off only under reduced motion)
        let least = Infinity;
        let measured = 0;
        for (const [view, frame] of Object.entries(frames)) {
          const all: Measured[] = await measureContrast(frame);
          measured += all.length;
          for (const m of all) {
            least = Math.min(least, m.ratio);
            if (m.ratio < 4.5) failures.push(`${theme}, ${view}: ${m.what} ${m.fg} on ${m.bg} = ${m.ratio.toFixed(2)}:1`);
          }
          assert.ok(all.length > 0, `${view}: something measured`);
        }
        ctx.figures[`lowest contrast, ${theme} (${measured} controls and texts)`] = `${least.toFixed(2)}:1`;
        await ctx.page.screenshot({ path: join(ROOT, '.cache', `e2e-theme-${kind}.png`) });
      }
      assert.deepEqual(failures, [], `controls under 4.5:1:\n${failures.join('\n')}`);
      await settings(ctx, { 'piecepackWar.seed': SEED });
      await until('the dark theme again', async () => (await bodyClass(await ctx.wb.webview('game'))).includes('vscode-dark'));
      await ctx.wb.activityIcon().click();
    },
  },
  {
    name: "a decision game (Steal War) loads its table from the element's sibling chunk under the panel's policy, and plays",
    async run(ctx) {
      // The panel holds a game chosen with New Game… (settings leave it alone): a new panel follows the settings.
      await settings(ctx, { 'piecepackWar.variant': 'steal-war', 'piecepackWar.seed': SEED });
      await ctx.wb.closeTab('Stacked Deck War');
      await ctx.wb.command('Piecepack War: New Game');
      const frame = await ctx.wb.webview('game');
      await until('the Steal War table', async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'steal-war');
      await frame.locator('piecepack-war .st-table svg.piece').first().waitFor({ timeout: 180_000 });
      const table = frame.locator('piecepack-war [part~="table"]');
      await table.focus();
      for (let i = 0; i < 4; i++) await ctx.page.keyboard.press('Space');
      await until('the game to move on', async () => ((await recordIn(frame))?.actions.length ?? 0) >= 2);
    },
  },
  {
    name: 'Stacked Deck War in the panel: the strong computer thinks in a Web Worker (started from a blob: URL), never on the page',
    async run(ctx) {
      await ctx.wb.clearNotifications();
      await settings(ctx, { 'piecepackWar.variant': 'stacked-deck', 'piecepackWar.seed': SEED });
      await ctx.wb.answerNotification(/Piecepack War settings changed/, 'New Game'); // the Steal War game is under way
      const frame = await ctx.wb.webview('game');
      await until(
        'the Stacked Deck War table',
        async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'stacked-deck',
      );
      const done = frame.locator('piecepack-war .arr-done');
      await done.waitFor({ timeout: 180_000 });
      await frame.evaluate(() => {
        const w = window as unknown as { pwWhere: string[] };
        w.pwWhere = [];
        document
          .querySelector('piecepack-war')!
          .addEventListener('pw-computer', (e) => w.pwWhere.push((e as CustomEvent<{ where: string }>).detail.where));
      });
      await done.click(); // the human seat keeps the deal's arrangement
      const where = await until(
        'the computer seat to decide',
        async () => {
          const seen = await frame.evaluate(() => (window as unknown as { pwWhere: string[] }).pwWhere);
          return seen.length > 0 ? seen : undefined;
        },
        180_000,
      );
      assert.deepEqual(
        where,
        where.map(() => 'worker'),
        `where the computer thought: ${where.join()}`,
      );
      await until('the game to move on', async () => ((await recordIn(frame))?.actions.length ?? 0) >= 2);
    },
  },
  {
    name: 'after a window reload the game is restored exactly where it was; the statistics tab restored behind another is revived, not opened twice',
    async run(ctx) {
      await ctx.wb.clearNotifications();
      await settings(ctx, { 'piecepackWar.seed': SEED + 1 });
      await ctx.wb.answerNotification(/Piecepack War settings changed/, 'New Game'); // the Stacked Deck War game is under way
      let frame = await ctx.wb.webview('game');
      await until('the new seed', async () => (await frame.locator('piecepack-war').getAttribute('seed')) === String(SEED + 1));
      await until('a fresh game', async () => (await recordIn(frame))?.seed === SEED + 1);
      await flip(frame, 7);
      const record = await recordIn(frame);
      assert.ok(record && record.actions.length >= 7);
      beforeReload = { record, view: await viewIn(frame) };
      // The statistics tab goes behind an untitled file in its own group: after the reload it is restored in the background.
      await ctx.wb.activateTab('Piecepack War Statistics');
      await ctx.wb.command('File: New Untitled Text File');
      await ctx.page.locator('.editor-group-container.active .tab.active', { hasText: 'Untitled' }).waitFor({ timeout: 180_000 });
      await ctx.wb.activateTab('Piecepack War: War');
      await ctx.wb.command('Developer: Reload Window');
      await ctx.page.waitForTimeout(1000);
      await ctx.wb.ready();
      frame = await ctx.wb.webview('game', 180_000);
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      const restored = await recordIn(frame);
      assert.deepEqual(restored, beforeReload.record, 'the same record');
      assert.equal(await viewIn(frame), beforeReload.view, 'the same table');
      const a = replay(restored);
      const b = replay(beforeReload.record);
      assert.ok(a.ok && b.ok && stateHash(a.value) === stateHash(b.value));
      assert.equal(await ctx.page.locator('.tab', { hasText: 'Piecepack War Statistics' }).count(), 1);
      await ctx.wb.command('Piecepack War: Show Statistics');
      const stats = await ctx.wb.webview('stats', 180_000);
      assert.equal((await statsCard(stats, 'war', 'autoplay')).games, '1');
      await ctx.page.waitForTimeout(500);
      assert.equal(await ctx.page.locator('.tab', { hasText: 'Piecepack War Statistics' }).count(), 1, 'one statistics tab');
      await logHas(ctx, /activated in/);
      assert.equal(logCount(ctx, /the restored statistics tab did not revive/), 0, 'the tab was revived, not replaced');
    },
  },
  {
    name: 'a malformed message from the webview is rejected and logged; nothing is stored or lost',
    async run(ctx) {
      const frame = await ctx.wb.webview('game');
      const before = await recordIn(frame);
      const outer = frame.parentFrame();
      assert.ok(outer, 'the webview has its outer frame');
      // Exactly the path the webview's own postMessage takes (VS Code's webview host function).
      await outer.evaluate(() => {
        const post = (window as unknown as Record<string, (c: string, d: unknown) => void>).__vscode_post_message__;
        post('onmessage', { message: { type: 'gameEnd', record: { format: 'bogus', actions: 'all of them' }, autoplayed: false } });
        post('onmessage', { message: { type: 'command', command: 'workbench.action.quit' } });
        post('onmessage', { message: 'just a string' });
      });
      await logHas(ctx, /rejected a message from the webview: gameEnd: record: not a piecepack-war record/);
      await logHas(ctx, /rejected a message from the webview: command: unknown command/);
      await logHas(ctx, /rejected a message from the webview: message is not an object/);
      await until('the webview to hear the rejection', async () => ctx.console.some((l) => l.includes('the host rejected a message')));
      assert.deepEqual(await recordIn(frame), before, 'the game is untouched');
      const stats = await ctx.wb.webview('stats');
      assert.equal((await statsCard(stats, 'war', 'autoplay')).games, '1', 'nothing was counted');
      await flip(frame, 1);
      // One press plays a trick: a flip, and the pot of the last one handed over first when it still waits.
      assert.ok(((await recordIn(frame))?.actions.length ?? 0) > before!.actions.length, 'the game still plays');
    },
  },
  {
    name: 'simulate: a second request shows the running one, Cancel says so on the page; a finished run shows wins per seat, capped and cycles, on worker threads',
    async run(ctx) {
      await settingsSeen(ctx, {
        'piecepackWar.variant': 'stacked-deck',
        'piecepackWar.seed': SEED + 1,
        'piecepackWar.simulationGames': 2000,
      });
      await ctx.wb.clearNotifications();
      await ctx.wb.command('Piecepack War: Simulate Current Variant');
      const stats = await ctx.wb.webview('stats');
      const card = stats.locator('article.simulation[data-variant="stacked-deck"]');
      await card.waitFor({ timeout: 180_000 });
      await ctx.wb.command('Piecepack War: Simulate Current Variant');
      await ctx.wb
        .notification(/Stacked Deck War is already being simulated/)
        .first()
        .waitFor({ timeout: 180_000 });
      assert.equal(logCount(ctx, /simulating 2000 games of stacked-deck/), 1, 'one simulation of the variant');
      await until(
        'some games played',
        async () => /Running: [1-9][\d,]* of 2,000 games/.test(await card.locator('[data-field="simulation-status"]').innerText()),
        180_000,
      );
      await ctx.wb.answerInCenter(/Simulating Stacked Deck War/, 'Cancel');
      await until('the page to say it was cancelled', async () => (await card.getAttribute('data-state')) === 'cancelled');
      assert.match(await card.locator('[data-field="simulation-status"]').innerText(), /^Cancelled after [\d,]+ of 2,000 games/);
      await logHas(ctx, /simulation of stacked-deck cancelled after \d+ games/);
      await settingsSeen(ctx, { 'piecepackWar.variant': 'war', 'piecepackWar.seed': SEED + 1, 'piecepackWar.simulationGames': 500 });
      await ctx.wb.command('Piecepack War: Simulate Current Variant');
      const war = stats.locator('article.simulation[data-variant="war"]');
      await until('the simulation to finish', async () => (await war.getAttribute('data-state').catch(() => null)) === 'done', 180_000);
      assert.match(await war.locator('[data-field="simulation-status"]').innerText(), /^500 games simulated on \d+ thread/);
      assert.equal(await war.locator('.seats li').count(), 2, 'wins per seat');
      assert.match(await war.locator('[data-field="capped"]').innerText(), /trick limit/);
      assert.match(await war.locator('[data-field="cycles"]').innerText(), /position came back/);
      assert.ok((await war.locator('svg.histogram rect.bar').count()) >= 3, 'histogram bars');
      const m = await logHas(ctx, /simulated 500 games of war on (\d+) thread\(s\) in (\d+) ms/);
      ctx.figures['Simulate Current Variant, War, 500 games (node host)'] = `${m[2]} ms on ${m[1]} thread(s)`;
    },
  },
  {
    name: 'export saves the current game record as JSON that replays',
    async run(ctx) {
      const frame = await ctx.wb.webview('game');
      const record = await recordIn(frame);
      await frame.locator('piecepack-war [part~="table"]').click();
      await ctx.wb.command('Piecepack War: Export Game Record…');
      const input = ctx.page.locator('.quick-input-widget .quick-input-box input');
      await until('the save dialog', async () => (await input.inputValue()).endsWith(`piecepack-war-war-${SEED + 1}.json`));
      await ctx.page.keyboard.press('Enter');
      const saved = await savedJson<GameRecord>(join(ctx.cs.workspace, `piecepack-war-war-${SEED + 1}.json`));
      assert.deepEqual(saved, record);
      assert.ok(replay(saved).ok);
    },
  },
  {
    name: 'reset asks first and keeps a copy; Restore Set-Aside Statistics brings the statistics back',
    async run(ctx) {
      await ctx.wb.command('Piecepack War: Reset Statistics…');
      assert.match(await ctx.wb.answerDialog('Cancel'), /A copy is kept on this machine/);
      const stats = await ctx.wb.webview('stats');
      assert.equal((await statsCard(stats, 'war', 'autoplay')).games, '1');
      await ctx.wb.command('Piecepack War: Reset Statistics…');
      await ctx.wb.answerDialog('Reset');
      await stats.locator('[data-empty]').waitFor({ timeout: 180_000 });
      await stats.locator('[data-note="set-aside"]').waitFor({ timeout: 180_000 });
      await ctx.wb.command('Piecepack War: Restore Set-Aside Statistics…');
      await ctx.wb
        .quickPickRow(/Reset Statistics/)
        .first()
        .click();
      await ctx.wb.quickPickRow('Bring Back What Can Be Read').click();
      await ctx.wb
        .notification(/2 statistics entries brought back/)
        .first()
        .waitFor({ timeout: 180_000 });
      assert.equal((await statsCard(stats, 'war', 'autoplay')).games, '1');
    },
  },
  {
    name: 'in an HTML file, <piecepack-war> attributes and values complete only once the page-author setting is on',
    async run(ctx) {
      // A real file, opened through VS Code's own file dialog.
      const page = join(ctx.cs.workspace, 'page.html');
      writeFileSync(page, '<!DOCTYPE html>\n<html>\n<body>\n\n</body>\n</html>\n');
      await ctx.wb.command('File: Open File...');
      await ctx.page.locator('.quick-input-list .monaco-list-row', { hasText: 'page.html' }).click({ timeout: 180_000 });
      await ctx.page.locator('.editor-group-container.active .tab.active', { hasText: 'page.html' }).waitFor({ timeout: 180_000 });
      const editor = ctx.page.locator('.editor-group-container.active .monaco-editor .view-lines');
      const toLine4 = async (): Promise<void> => {
        await editor.click();
        await ctx.page.keyboard.press('ControlOrMeta+Home');
        for (let i = 0; i < 3; i++) await ctx.page.keyboard.press('ArrowDown');
        await ctx.page.keyboard.press('End');
      };
      // Asks for completions afresh (the HTML language server may still be starting: the caller retries).
      const suggestions = async (): Promise<string[]> => {
        await ctx.page.keyboard.press('Escape');
        await ctx.page.keyboard.press('Control+Space');
        const rows = ctx.page.locator('.suggest-widget.visible .monaco-list-row');
        await rows.first().waitFor({ timeout: 3000 });
        await ctx.page.waitForTimeout(300);
        return Promise.all((await rows.all()).map(async (r) => (await r.getAttribute('aria-label')) ?? ''));
      };
      await toLine4();
      await ctx.page.keyboard.type('<piecepack-war ');
      const off = await until(
        'the HTML language server to complete attributes',
        async () => {
          const offered = await suggestions();
          return offered.length > 0 ? offered : undefined;
        },
        180_000,
      );
      assert.ok(!off.some((l) => l.startsWith('pickup')), 'off by default: players never see page-author completions');
      await ctx.page.keyboard.press('Escape');
      await ctx.wb.command('File: Save');
      await settings(ctx, { 'piecepackWar.seed': SEED + 1, 'piecepackWar.htmlCompletions': true });
      await logHas(ctx, /HTML completions for <piecepack-war> are on/);
      await ctx.wb.activateTab('page.html');
      await toLine4();
      await ctx.page.keyboard.type('pick');
      await until('the pickup attribute to be offered', async () => (await suggestions()).some((l) => l.startsWith('pickup')), 180_000);
      await ctx.page.keyboard.press('Escape');
      await ctx.page.keyboard.type('up="');
      await until('its values to be offered', async () => {
        const offered = await suggestions();
        return ['shuffled', 'winner-first', 'in-order'].every((v) => offered.some((l) => l.startsWith(v)));
      });
      await ctx.page.keyboard.press('Escape');
      await ctx.wb.command('View: Revert and Close Editor');
    },
  },
  {
    name: 'the game view moves to the Explorer when the setting says so; the walkthrough is listed',
    async run(ctx) {
      await settings(ctx, { 'piecepackWar.seed': SEED + 1, 'piecepackWar.sidebarLocation': 'explorer' });
      await until('the Activity Bar icon to go', async () => (await ctx.wb.activityIcon().count()) === 0);
      await ctx.wb.command('View: Show Explorer');
      await ctx.page.locator('.pane-header', { hasText: 'Piecepack War' }).first().waitFor({ timeout: 180_000 });
      await settings(ctx, { 'piecepackWar.seed': SEED + 1 });
      await ctx.wb.activityIcon().waitFor({ timeout: 180_000 });
      await ctx.wb.command('Welcome: Open Walkthrough...');
      await ctx.wb.quickPickRow('Get started with Piecepack War').first().waitFor({ timeout: 180_000 });
      await ctx.page.keyboard.press('Escape');
    },
  },
  {
    name: "VS Code's Running Extensions view lists it in the node extension host with its activation time",
    async run(ctx) {
      const row = await runningRow(ctx);
      assert.doesNotMatch(row, /web worker/);
      ctx.figures['activation as VS Code reports it (Running Extensions, node host, after the reload)'] =
        `${/Activation: (\d+)\s*ms/.exec(row)?.[1]} ms`;
      await ctx.wb.command('View: Close Editor');
    },
  },
  {
    name: "the browser build (as on vscode.dev) runs in VS Code's web worker extension host, restores the game, plays and simulates",
    async run(ctx) {
      const before = await recordIn(await ctx.wb.webview('game'));
      await settings(ctx, {
        'piecepackWar.seed': SEED + 1,
        'piecepackWar.simulationGames': 200,
        'remote.extensionKind': { 'piecepack.piecepack-war': ['web'] },
      });
      await ctx.wb.command('Developer: Reload Window');
      await ctx.page.waitForTimeout(1000);
      await ctx.wb.ready();
      const row = await runningRow(ctx);
      assert.match(row, /web worker/);
      ctx.figures['activation as VS Code reports it (web worker host)'] = `${/Activation: (\d+)\s*ms/.exec(row)?.[1]} ms`;
      await ctx.wb.command('View: Close Editor');
      const frame = await ctx.wb.webview('game', 180_000);
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      assert.deepEqual(await recordIn(frame), before, 'the game was restored by the browser build');
      await flip(frame, 2);
      assert.ok(((await recordIn(frame))?.actions.length ?? 0) >= before!.actions.length + 2, 'two presses play on');
      // (The web host's log stays in the browser: the page says how the games were played.)
      await ctx.wb.command('Piecepack War: Simulate Current Variant');
      const stats = await ctx.wb.webview('stats');
      const card = stats.locator('article.simulation[data-variant="war"]');
      await until(
        'the simulation in the web host',
        async () =>
          /^200 games simulated/.test(
            await card
              .locator('[data-field="simulation-status"]')
              .innerText()
              .catch(() => ''),
          ),
        180_000,
      );
      ctx.figures['Simulate Current Variant, War, 200 games (web worker host)'] = await card
        .locator('[data-field="simulation-status"]')
        .innerText();
    },
  },
  {
    name: 'no Content Security Policy violation was reported in any console',
    async run(ctx) {
      assert.deepEqual(ctx.csp, []);
    },
  },
];
