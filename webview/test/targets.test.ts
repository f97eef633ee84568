// Every target at least 44 x 44 CSS px (WCAG 2.5.5, Target Size, enhanced), at 360 px and at 1280 px, on every
// variant's table: the game menu and its items, "How to play", the controls, a decision game's prompts, summaries and
// the arrange screen. No spacing exception is used: every visible button, select, summary, link and input is measured.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { settle, until } from './decision-helpers.ts';
import { all, mount, unmountAll } from './helpers.ts';

const INTERACTIVE = 'button, select, summary, a[href], input, textarea, [role="button"], [tabindex="0"]';

/** Every visible interactive element too small, with its size. */
function tooSmall(el: PiecepackWar): string[] {
  const small: string[] = [];
  for (const node of all(el, INTERACTIVE)) {
    // A checkbox inside its label is reached through the whole label (a click on the words ticks it): the label is the target.
    const target = node.matches('input') && node.closest('label') ? node.closest('label')! : node;
    const r = target.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (node.matches('.table, [part~="table"], textarea')) continue;
    if (r.width < 44 - 0.5 || r.height < 44 - 0.5)
      small.push(
        `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
      );
  }
  return small;
}

/** Opens every closed disclosure (menu, How to play, summaries) so their contents are measured too. */
async function openAll(el: PiecepackWar): Promise<void> {
  for (const d of all<HTMLDetailsElement>(el, 'details')) d.open = true;
  await el.updateComplete;
  await settle();
}

const VARIANTS = ['war', 'war-cards', 'w-a-r', 'war-jokers', 'razboi', 'russian', 'pyanitsa', 'tod-und-leben', 'steal-war', 'stacked-deck'];

describe('every target at least 44 px', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(unmountAll);

  for (const width of [360, 1280])
    for (const variant of VARIANTS)
      it(`${width} px, ${variant}: every visible target, menus and summaries open, is at least 44 x 44`, async function () {
        this.timeout(600_000);
        const el = await mount({ variant, seed: '3' }, width);
        await settle();
        expect(tooSmall(el).join('; '), 'at the start').to.equal('');
        await openAll(el);
        expect(tooSmall(el).join('; '), 'with every disclosure open').to.equal('');
        // A few steps in (a decision game's next screen: buying, a steal prompt).
        for (let i = 0; i < 6; i++) {
          const next = all<HTMLButtonElement>(el, '.arr-done, button.flip, .pass-screen button, [part~="flip"]').find((b) => !b.disabled);
          if (next) next.click();
          else el.step();
          await el.updateComplete;
          await settle();
        }
        await until(() => true, 'a moment');
        await openAll(el);
        expect(tooSmall(el).join('; '), 'a few steps in').to.equal('');
      });
});
