// End-to-end scenarios: every game kept with its name, and records opened. A named variant keeps its name through a
// window reload and Resume Last Game; two closed tabs both come back (listed under Recent in New Game…); Open Game
// Link… keeps a bad link in its box and says why; Open Game Record… shows a record file in its editor, stepped with the
// replay bar, and a bad file says why. Each scenario sets up what it needs (PW_E2E_ONLY=games works).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeShare, shareLink } from '../../../engine/src/index.ts';
import { finishedRecord } from '../unit/helpers.ts';
import { flip, logHas, recordIn, settings, type E2EContext, type Scenario } from './steps.ts';
import { until } from './workbench.ts';

const shot = (ctx: E2EContext, name: string): Promise<unknown> => ctx.page.screenshot({ path: `/tmp/pw36-${name}.png` });

/** Quick War: 32 cards, won tricks under in order (the variants scenarios' own). */
const QUICK = { variant: 'war-cards', deck: 'cards-32', pickup: 'in-order' };

/** The game tab whose title holds `text`. */
const tab = (ctx: E2EContext, text: string) => ctx.page.locator('.tab', { hasText: text }).first();

/** The game tabs' titles now. */
const tabTitles = async (ctx: E2EContext): Promise<string[]> =>
  (await ctx.page.locator('.tab', { hasText: 'Piecepack War' }).allInnerTexts()).map((s) => s.trim());

/** No editor open and the games dealt from seed 5 (a command first: the settings are pasted, and a closed game's page
 * may have held the focus). */
async function seededAfresh(ctx: E2EContext): Promise<void> {
  await ctx.page.keyboard.press('Escape');
  await ctx.wb.command('View: Close All Editor Groups');
  await settings(ctx, { 'piecepackWar.seed': 5 });
  await ctx.page.waitForTimeout(1200);
  await ctx.wb.command('View: Close All Editor Groups');
}

