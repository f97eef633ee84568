// The walk-throughs' questions (a record's `asks`, demo/records/walkthroughs/): at each, the learner's seat gets the
// decision table's real choices, and a move made there, the walk-through's or another, by mouse or by keyboard, is
// said to be right or not with its reason (shown and in the live region), and the walk-through goes on with its own
// move. In all five languages.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { askAt, noteAt, pending, replay, type GameRecord } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { REPLAY_EN, type ReplayStrings } from '../src/i18n/replay-strings.ts';
import de from '../src/i18n/war.de.ts';
import fr from '../src/i18n/war.fr.ts';
import ro from '../src/i18n/war.ro.ts';
import ru from '../src/i18n/war.ru.ts';
import { clickOn, find, until } from './decision-helpers.ts';
import { activeIn, all, liveText, mount, nextEvent, part, rootsOf, unmountAll } from './helpers.ts';

const WORDS: Record<string, ReplayStrings> = { en: REPLAY_EN, de: de.replay, fr: fr.replay, ro: ro.replay, ru: ru.replay };

/** Each question: its walk-through, its step, the control of the walk-through's move and of another move. */
const QUESTIONS = [
  { name: 'steal-war', k: 0, right: '.prompt.steal button.steal-from', other: '.prompt.steal button.play-card', what: 'a steal' },
  { name: 'steal-war', k: 3, right: '.prompt.steal button.steal-from', other: '.prompt.steal button.play-card', what: 'a protection' },
  {
    name: 'stacked-deck',
    k: 1,
    right: '.prompt.buy button.buy[data-cell="suns-2"]',
    other: '.prompt.buy button.pass',
    what: 'a buying window',
  },
  {
    name: 'stacked-deck',
    k: 9,
    right: '.prompt.buy button.pass',
    other: '.prompt.buy button.buy[data-cell="arms-4"]',
    what: 'a war of wartiles',
  },
];

const records = new Map<string, GameRecord>();
async function walkthrough(name: string): Promise<GameRecord> {
  if (!records.has(name)) records.set(name, (await (await fetch(`/demo/records/walkthroughs/${name}.json`)).json()) as GameRecord);
  return records.get(name)!;
}

/** The walk-through opened at step `k`, its question on the table. */
async function atQuestion(name: string, k: number, lang = 'en'): Promise<{ el: PiecepackWar; record: GameRecord }> {
  const record = await walkthrough(name);
  const el = await mount({ lang });
  el.record = record;
  await el.updateComplete;
  expect(el.error, JSON.stringify(el.error)).to.equal(null);
  el.replayTo(k);
  await el.updateComplete;
  await until(() => find(el, '.prompt.steal, .prompt.buy') !== null, `the question's choices at ${name} step ${k}`);
  return { el, record };
}

