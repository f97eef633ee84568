// The extension's languages: package.nls.<lang>.json and extension/l10n/bundle.l10n.<lang>.json hold every English key
// in German, Russian, Romanian and French, with the same placeholders, every plural form Intl.PluralRules gives the
// language, no English left (names and setting values aside), and plural templates filled right ("1 game", "22 игры").
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'mocha';
import { PRESETS, VARIANT_NAMES } from '../../../engine/src/index.ts';
import { gameSummary, gameTitle } from '../../src/game-words.ts';
import { english, fillTemplate, pluralCategories } from '../../src/words.ts';

const LANGUAGES = ['de', 'ru', 'ro', 'fr'] as const;
type Strings = Record<string, string>;
const read = (file: string): Strings => JSON.parse(readFileSync(file, 'utf8'));

/** The two kinds of string file: the manifest's (by key) and the host's (by English text). */
const FILES = [
  { name: 'package.nls', english: 'package.nls.json', of: (lang: string) => `package.nls.${lang}.json` },
  { name: 'bundle.l10n', english: 'extension/l10n/bundle.l10n.json', of: (lang: string) => `extension/l10n/bundle.l10n.${lang}.json` },
];

/**
 * What may read the same as in English: names (the extension's, the games' own, the settings' titles VS Code shows in
 * English), values typed in settings.json (`win-all`), numbers, times in unit symbols (`{0} min {1} s`), and words the
 * language shares with English.
 */
const SAME_AS_ENGLISH =
  /^(Piecepack War(: \{0\})?|W-A-R|Război|Tod und Leben|Stacked Deck War|Rules: Stacked Deck War|[a-z0-9:-]+|\{0\} \(\{1\}%\)|Open settings\.json|\{0\} s|\{0\} min \{1\} s|\{0\} h \{1\} min)$/;
const SHARED_WORDS: Record<string, RegExp> = {
  de: /^(Normal|Simulation|Simulation: \{0\}|Explorer|Median|Computer|Packs)$/,
  ru: /^$/,
  ro: /^(Normal|Explorer|\{0\} \(\{1\}%\))$/,
  fr: /^(Simulation|Cycles|Simulation: \{0\})$/,
};

/** The placeholder numbers of a string, sorted and without repeats. */
const placeholders = (text: string): number[] => [...new Set([...text.matchAll(/\{(\d+)/g)].map((m) => Number(m[1])))].sort();

/** The Markdown command links of a string (`(command:piecepackWar.open)`). */
const links = (text: string): string[] => [...text.matchAll(/\]\((command:[^)]+)\)/g)].map((m) => m[1]).sort();

describe('extension languages', () => {
  for (const file of FILES) {
    const en = read(file.english);
    for (const lang of LANGUAGES) {
      describe(`${file.of(lang)}`, () => {
        const tr = read(file.of(lang));

        it('holds every English key, and nothing else', () => {
          assert.ok(Object.keys(en).length > 100, `${file.english} looks empty`);
          const missing = Object.keys(en).filter((k) => typeof tr[k] !== 'string' || tr[k].trim() === '');
          assert.deepEqual(missing, [], `${file.of(lang)} lacks these keys`);
          const extra = Object.keys(tr).filter((k) => !(k in en));
          assert.deepEqual(extra, [], `${file.of(lang)} has keys English no longer has`);
        });

        it("keeps each string's placeholders and command links", () => {
          for (const [key, text] of Object.entries(en)) {
            if (typeof tr[key] !== 'string') continue;
            assert.deepEqual(placeholders(tr[key]), placeholders(text), `${key}: placeholders`);
            assert.deepEqual(links(tr[key]), links(text), `${key}: command links`);
          }
        });

        it('gives every plural template each form the language has', () => {
          const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
          let templates = 0;
          for (const [key, text] of Object.entries(tr)) {
            for (const forms of pluralCategories(text)) {
              templates++;
              assert.deepEqual([...new Set(forms)].sort(), needed, `${key}: ${text}`);
            }
          }
          if (file.name === 'bundle.l10n') assert.ok(templates >= 10, `only ${templates} plural templates`);
        });

        it('leaves no English behind (names and setting values aside)', () => {
          const left = Object.entries(en).filter(
            ([key, text]) => tr[key] === text && !SAME_AS_ENGLISH.test(text) && !SHARED_WORDS[lang].test(text),
          );
          assert.deepEqual(
            left.map(([k]) => k),
            [],
            'still in English',
          );
        });
      });
    }
  }

  it('the English templates themselves carry the plural forms English needs', () => {
    for (const file of FILES) {
      for (const [key, text] of Object.entries(read(file.english))) {
        for (const forms of pluralCategories(text)) assert.deepEqual(forms.slice().sort(), ['one', 'other'], `${key}: ${text}`);
        assert.doesNotMatch(text, /\(s\)/, `${key} writes a plural as "(s)"`);
      }
    }
  });

  it('fills plural forms by Intl.PluralRules and numbers by Intl.NumberFormat', () => {
    const games = '{0:one=game|other=games}';
    assert.equal(english(games, 1), '1 game');
    assert.equal(english(games, 3), '3 games');
    assert.equal(english(games, 2000), '2,000 games');
    const ru = read('extension/l10n/bundle.l10n.ru.json');
    const line = ru['{0}: {1:one=game|other=games}, {2} won, {3} lost, {4} drawn'];
    assert.equal(fillTemplate(line, ['Война', 1, 1, 0, 0], 'ru'), 'Война: 1 партия, побед 1, поражений 0, ничьих 0');
    assert.equal(fillTemplate(line, ['Война', 22, 1, 0, 0], 'ru'), 'Война: 22 партии, побед 1, поражений 0, ничьих 0');
    assert.equal(fillTemplate(line, ['Война', 25, 1, 0, 0], 'ru'), 'Война: 25 партий, побед 1, поражений 0, ничьих 0');
    const de = read('extension/l10n/bundle.l10n.de.json');
    const copies = de['{0:one=set-aside copy|other=set-aside copies} of your statistics are kept on this machine.'];
    assert.equal(fillTemplate(copies, [1], 'de'), '1 beiseitegelegte Kopie deiner Statistik liegt auf diesem Rechner.');
    assert.equal(fillTemplate(copies, [1500], 'de'), '1.500 beiseitegelegte Kopien deiner Statistik liegen auf diesem Rechner.');
    assert.equal(fillTemplate('{0}', [1.5], 'fr'), '1,5');
    assert.equal(fillTemplate('{0} and {1}', [7], 'xx-not-a-locale'), '7 and {1}', 'an unknown locale and a missing argument');
  });

  it('names and summarises each game as the presets do (the l10n bundle holds them)', () => {
    const bundle = read('extension/l10n/bundle.l10n.json');
    for (const v of VARIANT_NAMES) {
      assert.equal(gameTitle(v), PRESETS[v].title);
      assert.equal(gameSummary(v), PRESETS[v].summary);
      assert.ok(PRESETS[v].title in bundle && PRESETS[v].summary in bundle, v);
    }
  });

  it('the .vsix carries the translations', () => {
    const ignore = readFileSync('.vscodeignore', 'utf8').split('\n');
    assert.ok(ignore.includes('!package.nls.*.json'));
    assert.ok(ignore.includes('!extension/l10n/*.json'));
  });
});
