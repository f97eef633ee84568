// No pile-up of motion: a quick press finishes the running animations before it lays new pieces, so the copies of an
// earlier pot never fly on while the next pieces come in.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { all, mount, part, unmountAll } from './helpers.ts';

describe('quick presses', () => {
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('a quick press finishes the running motion first: no copies of an earlier pot pile up', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await mount({ variant: 'war-cards', seed: '5' });
    let worst = 0;
    let pots = 0;
    for (let i = 0; i < 12; i++) {
      const onTable = all(el, '.played .piece').length;
      part(el, 'button.primary').click();
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 0));
      const ghosts = all(el, '.overlay .ghost').length;
      if (ghosts > 0) pots++;
      worst = Math.max(worst, ghosts - onTable);
    }
    console.log(`quick presses: copies beyond this press's pot, worst ${worst} (${pots} presses with a pot flying)`);
    expect(worst, 'only this press’s pot is in flight').to.be.at.most(0);
  });
});
