// Steal War whole at every width: from 320 to 1280 px, through its wars, no face-up card is cut off (the seat's three
// spots and its table share a phone's line; a war's cards must stay inside the seat).
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { clipped } from './clipping.ts';
import { find, settle } from './decision-helpers.ts';
import { all, mount, unmountAll } from './helpers.ts';

describe('Steal War whole at every width', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(unmountAll);

  it('from 320 to 1280 px, through its wars, no face-up card is cut off', async function () {
    this.timeout(600000);
    const rows: string[] = [];
    const bad: string[] = [];
    for (const width of [320, 360, 440, 520, 568, 640, 768, 1024, 1280]) {
      const el = await mount({ variant: 'steal-war', seed: '3', seats: 'human,human' }, width);
      await settle();
      let presses = 0;
      let cutPresses = 0;
      let wars = 0;
      let first = '';
      for (let i = 0; i < 120 && !el.view?.result; i++) {
        const next = find<HTMLButtonElement>(el, 'button.flip, .pass-screen button, .prompt .choices button:not([disabled])');
        if (!next) break;
        next.click();
        await el.updateComplete;
        await settle();
        presses++;
        if (all(el, '.war-group.depth-1').length > 0) wars++;
        const cut = clipped(el);
        if (cut.length > 0) {
          cutPresses++;
          first ||= `press ${i + 1}: ${cut.join(', ')}`;
        }
      }
      unmountAll();
      rows.push(`${width}: ${cutPresses} clipped of ${presses} (${wars} at war)`);
      if (cutPresses > 0) bad.push(`${width} px: ${cutPresses} of ${presses}, first ${first}`);
      expect(wars, `${width} px: a war seen`).to.be.greaterThan(0);
    }
    console.log(`widths Steal War seed 3\n  ${rows.join('\n  ')}`);
    expect(bad).to.deep.equal([]);
  });
});
