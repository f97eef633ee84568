// Sizes and layout: pieces follow the widget's width (not the viewport's) and --pp-piece-size still fixes them; text
// and tile indexes stay readable; every control is a 44 px target and the Speed label stays visible on a phone; the
// sizes the decision tables may use (coins, dice) are defined; and in the longest wars, from 320 px, every face-up
// piece stays whole inside its own seat.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { everySeatAtWar, playToDecision, RAZBOI_JOKERS, WAR_WITHIN_WARS } from './deals.ts';
import { all, flipTimes, mount, part, unmountAll } from './helpers.ts';

function size(node: Element): { w: number; h: number } {
  const r = node.getBoundingClientRect();
  return { w: r.width, h: r.height };
}

/** The first face-up tile or card on the table. */
async function firstFace(el: PiecepackWar): Promise<Element> {
  await flipTimes(el, 1);
  return all(el, '.played svg.up')[0];
}

/** Whether `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
function inside(inner: DOMRect, outer: DOMRect): boolean {
  return (
    inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5
  );
}

/** Every face-up piece on the table lies inside its own seat (and every seat inside the widget), uncovered unless marked. */
function everyFaceInItsSeat(el: PiecepackWar, uncovered = true): number {
  const game = part(el, '.game').getBoundingClientRect();
  let faces = 0;
  for (const seat of all(el, '.seat')) {
    const box = seat.getBoundingClientRect();
    expect(inside(box, game), `seat ${seat.dataset.seat} inside the widget`).to.equal(true);
    for (const face of seat.querySelectorAll('.played svg.up')) {
      const r = face.getBoundingClientRect();
      expect(
        inside(r, box),
        `${face.getAttribute('aria-label')} of seat ${seat.dataset.seat} inside it: ${JSON.stringify(r)} in ${JSON.stringify(box)}`,
      ).to.equal(true);
      // Nothing drawn after it (so on top of it) covers it: no later piece, fan or count of the seat overlaps it.
      if (uncovered) {
        const later = [...seat.querySelectorAll('.played svg, .fan-count, .war-mark')].filter(
          (n) => face.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        for (const n of later) {
          const o = n.getBoundingClientRect();
          const overlap =
            Math.min(r.right, o.right) - Math.max(r.left, o.left) > 1 && Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top) > 1;
          expect(overlap, `${face.getAttribute('aria-label')} is covered by ${n.getAttribute('class')}`).to.equal(false);
        }
      }
      faces++;
    }
  }
  return faces;
}

