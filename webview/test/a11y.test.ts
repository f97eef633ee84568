// Accessibility: axe finds nothing in any state (start, a war on the table, the pot waiting, the end, an error) in
// light and dark; the live region says each result in words and never names a face-down piece.
import { expect } from '@open-wc/testing';
import type { WarView } from '../../engine/src/index.ts';
import { WAR_IN_A_WAR } from './events.test.ts';
import { all, everythingSaid, flipTimes, liveText, mount, nextEvent, part, revealed, unmountAll } from './helpers.ts';

describe('accessibility', () => {
  afterEach(unmountAll);

  for (const theme of ['light', 'dark']) {
    it(`axe: a fresh game, a war on the table and the pot waiting (${theme})`, async () => {
      const el = await mount({ variant: 'war', theme });
      el.record = WAR_IN_A_WAR;
      await el.updateComplete;
      await expect(el).to.be.accessible();
      await flipTimes(el, 2);
      expect((el.view as WarView).phase).to.equal('war');
      await expect(el).to.be.accessible();
      await flipTimes(el, 1);
      expect((el.view as WarView).phase).to.equal('collect');
      await expect(el).to.be.accessible();
    });

    it(`axe: the end banner and a card game (${theme})`, async () => {
      const el = await mount({ variant: 'tod-und-leben', theme, seed: '3', speed: 'max', rounds: '1' });
      const end = nextEvent(el, 'pw-game-end');
      el.play();
      await end;
      await el.updateComplete;
      expect(part(el, '.banner')).to.exist;
      await expect(el).to.be.accessible();
    });

    it(`axe: an error in place of the table (${theme})`, async () => {
      const el = await mount({ players: 'banana', theme });
      await expect(el).to.be.accessible();
    });
  }

  it('axe: six seats in a narrow column, with the classic palette', async () => {
    const el = await mount({ variant: 'war', players: '6', packs: '2', palette: 'classic', seed: '4' }, 320);
    await flipTimes(el, 1);
    await expect(el).to.be.accessible();
  });

  it('announces each battle and war result in words, never naming a face-down piece', async () => {
    const el = await mount({ variant: 'war' });
    el.record = WAR_IN_A_WAR;
    await el.updateComplete;
    const said: string[] = [];
    for (let i = 0; i < 4; i++) {
      await flipTimes(el, 1);
      await revealed(el);
      said.push(liveText(el));
      // The face-down pieces in this deal are the nulls and aces: nothing said or labelled may name them.
      expect(everythingSaid(el)).to.not.match(/\bnull\b|\bace\b/i);
    }
    expect(said[0]).to.equal('Seat 1 and Seat 2 tie with a 4 each: war!');
    expect(said[1]).to.equal('War: 1 face down, then one face up. Seat 1 and Seat 2 tie again with a 3 each: the war goes on.');
    // One message per trick: the winner and the pot in one sentence; handing the pot over adds nothing to say.
    expect(said[2]).to.equal('War: 1 face down, then one face up. Seat 1 wins the war with a 5 over a 2 and takes all 10.');
    expect(said[3]).to.equal('');
    expect(all(el, '.played svg.down')).to.have.length(0);
  });

  it('labels face-down pieces only as face-down, and face-up ones by name', async () => {
    const el = await mount({ variant: 'war' });
    el.record = WAR_IN_A_WAR;
    await el.updateComplete;
    await flipTimes(el, 3);
    expect(all(el, '.played svg.down')).to.have.length(4);
    // Each war's face-down pieces are one fan with one name; the backs themselves are hidden from assistive technology.
    const fans = all(el, '.played .fan');
    expect(fans).to.have.length(4);
    for (const f of fans) expect(f.getAttribute('aria-label')).to.equal('1 face down');
    for (const d of all(el, '.played svg.down')) expect(d.getAttribute('aria-hidden')).to.equal('true');
    const ups = all(el, '.played svg.up').map((u) => u.getAttribute('aria-label'));
    expect(ups).to.include.members(['4 of suns', '3 of suns', '5 of suns', '4 of moons', '3 of moons', '2 of moons']);
  });

  it('announces a plain trick and the end of the game', async () => {
    const el = await mount({ variant: 'war-cards', seed: '12' });
    await flipTimes(el, 1);
    await revealed(el);
    expect(liveText(el)).to.match(/^Seat [12] wins the trick with an? [\w\d]+ over an? [\w\d]+ and takes 2\.$/);
    el.speed = 'max';
    const end = nextEvent(el, 'pw-game-end');
    el.play();
    await end;
    await el.updateComplete;
    expect(liveText(el)).to.match(/(wins!|A draw\.).*tricks\./);
  });

  it('the live region is polite and atomic, and the visible message is not read twice', async () => {
    const el = await mount({ variant: 'war', seed: '1' });
    const live = part(el, '[role="status"]');
    expect(live.getAttribute('aria-live')).to.equal('polite');
    expect(live.getAttribute('aria-atomic')).to.equal('true');
    expect(part(el, '.message').getAttribute('aria-hidden')).to.equal('true');
  });
});
