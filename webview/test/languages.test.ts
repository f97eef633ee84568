// The widget's languages: which one a widget speaks (its `lang`, the nearest `lang` in the page through shadow roots,
// English otherwise) and that it follows changes; the page's `strings` still win; every language's tables complete,
// with the same placeholders as English and every plural form its language needs; and every game, in every language,
// drawn at 360 px and played: no English word left (names aside), no text running out of its control.
import { expect } from '@open-wc/testing';
import { stackedDeal, type Action, type GameRecord, type StackedSetup } from '../../engine/src/index.ts';
import { DEFAULT_DECISION_STRINGS, type DecisionStrings } from '../src/i18n/decision-strings.ts';
import { ERROR_CODES } from '../src/element/error-words.ts';
import { languageOf, LANGUAGES, nearestLang, type LoadedLanguage } from '../src/i18n/languages.ts';
import { loadDecisionStrings, loadEnglishHelp, loadWarStrings } from '../src/i18n/load.ts';
import { DEFAULT_STRINGS, format, type WarTable } from '../src/i18n/strings.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { find, open, preparedRecord, stackedId, until } from './decision-helpers.ts';
import { all, mount, part, unmountAll } from './helpers.ts';
import { allText, englishLeft, overflowing, shot, speaking, stringValues, wordsOf } from './language-helpers.ts';

const OTHERS = LANGUAGES.filter((l): l is LoadedLanguage => l !== 'en');

/** A language's two tables. */
async function tables(lang: LoadedLanguage): Promise<{ war: WarTable; decisions: DecisionStrings }> {
  return { war: await loadWarStrings(lang), decisions: await loadDecisionStrings(lang) };
}

/** Mounts a widget inside an element with `lang` (or with `lang` on itself when `own`). */
async function mountIn(lang: string, attributes: Record<string, string>, width = 360): Promise<PiecepackWar> {
  const el = await mount({ ...attributes, lang }, width);
  if (languageOf(lang) !== 'en') await speaking(el, languageOf(lang));
  return el;
}

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

/** The words a language's own tables use (so that a name like "Joker" or "Tod und Leben" is not taken for English). */
async function ownWords(lang: LoadedLanguage): Promise<Set<string>> {
  const t = await tables(lang);
  return wordsOf([...stringValues(t.war), ...stringValues(t.decisions)]);
}

