// What the end-to-end scenarios share: their context, the settings they start from, and the small steps they repeat
// (reading the game in a webview, waiting for the extension's log, a statistics card's figures, flipping).
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import type { GameRecord } from '../../../engine/src/index.ts';
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

/** Settings every run starts from: a quiet workbench, with workspace trust on and never asked about. */
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
  // Restricted Mode: the folder is untrusted, and nobody is asked (ECOSYSTEM.md).
  'security.workspace.trust.enabled': true,
  'security.workspace.trust.startupPrompt': 'never',
  // The scenarios' layout: the second group stays when its settings.json copy is closed (Workbench.settingsBeside).
  'workbench.editor.closeEmptyGroups': false,
};

/** The settings VS Code starts with: the base, and the first game's (seeded, playing itself at full speed). */
export const FIRST_SETTINGS: Record<string, unknown> = {
  ...BASE_SETTINGS,
  'piecepackWar.seed': SEED,
  'piecepackWar.autoplay': true,
  'piecepackWar.speed': 'max',
};

/** Sets the user settings (in the workbench's settings.json editor) to the base plus `own`. */
export const settings = (ctx: E2EContext, own: Record<string, unknown>): Promise<void> =>
  ctx.wb.editSettings({ ...BASE_SETTINGS, ...own }, join(ctx.cs.userData, 'User', 'settings.json'));

/** Sets the settings and waits until the extension has read them (its log says so). */
export async function settingsSeen(ctx: E2EContext, own: Record<string, unknown>): Promise<void> {
  const before = changes(ctx);
  await settings(ctx, own);
  await until('the extension to see the new settings', async () => changes(ctx) > before);
}

const changes = (ctx: E2EContext): number => ctx.cs.extensionLog().match(/settings changed:/g)?.length ?? 0;

/** The game element's record, read in the webview. */
export const recordIn = (frame: Frame): Promise<GameRecord | null> =>
  frame.evaluate(() => (document.querySelector('piecepack-war') as unknown as { record: GameRecord | null } | null)?.record ?? null);

/** The element's public view (what is drawn), as JSON. */
export const viewIn = (frame: Frame): Promise<string> =>
  frame.evaluate(() => JSON.stringify((document.querySelector('piecepack-war') as unknown as { view: unknown } | null)?.view ?? null));

/** The element's status line, as text. */
export const statusIn = async (frame: Frame): Promise<string> =>
  (await frame.locator('piecepack-war [part~="status"]').innerText()).replace(/\s+/g, ' ').trim();

/** Waits for the extension's log to say something; returns the match. */
export const logHas = (ctx: E2EContext, what: RegExp, ms = 180_000): Promise<RegExpExecArray> =>
  until(`the extension log to say ${what}`, async () => what.exec(ctx.cs.extensionLog()) ?? undefined, ms);

/** How many times the extension's log says something. */
export const logCount = (ctx: E2EContext, what: RegExp): number => ctx.cs.extensionLog().match(new RegExp(what.source, 'g'))?.length ?? 0;

/** The figures of a statistics card (a variant and mode, optionally a configuration in words). */
export async function statsCard(frame: Frame, variant: string, mode: 'own' | 'autoplay' = 'own'): Promise<Record<string, string>> {
  const card = frame.locator(`article.card[data-variant="${variant}"][data-mode="${mode}"]`).first();
  await card.waitFor({ timeout: 180_000 });
  const out: Record<string, string> = {};
  for (const field of ['games', 'wins', 'losses', 'draws', 'length', 'wars']) {
    const dd = card.locator(`[data-field="${field}"]`);
    if ((await dd.count()) > 0) out[field] = (await dd.innerText()).trim();
  }
  return out;
}

/**
 * Presses the element's own Flip button `n` times (each plays a trick), waits until the table plays nothing more by
 * itself: no pot left waiting (the War table hands a shown pot over a moment later) and no war left to play (a tie's
 * war plays by itself once the "War!" mark has shown). A record read before that would miss those steps. The
 * 700 ms of rest also give the panel time to save the record.
 */
export async function flip(frame: Frame, n: number): Promise<void> {
  const button = frame.locator('piecepack-war [part~="flip"]');
  for (let i = 0; i < n; i++) await button.click();
  // At rest: the pot handed over and no step taken for 700 ms (a war's autoplay steps follow the presses, and a war still to play by itself is not rest).
  const state = (): Promise<string> =>
    frame.evaluate(() => {
      const el = document.querySelector('piecepack-war') as unknown as {
        view: { phase?: string } | null;
        record: { actions: unknown[] } | null;
      } | null;
      return `${el?.view?.phase}:${el?.record?.actions.length}`;
    });
  await until(
    'the table at rest',
    async () => {
      const before = await state();
      await frame.waitForTimeout(700);
      return !before.startsWith('collect') && !before.startsWith('war') && before === (await state());
    },
    180_000,
  );
}

/** Our row in VS Code's Running Extensions view (opened in the active editor group), as text. */
export async function runningRow(ctx: E2EContext): Promise<string> {
  await ctx.wb.command('Developer: Show Running Extensions');
  const row = ctx.page.locator('.monaco-list-row', { hasText: 'Piecepack War' }).filter({ hasText: 'Activation' }).first();
  await row.waitFor({ timeout: 180_000 });
  return until('the activation time in the row', async () => {
    const text = await row.innerText();
    return /Activation: \d+\s*ms/.test(text) ? text : undefined;
  });
}

/** Reads the JSON file a test saved, once it is complete. */
export async function savedJson<T>(file: string): Promise<T> {
  const { existsSync, readFileSync } = await import('node:fs');
  await until(`the file ${file}`, async () => existsSync(file));
  return until('the JSON in the file', async () => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
      return undefined;
    }
  });
}
