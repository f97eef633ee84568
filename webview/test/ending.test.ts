// The end of every game: the winner's seat is drawn as the winner (outlined, "winner", never greyed or "out", even in
// the Russian Version and P'yanitsa where the winner has no pieces left), Tod und Leben's headline gives the match
// score, and no dead control is left (New game in Flip's place; no Auto-play or Pause on any table).
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { GameView } from '../../engine/src/index.ts';
import { all, mount, nextEvent, part, unmountAll, waitUntil } from './helpers.ts';

const WAR_FAMILY = ['war', 'war-cards', 'w-a-r', 'war-jokers', 'razboi', 'russian', 'pyanitsa', 'tod-und-leben'];

describe('the end of a game', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(unmountAll);

  for (const variant of WAR_FAMILY)
    it(`${variant}: the winner is drawn as the winner, and no dead control is left`, async function () {
      this.timeout(600_000);
      const el = await mount({ variant, seed: '2' }, 640);
      for (let i = 0; i < 5000 && !el.view?.result; i++) el.step();
      await el.updateComplete;
      const result = (el.view as GameView).result!;
      expect(result).to.not.equal(null);
      for (const seat of all(el, '.seat')) {
        const n = Number(seat.dataset.seat);
        const won = result.winners.includes(n);
        expect(seat.classList.contains('winner'), `seat ${n} drawn as winner`).to.equal(won);
        if (won) {
          expect(seat.classList.contains('out'), `the winner ${n} is not drawn out`).to.equal(false);
          expect(seat.querySelector('.winner-tag')?.textContent).to.equal('winner');
          expect(getComputedStyle(seat.querySelector('.seat-head')!).opacity).to.equal('1');
        }
      }
      if (variant === 'tod-und-leben') expect(part(el, '.banner .headline').textContent).to.match(/Score \d+–\d+/);
      expect(all(el, '.controls [part~="flip"], .controls [part~="play"], .controls button:disabled')).to.have.length(0);
      expect(part(el, '.controls button.primary').textContent?.trim()).to.equal('New game');
    });

  for (const variant of ['steal-war', 'stacked-deck'])
    it(`${variant}: played to the end by two computers, no Pause or Auto-play is left`, async function () {
      this.timeout(600_000);
      const el = await mount({ variant, seed: '2', seats: 'computer:random,computer:random', speed: 'max' }, 640);
      const end = nextEvent(el, 'pw-game-end');
      el.play();
      await end;
      await el.updateComplete;
      await waitUntil(() => all(el, '.banner [part~="new-game"]').length === 1, "the end's banner");
      expect(all(el, '.controls [part~="play"], .controls button:disabled')).to.have.length(0);
      expect(all(el, '.banner [part~="new-game"]')).to.have.length(1);
    });
});
