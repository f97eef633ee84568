// End-to-end scenarios, first part: in Restricted Mode, opening and playing a game, counting it (Auto-play apart), a
// finished game shown again, the title-bar actions, the sidebar (its "+" and its export), settings changes and bad
// settings, and New Game… from the title bar. Each scenario builds on the state the previous one left.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replay, type GameRecord } from '../../../engine/src/index.ts';
import { tallyRecord, type GameTally } from '../../src/game-tally.ts';
import { finishedRecord } from '../unit/helpers.ts';
import { flip, logCount, logHas, recordIn, savedJson, SEED, settings, statsCard, statusIn, type Scenario } from './steps.ts';
import { until } from './workbench.ts';

const ROOT = join(import.meta.dirname, '../../..');

let expected: GameTally;

export const PLAY_SCENARIOS: Scenario[] = [
  {
    name: 'in Restricted Mode (an untrusted folder) the extension runs: its icon shows and its commands are in the palette',
    async run(ctx) {
      await until('the Restricted Mode indicator', async () => ctx.wb.restricted());
      assert.equal(await ctx.wb.activityIcon().count(), 1, 'the Piecepack War icon is in the Activity Bar');
    },
  },
  {
    name: 'opens a game from the command palette (activation time and time to the first tile measured)',
    async run(ctx) {
      // The first game's settings were written before VS Code started (FIRST_SETTINGS), so they are in force for sure.
      // settings.json stays open in the first group; the game opens in a second group beside it.
      await ctx.wb.settingsBeside();
      const pressed = await ctx.wb.command('Piecepack War: New Game');
      const frame = await ctx.wb.webview('game');
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      ctx.figures['command to first rendered tile'] = `${Date.now() - pressed} ms`;
      const m = await logHas(ctx, /activated in ([\d.]+) ms \(code loaded in ([\d.]+) ms, activate\(\) ([\d.]+) ms\)/);
      ctx.figures['activation (bundle load + activate())'] = `${m[1]} ms (load ${m[2]} ms, activate() ${m[3]} ms)`;
      assert.equal(await frame.locator('piecepack-war').getAttribute('seed'), String(SEED));
      assert.ok(
        (await ctx.page.locator('.tab', { hasText: 'Piecepack War: War (piecepack)' }).count()) >= 1,
        'the tab is titled with the variant',
      );
    },
  },
  {
    name: "plays the seeded game to the end on Auto-play; the host counts it (replaying its record) as Auto-play's game",
    async run(ctx) {
      const t = tallyRecord(finishedRecord({ variant: 'war' }, SEED));
      assert.ok(t.ok);
      expected = t.value;
      const frame = await ctx.wb.webview('game');
      await frame.locator('piecepack-war [part~="banner"]').waitFor({ timeout: 180_000 });
      const record = await recordIn(frame);
      assert.equal(record?.seed, SEED);
      const played = tallyRecord(record);
      assert.ok(played.ok);
      assert.equal(played.value.fingerprint, expected.fingerprint, "the element played the engine's game");
      await logHas(ctx, new RegExp(`counted a war game \\(autoplay\\): ${expected.outcome} in ${expected.length} tricks`));
    },
  },
  {
    name: 'a finished game hidden and shown again shows its end (status line and banner), not the prompt to start',
    async run(ctx) {
      let frame = await ctx.wb.webview('game');
      const ended = await statusIn(frame);
      assert.doesNotMatch(ended, /Press Flip to start/);
      await frame.evaluate(() => ((window as unknown as { pwBefore: boolean }).pwBefore = true));
      // Another editor on top of the game in its group hides it (its page is dropped), closing that editor shows it again.
      await ctx.wb.command('File: New Untitled Text File');
      await ctx.page.locator('.editor-group-container.active .tab.active', { hasText: 'Untitled' }).waitFor({ timeout: 180_000 });
      await ctx.wb.command('View: Revert and Close Editor');
      frame = await until('a fresh game page', async () => {
        const f = await ctx.wb.webview('game');
        return (await f.evaluate(() => (window as unknown as { pwBefore?: boolean }).pwBefore !== true)) ? f : undefined;
      });
      await frame.locator('piecepack-war [part~="banner"]').waitFor({ timeout: 180_000 });
      assert.equal(await statusIn(frame), ended);
    },
  },
  {
    name: "the game's title bar opens the statistics; the page shows the game in an Auto-play card and fits a half-width editor",
    async run(ctx) {
      await ctx.wb.editorAction('Show Statistics').click();
      const frame = await ctx.wb.webview('stats');
      const card = await statsCard(frame, 'war', 'autoplay');
      assert.deepEqual(
        [card.games, card.wins, card.losses],
        ['1', expected.outcome === 'win' ? '1' : '0', expected.outcome === 'loss' ? '1' : '0'],
      );
      assert.equal(card.length, `shortest ${expected.length} / average ${expected.length} / longest ${expected.length}`);
      assert.ok((await frame.locator('article.card svg.results rect').count()) >= 1, 'a results chart');
      assert.ok((await frame.locator('article.card .legend li').count()) >= 1, 'with its legend');
      assert.ok((await frame.locator('article.card svg.lengths line.axis').count()) === 2, 'a game-length chart with axes');
      const { width, overflow } = await frame.evaluate(() => ({
        width: document.documentElement.clientWidth,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      assert.ok(width < 560, `the statistics sit in a narrow editor here (${width} px)`);
      assert.ok(overflow <= 1, `nothing overflows sideways (${overflow} px)`);
      ctx.figures['statistics page width in the e2e layout'] = `${width} px`;
    },
  },
  {
    name: 'the sidebar: a compact game and the summary; its "+" starts a chosen game there; Export saves the sidebar\'s game (Open shows it)',
    async run(ctx) {
      await ctx.wb.activityIcon().click();
      const frame = await ctx.wb.webview('sidebar');
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      await until("the summary to mention Auto-play's game", async () => /Auto-play: 1/.test(await frame.locator('.summary').innerText()));
      // The sidebar plays the same seeded game: it is the same game, so it is not counted twice.
      await frame.locator('piecepack-war [part~="banner"]').waitFor({ timeout: 180_000 });
      await logHas(ctx, /game \S+ was already counted/);
      // Its "+" chooses a game for the sidebar: War with cards.
      await ctx.wb.viewAction('New Game…').click();
      assert.equal(await ctx.wb.quickPickTitle(), 'New Game');
      await ctx.page.locator('.quick-input-widget .quick-input-box input').fill('War (cards)');
      await ctx.wb.quickPickRow('War (cards)').first().click();
      await until('the options step', async () => (await ctx.wb.quickPickTitle()) === 'New Game: War (cards)');
      await ctx.wb.quickPickRow('Start').first().click();
      await logHas(ctx, /New Game…: war-cards \(chosen\) in the sidebar/);
      await until('the sidebar to deal cards', async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'war-cards');
      await frame.locator('piecepack-war svg.piece.card').first().waitFor({ timeout: 180_000 });
      // The person is in the sidebar: Export saves its game, not the panel's.
      await frame.locator('piecepack-war [part~="table"]').click();
      await ctx.wb.command('Piecepack War: Export Game Record…');
      const input = ctx.page.locator('.quick-input-widget .quick-input-box input');
      await until('the save dialog', async () => (await input.inputValue()).endsWith(`piecepack-war-war-cards-${SEED}.json`));
      await ctx.page.keyboard.press('Enter');
      const saved = await savedJson<GameRecord>(join(ctx.cs.workspace, `piecepack-war-war-cards-${SEED}.json`));
      assert.equal(saved.options.variant, 'war-cards');
      assert.ok(replay(saved).ok, 'the saved record replays');
      const now = await recordIn(frame);
      assert.deepEqual(now?.actions.slice(0, saved.actions.length), saved.actions, "it is the sidebar's game");
      await ctx.wb.answerNotification(/game record saved to/, 'Open');
      await ctx.page.locator('.tab', { hasText: `piecepack-war-war-cards-${SEED}.json` }).waitFor({ timeout: 180_000 });
      await ctx.wb.command('View: Close Editor');
      await ctx.wb.activityIcon().click();
    },
  },
  {
    name: 'a settings change replaces a finished game without asking, with the new options',
    async run(ctx) {
      await ctx.wb.clearNotifications();
      await settings(ctx, { 'piecepackWar.variant': 'war-cards', 'piecepackWar.seed': SEED });
      const frame = await ctx.wb.webview('game');
      await until('the panel to deal cards', async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'war-cards');
      await frame.locator('piecepack-war svg.piece.card').first().waitFor({ timeout: 180_000 });
      assert.equal(await frame.locator('piecepack-war').getAttribute('autoplay'), null, 'autoplay followed the settings too');
      assert.ok((await ctx.page.locator('.tab', { hasText: 'War (cards)' }).count()) >= 1, 'the tab follows the variant');
      assert.equal(await ctx.wb.notification(/settings changed/).count(), 0, 'a finished game is not "in progress"');
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
    name: 'several bad hand-edited settings give one warning naming each; its button opens settings.json at the first',
    async run(ctx) {
      await ctx.wb.clearNotifications();
      const bad = {
        'piecepackWar.variant': 'snap',
        'piecepackWar.seed': SEED,
        'piecepackWar.pickup': 'sideways',
        'piecepackWar.packs': 'banana',
      };
      await settings(ctx, bad);
      const toast = ctx.wb.notification(/3 settings are invalid/).first();
      await toast.waitFor({ timeout: 180_000 });
      const text = await toast.innerText();
      for (const name of ['piecepackWar.variant', 'piecepackWar.packs', 'piecepackWar.pickup']) assert.ok(text.includes(name), name);
      assert.equal(await ctx.wb.notification(/is invalid|are invalid/).count(), 1, 'one message, not a stack of toasts');
      const frame = await ctx.wb.webview('game');
      await until('the panel to fall back to War', async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'war');
      assert.equal(await frame.locator('piecepack-war').getAttribute('packs'), null, 'the bad packs value was not passed on');
      await toast.getByRole('button', { name: 'Open settings.json' }).click();
      // settings.json (already open in the first group) shows the first bad setting: the cursor is on its line.
      const lines = readFileSync(join(ctx.cs.userData, 'User', 'settings.json'), 'utf8').split('\n');
      const line = lines.findIndex((l) => l.includes('"piecepackWar.variant"')) + 1;
      await until(`the cursor on line ${line}`, async () => {
        const at = await ctx.page
          .locator('.statusbar-item', { hasText: /Ln \d+, Col \d+/ })
          .first()
          .innerText()
          .catch(() => '');
        return new RegExp(`Ln ${line},`).test(at);
      });
      assert.equal(logCount(ctx, /setting piecepackWar\.pickup: pickup must be/), 1);
    },
  },
  {
    name: "New Game… from the game's title bar: a variant, its seats, Start; the choice is first among the recent ones next time",
    async run(ctx) {
      await ctx.wb.activateTab('Piecepack War: War');
      await ctx.wb.editorAction('New Game…').click();
      assert.equal(await ctx.wb.quickPickTitle(), 'New Game');
      assert.ok((await ctx.wb.quickPickRow('Your settings').count()) >= 1);
      await ctx.page.locator('.quick-input-widget .quick-input-box input').fill('Stacked');
      await ctx.wb.quickPickRow('Stacked Deck War').first().click();
      await until('the options step', async () => (await ctx.wb.quickPickTitle()) === 'New Game: Stacked Deck War');
      await ctx.wb.quickPickRow('Seats').first().click();
      await until('the seats step', async () => (await ctx.wb.quickPickTitle()) === 'Seats');
      await ctx.wb.quickPickRow('You against the random computer').click();
      await until('back to the options', async () => (await ctx.wb.quickPickTitle()) === 'New Game: Stacked Deck War');
      await ctx.wb.quickPickRow('Start').first().click();
      const frame = await ctx.wb.webview('game');
      await until(
        'Stacked Deck War in the panel',
        async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'stacked-deck',
      );
      assert.equal(await frame.locator('piecepack-war').getAttribute('seats'), 'human,computer:random');
      await frame.locator('piecepack-war .arr-done').waitFor({ timeout: 180_000 });
      await ctx.wb.editorAction('New Game…').click();
      await ctx.wb.quickPickRow('Recent').first().waitFor({ timeout: 180_000 });
      const recent = await ctx.wb.quickPickRow(/Stacked Deck War.*random computer/).count();
      await ctx.page.keyboard.press('Escape');
      assert.equal(recent, 1, 'the chosen game is listed among the recent ones');
    },
  },
  {
    name: 'New Game… chooses how strong the computer plays (Steal War, Easy): the seat plays computer:easy and says so',
    async run(ctx) {
      await ctx.wb.activateTab('Stacked Deck War');
      await ctx.wb.editorAction('New Game…').click();
      await ctx.page.locator('.quick-input-widget .quick-input-box input').fill('Steal War');
      await ctx.wb.quickPickRow('Steal War').first().click();
      await until('the options step', async () => (await ctx.wb.quickPickTitle()) === 'New Game: Steal War');
      assert.equal(await ctx.wb.quickPickRow(/Computer\s*Strong/).count(), 1, 'the computer plays strong unless chosen otherwise');
      await ctx.wb
        .quickPickRow(/Computer\s*Strong/)
        .first()
        .click();
      await until('the levels step', async () => (await ctx.wb.quickPickTitle()) === 'Computer');
      for (const level of ['Easy', 'Normal', 'Strong']) assert.equal(await ctx.wb.quickPickRow(new RegExp(level)).count(), 1, level);
      await ctx.page.screenshot({ path: join(ROOT, '.cache', 'e2e-computer-levels.png') });
      await ctx.wb.quickPickRow(/Easy/).click();
      await until('back to the options', async () => (await ctx.wb.quickPickTitle()) === 'New Game: Steal War');
      await ctx.wb
        .quickPickRow(/Start.*You against the computer \(Easy\)/)
        .first()
        .waitFor({ timeout: 180_000 });
      await ctx.page.screenshot({ path: join(ROOT, '.cache', 'e2e-computer-level-chosen.png') });
      await ctx.wb.quickPickRow('Start').first().click();
      const frame = await ctx.wb.webview('game');
      await until(
        'Steal War against the easy computer',
        async () => (await frame.locator('piecepack-war').getAttribute('seats')) === 'human,computer:easy',
      );
      await frame.locator('piecepack-war .kind', { hasText: 'computer, easy' }).first().waitFor({ timeout: 180_000 });
      await logHas(ctx, /New Game…: steal-war \(chosen\)/);
      // Back to the Stacked Deck War game the next scenarios expect in this panel (a recent choice).
      await ctx.wb.activateTab('Steal War');
      await ctx.wb.editorAction('New Game…').click();
      await ctx.wb
        .quickPickRow(/Stacked Deck War.*random computer/)
        .first()
        .click();
      await until('Stacked Deck War again', async () => (await frame.locator('piecepack-war').getAttribute('variant')) === 'stacked-deck');
    },
  },
];
