// Phone heights: at 360 px, Steal War's table is at most about 700 px tall (each seat's table beside its three spots),
// and Stacked Deck War's buying window fits one phone screen (about 740 px) from the top of the seats: the seats fold to
// their title lines, a suit none of whose cells can be bought narrows, and each row is as tall as its names need.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { PiecepackWar } from '../src/piecepack-war.ts';
import { find, settle, until } from './decision-helpers.ts';
import { mount, screenshotStats, unmountAll } from './helpers.ts';

function height(el: PiecepackWar): number {
  return Math.round(el.getBoundingClientRect().height);
}

describe('phone heights', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(unmountAll);

  it('360 px, Steal War: at most 700 px tall while a steal is asked', async function () {
    this.timeout(30000);
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
    this.timeout(60000);
    const el = await mount({ variant: 'stacked-deck', seed: '3' }, 360);
    el.id = 'stacked-phone';
    await settle();
    for (let i = 0; i < 40 && !find(el, '.prompt.buy'); i++) {
      const next =
        find<HTMLButtonElement>(el, '.arr-done') ??
        find<HTMLButtonElement>(el, 'button.flip') ??
        find<HTMLButtonElement>(el, '.prompt:not(.waiting-box) .choices button:not([disabled])');
      if (next) next.click();
      await el.updateComplete;
      await settle();
      await until(() => true, 'a moment');
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
});
