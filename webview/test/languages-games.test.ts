// Every War-family game and Tod und Leben in every language, drawn at 360 px and played to the end, and an error: no
// English word left (names aside), no text running out of its control (language-helpers.ts).
import { expect } from '@open-wc/testing';
import { unmountAll } from './helpers.ts';
import { allText, englishLeft, mountIn, OTHERS, overflowing, ownWords, playAndCheck, shot } from './language-helpers.ts';

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
