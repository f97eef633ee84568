// Memory: an unfinished game survives a reload of its page (kept in localStorage per page and widget as its record),
// unless resume="off"; a hidden deal's random seed is never kept; a stored value that cannot be read is removed
// without an error; another game asked for deals afresh. A reload is a new element reading the storage.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import { MEMORY_PREFIX } from '../src/memory/game-memory.ts';
import type { ErrorDetail } from '../src/game/page-events.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { liveText, mount, part, unmountAll, waitUntil } from './helpers.ts';

/** The box a widget was mounted in (removing it is the widget's page going away). */
const mountedBox = (el: Element) => el.parentElement!;
/** Removes every mounted widget and keeps what they kept (a page reloaded). */
const unmountAllKeeping = () => document.querySelectorAll('.test-box').forEach((b) => b.remove());
/** The keys this page's widgets keep. */
const kept = () => Object.keys(localStorage).filter((k) => k.startsWith(MEMORY_PREFIX));
/** The actions of the game kept under `key`, or null. */
const keptActions = (key: string) =>
  (JSON.parse(localStorage.getItem(key) ?? 'null') as { record: { actions: unknown[] } } | null)?.record.actions.length ?? null;
/** Until the widget's memory has written (at most every 400 ms): `n` games kept. */
const keeping = (n = 1) => waitUntil(() => kept().length === n, `${n} game(s) kept`);
/** What a reader sees of a War position: tricks and each seat's stack and pieces on the table. */
const position = (v: WarView) => JSON.stringify([v.tricks, v.phase, v.seats.map((s) => [s.count, s.won, s.played])]);

