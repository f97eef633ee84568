// The element's language as a reactive controller: which language it speaks (its `lang`, else the nearest `lang` up the
// page, through shadow roots, else English), following changes to any of them; the strings of a language other than
// English loaded on demand (once per page), the decision games' strings too while one is shown, and English's help
// paragraphs when a disclosure is first opened.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DecisionStrings } from '../decisions/decision-strings.ts';
import { DEFAULT_STRINGS, type WarHelpStrings, type WarStrings, type WarTable } from '../strings.ts';
import { languageOf, localeFor, nearestLang, rootsAbove, type Language, type LoadedLanguage } from './languages.ts';
import { loadDecisionStrings, loadEnglishHelp, loadWarStrings } from './load.ts';

/** What the controller needs from its element. */
export interface LanguagePort {
  /** The element (its `lang` and its place in the page). */
  readonly element: Element;
  /** Whether a decision game is shown or on its way (its strings load with the language). */
  readonly wantsDecisions: boolean;
  /** Strings could not load (`files`: the CDN build's files that hold them): English is shown instead, and the element says why. */
  failed(files: string, message: string): void;
  /** The first language has arrived: the element says, in it, what happened while it had no words. */
  arrived(): void;
}

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
  /** Counts loads, so that only the latest one is applied. */
  private loads = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly port: LanguagePort,
  ) {
    host.addController(this);
  }

  /** The War family's help paragraphs in the language now spoken, or null while English's are not here yet. */
  get help(): WarHelpStrings | null {
    return this.helpTable;
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
      (e: unknown) => this.port.failed('piecepack-war-help-en.js', messageOf(e)),
    );
  }

  /** The decision games' strings in the language now spoken, or null for English (the decisions chunk holds those). */
  get decisions(): DecisionStrings | null {
    return this.decisionTables.get(this.language) ?? null;
  }

  hostConnected(): void {
    // Any `lang` between the element and the document can change: watch each root on the way up.
    const seen = (): void => this.refresh();
    this.observers = rootsAbove(this.port.element).map((root) => {
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
    const tag = nearestLang(this.port.element);
    if (this.settled && tag === this.tag) return;
    this.tag = tag;
    this.wanted = languageOf(tag);
    const load = ++this.loads;
    const lang = this.wanted;
    if (lang === 'en') {
      this.apply(load, 'en', DEFAULT_STRINGS);
      return;
    }
    const decisions = this.port.wantsDecisions ? this.loadDecisions(lang) : Promise.resolve();
    Promise.all([warTable(lang), decisions]).then(
      ([war]) => this.apply(load, lang, war),
      (e: unknown) => {
        if (load !== this.loads) return;
        this.apply(load, 'en', DEFAULT_STRINGS);
        this.port.failed(`piecepack-war-${lang}.js`, messageOf(e));
      },
    );
  }

  /** Whether the decision games' strings of the language asked for are here (English's always are). */
  get decisionsHere(): boolean {
    return this.wanted === 'en' || this.decisionTables.has(this.wanted);
  }

  /** Resolves once the decision games' strings of the language asked for are here (English: at once). */
  decisionsReady(): Promise<void> {
    const lang = this.wanted;
    if (lang === 'en' || this.decisionTables.has(lang)) return Promise.resolve();
    return this.loadDecisions(lang).then(
      () => this.host.requestUpdate(),
      (e: unknown) => this.port.failed(`piecepack-war-decisions-${lang}.js`, messageOf(e)),
    );
  }

  private loadDecisions(lang: LoadedLanguage): Promise<void> {
    return decisionTable(lang).then((table) => {
      this.decisionTables.set(lang, table);
    });
  }

  private apply(load: number, lang: Language, war: WarStrings | WarTable): void {
    if (load !== this.loads) return;
    this.language = lang;
    this.war = { ...war, locale: localeFor(this.tag, lang) };
    // Every language but English carries its help in its table.
    this.helpTable = lang === 'en' ? englishHelpHere : (war as WarTable);
    const first = !this.settled;
    this.settled = true;
    this.host.requestUpdate();
    if (first) this.port.arrived();
  }
}
