// End-to-end scenarios of writing for the extension in text: a `piecepack-war` fence in a Markdown file (a wrong value
// marked in the editor and the Problems panel, a name and its value completed, the snippet), and Save as Variant…
// editing only its own entry of the user's settings.json (the comments and layout of the variants block kept).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_SETTINGS, logCount, logHas, type E2EContext, type Scenario } from './steps.ts';
import { until } from './workbench.ts';

const DOC = `# House rules

\`\`\`piecepack-war
variant: war
players: banana
\`\`\`
`;

/** The rows the suggest widget offers now (asked afresh), as their labels. */
async function suggestions(ctx: E2EContext): Promise<string[]> {
  await ctx.page.keyboard.press('Escape');
  await ctx.page.keyboard.press('Control+Space');
  const rows = ctx.page.locator('.suggest-widget.visible .monaco-list-row');
  const shown = await rows
    .first()
    .waitFor({ timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  if (!shown) return [];
  await ctx.page.waitForTimeout(300);
  return Promise.all((await rows.all()).map(async (r) => (await r.getAttribute('aria-label')) ?? ''));
}

/** The Problems panel's messages. */
async function problems(ctx: E2EContext): Promise<string> {
  const panel = ctx.page.locator('.markers-panel');
  if (!(await panel.isVisible())) await ctx.wb.command('View: Focus Problems (Errors, Warnings, Infos)');
  await panel.waitFor({ timeout: 180_000 });
  return (await panel.innerText()).replace(/\s+/g, ' ');
}

const SETTINGS_TEXT = (): string => {
  const base = JSON.stringify({ ...BASE_SETTINGS, 'piecepackWar.seed': 4 }, null, 4).replace(/\n}$/, ',');
  return `${base}
    // My own variants: keep this comment
    "piecepackWar.variants": {
        /* the quick one */
        "Quick War": { "variant": "war-cards", "pickup": "in-order" }
    }
}
`;
};

/** Replaces the user settings.json's text in its editor and saves it (the workbench reads it then), comments and all. */
async function pasteSettings(ctx: E2EContext, text: string): Promise<void> {
  const file = join(ctx.cs.userData, 'User', 'settings.json');
  await ctx.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await ctx.wb.command('View: Focus First Editor Group');
  await ctx.wb.command('Preferences: Open User Settings (JSON)');
  await ctx.page.locator('.editor-group-container.active .monaco-editor.focused').waitFor({ timeout: 180_000 });
  await ctx.wb.command('File: Revert File');
  await ctx.page.keyboard.press('ControlOrMeta+A');
  await ctx.page.keyboard.press('ControlOrMeta+V');
  await ctx.page.keyboard.press('ControlOrMeta+S');
  await until('settings.json saved as written', async () => readFileSync(file, 'utf8') === text);
}

/** Named variants the engine refuses for reasons of two options at once, one it takes (a custom deck), and a typo. */
const TROUBLED = {
  ...BASE_SETTINGS,
  'piecepackWar.seed': 4,
  'piecepackWar.variant': 'Quik War',
  'piecepackWar.variants': {
    'Quick War': { variant: 'war-cards', pickup: 'in-order' },
    Tiny: { variant: 'war-cards', deck: '4x4' },
    Crowd: { variant: 'war', players: 6, packs: 1 },
    Jokers: { variant: 'war', jokers: 2 },
    Typo: { variant: 'warr' },
    Seats: { variant: 'war', seats: ['human', 'computer:godlike'] },
  },
};

export const FENCE_SCENARIOS: Scenario[] = [
  {
    name: 'a piecepack-war fence in a Markdown file: a wrong value marked (editor and Problems), a name and its value completed, the snippet inserts a game',
    async run(ctx) {
      assert.ok(await ctx.wb.restricted(), 'the folder is in Restricted Mode');
      writeFileSync(join(ctx.cs.workspace, 'fences.md'), DOC);
      const activations = logCount(ctx, /activated in/);
      await ctx.wb.command('File: Open File...');
      await ctx.page.locator('.quick-input-list .monaco-list-row', { hasText: 'fences.md' }).click({ timeout: 180_000 });
      await ctx.page.locator('.editor-group-container.active .tab.active', { hasText: 'fences.md' }).waitFor({ timeout: 180_000 });
      // The wrong value is marked where it stands, and said in Problems.
      await logHas(ctx, /fences checked in fences\.md: 1 problem/, 180_000);
      // When the Markdown file is what started the extension (PW_E2E_ONLY runs), what that start cost.
      const started = [...ctx.cs.extensionLog().matchAll(/activated in .*/g)];
      if (started.length > activations) ctx.figures['activation on opening a Markdown file'] = started[started.length - 1][0];
      await ctx.page.locator('.editor-group-container.active .squiggly-error').first().waitFor({ timeout: 180_000 });
      await until('the problem in the Problems panel', async () =>
        /players must be a whole number from 2 to 6 \(got "banana"\)/.test(await problems(ctx)),
      );
      // A new line in the fence: names are offered (a name already given is not), then the chosen name's values.
      await ctx.page.locator('.editor-group-container.active .view-line', { hasText: 'players: banana' }).click();
      await ctx.page.keyboard.press('End');
      await ctx.page.keyboard.press('Enter');
      await ctx.page.keyboard.type('pick');
      const names = await until('names offered', async () => {
        const rows = await suggestions(ctx);
        return rows.some((r) => r.startsWith('pickup')) ? rows : undefined;
      });
      assert.ok(!names.some((r) => r.startsWith('variant')), `variant is given already: ${names.join(' | ')}`);
      await ctx.page.keyboard.press('Enter');
      const values = await until('values offered after the name', async () => {
        const rows = ctx.page.locator('.suggest-widget.visible .monaco-list-row');
        const labels = await Promise.all((await rows.all()).map(async (r) => (await r.getAttribute('aria-label')) ?? ''));
        return labels.some((l) => l.startsWith('winner-first')) ? labels : undefined;
      });
      assert.ok(
        values.some((l) => l.startsWith('shuffled')),
        values.join(' | '),
      );
      await ctx.page.keyboard.type('winner');
      await ctx.page.keyboard.press('Enter');
      await ctx.page.keyboard.press('ControlOrMeta+S');
      await until('the completed line saved', async () =>
        readFileSync(join(ctx.cs.workspace, 'fences.md'), 'utf8').includes('\npickup: winner-first\n'),
      );
      // Mending the value clears the mark.
      await ctx.page.locator('.editor-group-container.active .view-line', { hasText: 'players: banana' }).click();
      await ctx.page.keyboard.press('End');
      await ctx.page.keyboard.press('Shift+Home');
      await ctx.page.keyboard.type('players: 3');
      await logHas(ctx, /fences checked in fences\.md: 0 problem/);
      // The snippet starts a new game block below.
      await ctx.page.keyboard.press('ControlOrMeta+End');
      await ctx.page.keyboard.press('Enter');
      await ctx.page.keyboard.type('pw-game');
      await until('the snippet offered', async () => (await suggestions(ctx)).some((r) => r.includes('pw-game')));
      await ctx.page.keyboard.press('Enter');
      await ctx.page.keyboard.press('Escape');
      await ctx.page.keyboard.press('Escape');
      await ctx.page.keyboard.press('ControlOrMeta+S');
      await until('the snippet saved', async () =>
        readFileSync(join(ctx.cs.workspace, 'fences.md'), 'utf8').endsWith('\n```piecepack-war\nvariant: war\nplayers: 2\nseed: 7\n```\n'),
      );
      await ctx.wb.command('View: Close All Editors');
    },
  },
  {
    name: "Save as Variant… adds its one entry to the user's settings.json: the block's comments and layout kept",
    async run(ctx) {
      const file = join(ctx.cs.userData, 'User', 'settings.json');
      const before = SETTINGS_TEXT();
      // The person's own settings.json, with comments.
      await pasteSettings(ctx, before);
      await ctx.wb.command('View: Close All Editors');
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
      await ctx.wb
        .quickPickRow(/^winner-first/)
        .first()
        .click();
      await until('back to the options', async () => (await ctx.wb.quickPickTitle()) === 'New Game: War (piecepack)');
      await ctx.wb.quickPickRow('Save as Variant…').first().click();
      // The name box is its own quick input: wait for its title, or the text goes into the pick that is closing.
      await until('the name box', async () => (await ctx.wb.quickPickTitle()) === 'Save as Variant…');
      const input = ctx.page.locator('.quick-input-widget .quick-input-box input');
      await input.waitFor({ timeout: 180_000 });
      await input.fill('Comment War');
      await ctx.page.keyboard.press('Enter');
      await logHas(ctx, /saved the named variant "Comment War"/);
      const after = await until('the variant in settings.json', async () => {
        const text = readFileSync(file, 'utf8');
        return text.includes('Comment War') ? text : undefined;
      });
      // Everything before the new entry is as it was, byte for byte: both comments, the one-line entry, the indentation.
      const kept = before.slice(0, before.indexOf('"Quick War": { "variant": "war-cards", "pickup": "in-order" }') + 61);
      assert.ok(after.startsWith(kept), after);
      assert.match(after, /\n {8}"Comment War": \{\n {12}"variant": "war",\n {12}"pickup": "winner-first"\n {8}\}\n {4}\}\n\}\n$/, after);
      await logHas(ctx, /saved the named variant "Comment War" in settings\.json \(comments kept\)/);
      // The game runs as the saved variant.
      await ctx.page.locator('.tab', { hasText: 'Piecepack War: Comment War' }).first().waitFor({ timeout: 180_000 });
      await ctx.wb.command('View: Close All Editors');
    },
  },
  {
    name: "settings and engine agree: a custom deck is not underlined; skipped variants said in a short warning with 'and N more'; a misspelt Variant matched to one's own",
    async run(ctx) {
      await ctx.wb.clearNotifications();
      await pasteSettings(ctx, JSON.stringify(TROUBLED, null, 2));
      const skipped = ctx.wb.notification(/variants of yours were skipped/).first();
      await skipped.waitFor({ timeout: 180_000 });
      const said = (await skipped.innerText()).replace(/\s+/g, ' ');
      assert.match(said, /"Crowd": 6 players need at least 36 pieces.*"Jokers": jokers need a card deck.*; and 1 more/, said);
      assert.ok(said.length < 700, `${said.length} characters: ${said}`);
      assert.equal(await skipped.getByRole('button', { name: 'Open Setting' }).count(), 1);
      await ctx.wb
        .notification(/did you mean "Quick War"\?/)
        .first()
        .waitFor({ timeout: 180_000 });
      // settings.json: the typo is underlined (the schema has checked the file), the custom deck is not.
      const listed = await until('the schema checked settings.json', async () => {
        const text = await problems(ctx);
        return /Value is not accepted/.test(text) ? text : undefined;
      });
      assert.doesNotMatch(listed, /"cards-52"|Choose a deck/, listed);
      await ctx.wb.clearNotifications();
      await pasteSettings(ctx, JSON.stringify({ ...BASE_SETTINGS, 'piecepackWar.seed': 4 }, null, 2));
      await ctx.wb.command('View: Close All Editors');
    },
  },
];
