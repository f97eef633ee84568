// Filling the extension's translated strings (pure, no imports: the host and the webviews share it): `{0}`
// placeholders, numbers written as the display language writes them, and plural forms `{0:one=game|other=games}`
// ("1 game", "3 games"; Russian has one, few and many) chosen by Intl.PluralRules.

/** Translates a string with {0} placeholders (the l10n bundle on the host, the host's strings in a webview; English in tests). */
export type Translate = (text: string, ...args: (string | number)[]) => string;

/** The word for `n` of a plural choice `one=…|few=…|other=…` in `locale` ('other' when that category is missing). */
function pluralWord(forms: string, n: number, locale: string): string {
  const byCategory = new Map(forms.split('|').map((f) => [f.slice(0, f.indexOf('=')), f.slice(f.indexOf('=') + 1)] as const));
  let category = 'other';
  try {
    category = new Intl.PluralRules(locale).select(n);
  } catch {
    // An unknown locale: the other form.
  }
  return byCategory.get(category) ?? byCategory.get('other') ?? '';
}

/**
 * Fills a translated string: `{0}` with the argument (a number as `locale` writes it), `{0:one=…|other=…}` with the
 * number and its word ("3 games"), `{0|one=…|other=…}` with the word alone (for agreement elsewhere in the sentence:
 * "liegt" or "liegen"). Placeholders without an argument stay as they are.
 */
export function fillTemplate(text: string, args: readonly (string | number)[], locale: string): string {
  let numbers: Intl.NumberFormat;
  try {
    numbers = new Intl.NumberFormat(locale);
  } catch {
    numbers = new Intl.NumberFormat('en');
  }
  return text.replace(/\{(\d+)(?:([:|])([^}]*))?\}/g, (m, i: string, mark?: string, forms?: string) => {
    const value = args[Number(i)];
    if (value === undefined) return m;
    const shown = typeof value === 'number' ? numbers.format(value) : value;
    if (forms === undefined) return shown;
    const word = pluralWord(forms, Number(value), locale);
    return mark === ':' ? `${shown} ${word}` : word;
  });
}

/** English with the placeholders filled in. */
export const english: Translate = (text, ...args) => fillTemplate(text, args, 'en');

/** The plural placeholders of a template: each `{n:forms}` or `{n|forms}` as its categories (`one`, `few`, `other`...). */
export function pluralCategories(text: string): string[][] {
  return [...text.matchAll(/\{\d+[:|]([^}]*)\}/g)].map((m) => m[1].split('|').map((f) => f.slice(0, f.indexOf('='))));
}