/** A widget with `attrs` after four tricks, stepped back to the third and played on from there. */
async function playedOnFromTrick3(attrs: Record<string, string>): Promise<PiecepackWar> {
  const el = await mount(attrs);
  for (let i = 0; i < 4; i++) el.playTrick();
  await el.updateComplete;
  el.replayTo(3);
  await el.updateComplete;
  part(el, '[part~="replay-play-on"]').click();
  await el.updateComplete;
  return el;
}

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
    await keeping();
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
    await keeping();
    expect(kept()).to.deep.equal([`${MEMORY_PREFIX}${location.pathname}:#0`]);
    mountedBox(el).remove();
    let deals = 0;
    const count = () => deals++;
    document.addEventListener('pw-new-game', count);
    try {
      const other = await mount({ variant: 'war', players: '3' }, 640, true);
      const seed = other.seed;
      expect((other.view as WarView).tricks, 'another game asked for: a new deal').to.equal(0);
      other.requestUpdate();
      await other.updateComplete;
      expect(other.seed, 'dealt once: the same deal after another update').to.equal(seed);
      expect(deals, 'one new game').to.equal(1);
    } finally {
      document.removeEventListener('pw-new-game', count);
    }
  });

  it('resume="off" keeps nothing', async () => {
    const el = await mount({ variant: 'war', resume: 'off' });
    for (let i = 0; i < 3; i++) el.playTrick();
    await el.updateComplete;
    // Leaving the page writes at once (no timed write to wait for): what it would keep, it keeps now.
    mountedBox(el).remove();
    expect(kept()).to.deep.equal([]);
  });

  it('a hidden deal with a random seed keeps nothing; with the page’s seed it is kept', async () => {
    const el = await mount({ variant: 'steal-war', seats: 'human,computer' });
    el.step();
    await el.updateComplete;
    mountedBox(el).remove();
    expect(kept(), 'a random seed is the secret of the deal').to.deep.equal([]);
    const seeded = await mount({ variant: 'war', seed: '9' }, 640, true);
    seeded.playTrick();
    await seeded.updateComplete;
    await keeping();
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
    await waitUntil(() => Boolean(el.view!.result), 'the game to end');
    await el.updateComplete;
    mountedBox(el).remove();
    expect(kept()).to.deep.equal([]);
  });

  it('a game the page opened with el.record is the page’s: not kept, not resumed on the next visit', async () => {
    const el = await mount({ variant: 'war', id: 'rules' });
    el.record = { format: 'piecepack-war/record', version: 1, options: { variant: 'war' }, seed: 12, actions: [{ type: 'flip' }] };
    await el.updateComplete;
    for (let i = 0; i < 3; i++) el.playTrick();
    await el.updateComplete;
    mountedBox(el).remove();
    expect(kept(), 'nothing kept').to.deep.equal([]);
    const again = await mount({ variant: 'war', id: 'rules' }, 640, true);
    expect(again.record!.actions.length, 'a fresh deal').to.equal(0);
  });

  it('Play on from here is the widget’s own game: kept', async () => {
    const el = await playedOnFromTrick3({ variant: 'war', id: 'mine' });
    el.playTrick();
    await el.updateComplete;
    const key = `${MEMORY_PREFIX}${location.pathname}:mine`;
    await waitUntil(() => keptActions(key) === el.record!.actions.length, 'the game played on kept');
  });

  it('a widget removed from the page right after a move keeps that move under its own key', async () => {
    const el = await mount({ variant: 'war' });
    for (let i = 0; i < 2; i++) el.playTrick();
    await el.updateComplete;
    const written = el.record!.actions.length;
    await waitUntil(() => keptActions(`${MEMORY_PREFIX}${location.pathname}:#0`) === written, 'the two tricks kept');
    el.playTrick();
    await el.updateComplete;
    const actions = el.record!.actions.length;
    // An app navigating: the widget leaves the page before its memory's next write.
    mountedBox(el).remove();
    expect(kept()).to.deep.equal([`${MEMORY_PREFIX}${location.pathname}:#0`]);
    expect(keptActions(`${MEMORY_PREFIX}${location.pathname}:#0`), 'the last move too').to.equal(actions);
  });

  it('Restart after a resume goes to the deal, the same seed, not the position brought back', async () => {
    const el = await mount({ variant: 'war-cards', id: 'restart-game' });
    for (let i = 0; i < 4; i++) el.playTrick();
    await el.updateComplete;
    await keeping();
    const seed = el.seed;
    mountedBox(el).remove();
    const again = await mount({ variant: 'war-cards', id: 'restart-game' }, 640, true);
    expect(again.record!.actions.length, 'resumed').to.be.greaterThan(0);
    expect(again.restart()).to.equal(true);
    await again.updateComplete;
    expect(again.record!.actions.length, 'the deal').to.equal(0);
    expect(again.seed).to.equal(seed);
    expect((again.view as WarView).tricks).to.equal(0);
  });

  it('Restart after Play on from here goes to the deal', async () => {
    const el = await playedOnFromTrick3({ variant: 'war', seed: '4' });
    expect(el.record!.actions.length).to.equal(3);
    el.restart();
    await el.updateComplete;
    expect(el.record!.actions.length, 'the deal').to.equal(0);
    expect(el.seed).to.equal(4);
  });

  it('two widgets with the same id keep a game each, and each gets its own back', async () => {
    const twins = async (keep: boolean): Promise<PiecepackWar[]> => [
      await mount({ variant: 'war', id: 'twin' }, 640, keep),
      await mount({ variant: 'war-cards', id: 'twin' }, 640, true),
    ];
    const [a, b] = await twins(false);
    a.playTrick();
    for (let i = 0; i < 3; i++) b.playTrick();
    await Promise.all([a.updateComplete, b.updateComplete]);
    await keeping(2);
    const seeds = [a.seed, b.seed];
    expect(kept().sort()).to.deep.equal([`${MEMORY_PREFIX}${location.pathname}:twin`, `${MEMORY_PREFIX}${location.pathname}:twin#1`]);
    unmountAllKeeping();
    const [a2, b2] = await twins(true);
    expect([a2.seed, b2.seed]).to.deep.equal(seeds);
    expect([a2.record!.actions.length, b2.record!.actions.length]).to.deep.equal([a.record!.actions.length, b.record!.actions.length]);
  });

  it('under lang="de" the resumed game is said in German', async () => {
    const el = await mount({ variant: 'war', id: 'de-game', lang: 'de' });
    for (let i = 0; i < 3; i++) el.playTrick();
    await el.updateComplete;
    await keeping();
    mountedBox(el).remove();
    const again = await mount({ variant: 'war', id: 'de-game', lang: 'de' }, 640, true);
    await again.updateComplete;
    expect(again.record!.actions.length).to.be.greaterThan(0);
    expect(liveText(again)).to.equal('Das unterbrochene Spiel geht weiter, wo es aufgehört hat.');
  });

  it('options holding a BigInt or a cycle: pw-error and the error shown, updateComplete resolves', async () => {
    const cycle: Record<string, unknown> = { variant: 'war' };
    cycle.self = cycle;
    for (const options of [{ variant: 'war', packs: 2n }, cycle]) {
      const el = await mount({ variant: 'war' });
      const errors: ErrorDetail[] = [];
      el.addEventListener('pw-error', (e) => errors.push(e.detail));
      el.options = options;
      expect(await el.updateComplete).to.equal(true);
      expect(errors, String(Object.keys(options))).to.have.length(1);
      expect(el.error).not.to.equal(null);
    }
  });
});
