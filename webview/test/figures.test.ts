// An ending worth reaching: the figures of a game (tricks, wars, the longest war, lead changes, each seat's pieces
// over the game) folded from the engine's events, the same from a record by replay; and the end banner showing them
// with a chart, in light and dark, at 1280 and 360 px (screenshots in .cache/screenshots).
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { GameEvent, StackedView, StealView, WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { decisionFiguresOfRecord, type StackedFigures, type StealFigures } from '../src/figures/decision-figures.ts';
import { FigureTally, figuresOfRecord } from '../src/figures/game-figures.ts';
import { until } from './decision-helpers.ts';
import { all, motionDone, mount, nextEvent, part, query, screenshotStats, unmountAll } from './helpers.ts';

/** Plays a decision game between two computers at top speed to its end, and waits for the end's figures. */
async function playedToTheEnd(variant: string, width: number): Promise<PiecepackWar> {
  const el = await mount({ variant, seed: '2', seats: 'computer:random,computer:random', speed: 'max' }, width);
  const end = nextEvent(el, 'pw-game-end');
  el.play();
  await end;
  await until(() => query(el, '.figures') !== null, 'the end figures');
  // The last lines of a decision game's log fade in one after another; axe reads a line's colour as drawn, so a line
  // still fading failed the contrast check on a busy machine.
  await motionDone(el);
  return el;
}

/** The figures under the end banner, each as "label value". */
function shownFigures(el: PiecepackWar): string[] {
  return all(el, '.figures .figure').map((f) => `${f.querySelector('dt')!.textContent} ${f.querySelector('dd')!.textContent}`);
}

/** Screenshots the widget at each width and scheme (the same ended game): light and dark, 1280 and 360 px. */
async function shootEnd(el: PiecepackWar, name: string): Promise<void> {
  const box = el.parentElement!;
  for (const width of [1280, 360]) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`.test-box[data-width="${width}"] { width: ${width}px; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    box.setAttribute('data-width', String(width));
    for (const scheme of ['light', 'dark'] as const) {
      await emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme });
      el.setAttribute('theme', scheme);
      await el.updateComplete;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const figures = part(el, '.figures');
      expect(figures.getBoundingClientRect().width, `fits the widget at ${width} px`).to.be.at.most(width);
      const shot = await screenshotStats(`.test-box[data-width="${width}"]`, `ending-${name}-${width}-${scheme}`);
      expect(shot.distinct, `${width} px ${scheme}: drawn`).to.be.greaterThan(20);
    }
  }
}

const up = (seat: number, piece: number) => ({ seat, piece });

describe('the figures of a game', () => {
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference', colorScheme: 'light' });
  });

  it('counts tricks, wars, the longest war and lead changes, and each seat’s pieces after every trick', () => {
    const tally = new FigureTally();
    const events: GameEvent[] = [
      { type: 'battle', trick: 1, faceUp: [up(0, 1), up(1, 2)] },
      { type: 'trick', winner: 0, piece: 1, beaten: up(1, 2), depth: 0, pot: 2 },
      { type: 'pickup', seat: 0, count: 2, to: 'stack' },
      { type: 'battle', trick: 2, faceUp: [up(0, 3), up(1, 4)] },
      { type: 'tie', seats: [0, 1], depth: 1 },
      { type: 'war', depth: 1, faceDown: [1, 1], faceUp: [up(0, 5), up(1, 6)] },
      { type: 'tie', seats: [0, 1], depth: 2 },
      { type: 'war', depth: 2, faceDown: [1, 1], faceUp: [up(0, 7), up(1, 8)] },
      { type: 'trick', winner: 1, piece: 8, beaten: up(0, 7), depth: 2, pot: 10 },
      { type: 'pickup', seat: 1, count: 10, to: 'stack' },
    ];
    tally.start([6, 6]);
    tally.add(events);
    expect(tally.figures()).to.deep.equal({
      tricks: 2,
      wars: 1,
      longestWar: 2,
      leadChanges: 1,
      series: [
        [6, 7, 2],
        [6, 5, 10],
      ],
    });
  });

  it('a record replays to the same figures as the game played; every piece is held by someone after each trick', async () => {
    const el = await mount({ variant: 'war-cards', seed: '12', speed: 'max' });
    const end = nextEvent(el, 'pw-game-end');
    el.play();
    await end;
    const figures = figuresOfRecord(el.record!)!;
    expect(figures.tricks).to.equal((el.view as WarView).tricks);
    // (The last trick may end with a seat short of pieces for its war: the end is not counted.)
    for (let i = 0; i < figures.series[0].length - 1; i++) expect(figures.series[0][i] + figures.series[1][i], `point ${i}`).to.equal(52);
  });

  for (const [width, scheme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [360, 'light'],
    [360, 'dark'],
  ] as const) {
    it(`the end shows the figures and a chart, ${width} px, ${scheme}`, async () => {
      await emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme });
      const el = await mount({ variant: 'war', seed: '12', speed: 'max', theme: scheme }, width);
      const end = nextEvent(el, 'pw-game-end');
      el.play();
      await end;
      await el.updateComplete;
      const figures = part(el, '.figures');
      const words = figures.textContent.replace(/\s+/g, ' ');
      for (const label of ['Tricks', 'Wars', 'Longest war', 'Lead changes']) expect(words).to.contain(label);
      expect(all(el, '.chart polyline')).to.have.length(2);
      expect(part(el, '.chart').getAttribute('aria-label')).to.match(
        /^Pieces of each seat over the game: Seat 1 from 12 to \d+, at most \d+; Seat 2/,
      );
      expect(figures.getBoundingClientRect().width, 'fits the widget').to.be.at.most(width);
      const shot = await screenshotStats(`.test-box[data-width="${width}"]`, `ending-${width}-${scheme}`);
      expect(shot.distinct).to.be.greaterThan(20);
      await expect(el, 'axe: the ending').to.be.accessible();
    });
  }

  it('Steal War: tricks, wars, steals, steals refused and protections, and each seat’s cards, as its record replays', async function () {
    this.timeout(600_000);
    const el = await playedToTheEnd('steal-war', 1280);
    const view = el.view as StealView;
    const f = decisionFiguresOfRecord(el.record!) as StealFigures;
    expect(f.family).to.equal('steal-war');
    expect(f.tricks, 'tricks as the table counts them').to.equal(view.tricks);
    expect(f.steals, 'steals as the table counts them').to.equal(view.steals);
    const events = el.record!.actions.length;
    expect(events, 'a real game').to.be.greaterThan(10);
    // After each trick every card is held by someone (none on the table): the seats' lines add up to the game's cards.
    for (let i = 0; i < f.series[0].length - 1; i++)
      expect(f.series[0][i] + f.series[1][i], `point ${i}`).to.equal(view.total - view.aside);
    expect(
      f.series.map((s) => s.at(-1)),
      'the lines end where the seats are',
    ).to.deep.equal(view.seats.map((s) => s.packet + s.pile + (s.holding ? 1 : 0)));
    expect(shownFigures(el)).to.deep.equal([
      `Tricks ${f.tricks}`,
      `Wars ${f.wars}`,
      `Steals ${f.steals}`,
      `Steals refused ${f.refused}`,
      `Protections ${f.protections}`,
    ]);
    expect(all(el, '.figures .chart polyline')).to.have.length(2);
    expect(part(el, '.figures .chart').getAttribute('aria-label')).to.match(/^Pieces of each seat over the game: Seat 1 from 27 to \d+/);
    await expect(el, 'axe: the ending').to.be.accessible();
    await shootEnd(el, 'steal-war');
  });

  it('Stacked Deck War: rounds, wars, actions bought and coins spent, and the tiles each seat removed', async function () {
    this.timeout(600_000);
    const el = await playedToTheEnd('stacked-deck', 1280);
    const view = el.view as StackedView;
    const f = decisionFiguresOfRecord(el.record!) as StackedFigures;
    expect(f.family).to.equal('stacked-deck');
    expect(f.rounds, 'rounds decided').to.be.at.least(view.round - 1);
    expect(f.coins, 'two coins or one an action').to.equal(f.bought * view.coinsPerAction);
    expect(
      f.series.map((s) => s.at(-1)),
      'the lines end at the tiles each seat removed',
    ).to.deep.equal(view.seats.map((s) => s.removed.length));
    expect(f.series[0][0], 'nothing removed at the start').to.equal(0);
    expect(shownFigures(el)).to.deep.equal([
      `Rounds ${f.rounds}`,
      `Wars ${f.wars}`,
      `Actions bought ${f.bought}`,
      `Coins spent ${f.coins}`,
    ]);
    expect(all(el, '.figures .chart polyline')).to.have.length(2);
    expect(part(el, '.figures .chart').getAttribute('aria-label')).to.match(
      /^Tiles removed by each seat over the game: Seat 1 from 0 to \d+/,
    );
    await expect(el, 'axe: the ending').to.be.accessible();
    await shootEnd(el, 'stacked-deck');
  });

  it('the end figures come in each language', async function () {
    this.timeout(600_000);
    const el = await playedToTheEnd('steal-war', 640);
    for (const [lang, word] of [
      ['de', 'Geklaute Stapel'],
      ['fr', 'Tas volés'],
      ['ro', 'Grămezi furate'],
      ['ru', 'Кражи'],
    ] as const) {
      el.setAttribute('lang', lang);
      await until(() => (query(el, '.figures')?.textContent ?? '').includes(word), `the figures in ${lang}`);
    }
  });
});
