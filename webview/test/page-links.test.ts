// Game links on a reader's page: a link a widget copies names that widget (its id, else its index), and the widget it
// names opens it by itself when the page loads with it (no script of the page's own); a link that names no widget is
// opened by the page's only widget; a damaged link says why; a link whose game does not replay resolves false and the
// game on the table stays. A "page load" here is the address's hash set and fresh widgets mounted, memory forgotten.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { encodeShare, type GameRecord, type WarView } from '../../engine/src/index.ts';
import type { ErrorDetail } from '../src/game/page-events.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { mount, part, unmountAll } from './helpers.ts';

/** What a reader sees of a War position: tricks and each seat's stack and pieces on the table. */
const position = (v: WarView) => JSON.stringify([v.tricks, v.phase, v.seats.map((s) => [s.count, s.won, s.played])]);
const page = location.pathname + location.search;

/** The page loaded again at `hash` (or without one). */
function address(hash = ''): void {
  history.replaceState(null, '', page + hash);
}

/** The link a widget copies, its page's listener copying it itself. */
async function copied(el: PiecepackWar): Promise<string> {
  el.addEventListener('pw-link', (e) => e.preventDefault(), { once: true });
  const link = await el.copyLink();
  expect(link).to.be.a('string');
  return link!;
}

/** Three tricks and a flip played at `el`. */
async function play(el: PiecepackWar): Promise<void> {
  for (let i = 0; i < 3; i++) el.playTrick();
  el.flip();
  await el.updateComplete;
}

