// Where a language's strings come from. Here (tests, npm entries) a dynamic import of its module in this folder, which
// the npm build splits into a chunk of its own; the CDN build swaps this file for one that imports
// piecepack-war-<lang>.js, piecepack-war-decisions-<lang>.js and piecepack-war-help-en.js from beside the bundle
// (scripts/builds/10-webview.js).
import type { DecisionStrings } from './decision-strings.ts';
import type { WarHelpStrings, WarTable } from './strings.ts';
import type { LoadedLanguage } from './languages.ts';

/** A language module: its table as the default export. */
type Table<T> = () => Promise<{ default: T }>;

const WAR: Record<LoadedLanguage, Table<WarTable>> = {
  de: () => import('./war.de.ts'),
  ru: () => import('./war.ru.ts'),
  ro: () => import('./war.ro.ts'),
  fr: () => import('./war.fr.ts'),
};

const DECISIONS: Record<LoadedLanguage, Table<DecisionStrings>> = {
  de: () => import('./decisions.de.ts'),
  ru: () => import('./decisions.ru.ts'),
  ro: () => import('./decisions.ro.ts'),
  fr: () => import('./decisions.fr.ts'),
};

/** The War table's strings (and everything the frame says, and the help) in a language. */
export function loadWarStrings(lang: LoadedLanguage): Promise<WarTable> {
  return WAR[lang]().then((m) => m.default);
}

/** English's "How to play" paragraphs of the War family (the bundle leaves them out). */
export function loadEnglishHelp(): Promise<WarHelpStrings> {
  return import('../../../picture/help.en.ts').then((m) => m.default);
}

/** The decision games' strings in a language. */
export function loadDecisionStrings(lang: LoadedLanguage): Promise<DecisionStrings> {
  return DECISIONS[lang]().then((m) => m.default);
}
