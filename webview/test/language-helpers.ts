// Helpers for the language tests: waiting for a widget to speak its language, everything it shows and says (shadow
// root, help and menu included), the English words a translation must not leave, what overflows its control; the
// languages besides English, their tables, a widget mounted in one, and a game played checking each step's words.
import { OPTION_SPECS } from '../../engine/src/index.ts';
import { DEFAULT_DECISION_STRINGS, type DecisionStrings } from '../src/i18n/decision-strings.ts';
import ENGLISH_HELP from '../../picture/help.en.ts';
import { DEFAULT_STRINGS, type WarTable } from '../src/i18n/strings.ts';
import { languageOf, LANGUAGES, type LoadedLanguage } from '../src/i18n/languages.ts';
import { loadDecisionStrings, loadWarStrings } from '../src/i18n/load.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { until } from './decision-helpers.ts';
import { all, mount, rootsOf, screenshotStats } from './helpers.ts';

/** Waits until the widget draws in its language (its strings have loaded). */
export async function speaking(el: PiecepackWar, lang: string): Promise<void> {
  await until(
    () => el.shadowRoot?.querySelector(`.game[lang]`)?.getAttribute('lang')?.startsWith(lang) === true,
    `the widget speaking ${lang}`,
  );
  await el.updateComplete;
}

/** Every string value of a table of strings, nested maps included. */
export function stringValues(table: object): string[] {
  return Object.values(table).flatMap((v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? stringValues(v) : []));
}

/** The words (three letters or more, lower case) of some texts, placeholders left out. */
export function wordsOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts)
    for (const w of text
      .replace(/\{[^}]*\}/g, ' ')
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? [])
      words.add(w);
  return words;
}

/** The English words of the widget (its tables and help), for finding English left in another language. */
export const ENGLISH_WORDS = wordsOf([
  ...stringValues(DEFAULT_STRINGS),
  ...stringValues(ENGLISH_HELP),
  ...stringValues(DEFAULT_DECISION_STRINGS),
]);

/** Everything the widget shows or says: its text (help and menu included), accessible names, titles and the live region. */
export function allText(el: PiecepackWar): string {
  return rootsOf(el)
    .map((root) => {
      const attributes = [...root.querySelectorAll('[aria-label], [title]')].flatMap((n) => [
        n.getAttribute('aria-label') ?? '',
        n.getAttribute('title') ?? '',
      ]);
      const options = [...root.querySelectorAll('option')].map((o) => o.textContent ?? '');
      return `${root.textContent ?? ''} ${attributes.join(' ')} ${options.join(' ')}`;
    })
    .join(' ');
}

/** Names that stay as they are in every language: the attributes and their values (players="banana" is shown as is). */
const NAMES = wordsOf(OPTION_SPECS.flatMap((s) => [s.name, s.flag, ...(s.values ?? []).map(String)]));

/** Of some text, the English words that are not names, nor words of the language's own tables too (like "Joker"). */
export function englishLeft(text: string, own: Set<string>): string[] {
  return [...wordsOf([text])].filter((w) => ENGLISH_WORDS.has(w) && !own.has(w) && !NAMES.has(w));
}

