// Walk-throughs on a screen: with the widget at the top of a 360 x 740 phone (and of a 1280 x 800 desktop), at every
// step of every walk-through the caption and the pieces on the table are both inside the viewport, the caption covering
// none of them; and a walk-through opened at its start offers no "Back to the game" (there is no game it left), until
// the reader steps back from its end.
import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { all, liveText, mount, part, query, rootsOf, screenshotStats, unmountAll } from './helpers.ts';

const WALKTHROUGHS = ['war', 'razboi', 'russian', 'tod-und-leben', 'steal-war', 'stacked-deck'];

/** The screens: the viewport, and the widget's width on the demo page there (its column). */
const SCREENS = [
  { name: 'phone', width: 360, height: 740, widget: 328 },
  { name: 'desktop', width: 1280, height: 800, widget: 768 },
];

/**
 * The pieces of the trick on the table, or their empty places (War family and Steal War: `.played`; Stacked Deck War:
 * `.on-table`).
 */
function trickPieces(el: PiecepackWar): Element[] {
  return rootsOf(el).flatMap((r) => [...r.querySelectorAll(':is(.played, .on-table) :is(.piece, .slot, .slot-empty)')]);
}

/** Where `box` sits against the viewport, or '' when it is wholly inside. */
function outside(box: DOMRect): string {
  const off: string[] = [];
  if (box.top < 0) off.push(`top ${Math.round(box.top)}`);
  if (box.bottom > innerHeight) off.push(`bottom ${Math.round(box.bottom)} > ${innerHeight}`);
  if (box.left < 0 || box.right > innerWidth) off.push(`left ${Math.round(box.left)} right ${Math.round(box.right)}`);
  return off.join(', ');
}

function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

describe('walk-throughs on a screen', () => {
  /** A box over the viewport, for screenshots of what a reader sees. */
  const viewport = document.createElement('div');
  viewport.id = 'pw-viewport';
  viewport.style.cssText = 'position: fixed; inset: 0; pointer-events: none; z-index: 10';
  before(() => {
    document.body.append(viewport);
    return emulateMedia({ reducedMotion: 'reduce' });
  });
  after(async () => {
    viewport.remove();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(unmountAll);

  for (const screen of SCREENS)
    it(`${screen.name} (${screen.width} x ${screen.height}): the caption and the trick share the first screen at every step`, async function () {
      this.timeout(600_000);
      await setViewport({ width: screen.width, height: screen.height });
      const misses: string[] = [];
      for (const name of WALKTHROUGHS) {
        const record = (await (await fetch(`/demo/records/walkthroughs/${name}.json`)).json()) as { actions: unknown[] };
        // English in the light theme, Russian (the longest captions) in the dark one.
        for (const [lang, theme] of [
          ['en', 'light'],
          ['ru', 'dark'],
        ]) {
          const el = await mount({ lang, theme }, screen.widget);
          el.id = `screen-${screen.name}-${name}-${lang}`;
          el.record = record;
          await el.updateComplete;
          expect(el.error, JSON.stringify(el.error)).to.equal(null);
          for (let k = 0; k <= record.actions.length; k++) {
            el.replayTo(k);
            await el.updateComplete;
            // The first screen: the widget's top at the viewport's top.
            scrollTo(0, scrollY + el.getBoundingClientRect().top);
            const caption = query(el, '[part="caption"]');
            if (!caption) continue;
            const box = caption.getBoundingClientRect();
            const where = `${name} ${lang} step ${k}`;
            if (k === 2) await screenshotStats('#pw-viewport', `walkthrough-${screen.name}-${name}-${theme}`);
            const off = outside(box);
            if (off) misses.push(`${where}: caption ${off}`);
            // The last step is the game's end: its banner and figures come first, and no trick is on the table.
            if (k === record.actions.length) continue;
            for (const piece of trickPieces(el)) {
              const p = piece.getBoundingClientRect();
              const pOff = outside(p);
              if (pOff) misses.push(`${where}: trick ${pOff}`);
              // An empty place (nothing played there yet) may sit under the strip; a piece never does.
              else if (overlap(p, box) && !piece.matches('.slot, .slot-empty'))
                misses.push(`${where}: the caption (from ${Math.round(box.top)}) covers the trick (to ${Math.round(p.bottom)})`);
            }
          }
          unmountAll();
        }
      }
      expect(misses, misses.slice(0, 12).join('\n')).to.deep.equal([]);
    });

  it('a walk-through opens at its start with no "Back to the game" (it left no game); stepped back from its end, it has one', async () => {
    await setViewport({ width: 800, height: 600 });
    const record = (await (await fetch('/demo/records/walkthroughs/war.json')).json()) as { actions: unknown[] };
    const total = record.actions.length;
    const el = await mount();
    el.record = record;
    await el.updateComplete;
    const at = () => Number(part<HTMLInputElement>(el, '[part="replay-scrub"]').value);
    const click = async (name: string) => {
      part(el, `button.replay-${name}`).click();
      await el.updateComplete;
    };
    expect(at()).to.equal(0);
    // Booleans: a failure never prints the element.
    const has = (name: string) => query(el, `[part~="${name}"]`) !== null;
    expect(has('replay-live'), 'step 0: no game to go back to').to.equal(false);
    expect(has('replay-play-on'), 'Play on from the deal').to.equal(true);
    await click('forward');
    expect(at()).to.equal(1);
    expect(has('replay-live'), 'step 1: still none').to.equal(false);
    expect(liveText(el)).to.match(/^Step 1 of/);
    expect(liveText(el), 'nothing waits').not.to.include('the game waits');
    await click('end');
    expect(at()).to.equal(total);
    await click('back');
    expect(at()).to.equal(total - 1);
    all(el, '[part~="replay-live"]')[0].click();
    await el.updateComplete;
    expect(at(), 'back to the game as it is: its end').to.equal(total);
  });
});
