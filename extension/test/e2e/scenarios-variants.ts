// End-to-end scenarios, third part: the player's own variants (piecepackWar.variants completed and checked in
// settings.json, offered by New Game… and the view's picker, played, counted under their name), New Game… changing the
// rules and saving a variant, a closed game tab resumed, the speed setting after a reload, the view in the bottom Panel,
// and an HTML file that does not start the extension. Each scenario sets up what it needs (PW_E2E_ONLY=variant works).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { BASE_SETTINGS, flip, logCount, logHas, recordIn, settings, settingsSeen, type E2EContext, type Scenario } from './steps.ts';
import { until } from './workbench.ts';

const ROOT = join(import.meta.dirname, '../../..');
const shot = (ctx: E2EContext, name: string): Promise<unknown> => ctx.page.screenshot({ path: `/tmp/pw24-${name}.png` });

/** Quick War: 32 cards, won tricks under in order; seed 23 deals a 16-trick game the human seat wins. */
const QUICK = { variant: 'war-cards', deck: 'cards-32', pickup: 'in-order' };
const QUICK_SEED = 23;

const userSettings = (ctx: E2EContext): Record<string, unknown> =>
  JSON.parse(readFileSync(join(ctx.cs.userData, 'User', 'settings.json'), 'utf8')) as Record<string, unknown>;

/** Replaces settings.json's text in its editor (first group) without saving: the cursor ends where the text does. */
async function typeInSettings(ctx: E2EContext, text: string): Promise<void> {
  await ctx.wb.command('View: Focus First Editor Group');
  await ctx.wb.command('Preferences: Open User Settings (JSON)');
  await ctx.page.locator('.editor-group-container.active .monaco-editor.focused').waitFor({ timeout: 5000 });
  await ctx.page.keyboard.press('ControlOrMeta+A');
  await ctx.page.keyboard.press('Delete');
  // Inserted whole, as a paste is (typing would auto-close quotes and brackets).
  await ctx.page.keyboard.insertText(text);
  await until('the text in the editor', async () =>
    (await ctx.page.locator('.editor-group-container.active .view-lines').innerText()).includes('piecepackWar.variants'),
  );
}

/** The rows the suggest widget offers now (asked afresh), as their labels. */
async function suggestions(ctx: E2EContext): Promise<string[]> {
  await ctx.page.keyboard.press('Escape');
  await ctx.page.keyboard.press('Control+Space');
  const rows = ctx.page.locator('.suggest-widget.visible .monaco-list-row');
  if (
    !(await rows
      .first()
      .waitFor({ timeout: 3000 })
      .then(
        () => true,
        () => false,
      ))
  )
    return [];
  await ctx.page.waitForTimeout(300);
  return Promise.all((await rows.all()).map(async (r) => (await r.getAttribute('aria-label')) ?? ''));
}

/** The Problems panel's messages (the panel is opened by its keybinding once, then read). */
async function problems(ctx: E2EContext): Promise<string> {
  const panel = ctx.page.locator('.markers-panel');
  if (!(await panel.isVisible())) await ctx.page.keyboard.press('ControlOrMeta+Shift+M');
  await panel.waitFor({ timeout: 180_000 });
  return (await panel.innerText()).replace(/\s+/g, ' ');
}

/** Starts a named variant from New Game… (already open): its row, then Start. */
async function startNamed(ctx: E2EContext, name: string): Promise<void> {
  await ctx.wb.quickPickRow('Your variants').first().waitFor({ timeout: 180_000 });
  // Its row under Your variants (a recent choice of it has the history icon, and starts at once).
  await ctx.wb
    .quickPickRow(name)
    .filter({ has: ctx.page.locator('.codicon-star-full') })
    .first()
    .click();
  await until("the named variant's options", async () => (await ctx.wb.quickPickTitle()).startsWith(`New Game: ${name}`));
  await ctx.wb.quickPickRow('Start').first().click();
}

/** Shows the Piecepack War container (its Activity Bar icon toggles it: clicked only when it is not shown). */
async function showView(ctx: E2EContext): Promise<void> {
  const item = ctx.page.locator('.activitybar .action-item', { has: ctx.page.locator('a[aria-label^="Piecepack War"]') });
  if (!((await item.getAttribute('class')) ?? '').includes('checked')) await ctx.wb.activityIcon().click();
}