/** Controls and labels whose text runs past their box at the widget's width, named by their text. */
export function overflowing(el: PiecepackWar): string[] {
  const root = el.shadowRoot!;
  const out: string[] = [];
  const game = root.querySelector('.game')!;
  if (game.scrollWidth > game.clientWidth + 1) out.push(`the widget scrolls sideways (${game.scrollWidth} > ${game.clientWidth})`);
  const host = el.getBoundingClientRect();
  const selector =
    'button, select, summary, label, th, td, .seat-name, .kind, .takes-tag, .title, .menu-word, .status span, .war-mark, .chip, .badge, .tag, p, li';
  for (const node of rootsOf(el).flatMap((r) => [...r.querySelectorAll<HTMLElement>(selector)])) {
    // Hidden: not drawn, read out only, or inside a closed disclosure (its summary is drawn).
    const closed = node.closest('details:not([open])');
    if (node.offsetParent === null || node.closest('.sr-only') || (closed && node.parentElement !== closed)) continue;
    const style = getComputedStyle(node);
    const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    const text = (node.textContent ?? '').trim().slice(0, 40);
    if (clips && node.scrollWidth > node.clientWidth + 1) out.push(`"${text}" is cut (${node.scrollWidth} > ${node.clientWidth})`);
    const box = node.getBoundingClientRect();
    if (box.width > 0 && (box.right > host.right + 1 || box.left < host.left - 1) && !node.closest('.scroll-x'))
      out.push(`"${text}" runs out of the widget`);
    // Text wider than its own box spills over its neighbours even when nothing clips it.
    if (!clips && (node.tagName === 'BUTTON' || node.tagName === 'SUMMARY') && node.scrollWidth > node.clientWidth + 1)
      out.push(`"${text}" spills out of its button`);
  }
  for (const word of rootsOf(el).flatMap((r) => brokenWords(r))) out.push(`"${word}" is broken across lines`);
  return [...new Set(out)];
}

/** Words of the widget's text (outside the error box, which may break a long echoed value) split over two lines. */
function brokenWords(root: ShadowRoot): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || parent.closest('.error, .sr-only, details:not([open]) > :not(summary)') || parent.offsetParent === null) continue;
    for (const m of (n.textContent ?? '').matchAll(/\p{L}{3,}/gu)) {
      const range = document.createRange();
      range.setStart(n, m.index);
      range.setEnd(n, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) broken.push(m[0]);
    }
  }
  return broken;
}

/** Saves a screenshot of the widget in .cache/screenshots (for a person to look at) and checks that it is not blank. */
export async function shot(el: PiecepackWar, name: string): Promise<void> {
  await el.updateComplete;
  el.parentElement!.id = `shot-${name}`;
  // The capture is taken with the whole widget in view, after two frames drawn (the pw-screenshot command): a blank
  // picture is a widget that draws nothing, not a busy machine.
  const stats = await screenshotStats(`#shot-${name} piecepack-war`, name);
  if (stats.foreground < 0.05) throw new Error(`${name}: the screenshot is blank`);
}

export const OTHERS = LANGUAGES.filter((l): l is LoadedLanguage => l !== 'en');

/** A language's two tables. */
export async function tables(lang: LoadedLanguage): Promise<{ war: WarTable; decisions: DecisionStrings }> {
  return { war: await loadWarStrings(lang), decisions: await loadDecisionStrings(lang) };
}

/** Mounts a widget inside an element with `lang` (or with `lang` on itself when `own`). */
export async function mountIn(lang: string, attributes: Record<string, string>, width = 360): Promise<PiecepackWar> {
  const el = await mount({ ...attributes, lang }, width);
  if (languageOf(lang) !== 'en') await speaking(el, languageOf(lang));
  return el;
}

/** The words a language's own tables use (so that a name like "Joker" or "Tod und Leben" is not taken for English). */
export async function ownWords(lang: LoadedLanguage): Promise<Set<string>> {
  const t = await tables(lang);
  return wordsOf([...stringValues(t.war), ...stringValues(t.decisions)]);
}

/** Plays a widget by steps (each one said), checking at each the English words left; at the end, what overflows. */
export async function playAndCheck(el: PiecepackWar, own: Set<string>, steps: number, seen: Map<string, string>): Promise<void> {
  const note = (where: string): void => {
    for (const w of englishLeft(allText(el), own))
      if (!seen.has(w)) seen.set(w, `${where}: …${allText(el).replace(/\s+/g, ' ').slice(0, 160)}`);
  };
  note('start');
  for (const d of all(el, 'details')) (d as HTMLDetailsElement).open = true;
  await el.updateComplete;
  note('menu and help open');
  for (let i = 0; i < steps && !el.view?.result; i++) {
    if (!el.step()) break;
    await el.updateComplete;
    note(`step ${i + 1}`);
  }
}
