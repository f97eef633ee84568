// The end-to-end scenarios, in order (each builds on the state the previous one left): what a user does in VS Code
// with the installed .vsix, checked in the real workbench, the real webviews and the extension's own log.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { replay, stateHash, type GameRecord } from '../../../engine/src/index.ts';
import { tallyRecord, type GameTally } from '../../src/game-tally.ts';
import { finishedRecord } from '../unit/helpers.ts';
import type { CodeServer } from './code-server.ts';
import { until, type Workbench } from './workbench.ts';

/** What the scenarios share. */
export interface E2EContext {
  cs: CodeServer;
  wb: Workbench;
  page: Page;
  /** Measured figures, printed at the end. */
  figures: Record<string, string>;
  /** Console lines from any frame that report a Content Security Policy violation. */
  csp: string[];
  /** Console lines from any frame (for the malformed-message check). */
  console: string[];
}

/** A scenario: a name saying the behaviour, and the steps. */
export interface Scenario {
  name: string;
  run(ctx: E2EContext): Promise<void>;
}

/** The seed the scenarios deal from (a short piecepack War game: the human seat wins in a few tricks). */
export const SEED = 4;

/** Settings every run starts from: a quiet workbench. */
export const BASE_SETTINGS: Record<string, unknown> = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'workbench.colorTheme': 'Default Dark Modern',
  'telemetry.telemetryLevel': 'off',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'update.mode': 'none',
  'chat.commandCenter.enabled': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'git.enabled': false,
  'git.openRepositoryInParentFolders': 'never',
  // The scenarios' layout: the second group stays when its settings.json copy is closed (Workbench.settingsBeside).
  'workbench.editor.closeEmptyGroups': false,
};

/** Sets the user settings (in the workbench's settings.json editor) to the base plus `own`. */
/** The settings VS Code starts with: the base, and the first game's (seeded, playing itself at full speed). */
export const FIRST_SETTINGS: Record<string, unknown> = {
  ...BASE_SETTINGS, 'piecepackWar.seed': SEED, 'piecepackWar.autoplay': true, 'piecepackWar.speed': 'max',
};

const settings = (ctx: E2EContext, own: Record<string, unknown>): Promise<void> =>
  ctx.wb.editSettings({ ...BASE_SETTINGS, ...own }, join(ctx.cs.userData, 'User', 'settings.json'));

/** The game element's record, read in the webview. */
const recordIn = (frame: Frame): Promise<GameRecord | null> =>
  frame.evaluate(() => (document.querySelector('piecepack-war') as unknown as { record: GameRecord | null } | null)?.record ?? null);

/** The element's public view (what is drawn), as JSON. */
const viewIn = (frame: Frame): Promise<string> =>
  frame.evaluate(() => JSON.stringify((document.querySelector('piecepack-war') as unknown as { view: unknown } | null)?.view ?? null));

const logHas = (ctx: E2EContext, what: RegExp, ms = 20_000): Promise<RegExpExecArray> =>
  until(`the extension log to say ${what}`, async () => what.exec(ctx.cs.extensionLog()) ?? undefined, ms);

/** The numbers in the statistics page's row for a variant. */
async function statsRow(frame: Frame, variant: string): Promise<Record<string, number>> {
  const row = frame.locator(`vscode-table-row[data-variant="${variant}"]`);
  await row.waitFor({ timeout: 20_000 });
  const out: Record<string, number> = {};
  for (const field of ['games', 'wins', 'losses', 'draws']) out[field] = Number(await row.locator(`[data-field="${field}"]`).innerText());
  return out;
}

/** Presses the element's own Flip button `n` times (each plays a trick), then waits for the panel to save the record. */
async function flip(frame: Frame, n: number): Promise<void> {
  const button = frame.locator('piecepack-war [part~="flip"]');
  for (let i = 0; i < n; i++) await button.click();
  await frame.waitForTimeout(600);
}

/** Our row in VS Code's Running Extensions view (opened in the active editor group), as text. */
async function runningRow(ctx: E2EContext): Promise<string> {
  await ctx.wb.command('Developer: Show Running Extensions');
  const row = ctx.page.locator('.monaco-list-row', { hasText: 'Piecepack War' }).filter({ hasText: 'Activation' }).first();
  await row.waitFor({ timeout: 20_000 });
  return until('the activation time in the row', async () => {
    const text = await row.innerText();
    return /Activation: \d+\s*ms/.test(text) ? text : undefined;
  });
}

