// Filling a sentence's placeholders in a language: `{name}`, and `{count:card|cards}` (the number written as the
// language writes it, and its plural word by the language's plural rules). No DOM: the widget's words, How to play and
// a fence's build-time figures (markdown/) all fill their sentences here.

/** Plural rules by locale, made once each. */
const PLURALS = new Map<string, Intl.PluralRules>();

/** The plural category of `n` in `locale` (one, few, many, other...; "other" when the locale is unknown). */
function pluralOf(n: number, locale: string): string {
  let rules = PLURALS.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    PLURALS.set(locale, rules);
  }
  return rules.select(n);
}

/** The word of a plural choice: `card|cards` (one, else other) or `one=карта|few=карты|many=карт|other=карты`. */
function pluralWord(forms: string, n: number, locale: string): string {
  const parts = forms.split('|');
  if (!parts.some((p) => /^\w+=/.test(p))) return n === 1 ? parts[0] : (parts[1] ?? parts[0]);
  const byCategory = new Map(parts.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const));
  return byCategory.get(pluralOf(n, locale)) ?? byCategory.get('other') ?? '';
}

/** Number formats by locale, made once each. */
const NUMBERS = new Map<string, Intl.NumberFormat>();

/**
 * Locales that write whole numbers below 1,000 as plain digits, as String() does: the widget's own languages, any
 * region, no Unicode extension (such as -u-nu-arab). Their small numbers skip Intl.NumberFormat, whose first use costs
 * a page about 20 ms (its number data loads), which the first table of a page would otherwise wait for.
 */
const PLAIN_SMALL = /^(en|de|fr|ro|ru)(-(?!u-)[a-z0-9]+)*$/i;

/** A number as `locale` writes it ("1,234", "1.234", "1 234"). */
function numberText(n: number, locale: string): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000 && PLAIN_SMALL.test(locale)) return String(n);
  let f = NUMBERS.get(locale);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale);
    } catch {
      f = new Intl.NumberFormat('en');
    }
    NUMBERS.set(locale, f);
  }
  return f.format(n);
}

/**
 * Fills `{name}` placeholders, and `{name:card|cards}` or `{name:one=...|few=...|other=...}` (the number and its word,
 * by the plural rules of `locale`); numbers are written as `locale` writes them (pass a number's digits as text to
 * keep them as they are, as a seed); unknown names stay empty (names the values do not own, such as `constructor`,
 * are unknown). The result is plain text.
 */
export function format(template: string, values: Record<string, string | number>, locale = 'en'): string {
  return template.replace(/\{(\w+)(?::([^}]*))?\}/g, (_, name: string, forms?: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return '';
    const value = values[name];
    const text = typeof value === 'number' ? numberText(value, locale) : String(value);
    if (forms === undefined || !forms.includes('|')) return text;
    // `{count:card|cards}`: the number and the word for it ("1 card", "3 cards").
    return `${text} ${pluralWord(forms, Number(value), locale)}`;
  });
}