/** Plays a widget by steps (each one said), checking at each the English words left; at the end, what overflows. */
async function playAndCheck(el: PiecepackWar, own: Set<string>, steps: number, seen: Map<string, string>): Promise<void> {
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

const WAR_VARIANTS = ['war', 'war-cards', 'w-a-r', 'war-jokers', 'razboi', 'russian', 'pyanitsa', 'tod-und-leben'];

describe('languages: every game in every language at 360 px', () => {
  afterEach(() => unmountAll());

  for (const lang of OTHERS) {
    it(`${lang}: the War family and Tod und Leben, played to the end; an error`, async () => {
      const own = await ownWords(lang);
      const english = new Map<string, string>();
      const overflow: string[] = [];
      for (const variant of WAR_VARIANTS) {
        const setups: Record<string, string>[] = [
          { variant, seed: '5', 'max-tricks': '40' },
          { variant, seed: '8', players: '3', seats: 'computer,computer,human' },
        ];
        for (const attributes of setups) {
          if (variant === 'tod-und-leben' && attributes.players) continue;
          const el = await mountIn(lang, attributes);
          await playAndCheck(el, own, attributes.players ? 12 : 400, english);
          overflow.push(...overflowing(el).map((o) => `${variant}: ${o}`));
          await shot(el, `lang-${lang}-${variant}-${attributes.players ? 'three' : 'end'}`);
          el.remove();
        }
      }
      const bad = await mountIn(lang, { variant: 'war', players: 'banana' });
      for (const w of englishLeft(allText(bad), own)) english.set(w, `the error: ${allText(bad)}`);
      await shot(bad, `lang-${lang}-error`);
      expect([...english.entries()].map(([w, where]) => `${w} (${where})`)).to.deep.equal([]);
      expect(overflow).to.deep.equal([]);
    });
  }
});

/** Opens a prepared position in a widget at 360 px speaking `lang`, and waits for the prompt (or table part) `selector`. */
async function scene(
  lang: LoadedLanguage,
  record: GameRecord,
  selector: string,
  attributes: Record<string, string> = {},
): Promise<PiecepackWar> {
  const el = await mountIn(lang, { speed: 'max', 'confirm-forced': '', ...attributes });
  await open(el, record);
  await until(() => find(el, selector) !== null, selector);
  await el.updateComplete;
  return el;
}

const FLIP: Action = { type: 'flip' };

/** A buy of seat `seat` paid with named coins of its pack ("null of crowns", "3 of suns"). */
function buy(seat: number, suit: string, value: string, coins: string[]): Action {
  return { type: 'stacked/buy', seat, suit, value, coins: coins.map((c) => stackedId(c, seat)) } as Action;
}

/** Stacked Deck War positions where the person at the device has each kind of prompt. */
function stackedPrompts(): { kind: string; record: GameRecord }[] {
  const at = (seats: string, setup: StackedSetup, actions: Action[]) =>
    preparedRecord({ variant: 'stacked-deck', seats }, stackedDeal(setup), actions);
  const two = {
    decks: [
      ['3 of suns', '2 of arms', '5 of suns'],
      ['4 of moons', '2 of crowns', '2 of moons'],
    ],
  };
  return [
    {
      kind: 'buy',
      record: at(
        'human,computer',
        {
          ...two,
          coins: [
            [
              'null of crowns suit-up',
              'ace of suns value-up',
              '2 of suns suit-up',
              '3 of moons value-up',
              'null of moons value-up',
              '4 of arms suit-up',
            ],
            ['2 of arms suit-up', '5 of moons value-up'],
          ],
          first: 0,
        },
        [FLIP, { type: 'stacked/pass', seat: 1 }],
      ),
    },
    {
      kind: 'rps',
      record: at('human,computer', { ...two, coins: [['null of crowns suit-up', '3 of suns value-up'], []], first: 0 }, [
        FLIP,
        buy(0, 'crowns', '3', ['null of crowns', '3 of suns']),
      ]),
    },
    {
      kind: 'rearrange',
      record: at(
        'human,computer',
        {
          decks: [
            ['3 of suns', '5 of suns', 'ace of suns', '2 of suns', '4 of arms'],
            ['4 of moons', '2 of crowns', '2 of moons', '3 of moons', '5 of moons'],
          ],
          coins: [['null of crowns suit-up', '2 of suns value-up'], []],
          first: 0,
          dice: [2],
        },
        [FLIP, buy(0, 'crowns', '2', ['null of crowns', '2 of suns'])],
      ),
    },
    {
      kind: 'switch',
      record: at(
        'human,computer',
        { ...two, reserves: [['ace of arms', '4 of arms'], []], coins: [['null of arms suit-up', '4 of suns value-up'], []], first: 0 },
        [FLIP, buy(0, 'arms', '4', ['null of arms', '4 of suns'])],
      ),
    },
    {
      kind: 'guess',
      record: at(
        'human,computer',
        { ...two, reserves: [[], ['5 of moons']], coins: [['2 of crowns suit-up', 'null of suns value-up'], []], first: 0 },
        [FLIP, buy(0, 'crowns', 'null', ['2 of crowns', 'null of suns'])],
      ),
    },
    {
      kind: 'follow',
      record: at('computer,human', { ...two, coins: [['null of arms suit-up', '3 of suns value-up'], []], first: 0 }, [
        FLIP,
        buy(0, 'arms', '3', ['null of arms', '3 of suns']),
      ]),
    },
    {
      kind: 'give',
      record: at(
        'computer,human',
        {
          ...two,
          coins: [['null of arms suit-up', '2 of suns value-up'], []],
          spent: ['null of suns #2 suit-up', '3 of moons #2 value-up', '4 of crowns #2 suit-up'],
          first: 0,
        },
        [FLIP, buy(0, 'arms', '2', ['null of arms', '2 of suns'])],
      ),
    },
    {
      kind: 'name-suit',
      record: at('computer,human', { ...two, coins: [['ace of arms suit-up', 'null of suns value-up'], []], first: 0, dice: [2] }, [
        FLIP,
        buy(0, 'arms', 'null', ['ace of arms', 'null of suns']),
      ]),
    },
    {
      kind: 'bonus',
      record: at(
        'human,computer',
        {
          decks: [
            ['3 of suns', '2 of suns', '2 of arms'],
            ['3 of moons', '4 of moons', '2 of crowns'],
          ],
          coins: [['null of crowns suit-up', 'ace of suns value-up'], []],
          first: 0,
          dice: [3],
        },
        [FLIP, { type: 'stacked/pass', seat: 0 }, FLIP, buy(0, 'crowns', 'ace', ['null of crowns', 'ace of suns'])],
      ),
    },
  ];
}

/** Steal War positions: the person's steal choice, and the choice of the top card of the won pile. */
function stealPrompts(): { kind: string; record: GameRecord; actions?: number }[] {
  return [
    {
      kind: 'steal',
      record: preparedRecord({ variant: 'steal-war', seats: 'human,computer' }, [
        ['7 of hearts', '2 of hearts', '3 of hearts'],
        ['5 of clubs', '6 of clubs', '8 of clubs'],
        ['4 of spades', '9 of diamonds'],
        ['K of spades', '7 of clubs'],
      ]),
    },
    {
      kind: 'top',
      record: preparedRecord(
        { variant: 'steal-war', seats: 'human,computer' },
        [['K of hearts', '2 of hearts', '3 of hearts', '4 of hearts'], ['5 of clubs', '6 of clubs', '7 of clubs', '8 of clubs'], [], []],
        [FLIP],
      ),
    },
  ];
}

describe('languages: the decision games in every language at 360 px', () => {
  afterEach(() => unmountAll());

  for (const lang of OTHERS) {
    it(`${lang}: Stacked Deck War's setup, every prompt, the pass screen, and a whole game`, async () => {
      const own = await ownWords(lang);
      const english = new Map<string, string>();
      const overflow: string[] = [];
      const check = (el: PiecepackWar, where: string): void => {
        for (const w of englishLeft(allText(el), own))
          if (!english.has(w)) english.set(w, `${where}: ${allText(el).replace(/\s+/g, ' ').slice(0, 200)}`);
        overflow.push(...overflowing(el).map((o) => `${where}: ${o}`));
      };
      const setup = await mountIn(lang, { variant: 'stacked-deck', seed: '5' });
      await until(() => find(setup, '.arrange') !== null, 'the setup screen');
      for (const d of all(setup, 'details')) (d as HTMLDetailsElement).open = true;
      await setup.updateComplete;
      check(setup, 'setup');
      await shot(setup, `lang-${lang}-stacked-setup`);
      for (const { kind, record } of stackedPrompts()) {
        const el = await scene(lang, record, `.prompt.${kind}`);
        check(el, kind);
        await shot(el, `lang-${lang}-stacked-${kind}`);
        el.parentElement!.remove();
      }
      check(await mountIn(lang, { variant: 'stacked-deck', seats: 'human,human' }), 'pass screen');
      const game = await mountIn(lang, { variant: 'stacked-deck', seats: 'computer:random,computer:random', seed: '4' });
      await playAndCheck(game, own, 600, english);
      check(game, 'the end');
      await shot(game, `lang-${lang}-stacked-end`);
      unmountAll();
      expect([...english.entries()].map(([w, where]) => `${w} (${where})`)).to.deep.equal([]);
      expect(overflow).to.deep.equal([]);
    });

    it(`${lang}: Steal War's steal and top-card choices, the pass screen, and a whole game`, async () => {
      const own = await ownWords(lang);
      const english = new Map<string, string>();
      const overflow: string[] = [];
      const check = (el: PiecepackWar, where: string): void => {
        for (const w of englishLeft(allText(el), own))
          if (!english.has(w)) english.set(w, `${where}: ${allText(el).replace(/\s+/g, ' ').slice(0, 200)}`);
        overflow.push(...overflowing(el).map((o) => `${where}: ${o}`));
      };
      for (const { kind, record } of stealPrompts()) {
        const el = await scene(lang, record, `.prompt.${kind}`, { speed: 'slow' });
        check(el, kind);
        await shot(el, `lang-${lang}-steal-${kind}`);
      }
      check(await mountIn(lang, { variant: 'steal-war', seats: 'human,human' }), 'pass screen');
      const game = await mountIn(lang, { variant: 'steal-war', seats: 'computer:random,computer:random', seed: '6' });
      await playAndCheck(game, own, 800, english);
      check(game, 'the end');
      await shot(game, `lang-${lang}-steal-end`);
      unmountAll();
      expect([...english.entries()].map(([w, where]) => `${w} (${where})`)).to.deep.equal([]);
      expect(overflow).to.deep.equal([]);
    });
  }
});
