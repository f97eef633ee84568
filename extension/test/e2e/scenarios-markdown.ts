// End-to-end scenarios of the Markdown preview: a rules document with two `piecepack-war` fences, opened in VS Code's
// own preview (in Restricted Mode, under the preview's own policy), plays: a trick at the first, the second opens its
// record; the theme follows the editor's, nothing breaks the policy. Its screenshot: .cache/screenshots. Then, after a
// window reload, a Markdown file and its preview start only the extension's entry, not its game host (the host says in
// the log when it loads), and the first game command loads the host and plays.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { flip, logCount, logHas, recordIn, settings, type Scenario } from './steps.ts';
import { until } from './workbench.ts';

const ROOT = join(import.meta.dirname, '../../..');
const RECORD = readFileSync(join(ROOT, 'demo/records/war-in-a-war.json'), 'utf8');

const RULES = `# House rules

Each trick, both players turn up a tile; the higher takes both.

\`\`\`piecepack-war
variant: war
seed: 7
\`\`\`

Two fours at once start a war:

\`\`\`piecepack-war
${RECORD.trim()}
\`\`\`
`;

/** The preview's page frame: the one whose body holds the rendered document and our two games. */
async function previewFrame(page: Page): Promise<Frame> {
  return until(
    'the Markdown preview with two games',
    async () => {
      for (const frame of page.frames()) {
        if (frame.isDetached()) continue;
        const n = await Promise.race([
          frame
            .evaluate(() => (document.querySelector('.markdown-body') ? document.querySelectorAll('piecepack-war').length : 0))
            .catch(() => 0),
          new Promise<number>((resolve) => setTimeout(() => resolve(0), 2000)),
        ]);
        if (n === 2) return frame;
      }
      return undefined;
    },
    180_000,
  );
}

