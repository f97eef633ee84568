// Phone heights: at 360 px, Steal War's table is at most about 700 px tall (each seat's table beside its three spots),
// and Stacked Deck War's buying window fits one phone screen (about 740 px) from the top of the seats: the seats fold to
// their title lines, a suit none of whose cells can be bought narrows, and each row is as tall as its names need. Six
// seats of War on a 360 x 740 phone: each seat a row with its name beside its stack, and Flip within the first screen.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { find, settle, until } from './decision-helpers.ts';
import { all, mount, part, screenshotStats, unmountAll } from './helpers.ts';

function height(el: PiecepackWar): number {
  return Math.round(el.getBoundingClientRect().height);
}

describe('phone heights', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(unmountAll);

  it('360 px, Steal War: at most 700 px tall while a steal is asked', async function () {
    this.timeout(600_000);
    const el = await mount({ variant: 'steal-war', seed: '3' }, 360);
    el.id = 'steal-phone';
    await settle();
    let most = height(el);
    for (let i = 0; i < 12; i++) {
      const next = find<HTMLButtonElement>(el, 'button.flip') ?? find<HTMLButtonElement>(el, '.prompt .choices button:not([disabled])');
      if (!next) break;
      next.click();
      await el.updateComplete;
      await settle();
      most = Math.max(most, height(el));
    }
    console.log(`Steal War at 360 px: at most ${most} px`);
    await screenshotStats('#steal-phone', 'heights-steal-360');
    expect(most).to.be.at.most(700);
  });

  it('360 px, Stacked Deck War: the seats fold while buying; seats and window fit a phone screen (about 740 px)', async function () {
    this.timeout(600_000);
    const el = await mount({ variant: 'stacked-deck', seed: '3' }, 360);
    el.id = 'stacked-phone';
    await settle();
    // The person's next control: done arranging, flip, or a choice; none while the computer seats play.
    const next = (): HTMLButtonElement | null =>
      find<HTMLButtonElement>(el, '.arr-done') ??
      find<HTMLButtonElement>(el, 'button.flip') ??
      find<HTMLButtonElement>(el, '.prompt:not(.waiting-box) .choices button:not([disabled])');
    // Sized by presses, not by time: each press waits for the table's next state (a control of the person's, or the
    // buying window) however long a loaded machine takes to play the computer seats' turns.
    for (let presses = 0; presses < 40 && !find(el, '.prompt.buy'); presses++) {
      await until(() => find(el, '.prompt.buy') !== null || next() !== null, 'a control of the person or the buying window');
      if (find(el, '.prompt.buy')) break;
      next()!.click();
      await el.updateComplete;
      await settle();
    }
    expect(find(el, '.prompt.buy'), 'the buying window').to.not.equal(null);
    const h = height(el);
    // From the top of the seats to the end of the buying window: what the player reads to buy.
    const top = find(el, '.sd-seats')!.getBoundingClientRect().top;
    const window = Math.round(find(el, '.prompt.buy')!.getBoundingClientRect().bottom - top);
    console.log(`Stacked Deck War buying at 360 px: the widget ${h} px, seats and buying window ${window} px`);
    await screenshotStats('#stacked-phone', 'heights-stacked-buy-360');
    expect(window).to.be.at.most(745);
    expect(find(el, '.sd-seat .coins-box')!.getBoundingClientRect().height, 'the seats folded').to.equal(0);
  });

  for (const [name, attributes] of [
    ['card War', { variant: 'war-cards', seed: '5', players: '6' }],
    ['piecepack War, two packs', { variant: 'war', seed: '14', players: '6', packs: '2' }],
  ] as const)
    it(`360 px, six seats of ${name}: Flip within a phone's first screen (740 px), each seat one row`, async () => {
      const el = await mount({ ...attributes }, 360);
      el.id = `six-${attributes.variant}`;
      const lowest = () => Math.round(part(el, '[part~="flip"]').getBoundingClientRect().bottom - el.getBoundingClientRect().top);
      // Each seat one row: its name beside its stack, not above it.
      const head = part(el, '.seat .seat-head').getBoundingClientRect();
      const body = part(el, '.seat .seat-body').getBoundingClientRect();
      expect(head.right, 'the name beside the stack').to.be.at.most(body.left);
      let most = lowest();
      // The deal, then plain tricks (a deep war on six narrow seats may wrap its pieces to a second line).
      for (let i = 0; i < 6 && !el.view!.result; i++) {
        el.press();
        await el.updateComplete;
        if (el.view!.result) break;
        if (all(el, '.seat.tied').length === 0) most = Math.max(most, lowest());
      }
      console.log(`six seats of ${name} at 360 px: Flip's bottom at most ${most} px below the widget's top`);
      await screenshotStats(`#six-${attributes.variant}`, `heights-six-${attributes.variant}-360`);
      expect(most, 'Flip within the first screen, with room for the page above').to.be.at.most(720);
    });
});
