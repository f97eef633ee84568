// The widget's languages: which ones it speaks, and which one an element speaks (its own `lang`, else the nearest
// `lang` up the page, through shadow roots, else English).

/** The languages the widget speaks; English is built in, the others load on demand. */
export const LANGUAGES = ['en', 'de', 'ru', 'ro', 'fr'] as const;

/** One of the widget's languages. */
export type Language = (typeof LANGUAGES)[number];

/** A language other than English: its strings load on demand. */
export type LoadedLanguage = Exclude<Language, 'en'>;

/** The widget's language for a BCP 47 tag ("de-AT" is German, "pt" or "" English). */
export function languageOf(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().split(/[-_]/)[0].toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : 'en';
}

/**
 * The `lang` in force at an element: its own attribute, else the nearest ancestor's, climbing out of shadow roots to
 * their hosts; '' when the page sets none.
 */
export function nearestLang(element: Element): string {
  let node: Element | null = element;
  while (node) {
    const marked: Element | null = node.closest('[lang]');
    if (marked) return marked.getAttribute('lang') ?? '';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return '';
}

/** The roots an element's `lang` can come from: its own root, then each shadow host's root up to the document. */
export function rootsAbove(element: Element): Node[] {
  const roots: Node[] = [];
  let root = element.getRootNode();
  for (;;) {
    roots.push(root);
    if (!(root instanceof ShadowRoot)) return roots;
    root = root.host.getRootNode();
  }
}

/** The locale for numbers and plural rules: the page's tag when it names this language and Intl knows it, else the language. */
export function localeFor(tag: string, language: Language): string {
  if (tag.trim().split(/[-_]/)[0].toLowerCase() !== language) return language;
  try {
    return Intl.getCanonicalLocales(tag.trim())[0] ?? language;
  } catch {
    return language;
  }
}
