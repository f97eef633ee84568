// Where a language's strings come from. Here (tests, npm entries) a dynamic import of its module in this folder, which
// the npm build splits into a chunk of its own; the CDN build swaps this file for one that imports
// piecepack-war-<lang>.js and piecepack-war-decisions-<lang>.js from beside the bundle (scripts/builds/10-webview.js).
import type { DecisionStrings } from '../decisions/decision-strings.ts';
import type { WarStrings } from '../strings.ts';
import type { LoadedLanguage } from './languages.ts';

/** A language module: its table as the default export. */
type Table<T> = () => Promise<{ default: T }>;

const WAR: Record<LoadedLanguage, Table<WarStrings>> = {
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

/** The War table's strings (and everything the frame says) in a language. */
export function loadWarStrings(lang: LoadedLanguage): Promise<WarStrings> {
  return WAR[lang]().then((m) => m.default);
}

/** The decision games' strings in a language. */
export function loadDecisionStrings(lang: LoadedLanguage): Promise<DecisionStrings> {
  return DECISIONS[lang]().then((m) => m.default);
}
