// Bad input: unknown variants, players="banana", impossible combinations, bad seeds, speeds, palettes, themes and
// records. Each shows a readable error in place of the table (the option, what is allowed), fires pw-error, throws
// nothing into the page, and a corrected attribute brings the table back.
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import de from '../src/i18n/war.de.ts';
import fr from '../src/i18n/war.fr.ts';
import ro from '../src/i18n/war.ro.ts';
import ru from '../src/i18n/war.ru.ts';
import { DEFAULT_STRINGS, mergeStringTable } from '../src/i18n/strings.ts';
import { errorPart } from '../src/game/table-frame.ts';
import type { ErrorDetail } from '../src/game/page-events.ts';
import { mount, nextEvent, part, unmountAll } from './helpers.ts';

interface Case {
  attrs: Record<string, string>;
  option: string;
  shows: string[];
}

const CASES: Case[] = [
  { attrs: { variant: 'chess' }, option: 'variant', shows: ['"chess"', 'war-cards', 'tod-und-leben'] },
  { attrs: { players: 'banana' }, option: 'players', shows: ['"banana"', 'a whole number from 2 to 6'] },
  { attrs: { players: '7' }, option: 'players', shows: ['2 to 6'] },
  { attrs: { variant: 'war', players: '6' }, option: 'players', shows: ['36 pieces', 'packs 2 or more'] },
  { attrs: { variant: 'war', jokers: '2' }, option: 'jokers', shows: ['card deck'] },
  { attrs: { variant: 'war', 'tie-method': 'face-up', 'war-face-down': '3' }, option: 'tieMethod', shows: ['warFaceDown'] },
  { attrs: { variant: 'tod-und-leben', pickup: 'in-order' }, option: 'pickup', shows: ['does not apply'] },
  {
    attrs: { seats: 'human,robot' },
    option: 'seats',
    shows: ['human, computer, computer:easy, computer:normal, computer:strong, computer:random'],
  },
  {
    attrs: { variant: 'steal-war', seats: 'human,computer:hard' },
    option: 'seats',
    shows: ['"computer:hard"', 'computer:easy, computer:normal or computer:strong'],
  },
  { attrs: { players: '3', seats: 'human,computer' }, option: 'seats', shows: ['one seat per player'] },
  { attrs: { 'max-tricks': '0' }, option: 'maxTricks', shows: ['max-tricks'] },
  { attrs: { 'jokers-apart': 'maybe' }, option: 'jokersApart', shows: ['true or false'] },
  { attrs: { seed: '-4' }, option: 'seed', shows: ['0 to 4294967295'] },
  { attrs: { seed: 'abc' }, option: 'seed', shows: ['"abc"'] },
  { attrs: { speed: 'warp' }, option: 'speed', shows: ['slow, normal, fast, max'] },
  { attrs: { palette: 'neon' }, option: 'palette', shows: ['colour-blind or classic'] },
  { attrs: { theme: 'sepia' }, option: 'theme', shows: ['auto, light, dark'] },
];

