// The extension in another display language, end to end: code-server restarted with `--locale de` (then `ru`) and a
// language pack for it, as VS Code runs when its display language is set. The pack is an empty one made here (the real
// ones are not installed), so the workbench's own words stay English; the extension gets the language as
// vscode.env.language and reads package.nls.<lang>.json and bundle.l10n.<lang>.json, as with the real pack.
// Checked: the palette's command titles, a host message, the panel's tab title, the page's lang, the widget's words,
// the game view's summary (the host's words, plural forms filled in the page), and no English word left in either.
// Runs last (it restarts the server).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Frame } from 'playwright-core';
import { OPTION_SPECS } from '../../../engine/src/index.ts';
import { DEFAULT_DECISION_STRINGS } from '../../../webview/src/i18n/decision-strings.ts';
import ENGLISH_HELP from '../../../picture/help.en.ts';
import { loadDecisionStrings, loadWarStrings } from '../../../webview/src/i18n/load.ts';
import { DEFAULT_STRINGS } from '../../../webview/src/i18n/strings.ts';
import { fillTemplate } from '../../src/words.ts';
import { BASE_SETTINGS, logCount, SEED, type E2EContext, type Scenario } from './steps.ts';
import { until, Workbench } from './workbench.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Every string of a table, nested ones included. */
const values = (table: object): string[] =>
  Object.values(table).flatMap((v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? values(v) : []));

/** The words (three letters or more, lower case) of some texts, placeholders and plural forms left out. */
const wordsOf = (texts: readonly string[]): Set<string> => {
  const words = new Set<string>();
  for (const text of texts)
    for (const w of text
      .replace(/\{\d+\}/g, ' ')
      .replace(/(one|few|many|other)=/g, ' ')
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? [])
      words.add(w);
  return words;
};

const bundle = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, 'extension', 'l10n', lang === 'en' ? 'bundle.l10n.json' : `bundle.l10n.${lang}.json`), 'utf8'));

/** English as the panel could show it: the widget's words and help, and the host's strings for the webviews. */
const ENGLISH = wordsOf([
  ...values(DEFAULT_STRINGS),
  ...values(ENGLISH_HELP),
  ...values(DEFAULT_DECISION_STRINGS),
  ...Object.keys(bundle('en')),
]);
/** Names that stay as they are: the element's attributes and their values. */
const NAMES = wordsOf(OPTION_SPECS.flatMap((s) => [s.name, s.flag, ...(s.values ?? []).map(String)]));

/**
 * Everything the page shows or reads out: text through shadow roots, accessible names and titles. (A string, so that
 * tsx's helpers for named functions never reach the page.)
 */
const PAGE_TEXT = `(() => {
  const out = [];
  const walk = (root) => {
    for (const node of Array.from(root.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent || '');
      if (!(node instanceof Element) || node.tagName === 'SCRIPT' || node.tagName === 'STYLE') continue;
      for (const a of ['aria-label', 'title', 'placeholder']) if (node.hasAttribute(a)) out.push(node.getAttribute(a));
      if (node.shadowRoot) walk(node.shadowRoot);
      walk(node);
    }
  };
  walk(document.body);
  return out.join(' ');
})()`;
const pageText = (frame: Frame): Promise<string> => frame.evaluate<string>(PAGE_TEXT);

interface Expect {
  lang: 'de' | 'ru';
  /** Command titles in the palette (category: title). */
  newGame: string;
  exportRecord: string;
  /** The host's message when there is no game to export. */
  noGame: RegExp;
  /** The panel's tab title. */
  tab: string;
  /** The widget's Flip button. */
  flip: string;
  /** The game's name. */
  title: string;
}

/** The English words of `text` that are neither the language's own words nor names. */
function englishIn(text: string, lang: string, own: Set<string>): string[] {
  return [...wordsOf([text])].filter((w) => ENGLISH.has(w) && !own.has(w) && !NAMES.has(w));
}

