// The demo page's language: its own words (words*.ts) and the widget's names of games and pieces, filled into the page
// (elements with data-words, and texts the script made), and the page's lang attribute, which every widget follows.
// Other languages' game names come from the widget's own language file beside the bundle, loaded when asked for.
import { PRESETS, isVariant } from '../../engine/src/index.ts';
import { DEFAULT_STRINGS, format, type WarStrings } from '../../webview/src/i18n/strings.ts';
import en, { PAGE_LANGUAGES, type PageLanguage, type PageWords } from './words.ts';
import de from './words.de.ts';
import fr from './words.fr.ts';
import ro from './words.ro.ts';
import ru from './words.ru.ts';

/** The page's words by language. */
export const PAGE_WORDS: Record<PageLanguage, PageWords> = { en, de, ru, ro, fr };

/** A key of the page's words that holds a text. */
export type WordKey = { [K in keyof PageWords]: PageWords[K] extends string ? K : never }[keyof PageWords];

/** Whether a tag is one of the page's languages. */
export function isPageLanguage(tag: string | null | undefined): tag is PageLanguage {
  return !!tag && Object.prototype.hasOwnProperty.call(PAGE_LANGUAGES, tag);
}

/**
 * Fills `node` with `text`, drawing `{kbd:…}`, `{code:…}` and `{em:…}` as those elements (DOM calls only: the words
 * are plain text).
 */
export function richText(node: Element, text: string): void {
  const parts: Node[] = [];
  let at = 0;
  for (const m of text.matchAll(/\{(kbd|code|em):([^}]*)\}/g)) {
    parts.push(document.createTextNode(text.slice(at, m.index)));
    const inner = document.createElement(m[1]);
    inner.textContent = m[2];
    parts.push(inner);
    at = m.index + m[0].length;
  }
  parts.push(document.createTextNode(text.slice(at)));
  node.replaceChildren(...parts);
}

/** The language the page speaks, and everything that follows it. */
export class PageSpeech {
  lang: PageLanguage = 'en';
  words: PageWords = en;
  /** The widget's strings in the page's language: the names of games and pieces. */
  war: WarStrings = DEFAULT_STRINGS;
  private readonly updaters: (() => void)[] = [];

  /** One of the page's texts, its `{name}` values filled in (numbers as the language writes them). */
  text(key: WordKey, values: Record<string, string | number> = {}): string {
    return format(this.words[key], values, this.lang);
  }

  /** A number as the language writes it, with `digits` decimals. */
  num(n: number, digits = 0): string {
    return new Intl.NumberFormat(this.lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  }

  /** A game's name in the page's language. */
  title(variant: string): string {
    return this.war.titles[variant] ?? (isVariant(variant) ? PRESETS[variant].title : variant);
  }

  /** A game in a sentence. */
  summary(variant: string): string {
    return this.words.summaries[variant] ?? (isVariant(variant) ? PRESETS[variant].summary : '');
  }

  /** Runs `update` now and again whenever the language changes (a text the script made). */
  follow(update: () => void): void {
    this.updaters.push(update);
    update();
  }

  /** Speaks `lang` from now on: the page's lang (the widgets follow it), its words, and every text that follows. */
  async use(lang: PageLanguage): Promise<void> {
    const war =
      lang === 'en'
        ? DEFAULT_STRINGS
        : ((await import(/* the widget's own file */ `/dist/piecepack-war-${lang}.js`)) as { default: WarStrings }).default;
    this.lang = lang;
    this.words = PAGE_WORDS[lang];
    this.war = war;
    document.documentElement.lang = lang;
    for (const node of document.querySelectorAll<HTMLElement>('[data-words]')) {
      const value = this.words[node.dataset.words as WordKey];
      if (typeof value === 'string') richText(node, value);
    }
    for (const node of document.querySelectorAll<HTMLElement>('[data-words-label]')) {
      const value = this.words[node.dataset.wordsLabel as WordKey];
      if (typeof value === 'string') node.setAttribute('aria-label', value);
    }
    for (const update of this.updaters) update();
  }
}