describe('game links on a reader’s page', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(() => {
    unmountAll();
    address();
  });

  it('a link from the second of three widgets (by id) opens in that widget only; the others deal their own', async () => {
    const widgets = [await mount({ variant: 'war' }), await mount({ variant: 'war', id: 'second' }), await mount({ variant: 'war' })];
    await play(widgets[1]);
    const link = await copied(widgets[1]);
    expect(link).to.match(/#g=1\.[\w-]+&w=second$/);
    const { seed, record } = widgets[1];
    const before = position(widgets[1].view as WarView);
    unmountAll();
    address(new URL(link).hash);
    const again = [await mount({ variant: 'war' }), await mount({ variant: 'war', id: 'second' }), await mount({ variant: 'war' })];
    expect(again[1].seed, 'the same deal').to.equal(seed);
    expect(again[1].record!.actions.length).to.equal(record!.actions.length);
    expect(position(again[1].view as WarView)).to.equal(before);
    for (const other of [again[0], again[2]]) expect(other.record!.actions.length, 'another widget: its own game').to.equal(0);
  });

  it('the link’s step is shown when the widget opens it, and Restart then starts the game from there', async () => {
    const el = await mount({ variant: 'war', id: 'stepped' });
    for (let i = 0; i < 7; i++) el.flip();
    el.replayTo(4);
    await el.updateComplete;
    const link = await copied(el);
    unmountAll();
    address(new URL(link).hash);
    const again = await mount({ variant: 'war', id: 'stepped' });
    expect(part<HTMLInputElement>(again, '[part="replay-scrub"]').value).to.equal('4');
    again.restart();
    await again.updateComplete;
    expect(part<HTMLInputElement>(again, '[part="replay-scrub"]').value, 'a restart shows the game as it is').to.equal('7');
  });

  it('a widget without an id is named by its index among the page’s widgets', async () => {
    const widgets = [await mount({ variant: 'war' }), await mount({ variant: 'war-cards' })];
    await play(widgets[1]);
    const link = await copied(widgets[1]);
    expect(link).to.match(/&w=%231$/);
    const seed = widgets[1].seed;
    unmountAll();
    address(new URL(link).hash);
    const again = [await mount({ variant: 'war' }), await mount({ variant: 'war-cards' })];
    expect(again[1].seed).to.equal(seed);
    expect(again[1].record!.actions.length).to.be.greaterThan(3);
    expect(again[0].record!.actions.length).to.equal(0);
  });

  it('a link that names no widget (share-url) opens in a page’s only widget, not in a page of several', async () => {
    const el = await mount({ variant: 'war', 'share-url': `${location.origin}${page}` });
    await play(el);
    const link = await copied(el);
    expect(link).not.to.include('&w=');
    const seed = el.seed;
    unmountAll();
    address(new URL(link).hash);
    const only = await mount({ variant: 'war' });
    expect(only.seed).to.equal(seed);
    unmountAll();
    // Two widgets in the page as it loads (both there before either starts).
    const box = document.createElement('div');
    const two = [document.createElement('piecepack-war'), document.createElement('piecepack-war')];
    for (const w of two) w.setAttribute('variant', 'war');
    box.append(...two);
    document.body.append(box);
    try {
      for (const w of two) await w.updateComplete;
      for (const w of two) expect(w.record!.actions.length, 'which widget is not said: none opens it').to.equal(0);
    } finally {
      box.remove();
    }
  });

  it('a link for a widget whose page opens a record at load (a rules page’s record-json): the link’s game', async () => {
    const el = await mount({ variant: 'war', id: 'rules', seed: '3' });
    await play(el);
    const link = await copied(el);
    unmountAll();
    address(new URL(link).hash);
    const box = document.createElement('div');
    const again = document.createElement('piecepack-war');
    again.id = 'rules';
    box.append(again);
    document.body.append(box);
    // The page's script sets its record as the page loads, before the widget's first game.
    again.record = { format: 'piecepack-war/record', version: 1, options: { variant: 'war' }, seed: 99, actions: [] };
    try {
      await again.updateComplete;
      expect(again.seed).to.equal(3);
      expect(again.record!.actions.length).to.equal(el.record!.actions.length);
    } finally {
      box.remove();
    }
  });

  it('a widget whose id a framework sets right after adding it to the page opens the link naming that id', async () => {
    const el = await mount({ variant: 'war', id: 'late' });
    await play(el);
    const link = await copied(el);
    unmountAll();
    address(new URL(link).hash);
    const box = document.createElement('div');
    const again = document.createElement('piecepack-war');
    box.append(again);
    document.body.append(box);
    again.id = 'late';
    try {
      await again.updateComplete;
      expect(again.seed).to.equal(el.seed);
    } finally {
      box.remove();
    }
  });

  it('a damaged link for this widget: the widget says why, pw-error', async () => {
    address('#g=1.AAAA&w=broken');
    const el = await mount({ variant: 'war', id: 'broken' });
    expect(el.error?.option).to.equal('record');
    expect(part(el, '.error').textContent).to.include('game link');
  });

  it('openLink of a link whose game does not replay resolves false, fires pw-error, and the game stays', async () => {
    const record: GameRecord = {
      format: 'piecepack-war/record',
      version: 1,
      options: { variant: 'war', maxTricks: 1 },
      seed: 4,
      actions: Array.from({ length: 60 }, () => ({ type: 'flip' as const })),
    };
    const el = await mount({ variant: 'war', seed: '5' });
    el.playTrick();
    await el.updateComplete;
    const before = position(el.view as WarView);
    const errors: ErrorDetail[] = [];
    el.addEventListener('pw-error', (e) => errors.push(e.detail));
    expect(await el.openLink(`#g=${encodeShare(record)}`)).to.equal(false);
    expect(errors.map((e) => e.option)).to.deep.equal(['record']);
    await el.updateComplete;
    expect(el.error).to.equal(null);
    expect(position(el.view as WarView)).to.equal(before);
  });

  it('openLink of a good link resolves true once its game is on the table', async () => {
    const el = await mount({ variant: 'war', seed: '8' });
    await play(el);
    const link = await copied(el);
    const other = await mount({ variant: 'war-cards' });
    expect(await other.openLink(link)).to.equal(true);
    expect(other.seed).to.equal(8);
  });
});
