// Memory: an unfinished game survives a reload of its page (kept in localStorage per page and widget as its record),
// unless resume="off"; a hidden deal's random seed is never kept; a stored value that cannot be read is removed
// without an error; another game asked for deals afresh. A reload is a new element reading the storage.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import { MEMORY_PREFIX } from '../src/game-memory.ts';
import { liveText, mount, unmountAll } from './helpers.ts';

/** The box a widget was mounted in (removing it is the widget's page going away). */
const mountedBox = (el: Element) => el.parentElement!;
/** The keys this page's widgets keep. */
const kept = () => Object.keys(localStorage).filter((k) => k.startsWith(MEMORY_PREFIX));
/** What a reader sees of a War position: tricks and each seat's stack and pieces on the table. */
const position = (v: WarView) => JSON.stringify([v.tricks, v.phase, v.seats.map((s) => [s.count, s.won, s.played])]);

describe('a game survives a reload', () => {
  beforeEach(async () => {
    localStorage.clear();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(async () => {
    unmountAll();
    localStorage.clear();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('8 tricks played, the page reloaded: the same position, said so', async () => {
    const el = await mount({ variant: 'war-cards', id: 'home-game' });
    for (let i = 0; i < 8; i++) el.playTrick();
    el.flip();
    await el.updateComplete;
    const before = position(el.view as WarView);
    const seed = el.seed;
    await new Promise((r) => setTimeout(r, 500));
    expect(kept()).to.deep.equal([`${MEMORY_PREFIX}${location.pathname}:home-game`]);
    // The reload: the element goes (keeping its game), a new one comes.
    mountedBox(el).remove();
    const again = await mount({ variant: 'war-cards', id: 'home-game' }, 640, true);
    await again.updateComplete;
    expect(position(again.view as WarView), 'the same position').to.equal(before);
    expect(again.seed).to.equal(seed);
    expect(liveText(again)).to.equal('The unfinished game is back where it was left.');
    expect(again.error).to.equal(null);
  });

  it('a widget without an id is kept by its index; other attributes deal afresh', async () => {
    const el = await mount({ variant: 'war' });
    for (let i = 0; i < 3; i++) el.playTrick();
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 500));
    expect(kept()).to.deep.equal([`${MEMORY_PREFIX}${location.pathname}:#0`]);
    mountedBox(el).remove();
    const other = await mount({ variant: 'war', players: '3' }, 640, true);
    expect((other.view as WarView).tricks, 'another game asked for: a new deal').to.equal(0);
  });

  it('resume="off" keeps nothing', async () => {
    const el = await mount({ variant: 'war', resume: 'off' });
    for (let i = 0; i < 3; i++) el.playTrick();
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 500));
    expect(kept()).to.deep.equal([]);
  });

  it('a hidden deal with a random seed keeps nothing; with the page’s seed it is kept', async () => {
    const el = await mount({ variant: 'steal-war', seats: 'human,computer' });
    el.step();
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 500));
    expect(kept(), 'a random seed is the secret of the deal').to.deep.equal([]);
    mountedBox(el).remove();
    const seeded = await mount({ variant: 'war', seed: '9' }, 640, true);
    seeded.playTrick();
    await seeded.updateComplete;
    await new Promise((r) => setTimeout(r, 500));
    expect(kept()).to.have.length(1);
  });

  it('a stored value that cannot be read is removed, without an error', async () => {
    const key = `${MEMORY_PREFIX}${location.pathname}:#0`;
    for (const junk of ['{not json', '{"v":1,"asked":"x","record":{"format":"nope"}}', 'null']) {
      localStorage.setItem(key, junk);
      const el = await mount({ variant: 'war' }, 640, true);
      expect(el.error, junk).to.equal(null);
      expect((el.view as WarView).tricks).to.equal(0);
      expect(localStorage.getItem(key), `${junk}: removed`).to.equal(null);
      mountedBox(el).remove();
    }
  });

  it('a finished game is forgotten', async () => {
    const el = await mount({ variant: 'war', speed: 'max' });
    el.play();
    for (let i = 0; i < 400 && !el.view!.result; i++) await new Promise((r) => setTimeout(r, 25));
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 500));
    expect(kept()).to.deep.equal([]);
  });
});
