// The replay bar in Chromium: every variant stepped to its start and end with the mouse and the keyboard, the past shown
// read-only and the game resuming where it was, the live region never naming a piece no one has seen, Finish the game.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { historyOf, piecesOf, PRESETS, VARIANT_NAMES, type GameView, type WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { DEFAULT_STRINGS } from '../src/i18n/strings.ts';
import { pieceLabel } from '../src/i18n/naming.ts';
import { hasTable } from '../src/game/tables.ts';
import { all, liveText, mount, part, query, unmountAll } from './helpers.ts';

/** The position the bar says it shows. */
function where(el: PiecepackWar): { at: number; total: number } {
  const range = part<HTMLInputElement>(el, '[part="replay-scrub"]');
  return { at: Number(range.value), total: Number(range.max) };
}

async function click(el: PiecepackWar, name: string): Promise<void> {
  part(el, `button.replay-${name}`).click();
  await el.updateComplete;
}

async function key(el: PiecepackWar, k: string): Promise<void> {
  await sendKeys({ press: k });
  await el.updateComplete;
}

describe('replay bar', () => {
  afterEach(unmountAll);

  it('comes with its styles once the game has a step (replay.ts loads on demand; the shadow root adopts them)', async () => {
    const el = await mount({ variant: 'war', seed: '3' });
    expect(query(el, '[part="replay"]'), 'no bar before the first step').to.equal(null);
    el.press();
    await el.updateComplete;
    const bar = part(el, '[part="replay"]');
    expect(getComputedStyle(bar).display, 'the bar laid out by its own styles').to.equal('flex');
    expect(getComputedStyle(part(el, '.replay-steps')).display).to.equal('flex');
  });

  for (const variant of VARIANT_NAMES.filter((v) => hasTable(PRESETS[v].family))) {
    it(`${variant}: finished, then stepped to the start and the end with the mouse and the keyboard`, async () => {
      const el = await mount({ variant, seed: '7' });
      expect(query(el, '[part="replay"]'), 'no bar before the first step').to.equal(null);
      el.finish();
      await el.updateComplete;
      const total = el.record!.actions.length;
      expect(total).to.be.greaterThan(0);
      expect(where(el)).to.deep.equal({ at: total, total });
      expect(query(el, '[part~="finish"]'), 'no Finish once the game is over').to.equal(null);
      await click(el, 'start');
      expect(where(el).at).to.equal(0);
      expect(liveText(el)).to.match(new RegExp(`^Step 0 of ${total.toLocaleString('en')}\\.`));
      await click(el, 'forward');
      expect(where(el).at).to.equal(1);
      await click(el, 'end');
      expect(where(el).at).to.equal(total);
      expect(query(el, '[part~="replay-live"]'), 'the end is the game as it is').to.equal(null);
      // The keyboard: Home, Right, Left, End on the bar's buttons.
      part(el, 'button.replay-back').focus();
      await key(el, 'Home');
      expect(where(el).at).to.equal(0);
      await key(el, 'ArrowRight');
      await key(el, 'ArrowRight');
      expect(where(el).at).to.equal(2);
      await key(el, 'ArrowLeft');
      expect(where(el).at).to.equal(1);
      await key(el, 'End');
      expect(where(el).at).to.equal(total);
    });
  }

  it('War: the table keys step through the past, and the scrubber jumps; the past is the game as it was', async () => {
    const el = await mount({ variant: 'war-cards', seed: '12' });
    for (let i = 0; i < 30; i++) el.flip();
    await el.updateComplete;
    const now = JSON.stringify(el.view);
    const h = historyOf({ variant: 'war-cards' }, 12, el.record!.actions);
    if (!h.ok) throw new Error(h.error.message);
    const table = part(el, '.table');
    table.focus();
    await key(el, 'Home');
    expect(where(el).at).to.equal(0);
    const counts = () => all(el, '.seat .count').map((c) => Number(c.textContent));
    expect(counts()).to.deep.equal((h.value.viewAt(0) as WarView).seats.map((s) => s.count));
    await key(el, 'ArrowRight');
    expect(where(el).at).to.equal(1);
    const range = part<HTMLInputElement>(el, '[part="replay-scrub"]');
    range.value = '17';
    range.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(counts()).to.deep.equal((h.value.viewAt(17) as WarView).seats.map((s) => s.count));
    expect(liveText(el)).to.match(/^Step 17 of 30\./);
    // Flip in the past is the next step of the same game; the game itself has not moved.
    part(el, 'button.primary').click();
    await el.updateComplete;
    expect(where(el).at).to.equal(18);
    expect(JSON.stringify(el.view)).to.equal(now);
    part(el, '[part~="replay-live"]').click();
    await el.updateComplete;
    expect(where(el).at).to.equal(30);
    el.flip();
    await el.updateComplete;
    expect(el.record!.actions.length, 'the game goes on where it was').to.equal(31);
  });

  it('War: Play on from here cuts the game at the step shown', async () => {
    const el = await mount({ variant: 'war', seed: '3' });
    for (let i = 0; i < 12; i++) el.flip();
    el.replayTo(5);
    await el.updateComplete;
    part(el, '[part~="replay-play-on"]').click();
    await el.updateComplete;
    expect(el.record!.actions.length).to.equal(5);
    expect(where(el)).to.deep.equal({ at: 5, total: 5 });
  });

  it('War: the live region never names a piece no one has seen yet, at any step', async () => {
    const el = await mount({ variant: 'war-cards', seed: '5' });
    for (let i = 0; i < 80; i++) el.flip();
    await el.updateComplete;
    const h = historyOf({ variant: 'war-cards' }, 5, el.record!.actions);
    if (!h.ok) throw new Error(h.error.message);
    const pieces = piecesOf(h.value.stateAt(0));
    const seen = new Set<string>();
    const names = (view: GameView) =>
      (view as WarView).seats.flatMap((s) => s.played.flatMap((p) => (p.up ? [pieceLabel(p.piece, 1, DEFAULT_STRINGS)] : [])));
    for (let k = 0; k <= 80; k += 1) {
      for (const id of names(h.value.viewAt(k))) seen.add(id);
      el.replayTo(k);
      await el.updateComplete;
      const said = liveText(el);
      for (const piece of pieces) {
        const label = pieceLabel(piece, 1, DEFAULT_STRINGS);
        if (seen.has(label)) continue;
        expect(said.includes(`${label} `) || said.includes(`${label}.`), `step ${k}: "${said}" names ${label}, unseen`).to.equal(false);
      }
    }
  });

  it('Steal War, one person: looking back shows only what the person saw, offers no Play on, and the game resumes', async () => {
    const el = await mount({ variant: 'steal-war', seed: '4' });
    for (let i = 0; i < 6; i++) el.step();
    await el.updateComplete;
    const total = el.record!.actions.length;
    if (total === 0) return;
    el.replayTo(0);
    await el.updateComplete;
    expect(query(el, '[part~="replay-play-on"]'), 'no Play on in an unfinished hidden game').to.equal(null);
    expect(query(el, '[part~="replay-live"]')).to.exist;
    expect(liveText(el)).to.match(/^Step 0 of/);
    el.replayTo(null);
    await el.updateComplete;
    expect(where(el).at).to.equal(total);
  });

  it('Finish the game in a decision game with a person asks first', async () => {
    const el = await mount({ variant: 'stacked-deck', seed: '2' });
    // A first step taken by the person's table (the arrangement) shows the bar; here the record opens one step in.
    el.finish();
    await el.updateComplete;
    const played = el.record!;
    el.record = { ...played, actions: played.actions.slice(0, 3), final: undefined };
    await el.updateComplete;
    expect(el.view!.result).to.not.exist;
    part(el, 'button[part~="finish"]').click();
    await el.updateComplete;
    part(el, '[part~="finish-no"]').click();
    await el.updateComplete;
    expect(el.view!.result).to.not.exist;
  });
});