export const GAMES_SCENARIOS: Scenario[] = [
  {
    name: 'games: a named variant keeps its name through a window reload and Resume Last Game, and is counted under it',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await settings(ctx, { 'piecepackWar.seed': 23, 'piecepackWar.variants': { 'Quick War': QUICK } });
      await ctx.page.waitForTimeout(1200);
      await ctx.wb.command('View: Close All Editor Groups');
      await ctx.wb.command('Piecepack War: New Game…');
      await ctx.wb.quickPickRow('Your variants').first().waitFor({ timeout: 180_000 });
      await ctx.wb
        .quickPickRow('Quick War')
        .filter({ has: ctx.page.locator('.codicon-star-full') })
        .first()
        .click();
      await until('the named variant', async () => (await ctx.wb.quickPickTitle()).startsWith('New Game: Quick War'));
      await ctx.wb.quickPickRow('Start').first().click();
      await tab(ctx, 'Piecepack War: Quick War').waitFor({ timeout: 180_000 });
      let frame = await ctx.wb.webview('game');
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      await flip(frame, 3);
      const record = await recordIn(frame);
      assert.ok(record && record.actions.length >= 3);
      await ctx.wb.command('Developer: Reload Window');
      await ctx.page.waitForTimeout(1000);
      await ctx.wb.ready();
      // Once the extension has taken the restored tab over (it titles the tab before loading the page that replays the
      // game), the tab still has the name.
      frame = await ctx.wb.webview('game', 180_000);
      await until('the restored game', async () => (await recordIn(frame))?.actions.length === record.actions.length);
      const reloaded = await tabTitles(ctx);
      await shot(ctx, 'named-reloaded');
      assert.ok(
        reloaded.some((title) => title.includes('Piecepack War: Quick War')),
        `after a reload the tab keeps the name: ${reloaded.join(', ')}`,
      );
      await ctx.wb.closeTab('Quick War');
      await ctx.wb.command('Piecepack War: Resume Last Game');
      await tab(ctx, 'Piecepack War: Quick War').waitFor({ timeout: 180_000 });
      await logHas(ctx, /resumed the game closed last: war-cards \(Quick War\) after \d+ moves/);
      frame = await ctx.wb.webview('game');
      await until('the resumed game', async () => (await recordIn(frame))?.actions.length === record.actions.length);
      await shot(ctx, 'named-resumed');
      // Finished (War has no decisions: Finish the game plays the rest at once), it is counted under its name.
      await frame.locator('piecepack-war [part~="finish"]').click();
      await logHas(ctx, /\[game\] a finished war-cards game goes to the statistics as Quick War/);
      await ctx.wb.command('View: Close All Editor Groups');
    },
  },
  {
    name: 'games: two closed game tabs both come back, listed under Recent in New Game…, Resume Last Game taking the newest',
    async run(ctx) {
      await seededAfresh(ctx);
      const lengths: number[] = [];
      for (const moves of [3, 5]) {
        await ctx.wb.command('Piecepack War: New Game');
        await tab(ctx, 'Piecepack War: War').waitFor({ timeout: 180_000 });
        const frame = await ctx.wb.webview('game');
        await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
        await flip(frame, moves);
        lengths.push((await recordIn(frame))?.actions.length ?? 0);
        await ctx.wb.closeTab('Piecepack War: War');
      }
      assert.ok(lengths[0] > 0 && lengths[1] > lengths[0], `two games of different lengths: ${lengths.join(', ')}`);
      await ctx.wb.command('Piecepack War: New Game…');
      await ctx.wb.quickPickRow('Recent').first().waitFor({ timeout: 180_000 });
      for (const n of lengths) await ctx.wb.quickPickRow(`closed game, ${n} moves`).first().waitFor({ timeout: 180_000 });
      await shot(ctx, 'closed-recent');
      await ctx.page.keyboard.press('Escape');
      // Each stays open (closing a resumed game keeps it again, as the newest).
      for (const n of [lengths[1], lengths[0]]) {
        await ctx.wb.command('Piecepack War: Resume Last Game');
        await logHas(ctx, new RegExp(`resumed the game closed last: war after ${n} moves`));
        await until(`the game of ${n} moves`, async () => {
          for (const f of ctx.page.frames()) if ((await recordIn(f).catch(() => null))?.actions.length === n) return f;
          return undefined;
        });
      }
      await ctx.wb.command('View: Close All Editor Groups');
    },
  },
  {
    name: 'games: Open Game Link… keeps a bad link in its box and says why; a good one opens its game',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await ctx.wb.command('View: Close All Editor Groups');
      await ctx.wb.command('Piecepack War: Open Game Link…');
      const input = ctx.page.locator('.quick-input-widget .quick-input-box input');
      await input.waitFor({ timeout: 180_000 });
      await input.fill('#g=1.not-a-game');
      const why = ctx.page.locator('.quick-input-widget .quick-input-message', { hasText: 'This link opens no game' });
      await why.waitFor({ timeout: 180_000 });
      await shot(ctx, 'bad-link');
      await ctx.page.keyboard.press('Enter');
      await ctx.page.waitForTimeout(800);
      assert.ok(await input.isVisible(), 'the box stays open');
      assert.equal(await input.inputValue(), '#g=1.not-a-game', 'with its text');
      // A good link (a War game's first moves, at step 2) clears the message and opens its game.
      const { createGame, autoAction, applyInPlace, cloneState, makeRecord } = await import('../../../engine/src/index.ts');
      const game = createGame({ variant: 'war' }, 5);
      assert.ok(game.ok);
      const state = cloneState(game.value);
      const actions = [];
      for (let i = 0; i < 4; i++) {
        const a = autoAction(state, true);
        assert.ok(a);
        applyInPlace(state, a, null);
        actions.push(a);
      }
      const link = shareLink('https://example.org/', makeRecord(state.options, 5, actions), 2);
      await input.fill(link.slice(link.indexOf('#')));
      await until('the message to go', async () => (await why.count()) === 0);
      await ctx.page.keyboard.press('Enter');
      const frame = await ctx.wb.webview('game');
      await until('the linked game', async () => (await recordIn(frame))?.actions.length === 4);
      await ctx.wb.command('View: Close All Editor Groups');
    },
  },
  {
    name: "games: Copy link in the panel's game menu copies the game's #g= code, not the webview's address, and Open Game Link… opens that game; no Copy embed code is offered",
    async run(ctx) {
      await seededAfresh(ctx);
      await ctx.wb.command('Piecepack War: New Game');
      let frame = await ctx.wb.webview('game');
      await frame.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      await flip(frame, 3);
      const record = await recordIn(frame);
      assert.ok(record && record.actions.length >= 3, 'three tricks played');
      await frame.locator('piecepack-war details[part~="menu"] > summary').click();
      const copyLink = frame.locator('piecepack-war [part~="copy-link"]');
      await copyLink.waitFor({ timeout: 180_000 });
      // The embed page is not in the .vsix: its snippet would point nowhere.
      assert.equal(await frame.locator('piecepack-war [part~="copy-embed"]').count(), 0, 'no Copy embed code in VS Code');
      await copyLink.click();
      // The webview cannot write the clipboard: the host does, and says so.
      await ctx.page.locator('.notifications-toasts', { hasText: 'game link copied' }).first().waitFor({ timeout: 180_000 });
      // (The table may still take a step of its own, such as handing a pot over, after the record above was read.)
      const after = await recordIn(frame);
      assert.ok(after);
      // What was copied, pasted where a person would: Open Game Link…'s box.
      await ctx.wb.command('View: Close All Editor Groups');
      await ctx.wb.command('Piecepack War: Open Game Link…');
      const input = ctx.page.locator('.quick-input-widget .quick-input-box input');
      await input.waitFor({ timeout: 180_000 });
      await input.focus();
      await ctx.page.keyboard.press('ControlOrMeta+V');
      const pasted = await until('the pasted link', async () => (await input.inputValue()) || undefined);
      assert.match(pasted, /^#g=1\.[\w-]+$/, `only the game's code, no webview address: ${pasted.slice(0, 80)}`);
      // The code holds the game that was on the table, at the step it showed.
      const shared = decodeShare(pasted);
      assert.ok(shared.ok, shared.ok ? '' : shared.error);
      const linked = shared.value.record.actions;
      assert.equal(shared.value.record.seed, record.seed);
      assert.ok(linked.length >= record.actions.length && linked.length <= after.actions.length, `${linked.length} moves`);
      assert.deepEqual(linked, after.actions.slice(0, linked.length));
      // (Its step is the position shown, which may stand just before the record's last, automatic move.)
      assert.ok(shared.value.step > 0 && shared.value.step <= linked.length, `step ${shared.value.step} of ${linked.length}`);
      await ctx.page.keyboard.press('Enter');
      frame = await ctx.wb.webview('game');
      await until('the linked game', async () => ((await recordIn(frame))?.actions.length ?? 0) >= linked.length);
      assert.deepEqual((await recordIn(frame))?.actions.slice(0, linked.length), linked, 'Open Game Link… opens the same game');
      await ctx.wb.command('View: Close All Editor Groups');
    },
  },
  {
    name: 'games: Open Game Record… shows a record file in its editor, stepped with the replay bar; a bad file says why',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      await ctx.wb.command('View: Close All Editor Groups');
      const record = finishedRecord({ variant: 'war' }, 4);
      // As Export Game Record… writes it.
      writeFileSync(join(ctx.cs.workspace, 'piecepack-war-war-4.json'), JSON.stringify(record, null, 1) + '\n');
      writeFileSync(join(ctx.cs.workspace, 'piecepack-war-bad.json'), JSON.stringify({ ...record, final: 'abc' }));
      const open = async (file: string): Promise<void> => {
        await ctx.wb.command('Piecepack War: Open Game Record…');
        await ctx.page.locator('.quick-input-list .monaco-list-row', { hasText: file }).click({ timeout: 180_000 });
        await ctx.page.locator('.editor-group-container.active .tab.active', { hasText: file }).waitFor({ timeout: 180_000 });
      };
      await open('piecepack-war-war-4.json');
      const frame = await ctx.wb.webview('game');
      const where = frame.locator('piecepack-war .replay-where');
      await until(
        'the record at its first step',
        async () => (await where.innerText().catch(() => '')) === `Step 0 of ${record.actions.length}`,
      );
      await frame.locator('piecepack-war [part~="replay-forward"]').click();
      await frame.locator('piecepack-war [part~="replay-forward"]').click();
      await until('two steps on', async () => (await where.innerText()) === `Step 2 of ${record.actions.length}`);
      await logHas(ctx, /opened the record .*piecepack-war-war-4\.json: war, \d+ moves/);
      // Play on from step 2: the game goes on from there (the file is left as it is).
      await frame.locator('piecepack-war [part~="replay-play-on"]').click();
      await until('the game cut at step 2', async () => (await recordIn(frame))?.actions.length === 2);
      await flip(frame, 1);
      assert.ok(((await recordIn(frame))?.actions.length ?? 0) > 2, 'it plays on');
      await shot(ctx, 'record-editor');
      await open('piecepack-war-bad.json');
      const bad = await until("the bad file's page", async () => {
        for (const f of ctx.page.frames()) {
          const text = await f
            .locator('p.error')
            .innerText({ timeout: 500 })
            .catch(() => '');
          if (text) return text;
        }
        return undefined;
      });
      assert.match(bad, /This file holds no game record: it does not replay: the replay ends in a different state/);
      await shot(ctx, 'record-bad');
      await ctx.wb.command('View: Close All Editor Groups');
    },
  },
];