let expected: GameTally;
let beforeReload: { record: GameRecord; view: string };

export const SCENARIOS: Scenario[] = [
  {
    name: 'opens a game from the command palette (activation time and time to the first tile measured)',
    async run(ctx) {
      // The first game's settings were written before VS Code started (FIRST_SETTINGS), so they are in force for sure.
      // settings.json stays open in the first group; the game opens in a second group beside it.
      await ctx.wb.settingsBeside();
      const pressed = await ctx.wb.command('Piecepack War: New Game');
      const frame = await ctx.wb.webview('game');
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 30_000 });
      ctx.figures['command to first rendered tile'] = `${Date.now() - pressed} ms`;
      const m = await logHas(ctx, /activated in ([\d.]+) ms \(code loaded in ([\d.]+) ms, activate\(\) ([\d.]+) ms\)/);
      ctx.figures['activation (bundle load + activate())'] = `${m[1]} ms (load ${m[2]} ms, activate() ${m[3]} ms)`;
      assert.equal(await frame.locator('piecepack-war').getAttribute('seed'), String(SEED));
      assert.ok(await ctx.page.locator('.tab', { hasText: 'Piecepack War: War (piecepack)' }).count() >= 1, 'the tab is titled with the variant');
    },
  },
  {
    name: 'plays the seeded game to the end and the host counts it (replaying its record)',
    async run(ctx) {
      const t = tallyRecord(finishedRecord({ variant: 'war' }, SEED));
      assert.ok(t.ok);
      expected = t.value;
      const frame = await ctx.wb.webview('game');
      await frame.locator('piecepack-war [part~="banner"]').waitFor({ timeout: 60_000 });
      const record = await recordIn(frame);
      assert.equal(record?.seed, SEED);
      assert.equal(tallyRecord(record!).ok && (tallyRecord(record!) as { value: GameTally }).value.fingerprint, expected.fingerprint, 'the element played the engine\'s game');
      await logHas(ctx, new RegExp(`counted a war game: ${expected.outcome} in ${expected.tricks} tricks`));
    },
  },
  {
    name: 'the statistics page shows the game with its outcome',
    async run(ctx) {
      await ctx.wb.command('Piecepack War: Show Statistics');
      const frame = await ctx.wb.webview('stats');
      const row = await statsRow(frame, 'war');
      assert.deepEqual(row, { games: 1, wins: expected.outcome === 'win' ? 1 : 0, losses: expected.outcome === 'loss' ? 1 : 0, draws: 0 });
      assert.ok(await frame.locator('svg.results rect').count() >= 1, 'a results bar is drawn');
      assert.ok(await frame.locator('svg.lengths rect.bar').count() >= 1, 'a game-length chart is drawn');
    },
  },
  {
    name: 'the sidebar shows a compact game and the statistics summary',
    async run(ctx) {
      await ctx.wb.activityIcon().click();
      const frame = await ctx.wb.webview('sidebar');
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 30_000 });
      await until('the summary to count one game', async () => /War \(piecepack\): 1 games/.test(await frame.locator('.summary').innerText()));
      assert.ok(await frame.locator('.summary svg.results').count() === 1);
      // The sidebar plays the same seeded game: it is the same game, so it is not counted twice.
      await frame.locator('piecepack-war [part~="banner"]').waitFor({ timeout: 60_000 });
      await logHas(ctx, /game \S+ was already counted/);
      await ctx.wb.activityIcon().click();
    },
  },
  {
    name: 'a settings change starts a new game with the new options in the open panel',
    async run(ctx) {
      await settings(ctx, { 'piecepackWar.variant': 'war-cards', 'piecepackWar.seed': SEED });
      const frame = await ctx.wb.webview('game');
      await until('the panel to deal cards', async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'war-cards');
      await frame.locator('piecepack-war svg.piece.card').first().waitFor({ timeout: 20_000 });
      assert.equal(await frame.locator('piecepack-war').getAttribute('autoplay'), null, 'autoplay followed the settings too');
      assert.ok(await ctx.page.locator('.tab', { hasText: 'War (cards)' }).count() >= 1, 'the tab follows the variant');
    },
  },
  {
    name: 'with a game in progress, a settings change asks first, then starts the new game',
    async run(ctx) {
      const frame = await ctx.wb.webview('game');
      await flip(frame, 3);
      assert.ok(((await recordIn(frame))?.actions.length ?? 0) >= 3);
      await settings(ctx, { 'piecepackWar.variant': 'war-cards', 'piecepackWar.seed': SEED, 'piecepackWar.packs': 2 });
      await ctx.wb.answerNotification(/Piecepack War settings changed/, 'New Game');
      await until('the panel to use 2 packs', async () => (await frame.locator('piecepack-war').getAttribute('packs')) === '2');
      await until('a fresh game', async () => (await recordIn(frame))?.actions.length === 0);
    },
  },
  {
    name: 'an invalid hand-edited setting gets a warning naming it, and the panel still plays the default',
    async run(ctx) {
      await ctx.wb.clearNotifications();
      await settings(ctx, { 'piecepackWar.variant': 'snap', 'piecepackWar.seed': SEED, 'piecepackWar.pickup': 'sideways', 'piecepackWar.packs': 'banana' });
      await ctx.wb.notification(/setting piecepackWar\.variant is invalid/).first().waitFor({ timeout: 20_000 });
      await ctx.wb.notification(/setting piecepackWar\.packs is invalid/).first().waitFor({ timeout: 20_000 });
      const frame = await ctx.wb.webview('game');
      await until('the panel to fall back to War', async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'war');
      await frame.locator('piecepack-war svg.piece.tile').first().waitFor({ timeout: 20_000 });
      assert.equal(await frame.locator('piecepack-war [part~="error"]').count(), 0, 'no error in place of the table');
      assert.equal(await frame.locator('piecepack-war').getAttribute('packs'), null, 'the bad packs value was not passed on');
      await logHas(ctx, /setting piecepackWar\.pickup: pickup must be/);
    },
  },
  {
    name: 'a decision game (Steal War) loads its table from the element\'s sibling chunk under the panel\'s policy, and plays',
    async run(ctx) {
      await settings(ctx, { 'piecepackWar.variant': 'steal-war', 'piecepackWar.seed': SEED });
      const frame = await ctx.wb.webview('game');
      await until('the Steal War table', async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'steal-war');
      await frame.locator('piecepack-war .st-table svg.piece').first().waitFor({ timeout: 30_000 });
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
      await until('the Stacked Deck War table', async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'stacked-deck');
      const done = frame.locator('piecepack-war .arr-done');
      await done.waitFor({ timeout: 30_000 });
      await frame.evaluate(() => {
        const w = window as unknown as { pwWhere: string[] };
        w.pwWhere = [];
        document.querySelector('piecepack-war')!.addEventListener('pw-computer', (e) => w.pwWhere.push((e as CustomEvent<{ where: string }>).detail.where));
      });
      await done.click(); // the human seat keeps the deal's arrangement
      const where = await until('the computer seat to decide', async () => {
        const seen = await frame.evaluate(() => (window as unknown as { pwWhere: string[] }).pwWhere);
        return seen.length > 0 ? seen : undefined;
      }, 30_000);
      assert.deepEqual(where, where.map(() => 'worker'), `where the computer thought: ${where.join()}`);
      await until('the game to move on', async () => ((await recordIn(frame))?.actions.length ?? 0) >= 2);
    },
  },
  {
    name: 'after a window reload the game is restored exactly where it was, and the statistics are kept',
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
      await ctx.wb.command('Developer: Reload Window');
      await ctx.page.waitForTimeout(1000);
      await ctx.wb.ready();
      frame = await ctx.wb.webview('game', 60_000);
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 30_000 });
      const restored = await recordIn(frame);
      assert.deepEqual(restored, beforeReload.record, 'the same record');
      assert.equal(await viewIn(frame), beforeReload.view, 'the same table');
      const a = replay(restored!);
      const b = replay(beforeReload.record);
      assert.ok(a.ok && b.ok && stateHash(a.value) === stateHash(b.value));
      const stats = await ctx.wb.webview('stats', 60_000);
      assert.equal((await statsRow(stats, 'war')).games, 1);
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
        post('onmessage', { message: { type: 'gameEnd', record: { format: 'bogus', actions: 'all of them' } } });
        post('onmessage', { message: { type: 'command', command: 'workbench.action.quit' } });
        post('onmessage', { message: 'just a string' });
      });
      await logHas(ctx, /rejected a message from the webview: gameEnd: record format is not piecepack-war\/record/);
      await logHas(ctx, /rejected a message from the webview: command: unknown command/);
      await logHas(ctx, /rejected a message from the webview: message is not an object/);
      await until('the webview to hear the rejection', async () => ctx.console.some((l) => l.includes('the host rejected a message')));
      assert.deepEqual(await recordIn(frame), before, 'the game is untouched');
      const stats = await ctx.wb.webview('stats');
      assert.equal((await statsRow(stats, 'war')).games, 1, 'nothing was counted');
      await flip(frame, 1);
      // One press plays a trick: a flip, and the pot of the last one handed over first when it still waits.
      assert.ok(((await recordIn(frame))?.actions.length ?? 0) > before!.actions.length, 'the game still plays');
    },
  },
  {
    name: 'the webviews follow the theme live (high contrast included) and VS Code\'s reduced motion',
    async run(ctx) {
      await settings(ctx, { 'piecepackWar.seed': SEED + 1, 'workbench.colorTheme': 'Default High Contrast', 'workbench.reduceMotion': 'on' });
      const frame = await ctx.wb.webview('game');
      await until('high contrast and reduced motion in the webview', async () => {
        const cls = await frame.evaluate(() => document.body.className);
        return cls.includes('vscode-high-contrast') && cls.includes('vscode-reduce-motion');
      });
      const stats = await ctx.wb.webview('stats');
      await until('the statistics page too', async () => (await stats.evaluate(() => document.body.className)).includes('vscode-high-contrast'));
      await settings(ctx, { 'piecepackWar.seed': SEED + 1, 'workbench.colorTheme': 'Default Light Modern' });
      await until('the light theme', async () => {
        const cls = await frame.evaluate(() => document.body.className);
        return cls.includes('vscode-light') && !cls.includes('vscode-reduce-motion');
      });
      assert.equal((await recordIn(frame))?.seed, SEED + 1, 'a theme change does not restart the game');
    },
  },
  {
    name: 'simulate plays many games of the variant and draws the game-length histogram',
    async run(ctx) {
      const changes = (): number => ctx.cs.extensionLog().match(/settings changed:/g)?.length ?? 0;
      const before = changes();
      await settings(ctx, { 'piecepackWar.seed': SEED + 1, 'piecepackWar.simulationGames': 500 });
      await until('the extension to see the new settings', async () => changes() > before);
      await ctx.wb.command('Piecepack War: Simulate Current Variant');
      const stats = await ctx.wb.webview('stats');
      await until('the simulation to finish', async () => /500 games simulated/.test(await stats.locator('[data-field="simulation-status"]').innerText()), 60_000);
      assert.ok(await stats.locator('svg.histogram rect.bar').count() >= 3, 'histogram bars');
      await logHas(ctx, /simulated 500 games of war/);
    },
  },
  {
    name: 'export saves the current game record as JSON that replays',
    async run(ctx) {
      const frame = await ctx.wb.webview('game');
      const record = await recordIn(frame);
      await ctx.wb.command('Piecepack War: Export Game Record…');
      const input = ctx.page.locator('.quick-input-widget .quick-input-box input');
      await until('the save dialog', async () => (await input.inputValue()).endsWith(`piecepack-war-war-${SEED + 1}.json`));
      await ctx.page.keyboard.press('Enter');
      const file = join(ctx.cs.workspace, `piecepack-war-war-${SEED + 1}.json`);
      await until('the file', async () => existsSync(file));
      const saved = await until('the record in the file', async () => {
        try {
          return JSON.parse(readFileSync(file, 'utf8')) as GameRecord;
        } catch {
          return undefined;
        }
      });
      assert.deepEqual(saved, record);
      assert.ok(replay(saved).ok);
    },
  },
  {
    name: 'reset asks for confirmation; cancel keeps the statistics, reset empties them',
    async run(ctx) {
      await ctx.wb.command('Piecepack War: Reset Statistics…');
      assert.match(await ctx.wb.answerDialog('Cancel'), /cannot be undone/);
      const stats = await ctx.wb.webview('stats');
      await stats.waitForTimeout(500);
      assert.equal((await statsRow(stats, 'war')).games, 1);
      await ctx.wb.command('Piecepack War: Reset Statistics…');
      await ctx.wb.answerDialog('Reset');
      await stats.locator('[data-empty]').waitFor({ timeout: 20_000 });
      await logHas(ctx, /statistics reset/);
    },
  },
  {
    name: 'in an HTML file, the attributes of <piecepack-war> and their values complete (contributes.html.customData)',
    async run(ctx) {
      // A real file (custom data applies to HTML files of the workspace), opened through VS Code's own file dialog.
      const page = join(ctx.cs.workspace, 'page.html');
      writeFileSync(page, '<!DOCTYPE html>\n<html>\n<body>\n\n</body>\n</html>\n');
      await ctx.wb.command('File: Open File...');
      await ctx.page.locator('.quick-input-list .monaco-list-row', { hasText: 'page.html' }).click({ timeout: 10_000 });
      await ctx.page.locator('.editor-group-container.active .tab.active', { hasText: 'page.html' }).waitFor({ timeout: 20_000 });
      await ctx.page.locator('.editor-group-container.active .monaco-editor .view-lines').click();
      await ctx.page.keyboard.press('ControlOrMeta+Home');
      for (let i = 0; i < 3; i++) await ctx.page.keyboard.press('ArrowDown');
      // Asks for completions afresh (the HTML language server may still be starting: the caller retries).
      const suggestions = async (): Promise<string[]> => {
        await ctx.page.keyboard.press('Escape');
        await ctx.page.keyboard.press('Control+Space');
        const rows = ctx.page.locator('.suggest-widget.visible .monaco-list-row');
        await rows.first().waitFor({ timeout: 3000 });
        await ctx.page.waitForTimeout(300);
        return Promise.all((await rows.all()).map(async (r) => (await r.getAttribute('aria-label')) ?? ''));
      };
      await ctx.page.keyboard.type('<piecepack-war pick');
      await until('the pickup attribute to be offered', async () => (await suggestions()).some((l) => l.startsWith('pickup')), 45_000);
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
    name: 'VS Code\'s Running Extensions view lists it in the node extension host with its activation time',
    async run(ctx) {
      const row = await runningRow(ctx);
      assert.doesNotMatch(row, /web worker/);
      ctx.figures['activation as VS Code reports it (Running Extensions, node host, after the reload)'] = `${/Activation: (\d+)\s*ms/.exec(row)?.[1]} ms`;
      await ctx.wb.command('View: Close Editor');
    },
  },
  {
    name: 'the browser build (as on vscode.dev) runs in VS Code\'s web worker extension host, restores the game and plays',
    async run(ctx) {
      const before = await recordIn(await ctx.wb.webview('game'));
      await settings(ctx, { 'piecepackWar.seed': SEED + 1, 'remote.extensionKind': { 'piecepack.piecepack-war': ['web'] } });
      await ctx.wb.command('Developer: Reload Window');
      await ctx.page.waitForTimeout(1000);
      await ctx.wb.ready();
      const row = await runningRow(ctx);
      assert.match(row, /web worker/);
      ctx.figures['activation as VS Code reports it (web worker host)'] = `${/Activation: (\d+)\s*ms/.exec(row)?.[1]} ms`;
      await ctx.wb.command('View: Close Editor');
      const frame = await ctx.wb.webview('game', 60_000);
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 30_000 });
      assert.deepEqual(await recordIn(frame), before, 'the game was restored by the browser build');
      await flip(frame, 2);
      assert.ok(((await recordIn(frame))?.actions.length ?? 0) >= before!.actions.length + 2, 'two presses play on');
    },
  },
  {
    name: 'no Content Security Policy violation was reported in any console',
    async run(ctx) {
      assert.deepEqual(ctx.csp, []);
    },
  },
];
