// One road for a step: the widget takes a step whole (its table's marks, autoplay, the live region's words) before the
// page hears of it (pw-step and the rest come last), and a press plays only on the game it was pressed on. A page that
// starts another game from a pw-step listener gets that game untouched: no words and no flip of the game it replaced.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { resetVoice, spoken } from './fake-voice.ts';
import { animationsIn, forgetKeptGames, liveText, mount, revealed, unmountAll, waitUntil } from './helpers.ts';

describe('the road of a step', () => {
  afterEach(() => unmountAll());

  it('says a step before the page hears it: a new game started from pw-step keeps an empty live region', async () => {
    const el = await mount({ variant: 'war', seed: '9' });
    el.addEventListener('pw-step', () => el.newGame(5), { once: true });
    expect(el.flip()).to.equal(true);
    await el.updateComplete;
    expect(el.seed).to.equal(5);
    expect(el.record!.actions).to.have.length(0);
    // The old game's words were given before the page heard the step (held for the reveal, or said), and the new game
    // cleared them: nothing of the game that is gone is said over the new one.
    expect(liveText(el), "the new game's live region").to.equal('');
  });

  it('presses only the game it was pressed on: a new game started when the pot is collected is not flipped', async () => {
    const el = await mount({ variant: 'war', seed: '9' });
    // One flip by the API decides the first trick: the next press collects its pot and flips the next trick at once.
    el.flip();
    await el.updateComplete;
    expect((el.view as WarView).phase).to.equal('collect');
    el.addEventListener('pw-step', () => el.newGame(5), { once: true });
    expect(el.press()).to.equal(true);
    await el.updateComplete;
    expect(el.seed).to.equal(5);
    expect(el.record!.actions, 'the new game, untouched by the press on the old one').to.have.length(0);
    expect((el.view as WarView).tricks).to.equal(0);
  });
});

/** A page's own element over the widget's class, whose `updated` does its own work (Lit asks no call to super there). */
class PageWar extends (customElements.get('piecepack-war') as typeof PiecepackWar) {
  rendered = 0;
  protected override updated(): void {
    this.rendered++;
  }
}
customElements.define('pw-road-page-war', PageWar);

describe('what hears a step after its render (motion, sound, memory)', () => {
  let box: HTMLElement | null = null;
  beforeEach(() => {
    resetVoice();
    forgetKeptGames();
  });
  afterEach(async () => {
    box?.remove();
    box = null;
    forgetKeptGames();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it("hear the road, not the element's updated(): a page's subclass that overrides it keeps motion, narration and memory", async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    box = document.createElement('div');
    const el = document.createElement('pw-road-page-war') as PageWar;
    for (const [k, v] of Object.entries({ variant: 'war', seed: '9', narrate: '' })) el.setAttribute(k, v);
    box.append(el);
    document.body.append(box);
    await el.updateComplete;
    expect(el.rendered, "the page's own updated() runs").to.be.above(0);
    // A person's press (a real key: the page counts as used, so the voice may speak).
    (el.shadowRoot!.querySelector('.table') as HTMLElement).focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(animationsIn(el).length, 'the pieces turned up move in').to.be.at.least(2);
    await revealed(el);
    await waitUntil(() => spoken.length > 0, 'the step to be spoken');
    await waitUntil(() => Object.keys(localStorage).some((k) => k.startsWith('piecepack-war:')), 'the game to be kept');
  });
});
