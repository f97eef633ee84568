// The card art: number cards carry their pips laid out as printed (one per point, those below the middle upside down),
// courts a drawn figure whose headwear tells king, queen and jack apart, and every card its two corner indices.
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { CARD_RANKS, CARD_SUITS, type CardRank, type CardSuit } from '../../engine/src/on-demand.ts';
import { cardSvg } from '../../picture/art/card.ts';

/** Draws one card into the page and returns its <svg>. */
function card(suit: CardSuit, rank: CardRank): SVGSVGElement {
  const box = document.createElement('div');
  document.body.append(box);
  render(cardSvg({ kind: 'card', suit, rank, pack: 0 }, 1, `${rank} of ${suit}`, ''), box);
  return box.querySelector('svg')!;
}

afterEach(() => {
  for (const box of [...document.body.querySelectorAll('div')]) box.remove();
});

describe('card art', () => {
  it('a number card has one pip per point besides its two corner pips, those below the middle turned over', () => {
    for (const suit of CARD_SUITS)
      for (const rank of CARD_RANKS.filter((r) => /^\d+$/.test(r))) {
        const svg = card(suit, rank);
        const pips = svg.querySelectorAll('.ink > .symbol, .ink > g > .symbol');
        expect(pips.length, `${rank} of ${suit}`).to.equal(Number(rank) + 2);
        const turned = svg.querySelectorAll('.ink > g[transform^="rotate(180"]').length;
        expect(turned, `${rank} of ${suit}: the lower pips stand on their heads`).to.be.greaterThan(0);
        expect(turned).to.be.lessThan(Number(rank));
      }
  });

  it('the pips keep clear of the corner indices', () => {
    for (const rank of ['4', '9', '10'] as CardRank[]) {
      const svg = card('spades', rank);
      const index = svg.querySelector<SVGTextElement>('text.index')!.getBBox();
      for (const pip of svg.querySelectorAll<SVGGraphicsElement>('.ink > .symbol')) {
        const r = pip.getBoundingClientRect();
        const s = svg.getBoundingClientRect();
        const scale = 100 / s.height;
        const [x, y] = [(r.left - s.left) * scale, (r.top - s.top) * scale];
        const overlaps =
          x < index.x + index.width && y < index.y + index.height && x + r.width * scale > index.x && y + r.height * scale > index.y;
        expect(overlaps, `${rank}: a pip at (${x.toFixed(1)}, ${y.toFixed(1)}) over the index`).to.equal(false);
      }
    }
  });

  it('courts are drawn figures: no letter in the middle, and each court its own headwear', () => {
    const drawn = new Set<string>();
    for (const rank of ['J', 'Q', 'K'] as CardRank[]) {
      const svg = card('hearts', rank);
      expect(svg.querySelectorAll('text').length, `${rank}: only the two corner indices are text`).to.equal(2);
      expect(svg.querySelector('.court-frame'), rank).to.exist;
      drawn.add(svg.querySelector('.court-frame + g.symbol')!.innerHTML);
    }
    expect(drawn.size).to.equal(3);
  });
});
