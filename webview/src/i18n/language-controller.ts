// The element's language as a reactive controller: which language it speaks (its `lang`, else the nearest `lang` up the
// page, through shadow roots, else English), following changes to any of them; the strings of a language other than
// English loaded on demand (once per page), the decision games' strings too once one was wanted, and English's help
// paragraphs when a disclosure is first opened. Strings that cannot load leave English and fire `pw-error`.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DecisionStrings } from './decision-strings.ts';
import { fireWhenHeard } from '../game/page-events.ts';
import { DEFAULT_STRINGS, mergeStringTable, type WarHelpStrings, type WarStrings, type WarTable } from './strings.ts';
import { languageOf, localeFor, nearestLang, rootsAbove, type Language, type LoadedLanguage } from './languages.ts';
import { loadDecisionStrings, loadEnglishHelp, loadWarStrings } from './load.ts';

/** Loads of each language's tables, shared by every element of the page (a failed one is tried again next time). */
const LOADS = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let p = LOADS.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    LOADS.set(key, p);
    p.catch(() => LOADS.delete(key));
  }
  return p;
}

const warTable = (lang: LoadedLanguage): Promise<WarTable> => once(`war:${lang}`, () => loadWarStrings(lang));
/** English's help paragraphs once loaded (any element of the page may have asked first). */
let englishHelpHere: WarHelpStrings | null = null;
const englishHelp = (): Promise<WarHelpStrings> =>
  once('help:en', () =>
    loadEnglishHelp().then((help) => {
      englishHelpHere = help;
      return help;
    }),
  );
const decisionTable = (lang: LoadedLanguage): Promise<DecisionStrings> => once(`decisions:${lang}`, () => loadDecisionStrings(lang));

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The language of one element. */
export class LanguageController implements ReactiveController {
  /** The language the element speaks now (its strings are here). */
  language: Language = 'en';
  /** The War table's strings in that language, their locale from the page's tag ("de-AT" formats numbers as there). */
  war: WarStrings = DEFAULT_STRINGS;
  /** Whether the first language has arrived (until then the element shows no words, rather than English for a moment). */
  settled = false;
  /** The page's tag and the language it asks for (its strings may still be loading). */
  private tag = '';
  private wanted: Language = 'en';
  private readonly decisionTables = new Map<Language, DecisionStrings>();
  /** The War family's help paragraphs in the language now spoken, once here. */
  private helpTable: WarHelpStrings | null = null;
  private observers: MutationObserver[] = [];
  private merged: { base: WarStrings; page: unknown; strings: WarStrings } | null = null;
  private mergedHelp: { base: WarHelpStrings; page: unknown; strings: WarHelpStrings } | null = null;
  /** A decision game was wanted at this element: every language it speaks from then on brings their strings too. */
  private withDecisions = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** The War family's help paragraphs in the language now spoken, or null while English's are not here yet. */
  get help(): WarHelpStrings | null {
    return this.helpTable;
  }

  /** The War table's strings with the page's replacements (merged once per change of either). */
  strings(page: unknown): WarStrings {
    if (this.merged?.base !== this.war || this.merged.page !== page)
      this.merged = { base: this.war, page, strings: mergeStringTable(this.war, page) };
    return this.merged.strings;
  }

  /** The War family's help paragraphs with the page's replacements, or null while English's are not here yet. */
  helpWith(page: unknown): WarHelpStrings | null {
    const help = this.helpTable;
    if (!help) return null;
    if (this.mergedHelp?.base !== help || this.mergedHelp.page !== page)
      this.mergedHelp = { base: help, page, strings: mergeStringTable(help, page) };
    return this.mergedHelp.strings;
  }

  /** Loads English's help paragraphs (the first disclosure opened asks for them); the element draws them once here. */
  wantHelp(): void {
    if (this.helpTable || this.language !== 'en') return;
    englishHelp().then(
      (help) => {
        if (this.language !== 'en') return;
        this.helpTable = help;
        this.host.requestUpdate();
      },
      (e: unknown) => this.failed('piecepack-war-help-en.js', messageOf(e)),
    );
  }

  /** The decision games' strings in the language now spoken, or null for English (the decisions chunk holds those). */
  get decisions(): DecisionStrings | null {
    return this.decisionTables.get(this.language) ?? null;
  }

  hostConnected(): void {
    // Any `lang` between the element and the document can change: watch each root on the way up.
    const seen = (): void => this.refresh();
    this.observers = rootsAbove(this.host).map((root) => {
      const o = new MutationObserver(seen);
      o.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
      return o;
    });
    this.refresh();
  }

  hostDisconnected(): void {
    for (const o of this.observers) o.disconnect();
    this.observers = [];
  }

  /** Reads the `lang` in force again; a new language loads, and the element draws in it once it is here. */
  refresh(): void {
    const tag = nearestLang(this.host);
    if (this.settled && tag === this.tag) return;
    this.tag = tag;
    this.wanted = languageOf(tag);
    const lang = this.wanted;
    if (lang === 'en') {
      this.apply('en', DEFAULT_STRINGS);
      return;
    }
    const decisions = this.withDecisions ? this.loadDecisions(lang) : Promise.resolve();
    // Only the language still asked for when its strings arrive is applied (the page may have changed its mind).
    Promise.all([warTable(lang), decisions]).then(
      ([war]) => {
        if (lang === this.wanted) this.apply(lang, war);
      },
      (e: unknown) => {
        if (lang !== this.wanted) return;
        this.apply('en', DEFAULT_STRINGS);
        this.failed(`piecepack-war-${lang}.js`, messageOf(e));
      },
    );
  }

  /** Whether the decision games' strings of the language asked for are here (English's always are). */
  get decisionsHere(): boolean {
    return this.wanted === 'en' || this.decisionTables.has(this.wanted);
  }

  /** Resolves once the decision games' strings of the language asked for are here (English: at once). */
  decisionsReady(): Promise<void> {
    this.withDecisions = true;
    const lang = this.wanted;
    if (lang === 'en' || this.decisionTables.has(lang)) return Promise.resolve();
    return this.loadDecisions(lang).then(
      () => this.host.requestUpdate(),
      (e: unknown) => this.failed(`piecepack-war-decisions-${lang}.js`, messageOf(e)),
    );
  }

  private loadDecisions(lang: LoadedLanguage): Promise<void> {
    return decisionTable(lang).then((table) => {
      this.decisionTables.set(lang, table);
    });
  }

  /** Strings could not load (`files`: the CDN build's files that hold them): English stays, and the page hears why. */
  private failed(files: string, message: string): void {
    fireWhenHeard(this.host, 'pw-error', {
      option: 'lang',
      attribute: 'lang',
      message: `the strings in ${files} could not load (${message}); the widget speaks English`,
      allowed: `${files} in the same folder as piecepack-war.js`,
    });
  }

  private apply(lang: Language, war: WarStrings | WarTable): void {
    this.language = lang;
    this.war = { ...war, locale: localeFor(this.tag, lang) };
    // Every language but English carries its help in its table.
    this.helpTable = lang === 'en' ? englishHelpHere : (war as WarTable);
    this.settled = true;
    this.host.requestUpdate();
  }
}