describe('replay bar: more', () => {
  afterEach(unmountAll);

  it('War: the Finish the game button plays to the end and shows the banner', async () => {
    const el = await mount({ variant: 'war', seed: '9' });
    el.flip();
    await el.updateComplete;
    const ended = new Promise((resolve) => el.addEventListener('pw-game-end', resolve, { once: true }));
    part(el, 'button[part~="finish"]').click();
    await el.updateComplete;
    await ended;
    expect(el.view!.result).to.exist;
    expect(query(el, '[part~="banner"]')).to.exist;
    expect(where(el).at).to.equal(el.record!.actions.length);
  });

  it('Steal War, hotseat, unfinished: at every step the live region names only cards the public has seen', async () => {
    const el = await mount({ variant: 'steal-war', seats: 'human,human', seed: '3' });
    el.finish();
    await el.updateComplete;
    const played = el.record!;
    // The same game cut short: still being played, so the replay shows only the public view.
    el.record = { ...played, actions: played.actions.slice(0, 40), final: undefined };
    await el.updateComplete;
    const h = historyOf(played.options, played.seed, el.record.actions);
    if (!h.ok) throw new Error(h.error.message);
    const pieces = piecesOf(h.value.stateAt(0));
    const labels = pieces.map((p) => pieceLabel(p, 1, DEFAULT_STRINGS));
    const seen = new Set<string>();
    const collect = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.kind === 'string' && ('rank' in o || o.kind === 'joker')) seen.add(pieceLabel(o as never, 1, DEFAULT_STRINGS));
        Object.values(o).forEach(collect);
      }
    };
    for (let k = 0; k <= 40; k++) {
      collect(h.value.viewAt(k, null));
      el.replayTo(k);
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 0));
      await el.updateComplete;
      const said = liveText(el);
      for (const label of labels)
        if (!seen.has(label))
          expect(
            said.includes(`${label} `) || said.includes(`${label}.`) || said.includes(`${label},`),
            `step ${k}: "${said}" names ${label}`,
          ).to.equal(false);
    }
  });
});
