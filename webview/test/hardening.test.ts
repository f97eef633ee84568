// Hardening of the element (issue 11): no key to a hidden deal on show or on the element while the game is played;
// record-src answering JSON null is an error, not a random game; the error state is readable after the fact;
// placeholders that name Object's own members stay empty; a seed given as text becomes the number it reads as.
import { expect } from '@open-wc/testing';
import type { ErrorDetail, NewGameDetail } from '../src/game/page-events.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { everythingSaid, mount, nextEvent, part, unmountAll } from './helpers.ts';
import { until } from './decision-helpers.ts';

/** The game menu's text (the deal's number, or why it is hidden). */
function menuText(el: PiecepackWar): string {
  return part(el, '.menu .meta').textContent ?? '';
}

describe('hardening (issue 11)', () => {
  afterEach(unmountAll);

  for (const variant of ['steal-war', 'stacked-deck']) {
    it(`${variant}: while the game is played, no key to the deal is shown or on the element; at the end it is`, async () => {
      const news: NewGameDetail[] = [];
      document.addEventListener('pw-new-game', (e) => news.push((e as CustomEvent<NewGameDetail>).detail), { once: true });
      const el = await mount({ variant, seats: 'computer,computer:random', speed: 'max' }, 900);
      await until(() => el.view !== null, 'the game');
      const seed = (el as unknown as { session: { seed: number } }).session.seed;
      expect(el.seed, 'the seed property').to.equal(null);
      expect(news[0]?.seed, 'pw-new-game').to.equal(null);
      expect(menuText(el)).to.contain('shown when the game ends');
      expect(everythingSaid(el)).to.not.contain(String(seed));
      expect(el.getAttribute('seed')).to.equal(null);
      if (variant === 'steal-war') {
        const end = nextEvent(el, 'pw-game-end');
        el.play();
        await end;
        await el.updateComplete;
        expect(el.seed, 'revealed at the end').to.equal(seed);
        expect(menuText(el)).to.contain(String(seed));
        expect(el.record!.seed).to.equal(seed);
      }
    });
  }

  it("a seed the page set is the page's choice: shown in a hidden-information game too", async () => {
    const el = await mount({ variant: 'steal-war', seed: '77' }, 900);
    await until(() => el.view !== null, 'the game');
    expect(el.seed).to.equal(77);
    expect(menuText(el)).to.equal('Deal number 77');
  });

  it('War hides nothing: its deal number is in the menu from the start', async () => {
    const el = await mount({ variant: 'war' });
    expect(el.seed).to.be.a('number');
    expect(menuText(el)).to.equal(`Deal number ${el.seed}`);
  });

  it('record-src answering JSON null is an error naming record-src, not a random game', async () => {
    const el = await mount({});
    const error = nextEvent<ErrorDetail>(el, 'pw-error');
    el.setAttribute('record-src', '/webview/test/records/null.json');
    const { detail } = await error;
    await el.updateComplete;
    expect(detail.option).to.equal('record-src');
    expect(detail.message).to.contain('null');
    expect(el.shadowRoot!.querySelector('.table'), 'no game dealt').to.equal(null);
    expect(part(el, '.error').textContent).to.contain('null.json');
  });

  it('the error is readable afterwards on the element (for a listener added late), and clears with the fix', async () => {
    const el = await mount({ players: 'banana' });
    expect(el.error).to.deep.include({ option: 'players', attribute: 'players' });
    expect(el.error!.message).to.contain('banana');
    el.setAttribute('players', '3');
    await el.updateComplete;
    expect(el.error).to.equal(null);
    el.setAttribute('speed', 'warp');
    await el.updateComplete;
    expect(el.error).to.deep.include({ option: 'speed' });
  });

  it('{constructor} and {toString} in a translation stay empty instead of showing native code', async () => {
    const el = await mount({ variant: 'war', seed: '1' });
    el.strings = { trick: 'Trick {n}{constructor}{toString}{hasOwnProperty}', deal: 'Deal {seed}{valueOf}{__proto__}' };
    await el.updateComplete;
    const text = everythingSaid(el);
    expect(text).to.not.match(/function|native code|\[object/);
    expect(part(el, '.status').textContent).to.contain('Trick 0');
    expect(menuText(el)).to.equal('Deal 1');
  });

  it('newGame("12") plays seed 12 as a number; a wrong seed is reported and the game on the table stays', async () => {
    const el = await mount({ variant: 'war', seed: '5' });
    expect(el.newGame('12')).to.equal(true);
    expect(el.seed).to.equal(12);
    expect(el.record!.seed).to.equal(12);
    expect(typeof el.record!.seed).to.equal('number');
    el.flip();
    const errors: ErrorDetail[] = [];
    el.addEventListener('pw-error', (e) => errors.push(e.detail));
    expect(el.newGame('twelve')).to.equal(false);
    expect(el.newGame(-1)).to.equal(false);
    expect(el.newGame(1.5)).to.equal(false);
    expect(errors.map((e) => e.option)).to.deep.equal(['seed', 'seed', 'seed']);
    expect(el.seed).to.equal(12);
    expect(el.record!.actions, 'the game on the table is untouched').to.have.length(1);
  });
});
