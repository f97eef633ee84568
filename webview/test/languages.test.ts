// The widget's languages: which one a widget speaks (its `lang`, the nearest `lang` in the page through shadow roots,
// English otherwise) and that it follows changes; the page's `strings` still win; every language's tables complete,
// with the same placeholders as English and every plural form its language needs. (Every game in every language:
// languages-games.test.ts and languages-decisions.test.ts.)
import { expect } from '@open-wc/testing';
import { DEFAULT_DECISION_STRINGS } from '../src/i18n/decision-strings.ts';
import { ERROR_CODES } from '../src/game/error-words.ts';
import { languageOf, nearestLang } from '../src/i18n/languages.ts';
import { loadEnglishHelp } from '../src/i18n/load.ts';
import { DEFAULT_STRINGS, format } from '../src/i18n/strings.ts';
import { until } from './decision-helpers.ts';
import { all, part, unmountAll } from './helpers.ts';
import { mountIn, OTHERS, speaking, tables } from './language-helpers.ts';

describe('languages: which one a widget speaks', () => {
  afterEach(() => {
    unmountAll();
    document.documentElement.lang = 'en';
  });

  it('reads a tag by its language: de-AT is German, pt and nothing are English', () => {
    expect(languageOf('de-AT')).to.equal('de');
    expect(languageOf('RU')).to.equal('ru');
    expect(languageOf('fr_CA')).to.equal('fr');
    expect(languageOf('pt')).to.equal('en');
    expect(languageOf('')).to.equal('en');
    expect(languageOf(null)).to.equal('en');
  });

  it('takes its own lang, else the nearest one in the page, through shadow roots', async () => {
    const outer = document.createElement('div');
    outer.lang = 'ru';
    const host = document.createElement('div');
    outer.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('section');
    shadow.append(inner);
    const probe = document.createElement('span');
    inner.append(probe);
    document.body.append(outer);
    expect(nearestLang(probe)).to.equal('ru');
    inner.lang = 'fr';
    expect(nearestLang(probe)).to.equal('fr');
    probe.lang = 'de';
    expect(nearestLang(probe)).to.equal('de');
    outer.remove();
  });

  it("speaks the page's language from a shadow root, and follows when the page or its own lang changes", async () => {
    const outer = document.createElement('div');
    outer.lang = 'de';
    const host = document.createElement('div');
    outer.append(host);
    document.body.append(outer);
    const el = document.createElement('piecepack-war');
    el.setAttribute('variant', 'war');
    el.setAttribute('seed', '3');
    host.attachShadow({ mode: 'open' }).append(el);
    await speaking(el, 'de');
    expect(part(el, 'button[part~="flip"]').textContent).to.equal('Aufdecken');
    outer.lang = 'ru';
    await speaking(el, 'ru');
    expect(part(el, 'button[part~="flip"]').textContent).to.equal('Открыть');
    el.lang = 'fr-CA';
    await speaking(el, 'fr');
    expect(part(el, 'button[part~="flip"]').textContent).to.equal('Retourner');
    el.removeAttribute('lang');
    outer.removeAttribute('lang');
    await until(() => part(el, '.game').getAttribute('lang') === 'en', 'back to English');
    await el.updateComplete;
    expect(part(el, 'button[part~="flip"]').textContent).to.equal('Flip');
    outer.remove();
  });

  it('speaks English on a page in a language it does not have, and says so in its markup', async () => {
    const el = await mountIn('pt-BR', { variant: 'war', seed: '3' });
    await el.updateComplete;
    expect(part(el, 'button[part~="flip"]').textContent).to.equal('Flip');
    expect(part(el, '.game').getAttribute('lang')).to.equal('en');
  });

  it("writes numbers as the page's region does, and the page's strings still win over the language", async () => {
    const el = await mountIn('de-CH', { variant: 'war', seed: '3' });
    expect(part(el, '.game').getAttribute('lang')).to.equal('de-CH');
    el.strings = { flip: 'Umdrehen', speeds: { slow: 'Gemütlich' } };
    await el.updateComplete;
    expect(part(el, 'button[part~="flip"]').textContent).to.equal('Umdrehen');
    expect(all(el, 'option').map((o) => o.textContent)).to.include.members(['Gemütlich', 'Schnell']);
    expect(format('{n}', { n: 12345 }, 'de')).to.equal('12.345');
    expect(format('{n}', { n: 12345 }, 'de-CH'), 'the Swiss group numbers with an apostrophe').to.match(/^12['’]345$/);
    expect(format('{n}', { n: 12345 }, 'ru')).to.equal('12\u00a0345');
    expect(format('{n}', { n: 12345 }, 'en')).to.equal('12,345');
    // Small whole numbers skip Intl (its first use is slow) and must read the same as Intl writes them.
    for (const locale of ['en', 'de', 'de-CH', 'fr', 'fr-CA', 'ro', 'ru', 'en-IN'])
      for (const n of [0, 1, 7, 42, 999, 1000, 1234])
        expect(format('{n}', { n }, locale), `${n} in ${locale}`).to.equal(new Intl.NumberFormat(locale).format(n));
    expect(format('{n}', { n: 5 }, 'en-u-nu-arab'), 'a numbering system asked for is used').to.equal('٥');
  });
});

describe('languages: the tables', () => {
  /** `{name}` placeholders of a template, by name. */
  const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]).sort();

  /** Walks two tables side by side: the English one and a translation, calling `check` on each pair of strings. */
  function walk(
    en: object,
    other: object,
    path: string,
    problems: string[],
    check: (en: string, other: string, path: string) => void,
  ): void {
    for (const [key, value] of Object.entries(en)) {
      const there = (other as Record<string, unknown>)[key];
      const at = `${path}.${key}`;
      if (typeof value === 'string') {
        if (typeof there !== 'string') problems.push(`${at}: missing`);
        else check(value, there, at);
      } else if (value && typeof value === 'object') {
        if (!there || typeof there !== 'object') problems.push(`${at}: missing`);
        // Ranks with articles and beaten ranks: each language lists the ones it says otherwise.
        else if (key !== 'a' && key !== 'aBeaten') walk(value, there, at, problems, check);
      }
    }
  }

  for (const lang of OTHERS) {
    it(`${lang}: every string there, with English's placeholders and every plural form of ${lang}`, async () => {
      const t = await tables(lang);
      const categories = new Intl.PluralRules(t.war.locale).resolvedOptions().pluralCategories;
      const problems: string[] = [];
      const check = (en: string, other: string, at: string): void => {
        if (placeholders(en).join() !== placeholders(other).join())
          problems.push(`${at}: placeholders ${placeholders(other).join()} instead of ${placeholders(en).join()}`);
        for (const m of other.matchAll(/\{\w+:([^}]*)\}/g)) {
          const forms = new Map(m[1].split('|').map((f) => [f.split('=')[0], f.slice(f.indexOf('=') + 1)] as const));
          const missing = categories.filter((c) => !forms.get(c));
          if (missing.length > 0) problems.push(`${at}: no plural form for ${missing.join(', ')} in "${m[0]}"`);
        }
      };
      walk({ ...DEFAULT_STRINGS, ...(await loadEnglishHelp()) }, t.war, 'war', problems, check);
      walk(DEFAULT_DECISION_STRINGS, t.decisions, 'decisions', problems, check);
      // English shows the engine's own error messages; every other language has a sentence for each kind of error.
      for (const code of ERROR_CODES) if (!t.war.errors[code]) problems.push(`war.errors.${code}: missing`);
      expect(problems).to.deep.equal([]);
    });
  }
});
