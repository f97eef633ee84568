// The walk-throughs (demo/records/walkthroughs/*.json): each opens at its start and shows, step by step, its caption in the
// page's language (five languages), which the live region reads too; the English caption when one is missing.
import { expect } from '@open-wc/testing';
import { noteAt, type RecordNotes } from '../../engine/src/index.ts';
import { liveText, mount, part, query, unmountAll } from './helpers.ts';

const WALKTHROUGHS = ['war', 'razboi', 'russian', 'tod-und-leben', 'steal-war', 'stacked-deck'];
const LANGUAGES = ['en', 'de', 'fr', 'ro', 'ru'];

describe('walk-throughs', () => {
  afterEach(unmountAll);

  for (const name of WALKTHROUGHS)
    it(`${name}: its captions in five languages, step by step, shown and said`, async () => {
      const record = (await (await fetch(`/demo/records/walkthroughs/${name}.json`)).json()) as { actions: unknown[]; notes: RecordNotes };
      const steps = record.actions.length;
      for (const lang of LANGUAGES) {
        const el = await mount({ lang });
        el.record = record;
        await el.updateComplete;
        expect(el.error, JSON.stringify(el.error)).to.equal(null);
        const range = part<HTMLInputElement>(el, '[part="replay-scrub"]');
        expect(range.value, 'opens at the start').to.equal('0');
        for (let k = 0; k <= steps; k++) {
          el.replayTo(k);
          await el.updateComplete;
          const note = noteAt(record.notes, k, lang);
          const caption = query(el, '[part="caption"]');
          if (!note) {
            expect(caption, `${lang} step ${k}: no caption`).to.equal(null);
            continue;
          }
          expect(note.lang, `${name} step ${k} is written in ${lang}`).to.equal(lang);
          expect(caption?.textContent?.trim()).to.equal(note.text);
          if (k < steps) expect(liveText(el), `${lang} step ${k}`).to.include(note.text);
        }
        unmountAll();
      }
    });

  it('a caption missing in the language is shown in English, marked as English', async () => {
    const el = await mount({ lang: 'de' });
    el.record = {
      format: 'piecepack-war/record',
      version: 1,
      options: { variant: 'war' },
      seed: 1,
      actions: [{ type: 'flip' }],
      notes: { '0': { en: 'The start', fr: 'Le début' } },
    };
    await el.updateComplete;
    const caption = part(el, '[part="caption"]');
    expect(caption.textContent?.trim()).to.equal('The start');
    expect(caption.getAttribute('lang')).to.equal('en');
  });
});
