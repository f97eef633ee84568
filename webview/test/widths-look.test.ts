// Pictures of the table at the widths people read it at (360, 568, 768 and 1280 px) with 2, 4 and 6 seats, light and
// dark, each in a war with its face-up pieces laid: saved to .cache/screenshots (widths-*.png) for a person to look at,
// and each checked to show a whole table: every face-up piece inside its seat, the table drawn (not blank).
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { all, mount, screenshotStats, unmountAll } from './helpers.ts';

const GAMES: [string, Record<string, string>][] = [
  ['2-seats', { variant: 'war', seed: '7' }],
  ['4-seats', { variant: 'war', seed: '4', players: '4' }],
  ['6-seats', { variant: 'war', seed: '14', players: '6', packs: '2' }],
  ['6-seats-cards', { variant: 'war-cards', seed: '5', players: '6' }],
];

describe('the table at four widths, light and dark', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(unmountAll);

  for (const width of [360, 568, 768, 1280])
    for (const theme of ['light', 'dark'])
      for (const [name, attributes] of GAMES)
        it(`${width} px, ${theme}, ${name}: a war laid, every face-up piece whole`, async function () {
          this.timeout(300_000);
          const el = await mount({ ...attributes, theme }, width);
          el.id = `look-${width}-${theme}-${name}`;
          // Up to the first war laid: a face-up piece of a war's step on the table.
          for (let i = 0; i < 400 && !el.view?.result && all(el, '.war-group.depth-1 svg.up').length === 0; i++) {
            el.press();
            await el.updateComplete;
          }
          expect(all(el, '.war-group.depth-1 svg.up').length, 'a war laid').to.be.greaterThan(0);
          const stats = await screenshotStats(`#${el.id}`, `widths-${width}-${theme}-${name}`);
          expect(stats.width).to.be.closeTo(width, 1);
          expect(stats.distinct, 'a drawn table').to.be.greaterThan(50);
          for (const face of all(el, '.played svg.up')) {
            const r = face.getBoundingClientRect();
            const s = face.closest('.seat')!.getBoundingClientRect();
            expect(
              r.left >= s.left - 0.5 && r.right <= s.right + 0.5 && r.top >= s.top - 0.5 && r.bottom <= s.bottom + 0.5,
              `${face.getAttribute('aria-label')} inside its seat`,
            ).to.equal(true);
          }
        });
});