/** The controls of the element that are not inside the viewport (a control cut off cannot be pressed). */
const hiddenControls = (frame: Frame): Promise<string[]> =>
  frame.evaluate(() => {
    // (No named inner function: the test runner's transform would name it with a helper the page does not have.)
    const out: string[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    while (roots.length > 0) {
      const root = roots.pop()!;
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) roots.push(el.shadowRoot);
        if (!el.matches('button, select, input, [role="button"]')) continue;
        // A control not drawn (in a closed menu, whose contents Chromium still lays out) is not one the view hides.
        if (!(el as HTMLElement).checkVisibility()) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.bottom > window.innerHeight + 0.5 || r.right > window.innerWidth + 0.5 || r.top < -0.5)
          out.push(`${el.getAttribute('part') ?? el.tagName} at ${Math.round(r.top)}..${Math.round(r.bottom)} of ${window.innerHeight}`);
      }
    }
    return out;
  });

export const VARIANT_SCENARIOS: Scenario[] = [
  {
    name: 'with HTML completions off, opening an HTML file does not start the extension (no onLanguage:html activation)',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await settings(ctx, { 'piecepackWar.htmlCompletions': false });
      await ctx.wb.command('View: Reset View Locations');
      await ctx.wb.command('View: Close All Editor Groups');
      await ctx.wb.command('View: Show Explorer');
      writeFileSync(join(ctx.cs.workspace, 'plain.html'), '<!DOCTYPE html>\n<html>\n<body>\n<p>Hello</p>\n</body>\n</html>\n');
      const before = logCount(ctx, /activated in/);
      await ctx.wb.command('Developer: Reload Window');
      await ctx.page.waitForTimeout(1000);
      await ctx.wb.ready();
      await ctx.wb.command('File: Open File...');
      await ctx.page.locator('.quick-input-list .monaco-list-row', { hasText: 'plain.html' }).click({ timeout: 180_000 });
      await ctx.page.locator('.editor-group-container.active .tab.active', { hasText: 'plain.html' }).waitFor({ timeout: 180_000 });
      // The HTML language features start on the file; give an activation event every chance to fire.
      await ctx.page.locator('.statusbar-item', { hasText: 'HTML' }).first().waitFor({ timeout: 180_000 });
      await ctx.page.waitForTimeout(4000);
      assert.equal(logCount(ctx, /activated in/), before, 'the extension did not start for an HTML file');
      await ctx.wb.command('Developer: Show Running Extensions');
      await ctx.page.locator('.monaco-list-row', { hasText: 'Activation' }).first().waitFor({ timeout: 180_000 });
      assert.equal(
        await ctx.page.locator('.monaco-list-row', { hasText: 'Piecepack War' }).filter({ hasText: 'Activation' }).count(),
        0,
        'not among the running extensions',
      );
      ctx.figures['extensions running after opening an HTML file (completions off)'] = 'Piecepack War not among them';
      await ctx.wb.command('View: Close All Editor Groups');
    },
  },
  {
    name: 'a named variant in settings.json: its options complete with their descriptions, a wrong option, value or name is flagged as typed',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      const head = JSON.stringify({ ...BASE_SETTINGS, 'piecepackWar.variants': { 'Quick War': { variant: 'war-cards' } } }, null, 2);
      // The text up to a new key inside "Quick War": the cursor stays there.
      const open = head.slice(0, head.indexOf('"war-cards"') + '"war-cards"'.length) + ',\n      "';
      await typeInSettings(ctx, open);
      // The list is long (and drawn only in part): each option is looked for by typing its start.
      const offer = async (typed: string): Promise<string[]> => {
        await ctx.page.keyboard.type(typed);
        const got = await suggestions(ctx);
        for (let i = 0; i < typed.length; i++) await ctx.page.keyboard.press('Backspace');
        return got;
      };
      await until(
        'the JSON language server to complete the options',
        async () => (await offer('pi')).some((l) => l.startsWith('pickup')),
        180_000,
      );
      for (const [typed, option] of [
        ['war', 'warFaceDown'],
        ['dec', 'deck'],
        ['out', 'outOfCards'],
        ['pac', 'packs'],
      ])
        assert.ok(
          (await offer(typed)).some((l) => l.startsWith(option)),
          `${option} offered`,
        );
      assert.ok(!(await offer('roun')).some((l) => l.startsWith('rounds')), 'rounds (Tod und Leben) is not offered for War (cards)');
      assert.ok(!(await offer('coinS')).some((l) => l.startsWith('coinSides')), 'nor coinSides (Stacked Deck War)');
      // The focused option's description (from the setting's own) shows beside the list.
      await ctx.page.keyboard.type('pick');
      await until('pickup alone', async () => (await ctx.page.locator('.suggest-widget.visible .monaco-list-row').count()) === 1);
      const details = ctx.page.locator('.suggest-details-container .suggest-details');
      if (!(await details.isVisible())) await ctx.page.keyboard.press('Control+Space');
      await until('the description of pickup', async () => /won trick goes under/.test(await details.innerText().catch(() => '')));
      await shot(ctx, 'variants-completion');
      await ctx.page.keyboard.press('Escape');
      // A whole text with a misspelled option, a value the option does not take, an option of another game, a built-in name.
      const bad = {
        ...BASE_SETTINGS,
        'piecepackWar.variants': {
          'Quick War': { variant: 'war-cards', pikcup: 'in-order' },
          Sideways: { variant: 'war', pickup: 'sideways' },
          Rounds: { variant: 'war', rounds: 3 },
          war: { variant: 'war' },
        },
      };
      await typeInSettings(ctx, JSON.stringify(bad, null, 2));
      const said = await until(
        'the problems to be listed',
        async () => {
          const text = await problems(ctx);
          return /pikcup/.test(text) && /sideways|Value is not accepted/.test(text) ? text : undefined;
        },
        180_000,
      );
      await shot(ctx, 'variants-problems');
      assert.match(said, /Property pikcup is not allowed/);
      assert.match(said, /Value is not accepted/);
      assert.match(said, /This option does not apply to the chosen variant's rules/);
      assert.match(said, /not the name of a built-in variant/);
      await ctx.wb.command('View: Focus First Editor Group');
      await ctx.wb.command('File: Revert File');
    },
  },
  {
    name: "a named variant is offered by New Game… and the view's picker and played; one that does not check out is named with Open Setting and skipped",
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await ctx.wb.clearNotifications();
      // (The extension may not be running yet: New Game… starts it, and it reads these settings then.)
      await settings(ctx, {
        'piecepackWar.seed': QUICK_SEED,
        'piecepackWar.autoplay': true,
        'piecepackWar.speed': 'max',
        'piecepackWar.variants': { 'Quick War': QUICK, Broken: { variant: 'war', rounds: 3 } },
      });
      await ctx.wb.settingsBeside();
      await ctx.wb.command('Piecepack War: New Game…');
      const toast = ctx.wb.notification(/a variant of yours was skipped/).first();
      await toast.waitFor({ timeout: 180_000 });
      assert.match(await toast.innerText(), /"Broken": rounds does not apply to War \(piecepack\)/);
      assert.equal(await ctx.wb.quickPickRow('Broken').count(), 0, 'the broken variant is not offered');
      await shot(ctx, 'variants-new-game');
      await startNamed(ctx, 'Quick War');
      const frame = await ctx.wb.webview('game');
      const el = frame.locator('piecepack-war');
      await until('Quick War in the panel', async () => (await el.getAttribute('pickup')) === 'in-order');
      assert.equal(await el.getAttribute('variant'), 'war-cards');
      assert.equal(await el.getAttribute('deck'), 'cards-32');
      await ctx.page.locator('.tab', { hasText: 'Piecepack War: Quick War' }).first().waitFor({ timeout: 180_000 });
      // Auto-play plays it to the end: the statistics count it under the variant's name.
      await frame.locator('piecepack-war [part~="banner"]').waitFor({ timeout: 180_000 });
      await logHas(ctx, /counted a war-cards game \(autoplay\)/);
      await ctx.wb.command('Piecepack War: Show Statistics');
      const stats = await ctx.wb.webview('stats');
      await stats.locator('article.card[data-variant="war-cards"]', { hasText: 'Quick War' }).first().waitFor({ timeout: 180_000 });
      await shot(ctx, 'variants-stats');
      // Open Setting shows where the skipped one is written.
      await ctx.wb.answerInCenter(/a variant of yours was skipped/, 'Open Setting');
      await ctx.page.locator('.tab.active', { hasText: 'settings.json' }).first().waitFor({ timeout: 180_000 });
      // The view's picker offers it too.
      await showView(ctx);
      const side = await ctx.wb.webview('sidebar');
      await side.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      await ctx.wb.viewAction('New Game…').click();
      await startNamed(ctx, 'Quick War');
      await until('Quick War in the view', async () => (await side.locator('piecepack-war').getAttribute('pickup')) === 'in-order');
      await logHas(ctx, /New Game…: war-cards \(chosen\) in the sidebar/);
      await ctx.wb.activityIcon().click();
    },
  },
  {
    name: 'New Game… reaches every rule of the variant (current value first); Escape in a step closes it; Save as Variant… writes one to the user settings',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await settingsSeen(ctx, { 'piecepackWar.seed': QUICK_SEED, 'piecepackWar.variants': { 'Quick War': QUICK } });
      const games = logCount(ctx, /New Game…: /);
      await ctx.wb.command('Piecepack War: New Game…');
      await ctx.page.locator('.quick-input-widget .quick-input-box input').fill('5 beats 4 beats');
      await ctx.wb
        .quickPickRow(/5 beats 4 beats/)
        .first()
        .click();
      await until('the options step', async () => (await ctx.wb.quickPickTitle()) === 'New Game: War (piecepack)');
      for (const rule of ['War Face Down', 'Out Of Cards', 'Pickup', 'Ranking', 'Objective', 'Max Tricks'])
        assert.equal(await ctx.wb.quickPickRow(new RegExp(`^${rule}`)).count(), 1, `${rule} is a step`);
      assert.equal(await ctx.wb.quickPickRow(/^Rounds/).count(), 0, 'Rounds is not a rule of War');
      await shot(ctx, 'new-game-rules');
      // Escape inside a step closes New Game…: nothing starts.
      await ctx.wb
        .quickPickRow(/^War Face Down/)
        .first()
        .click();
      await until('the War Face Down step', async () => (await ctx.wb.quickPickTitle()) === 'War Face Down');
      assert.match(await ctx.wb.quickPickRow(/now/).first().innerText(), /^1/, 'the current value first');
      await ctx.page.keyboard.press('Escape');
      await until('New Game… closed', async () => !(await ctx.page.locator('.quick-input-widget').isVisible()));
      await ctx.page.waitForTimeout(500);
      assert.equal(logCount(ctx, /New Game…: /), games, 'no game started');
      // Change Pickup, then save the game as a variant of one's own.
      await ctx.wb.command('Piecepack War: New Game…');
      await ctx.page.locator('.quick-input-widget .quick-input-box input').fill('5 beats 4 beats');
      await ctx.wb
        .quickPickRow(/5 beats 4 beats/)
        .first()
        .click();
      await until('the options step', async () => (await ctx.wb.quickPickTitle()) === 'New Game: War (piecepack)');
      await ctx.wb
        .quickPickRow(/^Pickup/)
        .first()
        .click();
      await until('the Pickup step', async () => (await ctx.wb.quickPickTitle()) === 'Pickup');
      const first = await ctx.wb.quickPickRow(/.*/).first().innerText();
      assert.match(first, /^shuffled/, 'the current value first');
      await ctx.wb
        .quickPickRow(/^winner-first/)
        .first()
        .click();
      await until('back to the options', async () => (await ctx.wb.quickPickTitle()) === 'New Game: War (piecepack)');
      await ctx.wb
        .quickPickRow(/Start.*pickup winner-first/)
        .first()
        .waitFor({ timeout: 180_000 });
      await ctx.wb.quickPickRow('Save as Variant…').first().click();
      // The name box is its own quick input: wait for its title, or the text goes into the pick that is closing.
      await until('the name box', async () => (await ctx.wb.quickPickTitle()) === 'Save as Variant…');
      const input = ctx.page.locator('.quick-input-widget .quick-input-box input');
      await input.waitFor({ timeout: 180_000 });
      await input.fill('Quick War');
      await ctx.page
        .locator('.quick-input-widget', { hasText: 'You already have a variant called Quick War' })
        .waitFor({ timeout: 180_000 });
      await input.fill('Tidy War');
      await shot(ctx, 'save-as-variant');
      await ctx.page.keyboard.press('Enter');
      await until('the variant in the user settings', async () => {
        const v = userSettings(ctx)['piecepackWar.variants'] as Record<string, unknown> | undefined;
        return JSON.stringify(v?.['Tidy War']) === JSON.stringify({ variant: 'war', pickup: 'winner-first' });
      });
      assert.deepEqual((userSettings(ctx)['piecepackWar.variants'] as Record<string, unknown>)['Quick War'], QUICK, 'the others stay');
      const frame = await ctx.wb.webview('game');
      await until('the saved variant plays', async () => (await frame.locator('piecepack-war').getAttribute('pickup')) === 'winner-first');
      await ctx.page.locator('.tab', { hasText: 'Piecepack War: Tidy War' }).first().waitFor({ timeout: 180_000 });
    },
  },
  {
    name: 'a closed game tab is not a lost game: Resume Last Game reopens it where it stood; two tabs of one game are numbered',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      // (New Game reads the settings itself; the extension may not be running yet when this runs alone.)
      await settings(ctx, { 'piecepackWar.seed': 5 });
      await ctx.page.waitForTimeout(1200);
      await ctx.wb.command('View: Close All Editor Groups');
      await ctx.wb.command('Piecepack War: New Game');
      await ctx.page.locator('.tab', { hasText: 'Piecepack War: War (piecepack)' }).first().waitFor({ timeout: 180_000 });
      await ctx.wb.command('Piecepack War: New Game');
      await ctx.page.locator('.tab', { hasText: 'Piecepack War: War (piecepack) (2)' }).first().waitFor({ timeout: 180_000 });
      const frame = await ctx.wb.webview('game');
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      await flip(frame, 5);
      const record = await recordIn(frame);
      assert.ok(record && record.actions.length >= 5);
      await ctx.page.locator('.tab.active', { hasText: '(2)' }).waitFor({ timeout: 5000 });
      await ctx.wb.command('View: Close Editor');
      await until('the tab to close', async () => (await ctx.page.locator('.tab', { hasText: '(2)' }).count()) === 0);
      // VS Code's own Reopen Closed Editor (the serializer gets the page's saved state back): measured, not required.
      const sameGame = async (): Promise<Frame | undefined> => {
        for (const f of ctx.page.frames()) {
          const r = await recordIn(f).catch(() => null);
          if (r && r.actions.length === record.actions.length && r.seed === record.seed) return f;
        }
        return undefined;
      };
      await ctx.wb.command('View: Reopen Closed Editor');
      const reopened = await until('the reopened game', sameGame, 10_000).catch(() => undefined);
      ctx.figures['View: Reopen Closed Editor on a closed game tab'] = reopened ? 'the game where it stood' : 'not the game';
      if (reopened) {
        await ctx.page.locator('.tab.active', { hasText: 'Piecepack War' }).waitFor({ timeout: 5000 });
        await ctx.wb.command('View: Close Editor');
        await until('the tab to close again', async () => (await sameGame()) === undefined);
      }
      await ctx.wb.command('Piecepack War: Resume Last Game');
      const back = await until('the resumed game', async () => {
        for (const f of ctx.page.frames()) {
          const r = await recordIn(f).catch(() => null);
          if (r && r.actions.length === record.actions.length && r.seed === record.seed) return f;
        }
        return undefined;
      });
      assert.deepEqual(await recordIn(back), record, 'the same game, where it stood');
      await logHas(ctx, /resumed the game closed last: war after \d+ moves/);
      await shot(ctx, 'resumed');
      await flip(back, 1);
      assert.ok(((await recordIn(back))?.actions.length ?? 0) > record.actions.length, 'it plays on');
    },
  },
  {
    name: 'after a window reload the speed setting holds, not the speed the restored game had',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await settingsSeen(ctx, { 'piecepackWar.seed': 5, 'piecepackWar.speed': 'slow' });
      const gameTab = ctx.page.locator('.tab', { hasText: 'Piecepack War: War' }).first();
      await gameTab.click();
      let frame = await ctx.wb.webview('game');
      const el = frame.locator('piecepack-war');
      await until('the slow setting', async () => (await el.getAttribute('speed')) === 'slow');
      await el.locator('[part~="speed"]').selectOption('fast');
      await until('the game to keep fast', async () => (await el.evaluate((e) => (e as unknown as { speed: string }).speed)) === 'fast');
      await ctx.page.waitForTimeout(800);
      await ctx.wb.command('Developer: Reload Window');
      await ctx.page.waitForTimeout(1000);
      await ctx.wb.ready();
      await gameTab.click();
      frame = await ctx.wb.webview('game', 180_000);
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      assert.equal(await frame.locator('piecepack-war').getAttribute('speed'), 'slow', 'the setting wins after a reload');
      assert.equal(await frame.locator('piecepack-war [part~="speed"]').inputValue(), 'slow');
    },
  },
  {
    name: 'the game view in the bottom Panel (265 px tall) shows every control and plays',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await settings(ctx, { 'piecepackWar.seed': 5, 'piecepackWar.speed': 'slow' });
      await showView(ctx);
      await ctx.wb.webview('sidebar');
      // View: Move View asks which view (ours is "Game", in the Piecepack War container), then where to.
      await ctx.wb.command('View: Move View');
      await ctx.page.locator('.quick-input-widget .quick-input-box input').fill('Game');
      await shot(ctx, 'move-view');
      await ctx.wb.quickPickRow(/^Game/).first().click();
      await ctx.wb.quickPickRow('New Panel Entry').first().click();
      const panel = ctx.page.locator('.part.panel');
      // (Webviews are drawn over the workbench, not inside the Panel's DOM: the view is in the Panel once it is wide.)
      await until('the view in the Panel', async () => (await (await ctx.wb.webview('sidebar')).evaluate(() => window.innerWidth)) > 700);
      // The Panel's height: drag its top edge until the view is 265 px tall.
      let frame = await ctx.wb.webview('sidebar');
      for (let i = 0; i < 4; i++) {
        const h = await frame.evaluate(() => window.innerHeight);
        if (Math.abs(h - 265) <= 4) break;
        const box = (await panel.boundingBox())!;
        await ctx.page.mouse.move(box.x + box.width / 2, box.y + 1);
        await ctx.page.mouse.down();
        await ctx.page.mouse.move(box.x + box.width / 2, box.y + 1 + (h - 265), { steps: 5 });
        await ctx.page.mouse.up();
        await ctx.page.waitForTimeout(400);
        frame = await ctx.wb.webview('sidebar');
      }
      const size = await frame.evaluate(() => `${window.innerWidth}x${window.innerHeight}`);
      ctx.figures['game view in the bottom Panel'] = `${size} px`;
      assert.ok(Math.abs(Number(size.split('x')[1]) - 265) <= 8, `about 265 px tall (${size})`);
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      await shot(ctx, 'bottom-panel');
      await ctx.page.screenshot({ path: join(ROOT, '.cache', 'e2e-bottom-panel.png') });
      assert.deepEqual(await hiddenControls(frame), [], 'every control inside the view');
      // The view's game may be over (it keeps its game; New game then takes Flip's place): a new one to play.
      const flip = frame.locator('piecepack-war [part~="flip"]');
      if ((await flip.count()) === 0 || (await flip.isDisabled())) {
        await frame.locator('piecepack-war [part~="new-game"]').filter({ visible: true }).first().click();
        await until('a new game', async () => (await recordIn(frame))?.final === undefined);
      }
      const before = (await recordIn(frame))?.actions.length ?? 0;
      await frame.locator('piecepack-war [part~="flip"]').click();
      await until('the flip to play', async () => ((await recordIn(frame))?.actions.length ?? 0) > before);
      // Played to its end (the result banner takes room): the controls are still in view.
      await frame.locator('piecepack-war [part~="speed"]').selectOption('max');
      await frame.locator('piecepack-war [part~="play"]').click();
      await frame.locator('piecepack-war [part~="banner"]').waitFor({ timeout: 180_000 });
      await ctx.page.waitForTimeout(300);
      await shot(ctx, 'bottom-panel-end');
      assert.deepEqual(await hiddenControls(frame), [], 'every control inside the view at the end too');
      await ctx.wb.command('View: Reset View Locations');
    },
  },
];
