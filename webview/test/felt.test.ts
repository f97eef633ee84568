// A dark --pp-felt set by a light page: every text the decision games draw (Stacked Deck War's setup screen and its
// buying window, Steal War's table) keeps 4.5:1 against what it sits on, as the War table does (words.test.ts).
import { expect } from '@open-wc/testing';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { backgroundOf, contrast, textNodes } from './contrast.ts';
import { find, until } from './decision-helpers.ts';
import { mount, screenshotStats, unmountAll } from './helpers.ts';

/** Felts a page might choose: dark green, dark red, mid grey, and a light blue for the other direction. */
const FELTS = ['#12331f', '#5a1d1d', '#767676', '#d8e6f2'];

/** Every text in the widget against its own background; returns how many were checked. */
function expectReadable(el: PiecepackWar, felt: string): number {
  const nodes = textNodes(el.shadowRoot!);
  for (const node of nodes) {
    const bg = backgroundOf(node);
    expect(contrast(getComputedStyle(node).color, bg), `"${node.textContent?.trim().slice(0, 60)}" on ${bg} (felt ${felt})`).to.be.at.least(
      4.5,
    );
  }
  return nodes.length;
}

async function withFelt(
  attributes: Record<string, string>,
  felt: string,
  ready: (el: PiecepackWar) => boolean,
  what: string,
): Promise<PiecepackWar> {
  const el = await mount({ theme: 'light', speed: 'max', ...attributes }, 768);
  el.style.setProperty('--pp-felt', felt);
  await until(() => ready(el), what);
  await el.updateComplete;
  return el;
}

describe('a dark felt in the decision games', () => {
  afterEach(() => unmountAll());

  for (const felt of FELTS) {
    it(`Stacked Deck War's setup screen on ${felt}`, async () => {
      const el = await withFelt(
        { variant: 'stacked-deck', seats: 'human,computer', seed: '3' },
        felt,
        (e) => find(e, '.arrange') !== null,
        'the setup screen',
      );
      expect(expectReadable(el, felt)).to.be.greaterThan(10);
      await screenshotStats('piecepack-war', `felt-stacked-setup-${felt.slice(1)}`);
    });

    it(`Stacked Deck War's buying window on ${felt}`, async () => {
      const el = await withFelt(
        { variant: 'stacked-deck', seats: 'human,computer', arrange: 'shuffled', seed: '3' },
        felt,
        (e) => find(e, '.prompt.buy') !== null,
        'the buying window',
      );
      expect(expectReadable(el, felt)).to.be.greaterThan(10);
      await screenshotStats('piecepack-war', `felt-stacked-buy-${felt.slice(1)}`);
    });

    it(`Steal War's table on ${felt}`, async () => {
      const el = await withFelt(
        { variant: 'steal-war', seats: 'human,computer', seed: '12', 'confirm-forced': '' },
        felt,
        (e) => find(e, '.steal-table, .prompt') !== null,
        'the Steal War table',
      );
      expect(expectReadable(el, felt)).to.be.greaterThan(5);
      await screenshotStats('piecepack-war', `felt-steal-${felt.slice(1)}`);
    });
  }
});