/** Tab until the control matching `selector` has the focus (the focus starts at the table's first choice). */
async function tabTo(el: PiecepackWar, selector: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (activeIn(el)?.matches(selector)) return;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The move made by keyboard alone: Enter on the table takes the focus to the choices, Tab to the control, Enter. */
async function byKeys(el: PiecepackWar, selector: string): Promise<void> {
  const table = find(el, 'pw-decision-table')!.shadowRoot!.querySelector<HTMLElement>('.table')!;
  table.focus();
  await sendKeys({ press: 'Enter' });
  await until(() => activeIn(el) !== table, 'the focus on the choices');
  await tabTo(el, selector);
  await sendKeys({ press: 'Enter' });
}

/** Every text and accessible name in the widget's shadow roots (its table's too). */
function everything(el: PiecepackWar): string {
  return rootsOf(el)
    .flatMap((r) => [
      r.textContent ?? '',
      ...[...r.querySelectorAll('[aria-label], [title]')].map((e) => `${e.getAttribute('aria-label')} ${e.getAttribute('title')}`),
    ])
    .join(' ');
}

describe('walk-throughs: the learner answers the questions', () => {
  afterEach(unmountAll);

  for (const [i, q] of QUESTIONS.entries())
    for (const right of [true, false]) {
      // Each question is answered right and wrong, once by mouse and once by keyboard.
      const keys = right === (i % 2 === 1);
      it(`${q.name} step ${q.k} (${q.what}): ${right ? "the walk-through's move" : 'another move'} by ${keys ? 'keyboard' : 'mouse'}`, async () => {
        const { el, record } = await atQuestion(q.name, q.k);
        const ask = askAt(record.asks, q.k, 'en')!;
        expect(part(el, '[part="ask"]').textContent).to.contain(ask.ask.text);
        await until(() => liveText(el).includes(ask.ask.text), 'the question in the live region');
        expect(liveText(el), 'the caption of the step is said too').to.contain(noteAt(record.notes, q.k, 'en')?.text ?? '');
        // The seat's real choices: as many as the engine offers it there (a purchase is one cell whatever pays).
        const before = replay({ ...record, actions: record.actions.slice(0, q.k), final: undefined, notes: undefined, asks: undefined });
        if (!before.ok) throw new Error(before.error.message);
        const p = pending(before.value)!;
        const offered =
          q.name === 'steal-war' ? all(el, '.prompt.steal .choices button') : all(el, '.prompt.buy button.buy, .prompt.buy button.pass');
        const distinct = new Set(p.actions!.map((a) => JSON.stringify({ ...a, coins: undefined })));
        expect(new Set(offered).size, 'the choices on the table').to.equal(distinct.size);
        if (q.name === 'steal-war' && q.k === 0) {
          // Drawn for the learner's seat: its own next card, never the other seat's face-down one.
          expect(find(el, '.prompt.steal')!.textContent).to.contain('9 of hearts');
          expect(everything(el) + liveText(el), "Seat 2's face-down card").to.not.contain('6 of diamonds');
        }

        const selector = right ? q.right : q.other;
        if (keys) await byKeys(el, selector);
        else await clickOn(el, selector);
        await el.updateComplete;

        const verdict = `${right ? REPLAY_EN.askRight : REPLAY_EN.askOther} ${ask.why.text}`;
        await until(() => part<HTMLInputElement>(el, '[part="replay-scrub"]').value === String(q.k + 1), 'the next step');
        expect(el.record!.actions, "the walk-through's own story goes on").to.deep.equal(record.actions);
        expect(part(el, '[part="ask-verdict"]').textContent?.trim()).to.equal(verdict);
        await until(() => liveText(el).includes(verdict), 'the verdict in the live region');
        const next = noteAt(record.notes, q.k + 1, 'en');
        if (next) await until(() => liveText(el).includes(next.text), "the next step's caption said after the verdict");
        expect(find(el, '[part="ask"]'), 'the question is answered').to.equal(null);
        if (keys) await until(() => activeIn(el)?.matches('.replay-forward') === true, 'the focus on Forward');
        // The walk-through goes on: the verdict stays with its step only.
        el.replayTo(q.k + 2);
        await el.updateComplete;
        expect(find(el, '[part="ask-verdict"]')).to.equal(null);
      });
    }

  for (const theme of ['light', 'dark'])
    it(`axe: a question and its verdict (${theme})`, async () => {
      const record = await walkthrough('stacked-deck');
      const el = await mount({ theme });
      el.record = record;
      await el.updateComplete;
      el.replayTo(1);
      await el.updateComplete;
      await until(() => find(el, '.prompt.buy') !== null, 'the question');
      await expect(el).to.be.accessible();
      await clickOn(el, '.prompt.buy button.pass');
      await until(() => find(el, '[part="ask-verdict"]') !== null, 'the verdict');
      await expect(el).to.be.accessible();
    });

  it('a record whose question names another move than its action is shown as an error and fires pw-error', async () => {
    const record = await walkthrough('steal-war');
    const bad = { ...record, asks: { ...record.asks, '0': { ...record.asks!['0'], move: { type: 'steal/play', seat: 0 } } } };
    const el = await mount();
    const e = nextEvent<{ option: string; message: string }>(el, 'pw-error');
    el.record = bad;
    const { detail } = await e;
    await el.updateComplete;
    expect(detail.option).to.equal('record');
    expect(detail.message).to.contain("the record's asks at position 0 give the move");
    expect(part(el, '.error').textContent).to.contain('asks');
  });

  it('Forward steps past a question without an answer', async () => {
    const { el } = await atQuestion('steal-war', 0);
    await clickOn(el, '.replay-forward');
    expect(part<HTMLInputElement>(el, '[part="replay-scrub"]').value).to.equal('1');
    expect(find(el, '[part="ask-verdict"]')).to.equal(null);
    expect(find(el, '.prompt.steal button'), 'the past is only looked at').to.equal(null);
  });

  for (const lang of ['en', 'de', 'fr', 'ro', 'ru'])
    it(`asks and answers in ${lang}`, async () => {
      const { el, record } = await atQuestion('stacked-deck', 1, lang);
      const ask = askAt(record.asks, 1, lang)!;
      expect(ask.ask.lang, 'the question is written in the language').to.equal(lang);
      const shown = part(el, '[part="ask"]').textContent;
      expect(shown).to.contain(ask.ask.text);
      expect(shown).to.contain(WORDS[lang].askHint);
      await clickOn(el, '.prompt.buy button.pass');
      await until(() => find(el, '[part="ask-verdict"]') !== null, 'the verdict');
      const verdict = `${WORDS[lang].askOther} ${ask.why.text}`;
      expect(part(el, '[part="ask-verdict"]').textContent?.trim()).to.equal(verdict);
      await until(() => liveText(el).includes(verdict), 'the verdict said');
    });
});
