// An ending worth reaching: the figures of a game (tricks, wars, the longest war, lead changes, each seat's pieces
// over the game) folded from the engine's events, the same from a record by replay; and the end banner showing them
// with a chart, in light and dark, at 1280 and 360 px (screenshots in .cache/screenshots).
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { GameEvent, WarView } from '../../engine/src/index.ts';
import { FigureTally, figuresOfRecord } from '../src/game-figures.ts';
import { all, mount, nextEvent, part, screenshotStats, unmountAll } from './helpers.ts';

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
    const end = nextEvent(el, 'pw-game-end', 60_000);
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
      const end = nextEvent(el, 'pw-game-end', 60_000);
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
});
