// "Save picture" and "Save animation": savePicture('svg'|'png') and saveAnimation() on the element give the position
// in the colours on screen and the game so far as a GIF; a hidden-information game's picture holds no seat's secret.
import { expect, waitUntil } from '@open-wc/testing';
import { autoAction, createGame, makeRecord, replay, step, viewOf, type Action, type GameState } from '../../engine/src/index.ts';
import { animationSteps } from '../../picture/animation-steps.ts';
import { keptFrames, recordFrames } from '../../picture/frames.ts';
import { liveText, mount, part, unmountAll } from './helpers.ts';
import { gifFrames, pngSize } from './image-bytes.ts';

/** Steal War's cards held after looking (the engine's state; only the test reads it, to know what must not show). */
const hands = (s: GameState): number[] => (s as unknown as { hands: number[] }).hands;

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** The frames an animation of steps `from` to `to` of `record` shows. */
function kept(record: unknown, from: number, to: number) {
  const all = recordFrames(record, from, to);
  if (!all.ok) throw new Error(all.error.message);
  return keptFrames(all.value);
}

describe('Save picture and Save animation', () => {
  afterEach(unmountAll);

  it('a War game after a few presses: SVG in the colours on screen, PNG of its size, GIF of every step', async () => {
    const el = await mount({ variant: 'war', seed: '5', theme: 'dark' });
    for (let i = 0; i < 5; i++) el.flip();
    await el.updateComplete;
    const actions = el.record!.actions.length;
    expect(actions).to.be.greaterThan(2);

    const svg = (await el.savePicture('svg'))!;
    expect(svg.type).to.equal('image/svg+xml');
    const text = await svg.text();
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).to.equal(null);
    const root = doc.documentElement;
    // In the widget's own words ("12 in stack", "Trick 3"), not the picture's English defaults ("stack 12").
    expect(root.textContent)
      .to.match(/\d+ in stack/)
      .and.match(/Trick \d+/);
    const felt = getComputedStyle(el).getPropertyValue('--pp-felt').trim();
    expect(doc.querySelector('style')!.textContent).to.include(`.felt { fill: ${felt}; }`);
    const view = el.view!;
    if (view.family !== 'war') throw new Error('a War view');
    const onTable = view.seats.reduce((n, s) => n + s.played.length, 0);
    expect(root.querySelectorAll('.pp-piece').length).to.equal(view.seats.filter((s) => s.count > 0).length + onTable);

    const png = (await el.savePicture('png'))!;
    expect(png.type).to.equal('image/png');
    const size = pngSize(await bytes(png));
    expect(size.width).to.equal(Number(root.getAttribute('width')));
    expect(size.height).to.equal(Number(root.getAttribute('height')));

    const gif = (await el.saveAnimation({ pace: 100 }))!;
    expect(gif.type).to.equal('image/gif');
    // Every step but the empty tables between tricks (the deal, the first, is kept).
    const shown = kept(el.record!, 0, actions);
    expect(shown.length).to.be.lessThan(actions + 1);
    expect(shown[shown.length - 1].step).to.equal(actions);
    expect(gifFrames(await bytes(gif)).frames).to.equal(shown.length);
    // The last frame, as a browser composes it (the frames after the first hold only what changed), is the picture.
    const decoder = new ImageDecoder({ data: await gif.arrayBuffer(), type: 'image/gif' });
    const last = (await decoder.decode({ frameIndex: shown.length - 1 })).image;
    const still = await createImageBitmap(png);
    const pixelsOf = (source: CanvasImageSource) => {
      const c = document.createElement('canvas');
      [c.width, c.height] = [size.width, size.height];
      const g = c.getContext('2d')!;
      g.drawImage(source, 0, 0);
      return g.getImageData(0, 0, size.width, size.height).data;
    };
    const [a, b] = [pixelsOf(last), pixelsOf(still)];
    let diff = 0;
    for (let i = 0; i < a.length; i += 4) diff += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
    expect(diff / (a.length / 4) / 3).to.be.lessThan(4, 'mean difference per channel');
    const range = (await el.saveAnimation({ from: 1, to: 4, pace: 100 }))!;
    expect(gifFrames(await bytes(range)).frames).to.equal(kept(el.record!, 1, 4).length);
    expect(range.size).to.be.lessThan(gif.size);
  });

  it('the game menu offers both, in the page language', async () => {
    const el = await mount({ variant: 'war', seed: '5' });
    expect(part(el, 'button[part~="save-picture"]').textContent).to.equal('Save picture');
    expect(part(el, 'button[part~="save-animation"]').textContent).to.equal('Save animation');
  });

  it('Save animation on a long game keeps its last 500 steps, and the menu says so', async function () {
    this.timeout(600_000);
    // A three-seat card War game of 700 steps, not yet over.
    const created = createGame({ variant: 'war-cards', packs: 2, players: 3 }, 4);
    if (!created.ok) throw new Error(created.error.message);
    let s: GameState = created.value;
    const actions: Action[] = [];
    while (actions.length < 700) {
      const a = autoAction(s, true);
      if (!a) throw new Error(`the game ended after ${actions.length} steps`);
      const r = step(s, a);
      if (!r.ok) throw new Error(r.error.message);
      [s, actions[actions.length]] = [r.value.state, a];
    }
    const el = await mount({ variant: 'war-cards', packs: '2', players: '3' });
    el.record = makeRecord(s.options, s.seed, actions);
    await el.updateComplete;
    const button = part(el, 'button[part~="save-animation"]');
    expect(button.title).to.equal('Downloads the game so far as an animated picture (GIF), at most its last 500 steps');

    // The menu's download, caught as it is offered (the file itself is the browser's business).
    const offered: { name: string; href: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) offered.push({ name: this.download, href: this.href });
      else click.call(this);
    };
    try {
      button.click();
      await waitUntil(() => offered.length > 0, 'the animation is offered', { timeout: 540_000, interval: 200 });
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(offered[0].name).to.equal('war-cards-step-700.gif');
    const gif = new Uint8Array(await (await fetch(offered[0].href)).arrayBuffer());
    // The last 500 steps, but the empty tables between their tricks.
    expect(gifFrames(gif).frames).to.equal(kept(el.record, 201, 700).length);
    await waitUntil(() => liveText(el).includes('steps 201 to 700'), `said: ${liveText(el)}`, { timeout: 60_000 });
    expect(liveText(el)).to.equal('The animation shows steps 201 to 700 (at most 500 steps)');
    // A range within the cap is kept whole, and nothing is said of it.
    const short = (await el.saveAnimation({ from: 690, to: 700, pace: 100 }))!;
    expect(gifFrames(await bytes(short)).frames).to.equal(kept(el.record, 690, 700).length);
  });

  it('an animation keeps at most the last 500 steps of the range asked', () => {
    expect(animationSteps(700)).to.deep.equal({ from: 201, to: 700, pace: 700, cut: true });
    expect(animationSteps(499)).to.deep.equal({ from: 0, to: 499, pace: 700, cut: false });
    expect(animationSteps(700, { from: 100, to: 599, pace: 5 })).to.deep.equal({ from: 100, to: 599, pace: 20, cut: false });
    expect(animationSteps(700, { from: 99, to: 599 })).to.deep.equal({ from: 100, to: 599, pace: 700, cut: true });
    expect(animationSteps(700, { from: 650, to: 20 })).to.deep.equal({ from: 650, to: 650, pace: 700, cut: false });
    expect(animationSteps(10, { from: Number.NaN, to: 1e9 })).to.deep.equal({ from: 0, to: 10, pace: 700, cut: false });
  });

  it("an unfinished Steal War: the held card's identity is in no picture", async () => {
    // A seeded game played by the computer until a seat holds a card it has looked at.
    const created = createGame({ variant: 'steal-war', seats: ['computer', 'computer'] }, 11);
    if (!created.ok) throw new Error(created.error.message);
    let s: GameState = created.value;
    const actions = [];
    for (let i = 0; i < 400 && !hands(s).some((h) => h >= 0); i++) {
      const a = autoAction(s, true)!;
      const r = step(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      actions.push(a);
    }
    const holder = hands(s).findIndex((h) => h >= 0);
    expect(holder).to.be.at.least(0);
    const el = await mount({ variant: 'steal-war' });
    el.record = makeRecord(s.options, s.seed, actions);
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    const replayed = replay(el.record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const hidden = hands(replayed.value).filter((h) => h >= 0);
    expect(hidden.length).to.be.greaterThan(0);
    const view = viewOf(replayed.value);
    if (view.family !== 'steal-war') throw new Error('a Steal War view');
    const doc = new DOMParser().parseFromString(await (await el.savePicture('svg'))!.text(), 'image/svg+xml');
    const faces = [...doc.querySelectorAll('.pp-piece[data-face="up"] svg.piece svg.piece')].map((n) => n.getAttribute('class')!);
    const publicUp = view.seats.filter((x) => x.top).length + view.seats.reduce((n, x) => n + x.played.filter((p) => p.up).length, 0);
    expect(faces.length).to.equal(publicUp);
    // Every face drawn is a public card's (a pile's top or a card up on the table), suit for suit: never a held one.
    const suitOf = (c: string) => /\b(spades|hearts|diamonds|clubs|joker)\b/.exec(c)?.[1];
    const publicCards = view.seats.flatMap((x) => [...(x.top ? [x.top.piece] : []), ...x.played.flatMap((p) => (p.up ? [p.piece] : []))]);
    expect(faces.map(suitOf).sort()).to.deep.equal(publicCards.map((p) => (p.kind === 'card' ? p.suit : 'joker')).sort());
    const drawnIds = view.seats.flatMap((x) => [x.top?.id, ...x.played.map((p) => (p.up ? p.id : -1))]);
    for (const id of hidden) expect(drawnIds).not.to.include(id);
    expect(doc.querySelectorAll('.pp-piece[data-face="down"]').length).to.be.greaterThan(0);
  });
});
