// The walk-throughs' captions speak the table's words: for each language a small glossary of the key game words (the
// term the widget's strings use, and the other words a translator might reach for), checked against both the table's
// strings (webview/src/i18n/, English's in webview/src/i18n/strings.ts and decisions/decision-strings.ts) and the captions (scripts/walkthroughs.ts). The
// games' names ("Русская война", «Война с кражей») are names, not the tie: titles and quoted names are set aside first.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { DEFAULT_DECISION_STRINGS } from '../../webview/src/i18n/decision-strings.ts';
import { DEFAULT_STRINGS } from '../../webview/src/i18n/strings.ts';
import deDecisions from '../../webview/src/i18n/decisions.de.ts';
import frDecisions from '../../webview/src/i18n/decisions.fr.ts';
import roDecisions from '../../webview/src/i18n/decisions.ro.ts';
import ruDecisions from '../../webview/src/i18n/decisions.ru.ts';
import de from '../../webview/src/i18n/war.de.ts';
import fr from '../../webview/src/i18n/war.fr.ts';
import ro from '../../webview/src/i18n/war.ro.ts';
import ru from '../../webview/src/i18n/war.ru.ts';
import { CAPTION_LANGUAGES, WALKTHROUGHS } from '../walkthroughs.ts';

type Lang = (typeof CAPTION_LANGUAGES)[number];

/** A whole word of any script (JavaScript's \b knows only ASCII letters): `stem`, then one of `endings` or none. */
function word(stem: string, endings = ''): RegExp {
  return new RegExp(`(?<!\\p{L})${stem}(?:${endings})?(?!\\p{L})`, 'iu');
}

/** One game word: the table's term, and the words that would name the same thing differently. */
interface Entry {
  thing: string;
  term: RegExp;
  others: RegExp;
}

/** The glossary, per language. */
export const GLOSSARY: Record<Lang, Entry[]> = {
  en: [
    { thing: 'packet (Steal War)', term: word('packet', 's?'), others: /draw pile/i },
    { thing: 'war (a tie played out)', term: word('war', 's?'), others: word('battle', 's?') },
    { thing: 'trick', term: word('trick', 's?'), others: word('bout', 's?') },
  ],
  de: [
    {
      thing: 'packet (Steal War: Spielstapel; a bare Stapel there is the capture pile)',
      term: word('Spielstapel', 's'),
      others: /Nachziehstapel|Kartenstapel/i,
    },
    { thing: 'war', term: word('Krieg', 'e|es|s|en?'), others: word('Schlacht', 'en?') },
    { thing: 'trick', term: word('Stich', 'e|es|s|en'), others: word('Levée', 's?') },
    { thing: 'won pile (Tod und Leben)', term: word('Gewinnstapel', 's?'), others: /Gewinnhaufen|Gewonnen(en)?-?stapel|Siegstapel/i },
    { thing: 'capture pile (Steal War)', term: word('Beutestapel', 's?'), others: /Beutehaufen|Diebesstapel|Raubstapel/i },
    { thing: 'piecepack', term: /piecepack/i, others: /pickpack|piece-pack/i },
  ],
  fr: [
    { thing: 'packet (Steal War)', term: word('paquet', 's'), others: word('pioche', 's') },
    { thing: 'war', term: word('bataille', 's?'), others: word('guerre', 's?') },
    { thing: 'trick', term: word('pli', 's?'), others: word('levée', 's?') },
    { thing: 'capture pile (Steal War)', term: /tas de prises/i, others: /tas de butin|pile de prises/i },
    { thing: 'piecepack', term: /piecepack/i, others: /pickpack|piece-pack/i },
  ],
  ro: [
    { thing: 'packet (Steal War)', term: word('pachet', 'ul|ului|e'), others: word('stiv', 'a|ă|e') },
    { thing: 'war', term: word('războ', 'i|iul|iului|aie|aiele'), others: word('bătăli', 'a|e|i|ile') },
    { thing: 'trick', term: word('levat', 'a|ă|e|ele'), others: word('lev', 'ee|ée') },
    { thing: 'captures (Steal War)', term: word('captur', 'i|ile|ilor'), others: word('pr', 'adă|ada|ăzi') },
    { thing: 'won pile (Tod und Leben)', term: /grămada câștigată/i, others: /grămada de câștig|grămada învingătoare/i },
    { thing: 'piecepack', term: /piecepack/i, others: /pickpack|piece-pack/i },
  ],
  ru: [
    { thing: 'packet (Steal War)', term: word('колод', 'а|ы|у|е|ой'), others: word('пачк', 'а|и|у|е|ой') },
    { thing: 'war (a tie played out: спор, the game is «Война»)', term: word('спор', 'а|е|у|ом|ы|ов'), others: word('войн', 'а|ы|е|у|ой') },
    { thing: 'trick', term: word('взятк', 'а|и|у|ой|е'), others: word('кон', 'а|у|е') },
    { thing: 'captures (Steal War)', term: word('добыч', 'а|и|у|ей|е'), others: word('трофе', 'й|и|ев') },
    { thing: 'piecepack', term: /piecepack/i, others: /писпак|пикпак|пиcпак/i },
  ],
};

/** Every string inside a value (the tables nest: titles, howTo, decision words). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The table's words in a language, its games' titles set aside. */
function tableText(lang: Lang): string {
  const tables: Record<Lang, unknown[]> = {
    en: [DEFAULT_STRINGS, DEFAULT_DECISION_STRINGS],
    de: [de, deDecisions],
    fr: [fr, frDecisions],
    ro: [ro, roDecisions],
    ru: [ru, ruDecisions],
  };
  const titles = new Set(strings((tables[lang][0] as { titles?: unknown }).titles ?? {}));
  return tables[lang]
    .flatMap(strings)
    .filter((s) => !titles.has(s))
    .join('\n');
}

/** The captions of every walk-through in a language, quoted game names set aside. */
function captionText(lang: Lang): string {
  return WALKTHROUGHS.flatMap((w) => Object.values(w.captions).map((c) => c[lang]))
    .join('\n')
    .replace(/«[^»]*»|„[^“]*“/g, '');
}

describe('captions speak the table’s words', () => {
  for (const lang of CAPTION_LANGUAGES)
    it(`${lang}: each game word of the glossary is the table's term in the captions and the strings, never another`, () => {
      const table = tableText(lang);
      const captions = captionText(lang);
      for (const e of GLOSSARY[lang]) {
        assert.match(table, e.term, `${lang} ${e.thing}: the table's strings use the glossary's term ${e.term}`);
        assert.match(captions, e.term, `${lang} ${e.thing}: the captions use the glossary's term ${e.term}`);
        assert.doesNotMatch(table, e.others, `${lang} ${e.thing}: the table's strings name it otherwise (${e.others})`);
        assert.doesNotMatch(captions, e.others, `${lang} ${e.thing}: the captions name it otherwise (${e.others})`);
      }
    });
});
