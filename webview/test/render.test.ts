// Rendering: every playable variant draws its table (seats, stacks, counts), 2 to 6 seats fit from 320 px to a wide
// panel, a dropped-out seat is greyed, pieces set aside are mentioned, and the families without a table say so.
import { expect } from '@open-wc/testing';
import { PRESETS, VARIANT_NAMES, type WarView } from '../../engine/src/index.ts';
import { all, flipTimes, mount, part, unmountAll } from './helpers.ts';

const PLAYABLE = VARIANT_NAMES.filter((v) => PRESETS[v].family === 'war' || PRESETS[v].family === 'tod-und-leben');

describe('rendering', () => {
  afterEach(unmountAll);

  for (const variant of PLAYABLE) {
    it(`draws ${variant}: one seat per player, each stack's count, the title`, async () => {
      const el = await mount({ variant, seed: '11' });
      const view = el.view as WarView;
      expect(view.variant).to.equal(variant);
      const seats = all(el, '.seat');
      expect(seats).to.have.length(view.seats.length);
      const counts = all(el, '.count').map((c) => Number(c.textContent));
      expect(counts).to.deep.equal(view.seats.map((s) => s.count));
      expect(counts.reduce((a, b) => a + b, 0) + view.aside).to.equal(view.total);
      expect(part(el, '.title').textContent).to.equal(PRESETS[variant].title);
      expect(all(el, '.pile.stack svg.back').length).to.be.greaterThan(0);
    });

    it(`plays ${variant}: a flip puts face-up pieces on the table`, async () => {
      const el = await mount({ variant, seed: '11' });
      await flipTimes(el, 1);
      expect(all(el, '.played svg.up').length).to.be.at.least(2);
    });
  }

  for (const players of [2, 3, 4, 5, 6]) {
    for (const width of [320, 1100]) {
      it(`lays out ${players} seats in ${width} px without overflowing`, async () => {
        const el = await mount({ variant: 'war', players: String(players), packs: '2', seed: '3' }, width);
        await flipTimes(el, 1);
        const game = part(el, '.game');
        expect(all(el, '.seat')).to.have.length(players);
        expect(game.scrollWidth, 'no horizontal overflow').to.be.at.most(game.clientWidth + 1);
        for (const seat of all(el, '.seat')) expect(seat.getBoundingClientRect().width).to.be.greaterThan(100);
      });
    }
  }

  it('draws a custom deck (4x4) as numbered cards, each named "card N"', async () => {
    const el = await mount({ variant: 'war', deck: '4x4', seed: '2' });
    const view = el.view as WarView;
    expect(view.total).to.equal(16);
    expect(all(el, '.pile.stack svg.card.back').length).to.be.greaterThan(0);
    await flipTimes(el, 1);
    const faces = all(el, '.played svg.up.numbered');
    expect(faces.length).to.be.at.least(2);
    for (const face of faces) {
      expect(face.getAttribute('aria-label')).to.match(/^card [1-4]$/);
      expect(face.textContent?.replace(/\s/g, '')).to.match(/^([1-4])\1\1$/, 'the number in the middle and in two corners');
    }
  });

  it('mentions pieces set aside at the deal', async () => {
    const el = await mount({ variant: 'war', players: '5', packs: '2', seed: '1' });
    const view = el.view as WarView;
    expect(view.aside).to.equal(3);
    expect(part(el, '.status').textContent).to.contain('3 set aside at the deal');
  });

  it('greys a seat that dropped out', async () => {
    const el = await mount({ variant: 'war', players: '3', seed: '5', autoplay: '', speed: 'max' });
    await new Promise<void>((resolve) => {
      const check = () => ((el.view as WarView).seats.some((s) => s.out) ? resolve() : setTimeout(check, 20));
      check();
    });
    el.pause();
    await el.updateComplete;
    const out = (el.view as WarView).seats.find((s) => s.out)!;
    const seat = part(el, `.seat[data-seat="${out.seat}"]`);
    expect(seat.classList.contains('out')).to.equal(true);
    expect(seat.getAttribute('part')).to.contain('seat-out');
    expect(seat.textContent).to.contain('out');
    const piece = seat.querySelector('.piece');
    if (piece) expect(getComputedStyle(piece).filter).to.contain('grayscale');
    expect(getComputedStyle(seat).borderTopStyle).to.equal('dashed');
  });

  it('shows won piles in Tod und Leben', async () => {
    const el = await mount({ variant: 'tod-und-leben', seed: '4' });
    await flipTimes(el, 6);
    const won = (el.view as WarView).seats.map((s) => s.won);
    expect(won.reduce((a, b) => a + b, 0)).to.be.greaterThan(0);
    expect(all(el, '.won-count').map((n) => n.textContent)).to.deep.equal(won.map((n) => `${n} won`));
  });

  it('tells pieces of several packs apart', async () => {
    const el = await mount({ variant: 'war', packs: '3', seed: '2' });
    await flipTimes(el, 5);
    expect((el.view as WarView).phase).to.equal('collect');
    const packs = new Set(all(el, '.played svg.up').map((s) => [...s.classList].find((c) => c.startsWith('pack-'))));
    expect(packs.size).to.be.greaterThan(0);
    for (const svg of all(el, '.played svg.up')) {
      const pack = Number([...svg.classList].find((c) => c.startsWith('pack-'))!.slice(5));
      // The pack's number, in a disc large enough to read at the piece's size.
      expect(svg.querySelector('.pack-number')!.textContent).to.equal(String(pack));
      expect(svg.querySelector('.pack-number')!.getBoundingClientRect().height, 'the number is at least 9 px tall').to.be.at.least(9);
      expect(svg.getAttribute('aria-label')).to.match(new RegExp(`#${pack}$`));
    }
  });

  for (const [variant, screen] of [
    ['steal-war', '.st-table'],
    ['stacked-deck', '.arrange'],
  ]) {
    it(`draws ${variant} with its own table (${screen}), a human seat against the computer by default`, async () => {
      const el = await mount({ variant });
      expect(el.shadowRoot!.querySelector('.error')).to.equal(null);
      expect(part(el, screen)).to.exist;
      expect(el.options!.seats).to.deep.equal(['human', 'computer']);
    });
  }
});