describe('bad input', () => {
  let pageErrors: string[] = [];
  const onError = (e: ErrorEvent) => pageErrors.push(e.message);
  const onRejection = (e: PromiseRejectionEvent) => pageErrors.push(String(e.reason));
  beforeEach(() => {
    pageErrors = [];
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    unmountAll();
  });

  for (const c of CASES) {
    it(`${JSON.stringify(c.attrs)}: error in place of the table naming ${c.option}`, async () => {
      const errors: ErrorDetail[] = [];
      document.addEventListener('pw-error', (e) => errors.push((e as CustomEvent<ErrorDetail>).detail), { once: true });
      const el = await mount(c.attrs);
      expect(el.shadowRoot!.querySelector('.table'), 'no table').to.equal(null);
      const panel = part(el, '.error');
      expect(panel.getAttribute('role')).to.equal('alert');
      expect(panel.getAttribute('part')).to.equal('error');
      for (const text of c.shows) expect(panel.textContent).to.contain(text);
      expect(errors).to.have.length(1);
      expect(errors[0].option).to.equal(c.option);
      expect(errors[0].message.length).to.be.greaterThan(10);
      expect(el.flip()).to.equal(false);
      expect(el.step()).to.equal(false);
      el.play();
      expect(el.isPlaying).to.equal(false);
      expect(pageErrors).to.deep.equal([]);
    });
  }

  it('comes back to a table once the attribute is corrected', async () => {
    const el = await mount({ players: 'banana' });
    expect(el.shadowRoot!.querySelector('.error')).to.exist;
    el.setAttribute('players', '3');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.error')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('.seat')).to.have.length(3);
  });

  it('a wrong speed keeps the game, and a right one shows it again', async () => {
    const el = await mount({ variant: 'war', seed: '1' });
    el.flip();
    (el as { speed: string }).speed = 'ludicrous'; // what a page's JavaScript may still set
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.error')!.textContent).to.contain('speed');
    el.speed = 'fast';
    await el.updateComplete;
    expect(el.record!.actions).to.have.length(1);
    expect(el.shadowRoot!.querySelector('.table')).to.exist;
  });

  it('a record-src that is missing is reported, not thrown', async () => {
    const el = await mount({});
    const e = nextEvent<ErrorDetail>(el, 'pw-error');
    el.setAttribute('record-src', '/demo/records/no-such-record.json');
    const { detail } = await e;
    await el.updateComplete;
    expect(detail.option).to.equal('record-src');
    expect(detail.message).to.contain('404');
    expect(part(el, '.error').textContent).to.contain('no-such-record.json');
    expect(pageErrors).to.deep.equal([]);
  });

  it('a record-src that is not JSON is reported', async () => {
    const el = await mount({});
    const e = nextEvent<ErrorDetail>(el, 'pw-error');
    el.setAttribute('record-src', '/demo/index.html');
    const { detail } = await e;
    expect(detail.option).to.equal('record-src');
    expect(detail.message).to.match(/JSON/i);
  });

  for (const [what, record] of [
    ['null', null],
    ['a string', 'hello'],
    ['a record of another format', { format: 'chess/pgn', version: 1, actions: [] }],
    [
      'a record with an illegal action',
      { format: 'piecepack-war/record', version: 1, options: { variant: 'war' }, seed: 1, actions: [{ type: 'steal' }] },
    ],
    ['a record with bad options', { format: 'piecepack-war/record', version: 1, options: { players: 'banana' }, seed: 1, actions: [] }],
    [
      'a record with an impossible deal',
      { format: 'piecepack-war/record', version: 1, options: { variant: 'war' }, seed: 1, deal: [['5 of stars'], []], actions: [] },
    ],
  ] as const) {
    it(`setting record to ${what} reports it and loses nothing`, async () => {
      const el = await mount({ variant: 'war', seed: '2' });
      if (record === null) {
        el.record = record;
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('.table'), 'null means: back to the attributes').to.exist;
        return;
      }
      const e = nextEvent<ErrorDetail>(el, 'pw-error');
      el.record = record;
      await el.updateComplete;
      const { detail } = await e;
      expect(detail.option).to.equal('record');
      expect(part(el, '.error').textContent).to.contain('record');
      expect(pageErrors).to.deep.equal([]);
    });
  }
});

describe('a file that could not load', () => {
  const error = {
    option: 'variant',
    message:
      'piecepack-war-cards.js, which this game needs, could not load (404): the files of piecepack-war travel together, in one folder',
    allowed: '',
    code: 'part',
    values: { file: 'piecepack-war-cards.js' },
  };
  it('is named as a file, not as an option or an allowed value, in every language', async () => {
    for (const [lang, t] of [
      ['en', DEFAULT_STRINGS],
      ['de', mergeStringTable(DEFAULT_STRINGS, de)],
      ['fr', mergeStringTable(DEFAULT_STRINGS, fr)],
      ['ro', mergeStringTable(DEFAULT_STRINGS, ro)],
      ['ru', mergeStringTable(DEFAULT_STRINGS, ru)],
    ] as const) {
      const box = document.createElement('div');
      render(errorPart(error, t), box);
      const terms = [...box.querySelectorAll('dt')].map((d) => d.textContent);
      expect(terms, lang).to.deep.equal([t.errorFile]);
      expect(box.querySelector('dd')!.textContent, lang).to.equal('piecepack-war-cards.js');
      expect(box.querySelector('p')!.textContent, `${lang}: the message names the file`).to.contain('piecepack-war-cards.js');
    }
  });
});