describe('sizes and layout', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(unmountAll);

  it('a 360 px phone: tiles at least 48 px, cards at least 40 x 57, the tile index at least 12 px', async () => {
    const tile = size(await firstFace(await mount({ variant: 'war', seed: '3' }, 360)));
    expect(tile.w).to.be.at.least(48);
    expect(tile.h).to.be.at.least(48);
    const face = await firstFace(await mount({ variant: 'war-cards', seed: '3' }, 360));
    const card = size(face);
    expect(card.w).to.be.at.least(40);
    expect(card.h).to.be.at.least(57);
    // The card's corner index is drawn at 21 of the card's 100 units: at least 12 px on screen.
    expect((card.h * 21) / 100, 'card index').to.be.at.least(12);
    // The tile's corner suit (its index) is 25 of 100 units.
    expect((tile.h * 25) / 100, 'tile index').to.be.at.least(12);
  });

  it('a 768 px widget: tiles 72 to 88 px, cards about 64 x 90', async () => {
    const tile = size(await firstFace(await mount({ variant: 'war', seed: '3' }, 768)));
    expect(tile.w).to.be.within(72, 88);
    const card = size(await firstFace(await mount({ variant: 'war-cards', seed: '3' }, 768)));
    expect(card.w).to.be.within(58, 72);
    expect(card.h).to.be.within(82, 103);
  });

  it('at 600 px and wider, tiles are 72 to 88 px; pieces follow the widget, not the viewport', async () => {
    for (const width of [600, 1280]) {
      const tile = size(await firstFace(await mount({ variant: 'war', seed: '3' }, width)));
      expect(tile.w, `${width} px`).to.be.within(72, 88);
      unmountAll();
    }
    // A narrow widget in the same wide viewport keeps phone-sized pieces.
    const narrow = size(await firstFace(await mount({ variant: 'war', seed: '3' }, 320)));
    expect(narrow.w).to.be.within(48, 56);
  });

  it('--pp-piece-size still fixes the piece size', async () => {
    const el = await mount({ variant: 'war', seed: '3' }, 1000);
    el.style.setProperty('--pp-piece-size', '40px');
    expect(size(await firstFace(el)).w).to.be.closeTo(40, 0.5);
  });

  it('defines the sizes every table can use: coins and dice at least 32 px, pages may set them', async () => {
    const el = await mount({ variant: 'war', seed: '3' }, 360);
    const game = part(el, '.game');
    const probe = document.createElement('div');
    probe.className = 'size-probe';
    game.append(probe);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.size-probe { width: var(--_coin); height: var(--_die); }');
    el.shadowRoot!.adoptedStyleSheets = [...el.shadowRoot!.adoptedStyleSheets, sheet];
    expect(size(probe).w, 'coin').to.be.at.least(32);
    expect(size(probe).h, 'die').to.be.at.least(32);
    el.style.setProperty('--pp-coin-size', '50px');
    el.style.setProperty('--pp-die-size', '44px');
    expect(size(probe)).to.deep.equal({ w: 50, h: 44 });
    probe.remove();
  });

  it('no text under 13 px, at 320 px as at 1280 px', async () => {
    for (const width of [320, 1280]) {
      const el = await mount({ variant: 'tod-und-leben', seed: '3' }, width);
      await flipTimes(el, 3);
      for (const node of all(el, '.game *')) {
        if (node.closest('svg') || node.classList.contains('sr-only')) continue;
        const own = [...node.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && (c.textContent ?? '').trim() !== '');
        if (own) expect(parseFloat(getComputedStyle(node).fontSize), `${width} px: "${node.textContent?.trim()}"`).to.be.at.least(13);
      }
      unmountAll();
    }
  });

  for (const width of [320, 360, 768]) {
    it(`${width} px: every control is a 44 px target, and the Speed label shows`, async () => {
      const el = await mount({ variant: 'war', seed: '3' }, width);
      const targets = all(el, '.controls button, .controls select, .menu > summary');
      expect(targets.length).to.be.at.least(4);
      for (const t of targets) {
        const r = size(t);
        expect(r.h, `${t.getAttribute('part') ?? t.tagName} height`).to.be.at.least(44);
        expect(r.w, `${t.getAttribute('part') ?? t.tagName} width`).to.be.at.least(44);
      }
      part<HTMLDetailsElement>(el, '.menu').open = true;
      await el.updateComplete;
      for (const t of all(el, '.menu-body button')) expect(size(t).h).to.be.at.least(44);
      const word = part(el, '.speed-word');
      expect(word.textContent).to.equal('Speed');
      expect(size(word).w, 'the Speed label is visible').to.be.greaterThan(20);
      expect(getComputedStyle(word).clipPath).to.equal('none');
      // Nothing overflows the widget sideways.
      const game = part(el, '.game');
      expect(game.scrollWidth).to.be.at.most(game.clientWidth + 1);
    });
  }

  it('320 px, Război with jokers: a war of 15 a side, then a war of 5, and every face-up card stays inside its seat', async () => {
    const el = await mount({}, 320);
    el.record = RAZBOI_JOKERS;
    await el.updateComplete;
    const view = await playToDecision(el);
    expect(view.depth).to.equal(2);
    expect(view.seats.map((s) => s.played.filter((p) => !p.up).length)).to.deep.equal([18, 18]);
    expect(everyFaceInItsSeat(el)).to.equal(6);
    // The fans say how many lie face down.
    expect(all(el, '.seat[data-seat="0"] .fan').map((f) => f.getAttribute('aria-label'))).to.deep.equal(['14 face down', '4 face down']);
  });

  it('320 px, W-A-R: three wars within wars, every face-up card inside its seat', async () => {
    const el = await mount({}, 320);
    el.record = WAR_WITHIN_WARS;
    await el.updateComplete;
    const view = await playToDecision(el);
    expect(view.depth).to.equal(3);
    expect(everyFaceInItsSeat(el)).to.equal(8);
  });

  for (const seats of [3, 4, 5, 6]) {
    it(`320 px, ${seats} seats all at war twice: every face-up card inside its own seat`, async () => {
      const el = await mount({}, 320);
      el.record = everySeatAtWar(seats);
      await el.updateComplete;
      const view = await playToDecision(el);
      expect(view.depth).to.equal(2);
      expect(everyFaceInItsSeat(el)).to.equal(seats * 3);
    });
  }

  it('a war mid-way (the marks up, the war waiting) stays inside the seats at 320 px too', async () => {
    const el = await mount({}, 320);
    el.record = RAZBOI_JOKERS;
    await el.updateComplete;
    await flipTimes(el, 2);
    expect((el.view as WarView).phase).to.equal('war');
    expect(all(el, '.war-mark')).to.have.length(2);
    for (const mark of all(el, '.war-mark'))
      expect(inside(mark.getBoundingClientRect(), mark.closest('.seat')!.getBoundingClientRect()), 'the mark inside its seat').to.equal(
        true,
      );
    everyFaceInItsSeat(el, false);
  });
});

/** How much of `a` (its share of area) `b` covers. */
function covered(a: DOMRect, b: DOMRect): number {
  const w = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
  const h = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  return (w * h) / (a.width * a.height);
}

describe('the War! mark beside the tied pieces', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(unmountAll);

  const games: [string, Record<string, string>][] = [
    ['War', { variant: 'war', seed: '1' }],
    ['card War', { variant: 'war-cards', seed: '1' }],
    ['3-seat War', { variant: 'war', seed: '1', players: '3' }],
    ['Război', { variant: 'razboi', seed: '2' }],
    ['Tod und Leben', { variant: 'tod-und-leben', seed: '2' }],
  ];
  for (const width of [360, 640, 1280])
    for (const [name, attributes] of games)
      it(`${width} px, ${name}: in every tie of a game the mark covers no face-up piece and stays inside its seat`, async function () {
        this.timeout(600_000);
        const el = await mount(attributes, width);
        let ties = 0;
        let worst = 0;
        for (let i = 0; i < 3000 && !el.view?.result; i++) {
          el.flip();
          await el.updateComplete;
          const marks = all(el, '.war-mark');
          if (marks.length === 0) continue;
          ties++;
          for (const mark of marks) {
            const seat = mark.closest('.seat')!;
            const m = mark.getBoundingClientRect();
            expect(inside(m, seat.getBoundingClientRect()), `${name}: the mark inside its seat`).to.equal(true);
            for (const face of seat.querySelectorAll('.played svg.up')) {
              const share = covered(face.getBoundingClientRect(), m);
              worst = Math.max(worst, share);
              expect(share, `${name}: the mark over ${face.getAttribute('aria-label')}`).to.equal(0);
            }
          }
        }
        console.log(`war mark ${width} px ${name}: ${ties} ties, worst share of a piece covered ${worst.toFixed(2)}`);
        expect(ties).to.be.greaterThan(0);
      });
});