/** Restarts code-server in `lang`, then checks the extension speaks it. */
async function panelIn(ctx: E2EContext, e: Expect): Promise<void> {
  // Auto-play finishes the game by itself, so the game view's summary has a game to count (in the language's plural).
  ctx.cs.writeSettings({
    ...BASE_SETTINGS,
    'piecepackWar.variant': 'war',
    'piecepackWar.seed': SEED,
    'piecepackWar.autoplay': true,
    'piecepackWar.speed': 'max',
  });
  await ctx.cs.stop();
  ctx.cs.installLanguagePack(e.lang);
  const url = await ctx.cs.start(e.lang);
  ctx.wb = new Workbench(ctx.page, url);
  await ctx.wb.open();
  const words = bundle(e.lang);
  const own = wordsOf([...values(await loadWarStrings(e.lang)), ...values(await loadDecisionStrings(e.lang)), ...Object.values(words)]);

  // A host message (vscode.l10n), reached through a command titled from package.nls.<lang>.json.
  await ctx.wb.command(e.exportRecord);
  await ctx.wb.notification(e.noGame).first().waitFor({ timeout: 180_000 });
  await ctx.page.keyboard.press('Escape');

  const counted = (): number => logCount(ctx, /counted a war game \(autoplay\)/);
  const before = counted();
  await ctx.wb.command(e.newGame);
  const frame = await ctx.wb.webview('game');
  const lang = await frame.evaluate(() => document.documentElement.lang);
  if (!lang.startsWith(e.lang)) throw new Error(`the panel's page says lang="${lang}", not ${e.lang}`);
  // The main button: Flip, or New game in its place once the game (autoplayed at max) is over.
  const { newGame } = await loadWarStrings(e.lang);
  const button = frame.locator('piecepack-war .controls button.primary');
  await until(`the main button to read "${e.flip}" or "${newGame}"`, async () =>
    [e.flip, newGame].includes((await button.textContent())?.trim() ?? ''),
  );
  await ctx.page.locator('.tabs-container .tab', { hasText: e.tab }).first().waitFor({ timeout: 180_000 });
  await until('the game played to its end and counted', async () => counted() > before, 180_000);
  const panelText = await pageText(frame);
  const left = englishIn(panelText, e.lang, own);
  if (left.length > 0) throw new Error(`English left in the panel in ${e.lang}: ${left.join(', ')}\n${panelText}`);
  await ctx.page.screenshot({ path: join(ROOT, '.cache', `e2e-panel-${e.lang}.png`) });

  // The game view's summary: the host's words (bundle.l10n.<lang>.json) filled in the page, plural forms included.
  await ctx.wb.activityIcon().click();
  const side = await ctx.wb.webview('sidebar');
  const noGames = fillTemplate(words['{0}: no finished games yet.'], [e.title], e.lang);
  const autoplay = words['Auto-play: {0:one=game|other=games} it played for you, counted apart'];
  const sideText = await until(`the game view to say "${noGames}" and count Auto-play's games in ${e.lang}`, async () => {
    const text = (await pageText(side)).replace(/\s+/g, ' ');
    return text.includes(noGames) &&
      Array.from({ length: 50 }, (_, n) => fillTemplate(autoplay, [n + 1], e.lang)).some((line) => text.includes(line))
      ? text
      : undefined;
  });
  const leftSide = englishIn(sideText, e.lang, own);
  if (leftSide.length > 0) throw new Error(`English left in the game view in ${e.lang}: ${leftSide.join(', ')}\n${sideText}`);
  await ctx.page.screenshot({ path: join(ROOT, '.cache', `e2e-view-${e.lang}.png`) });
}

/** The language scenarios (last: they restart the server in another language). */
export const LANGUAGE_SCENARIOS: Scenario[] = [
  {
    name: 'in German (--locale de): commands, a host message, the tab, the widget and the panel speak German, no English left',
    run: (ctx) =>
      panelIn(ctx, {
        lang: 'de',
        newGame: 'Piecepack War: Neues Spiel',
        exportRecord: 'Piecepack War: Spielprotokoll exportieren…',
        noGame: /Es gibt noch kein Spiel zum Exportieren/,
        tab: 'Piecepack War: Krieg (Piecepack)',
        flip: 'Aufdecken',
        title: 'Krieg (Piecepack)',
      }),
  },
  {
    name: 'in Russian (--locale ru): commands, a host message, the tab, the widget and the panel speak Russian, no English left',
    run: (ctx) =>
      panelIn(ctx, {
        lang: 'ru',
        newGame: 'Piecepack War: Новая игра',
        exportRecord: 'Piecepack War: Экспортировать запись игры…',
        noGame: /пока нет игры для экспорта/,
        tab: 'Piecepack War: Война (piecepack)',
        flip: 'Открыть',
        title: 'Война (piecepack)',
      }),
  },
];
