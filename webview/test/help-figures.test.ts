// How to play ends with the variant's figures (how long its games last), worked out in the computer's worker: the
// engine's variantFigures for the options in force, at How to play's seed and game count, in the page's language; none
// with figures="off"; the figures file loads only when How to play opens.
import { expect } from '@open-wc/testing';
import { optionsInput, resolveOptions, variantFigures, type Options, type OptionsInput } from '../../engine/src/index.ts';
import { figuresParagraph, HELP_FIGURES_GAMES, HELP_FIGURES_SEED } from '../src/figures/help-figures.ts';
import { howToParagraphs } from '../src/help/help-plan.ts';
import EN_HELP from '../../picture/help.en.ts';
import de from '../src/i18n/war.de.ts';
import ru from '../src/i18n/war.ru.ts';
import type { WarHelpStrings } from '../src/i18n/strings.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { find, until } from './decision-helpers.ts';
import { all, mount, screenshotStats, unmountAll } from './helpers.ts';
import { speaking } from './language-helpers.ts';

/** The options as the engine resolves them. */
function resolved(input: OptionsInput): Options {
  const r = resolveOptions(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The paragraph the engine's own figures give, for the same options, seed and game count. */
function engineParagraph(options: Options, h: WarHelpStrings, locale: string): string {
  const r = variantFigures(optionsInput(options), { seed: HELP_FIGURES_SEED, games: HELP_FIGURES_GAMES });
  if (!r.ok) throw new Error(r.error.message);
  return figuresParagraph(r.value, h, locale);
}

/** Opens How to play and waits until its paragraphs are `count` long and the last is not the working line. */
async function openedHelp(el: PiecepackWar, count: number, working: string): Promise<string[]> {
  await until(() => find(el, '.help-box') !== null, 'the help disclosure');
  find<HTMLDetailsElement>(el, '.help-box')!.open = true;
  const texts = () => all(el, '.help-box p').map((p) => p.textContent ?? '');
  await until(() => texts().length === count && texts().at(-1) !== working, 'How to play with its figures');
  return texts();
}

describe("How to play's figures", () => {
  afterEach(unmountAll);

  it("ends How to play with the engine's figures for the options in force (War, then Tod und Leben)", async () => {
    const games: [Record<string, string>, OptionsInput][] = [
      [
        { variant: 'war', 'war-face-down': '2' },
        { variant: 'war', warFaceDown: 2 },
      ],
      [
        { variant: 'tod-und-leben', rounds: '2' },
        { variant: 'tod-und-leben', rounds: 2 },
      ],
    ];
    for (const [attributes, input] of games) {
      const el = await mount(attributes);
      const options = resolved(input);
      const rules = howToParagraphs(options, EN_HELP, 'en');
      const shown = await openedHelp(el, rules.length + 1, EN_HELP.howTo['figures.working']);
      expect(shown.slice(0, -1)).to.deep.equal(rules);
      expect(shown.at(-1)).to.equal(engineParagraph(options, EN_HELP, 'en'));
      expect(shown.at(-1)).to.match(
        /^In 300 games the computer played with these options, a game lasted about \d+ tricks? on average, 9 in 10 within \d+\./,
      );
    }
  });

  it('says the figures in the page language (German, Russian)', async () => {
    for (const [lang, h] of [
      ['de', de],
      ['ru', ru],
    ] as const) {
      const el = await mount({ variant: 'russian', lang });
      await speaking(el, lang);
      const options = resolved({ variant: 'russian' });
      const shown = await openedHelp(el, howToParagraphs(options, h, lang).length + 1, h.howTo['figures.working']);
      expect(shown.at(-1)).to.equal(engineParagraph(options, h, lang));
      expect(shown.at(-1)).to.contain(lang === 'de' ? 'In 300 Partien' : 'Из 300 партий');
    }
  });

  it('follows a change of options while How to play is open', async () => {
    const el = await mount({ variant: 'war' });
    const war = resolved({ variant: 'war' });
    await openedHelp(el, howToParagraphs(war, EN_HELP, 'en').length + 1, EN_HELP.howTo['figures.working']);
    el.setAttribute('players', '3');
    const three = resolved({ variant: 'war', players: 3 });
    await until(() => all(el, '.help-box p').at(-1)?.textContent === engineParagraph(three, EN_HELP, 'en'), "the three players' figures");
  });

  it('leaves the figures out with figures="off"', async () => {
    const el = await mount({ variant: 'war', figures: 'off' });
    const options = resolved({ variant: 'war' });
    const rules = howToParagraphs(options, EN_HELP, 'en');
    const shown = await openedHelp(el, rules.length, EN_HELP.howTo['figures.working']);
    expect(shown).to.deep.equal(rules);
    // Turned on again, the figures come.
    el.removeAttribute('figures');
    await until(() => all(el, '.help-box p').at(-1)?.textContent === engineParagraph(options, EN_HELP, 'en'), 'the figures once on');
  });

  it('fits How to play at 360 and 1280 px, light and dark (screenshots in .cache/screenshots)', async () => {
    const options = resolved({ variant: 'war' });
    for (const width of [360, 1280])
      for (const theme of ['light', 'dark']) {
        const el = await mount({ variant: 'war', theme }, width);
        const shown = await openedHelp(el, howToParagraphs(options, EN_HELP, 'en').length + 1, EN_HELP.howTo['figures.working']);
        expect(shown.at(-1)).to.equal(engineParagraph(options, EN_HELP, 'en'));
        const box = find<HTMLElement>(el, '.help-box')!;
        expect(box.scrollWidth, `${width} px ${theme}: nothing wider than How to play`).to.be.at.most(box.clientWidth);
        const figures = all(el, '.help-box p').at(-1)!;
        expect(figures.getBoundingClientRect().right, `${width} px ${theme}: the figures inside the widget`).to.be.at.most(
          el.getBoundingClientRect().right + 0.5,
        );
        const stats = await screenshotStats(
          `.test-box[data-width="${width}"] piecepack-war[theme="${theme}"]`,
          `help-figures-${width}-${theme}`,
        );
        expect(stats.distinct, 'a drawn widget').to.be.greaterThan(2);
        unmountAll();
      }
  });
});