export const MARKDOWN_SCENARIOS: Scenario[] = [
  {
    name: "the Markdown preview plays a rules document's two fences in Restricted Mode: a trick played, a record opened, the editor's theme, no CSP violation",
    async run(ctx) {
      assert.ok(await ctx.wb.restricted(), 'the folder is in Restricted Mode');
      const cspBefore = ctx.csp.length;
      writeFileSync(join(ctx.cs.workspace, 'rules.md'), RULES);
      await ctx.wb.command('File: Open File...');
      await ctx.page.locator('.quick-input-list .monaco-list-row', { hasText: 'rules.md' }).click({ timeout: 180_000 });
      await ctx.page.locator('.editor-group-container.active .tab.active', { hasText: 'rules.md' }).waitFor({ timeout: 180_000 });
      await ctx.wb.command('Markdown: Open Preview');
      const frame = await previewFrame(ctx.page);
      await frame.waitForFunction(
        () => Array.from(document.querySelectorAll('piecepack-war')).every((el) => el.shadowRoot?.querySelector('button[part~="flip"]')),
        null,
        { timeout: 180_000 },
      );
      type GameEl = HTMLElement & { record: { actions: unknown[]; deal?: unknown } | null; seed: number | null };
      // The first fence: seed 7, one press plays a trick.
      assert.equal(await frame.evaluate(() => (document.querySelector('piecepack-war') as GameEl).seed), 7);
      await frame.locator('piecepack-war').first().locator('button[part~="flip"]').click();
      await frame.waitForFunction(() => ((document.querySelector('piecepack-war') as GameEl).record?.actions.length ?? 0) > 0);
      // The second fence: the record's prepared deal.
      const deal = await frame.evaluate(() => (document.querySelectorAll('piecepack-war')[1] as GameEl).record?.deal);
      assert.deepEqual(deal, (JSON.parse(RECORD) as { deal: unknown }).deal);
      // The editor's theme (Default Dark Modern): the widget's background is the editor's.
      const colours = await frame.evaluate(() => ({
        editor: getComputedStyle(document.documentElement).getPropertyValue('--vscode-editor-background').trim(),
        widget: getComputedStyle(document.querySelector('piecepack-war')!).getPropertyValue('--pp-bg').trim(),
        dark: document.body.classList.contains('vscode-dark'),
      }));
      assert.ok(colours.dark, 'the preview is dark');
      assert.ok(colours.editor !== '' && colours.widget === colours.editor, JSON.stringify(colours));
      mkdirSync(join(ROOT, '.cache/screenshots'), { recursive: true });
      await ctx.page.screenshot({ path: join(ROOT, '.cache/screenshots/vscode-markdown-preview.png') });
      await ctx.page.waitForTimeout(500);
      assert.deepEqual(ctx.csp.slice(cspBefore), [], 'no CSP violation in any frame');
      await ctx.wb.command('View: Close All Editors');
    },
  },
  {
    name: 'a Markdown file and its preview start the extension without its game host; the first game command loads the host, once, and plays',
    async run(ctx) {
      await ctx.page.keyboard.press('Escape');
      // (A command first: the settings are pasted, and the preview may have held the focus.)
      await ctx.wb.command('View: Close All Editor Groups');
      await settings(ctx, { 'piecepackWar.seed': 7 });
      // Nothing that needs the game host may show when the window comes back: no game or statistics tab, the Explorer
      // in the side bar rather than the game view, no Panel.
      await ctx.wb.command('View: Close All Editor Groups');
      await ctx.wb.command('View: Show Explorer');
      if (await ctx.page.locator('.part.panel').isVisible()) await ctx.wb.command('View: Hide Panel');
      writeFileSync(join(ctx.cs.workspace, 'light.md'), '# One game\n\n```piecepack-war\nvariant: war\nseed: 3\n```\n');
      const hostLoads = logCount(ctx, /game host loaded in/);
      const activations = logCount(ctx, /activated in/);
      await ctx.wb.command('Developer: Reload Window');
      await ctx.page.waitForTimeout(1000);
      await ctx.wb.ready();
      await ctx.wb.command('File: Open File...');
      await ctx.page.locator('.quick-input-list .monaco-list-row', { hasText: 'light.md' }).click({ timeout: 180_000 });
      await ctx.page.locator('.editor-group-container.active .tab.active', { hasText: 'light.md' }).waitFor({ timeout: 180_000 });
      // The Markdown file started the extension: its fences were checked.
      await logHas(ctx, /fences checked in light\.md: 0 problem/, 180_000);
      await ctx.wb.command('Markdown: Open Preview');
      const frame = await until(
        'the preview with its game',
        async () => {
          for (const f of ctx.page.frames()) {
            if (f.isDetached()) continue;
            const ready = await f
              .evaluate(() =>
                Boolean(document.querySelector('.markdown-body piecepack-war')?.shadowRoot?.querySelector('button[part~="flip"]')),
              )
              .catch(() => false);
            if (ready) return f;
          }
          return undefined;
        },
        180_000,
      );
      await frame.locator('piecepack-war').first().locator('button[part~="flip"]').click();
      await frame.waitForFunction(
        () =>
          ((document.querySelector('piecepack-war') as unknown as { record: { actions: unknown[] } | null }).record?.actions.length ?? 0) >
          0,
      );
      assert.equal(logCount(ctx, /activated in/), activations + 1, 'the Markdown file started the extension once');
      assert.equal(logCount(ctx, /game host loaded in/), hostLoads, 'the Markdown file and its preview did not load the game host');
      // The first game command loads the host and opens its game.
      await ctx.wb.command('Piecepack War: New Game');
      const game = await ctx.wb.webview('game');
      await game.locator('piecepack-war svg.piece').first().waitFor({ timeout: 180_000 });
      await until('the host to load once more', async () => logCount(ctx, /game host loaded in/) === hostLoads + 1);
      // (The log holds every window session's lines: this session's are the last.)
      const loads = [
        ...ctx.cs
          .extensionLog()
          .matchAll(/game host loaded in ([\d.]+) ms \(code loaded in ([\d.]+) ms, started in ([\d.]+) ms\) for (\S+)/g),
      ];
      const m = loads[loads.length - 1];
      assert.equal(m[4], 'piecepackWar.open', 'New Game loaded the host');
      ctx.figures['game host load on the first game command after a Markdown file (log)'] =
        `${m[1]} ms (code ${m[2]} ms, start ${m[3]} ms)`;
      await flip(game, 1);
      assert.ok(((await recordIn(game))?.actions.length ?? 0) >= 1, 'the game plays');
      assert.equal(logCount(ctx, /game host loaded in/), hostLoads + 1, 'the host loaded once');
      const started = [...ctx.cs.extensionLog().matchAll(/activated in .*/g)];
      ctx.figures['activation by a Markdown file, entry only (log)'] = started[started.length - 1][0];
      await ctx.wb.command('View: Close All Editor Groups');
    },
  },
];
