// Words and looks from the viewer's side: "Seat 1 (you)", "You win!" or "The computer wins!", the rank order where it
// is not the usual one, why collecting everything lost at the end of P'yanitsa; axe clean at every state a War game
// reaches (a war marked and fanned, the game menu open, the end), no heading-order in any page whatever heading-level
// says; and every text on a dark felt set by a light page at 4.5:1 or more.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import axe from 'axe-core';
import type { WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { playToDecision, RAZBOI_JOKERS } from './deals.ts';
import { backgroundOf, contrast } from './contrast.ts';
import { all, flipTimes, mount, nextEvent, part, unmountAll } from './helpers.ts';

/** Plays to the end at full speed. */
async function playToEnd(el: PiecepackWar): Promise<void> {
  const end = nextEvent(el, 'pw-game-end');
  el.speed = 'max';
  el.play();
  await end;
  await el.updateComplete;
}

/** Axe's heading-order rule over the whole page (shadow roots included). */
async function headingOrder(): Promise<string[]> {
  const result = await axe.run(document, { runOnly: ['heading-order'], resultTypes: ['violations'] });
  return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
}

describe('words, looks and accessibility of the War table', () => {
  afterEach(async () => {
    unmountAll();
    document.querySelectorAll('.page-heading').forEach((h) => h.remove());
    await emulateMedia({ reducedMotion: 'no-preference', colorScheme: 'light' });
  });

  it('names the person\'s seat "Seat 1 (you)" and ends from the person\'s side', async () => {
    const el = await mount({ variant: 'war', seed: '21' });
    expect(all(el, '.seat-name').map((n) => n.textContent)).to.deep.equal(['Seat 1 (you)', 'Seat 2']);
    await playToEnd(el);
    const result = el.view!.result!;
    const headline = part(el, '.headline').textContent;
    if (result.winners.length === 1) expect(headline).to.equal(result.winners[0] === 0 ? 'You win!' : 'The computer wins!');
    // Among several computers, they are named by seat.
    const three = await mount({ variant: 'war', players: '3', seed: '5' });
    await playToEnd(three);
    const w = three.view!.result!.winners;
    if (w.length === 1 && w[0] !== 0) expect(part(three, '.headline').textContent).to.equal(`Seat ${w[0] + 1} wins!`);
  });

  it('shows the rank order where it is not the usual one, and nowhere else', async () => {
    const russian = await mount({ variant: 'russian', seed: '1' });
    expect(part(russian, '.rank-note').textContent).to.equal('Ranks here: null > ace > 2 > 3 > 4 > 5; but a 5 beats a null.');
    const pyanitsa = await mount({ variant: 'pyanitsa', seed: '1' });
    expect(part(pyanitsa, '.rank-note').textContent).to.equal(
      'Ranks here: ace > king > queen > jack > 10 > 9 > 8 > 7 > 6; but a 6 beats an ace.',
    );
    const war = await mount({ variant: 'war', seed: '1' });
    expect(war.shadowRoot!.querySelector('.rank-note')).to.equal(null);
  });

  it("P'yanitsa: the end says why ending up with everything lost", async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    for (let seed = 1; seed < 40; seed++) {
      const el = await mount({ variant: 'pyanitsa', seed: String(seed), 'max-tricks': '5000' });
      await playToEnd(el);
      if (el.view!.result!.reason !== 'all-pieces') {
        unmountAll();
        continue;
      }
      const holder = (el.view as WarView).seats.find((s) => s.count > 0)!.seat;
      expect(part(el, '.banner').textContent).to.contain(
        `Seat ${holder + 1} ended up with every piece, and in P'yanitsa (Drunkard) that loses.`,
      );
      expect(el.view!.result!.losers).to.deep.equal([holder]);
      return;
    }
    throw new Error('no seed ended with one seat holding everything');
  });

  for (const theme of ['light', 'dark']) {
    it(`axe: a war marked and fanned, the pot waiting, the menu open, the end (${theme})`, async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await mount({ theme }, 320);
      el.record = RAZBOI_JOKERS;
      await el.updateComplete;
      await flipTimes(el, 1);
      expect(all(el, '.war-mark')).to.have.length(2);
      await expect(el).to.be.accessible();
      await flipTimes(el, 1);
      await expect(el).to.be.accessible();
      await playToDecision(el);
      await expect(el).to.be.accessible();
      part<HTMLDetailsElement>(el, '.menu').open = true;
      await expect(el).to.be.accessible();
      const russian = await mount({ variant: 'russian', theme, seed: '3' }, 768);
      await expect(russian).to.be.accessible();
      await playToEnd(russian);
      await expect(russian).to.be.accessible();
    });
  }

  it('heading-level: without it the widget adds no heading; with it the title is a heading of that level', async () => {
    const h1 = document.createElement('h1');
    h1.className = 'page-heading';
    h1.textContent = 'A blog post';
    document.body.prepend(h1);
    const plain = await mount({ variant: 'war', seed: '1' });
    expect(part(plain, '.title').getAttribute('role')).to.equal(null);
    expect(await headingOrder()).to.deep.equal([]);
    const titled = await mount({ variant: 'war-cards', seed: '1', 'heading-level': '2' });
    expect(part(titled, '.title').getAttribute('role')).to.equal('heading');
    expect(part(titled, '.title').getAttribute('aria-level')).to.equal('2');
    expect(await headingOrder()).to.deep.equal([]);
    await expect(titled).to.be.accessible();
  });

  it('a wrong heading-level is reported like any wrong setting', async () => {
    const el = await mount({ variant: 'war', 'heading-level': '9' });
    expect(part(el, '.error').textContent).to.contain('heading-level');
    expect(el.error!.option).to.equal('heading-level');
  });

  it('a dark --pp-felt in a light page: every text on the felt keeps 4.5:1', async () => {
    for (const felt of ['#12331f', '#5a1d1d', '#767676', '#d8e6f2']) {
      const el = await mount({ variant: 'russian', theme: 'light', seed: '2' }, 768);
      el.style.setProperty('--pp-felt', felt);
      await flipTimes(el, 1);
      const table = part(el, '.table');
      let checked = 0;
      for (const node of [table, ...table.querySelectorAll('*')]) {
        const own = [...node.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && (c.textContent ?? '').trim() !== '');
        if (!own || node.closest('svg') || node.classList.contains('sr-only')) continue;
        const bg = backgroundOf(node);
        const ratio = contrast(getComputedStyle(node).color, bg);
        expect(ratio, `"${node.textContent?.trim()}" on ${bg} (felt ${felt})`).to.be.at.least(4.5);
        checked++;
      }
      expect(checked).to.be.greaterThan(3);
      expect(backgroundOf(part(el, '.rank-note'))).to.not.equal('rgb(255, 255, 255)');
      unmountAll();
    }
  });
});
