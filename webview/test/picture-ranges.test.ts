// Saved pictures worth posting: the game menu's "Save this war", "Save the last 10 tricks" and "Twice the size" (in the
// page's language), each frame's verdict in the widget's words, and a whole card War game saved without freezing the
// page (the GIF encoded in the computer's worker; the longest main-thread task measured with the longtask API).
import { expect, waitUntil } from '@open-wc/testing';
import { autoAction, createGame, makeRecord, step, type Action, type GameRecord, type GameState } from '../../engine/src/index.ts';
import { keptFrames, pickedSteps, recordFrames, type FramePick } from '../../picture/frames.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { liveText, mount, part, query, unmountAll } from './helpers.ts';
import { gifFrames, pngSize } from './image-bytes.ts';

/** A card War game played by the computer (to its end, or `most` actions), as a record. */
function cardGame(seed: number, most = Infinity): GameRecord {
  const created = createGame({ variant: 'war-cards' }, seed);
  if (!created.ok) throw new Error(created.error.message);
  let s: GameState = created.value;
  const actions: Action[] = [];
  for (let a = autoAction(s, true); a && actions.length < most; a = autoAction(s, true)) {
    const r = step(s, a);
    if (!r.ok) throw new Error(r.error.message);
    [s, actions[actions.length]] = [r.value.state, a];
  }
  return makeRecord(created.value.options, seed, actions);
}

/** The frames an animation of `pick` in `record` shows. */
function pickedFrames(record: GameRecord, pick: FramePick) {
  const all = recordFrames(record, 0, record.actions.length);
  if (!all.ok) throw new Error(all.error.message);
  const picked = pickedSteps(all.value, pick);
  if (!picked.ok) throw new Error(picked.error);
  return keptFrames(all.value.slice(picked.value.from, picked.value.to + 1));
}

/** Clicks a menu item and catches the file it offers (the download itself is the browser's business), or null. */
async function offered(el: PiecepackWar, item: string, expectFile = true): Promise<{ name: string; bytes: Uint8Array } | null> {
  const files: { name: string; href: string }[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) files.push({ name: this.download, href: this.href });
    else click.call(this);
  };
  try {
    part(el, `[part~="${item}"]`).click();
    if (!expectFile) return null;
    await waitUntil(() => files.length > 0, `${item} offers a file`, { timeout: 240_000, interval: 100 });
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  return { name: files[0].name, bytes: new Uint8Array(await (await fetch(files[0].href)).arrayBuffer()) };
}

const WAR = cardGame(3);

describe('Saved pictures: verdicts, ranges, twice the size', () => {
  afterEach(unmountAll);

  it('the game menu offers this war, the last 10 tricks and twice the size, in the page language', async () => {
    const el = await mount({ variant: 'war', seed: '5' });
    expect(part(el, 'button[part~="save-war"]').textContent).to.equal('Save this war');
    expect(part(el, 'button[part~="save-tricks"]').textContent).to.equal('Save the last 10 tricks');
    expect(part(el, '.save-double').textContent?.trim()).to.equal('Twice the size');
    const de = await mount({ variant: 'war', seed: '5', lang: 'de' });
    await waitUntil(() => query(de, 'button[part~="save-war"]')?.textContent === 'Diesen Krieg speichern', 'German words', {
      timeout: 60_000,
    });
    expect(part(de, 'button[part~="save-tricks"]').textContent).to.equal('Die letzten 10 Stiche speichern');
    expect(part(de, '.save-double').textContent?.trim()).to.equal('Doppelte Größe');
  });

  it("each picture shows its step's verdict in the page's words; face-down pieces stay backs", async () => {
    const all = recordFrames(WAR, 0, WAR.actions.length);
    if (!all.ok) throw new Error(all.error.message);
    const tie = all.value.find((f) => f.verdict?.kind === 'war')!;
    const taken = all.value.find((f) => f.step > tie.step && f.verdict?.kind === 'trick')!;
    const el = await mount({ variant: 'war-cards', lang: 'de' });
    await waitUntil(() => query(el, 'button[part~="save-war"]')?.textContent === 'Diesen Krieg speichern', 'German words', {
      timeout: 60_000,
    });
    const svgAt = async (k: number) => {
      el.record = { ...WAR, actions: WAR.actions.slice(0, k) };
      delete el.record.final;
      await el.updateComplete;
      return new DOMParser().parseFromString(await (await el.savePicture('svg'))!.text(), 'image/svg+xml');
    };
    const war = await svgAt(tie.step);
    expect(war.querySelector('.pp-verdict text')!.textContent).to.equal('Krieg!');
    expect(war.querySelectorAll('.pp-verdict-outline.tied').length).to.equal(2);
    const won = await svgAt(taken.step);
    const seat = taken.verdict!.kind === 'trick' ? taken.verdict!.seat : -1;
    expect(won.querySelector('.pp-verdict text')!.textContent).to.equal(`Spieler ${seat + 1} nimmt den Stich`);
    expect(won.querySelectorAll('.pp-verdict-outline.takes').length).to.equal(1);
    // The war's face-down pieces: backs in the picture, as many as the view has.
    const view = taken.view;
    if (view.family !== 'war') throw new Error('a War view');
    const down = view.seats.reduce((n, s) => n + s.played.filter((p) => !p.up).length, 0);
    expect(down).to.be.greaterThan(0);
    const piles = view.seats.filter((s) => s.count > 0).length;
    expect(won.querySelectorAll('[data-face="down"]').length).to.equal(piles + down);
  });

  it('Save this war and Save the last 10 tricks offer those frames; no war yet is said, nothing offered', async function () {
    this.timeout(300_000);
    const el = await mount({ variant: 'war-cards' });
    el.record = WAR;
    await el.updateComplete;
    const war = (await offered(el, 'save-war'))!;
    expect(war.name).to.equal(`war-cards-step-${WAR.actions.length}.gif`);
    expect(gifFrames(war.bytes).frames).to.equal(pickedFrames(WAR, { war: true }).length);
    const tricks = (await offered(el, 'save-tricks'))!;
    const expected = pickedFrames(WAR, { last: 10 });
    expect(expected.length).to.be.greaterThan(10);
    expect(gifFrames(tricks.bytes).frames).to.equal(expected.length);

    const early = await mount({ variant: 'war-cards' });
    early.record = cardGame(3, 6);
    await early.updateComplete;
    await offered(early, 'save-war', false);
    await waitUntil(() => liveText(early).includes('No war'), `said: ${liveText(early)}`, { timeout: 60_000 });
    expect(liveText(early)).to.equal('No war has been played yet');
    expect(await early.saveAnimation({ war: true })).to.equal(null);
  });

  it('Twice the size: the picture and the animation at twice their size', async function () {
    this.timeout(300_000);
    const el = await mount({ variant: 'war-cards' });
    el.record = WAR;
    await el.updateComplete;
    const one = pngSize((await offered(el, 'save-picture'))!.bytes);
    part<HTMLInputElement>(el, '.save-double input').click();
    await el.updateComplete;
    expect(part<HTMLInputElement>(el, '.save-double input').checked).to.equal(true);
    const two = pngSize((await offered(el, 'save-picture'))!.bytes);
    expect(two).to.deep.equal({ width: one.width * 2, height: one.height * 2 });
    const gif = gifFrames((await offered(el, 'save-tricks'))!.bytes);
    expect(gif.width).to.equal(one.width * 2);
  });

  it('where no worker starts, the page encodes the same bytes', async function () {
    this.timeout(300_000);
    const el = await mount({ variant: 'war-cards' });
    el.record = WAR;
    await el.updateComplete;
    const inWorker = new Uint8Array(await (await el.saveAnimation({ last: 3, pace: 100 }))!.arrayBuffer());
    // A page where workers cannot start (the constructor refuses, as a policy without worker-src may).
    const Real = window.Worker;
    window.Worker = class {
      constructor() {
        throw new DOMException('refused', 'SecurityError');
      }
    } as unknown as typeof Worker;
    let onPage: Uint8Array;
    try {
      onPage = new Uint8Array(await (await el.saveAnimation({ last: 3, pace: 100 }))!.arrayBuffer());
    } finally {
      window.Worker = Real;
    }
    expect(gifFrames(onPage).frames).to.equal(pickedFrames(WAR, { last: 3 }).length);
    expect(onPage).to.deep.equal(inWorker);
  });

  it('saving a whole card War game encodes in a worker; no main-thread task takes a quarter of the save', async function () {
    this.timeout(900_000);
    // 539 steps: the animation holds the last 500, about 260 frames once the empty tables are left out.
    const record = cardGame(8);
    const el = await mount({ variant: 'war-cards' });
    el.record = record;
    await el.updateComplete;
    await el.savePicture('svg');
    // What the page sends the computer's worker, counted on its way (the worker itself runs as it is).
    const sent = { gif: 0, frames: 0 };
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: StructuredSerializeOptions | Transferable[]) {
      if (message && typeof message === 'object') {
        if ('gif' in message) sent.gif++;
        if ('frame' in message) sent.frames++;
      }
      return post.call(this, message, options as StructuredSerializeOptions);
    };
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const started = performance.now();
    let gif: Blob | null;
    try {
      gif = await el.saveAnimation({ pace: 100 });
    } finally {
      Worker.prototype.postMessage = post;
    }
    const took = performance.now() - started;
    // The observer hears of the last tasks a moment later: wait for a frame after a task of its own.
    await new Promise((go) => setTimeout(go, 0));
    await new Promise((go) => requestAnimationFrame(go));
    observer.disconnect();
    const frames = gifFrames(new Uint8Array(await gif!.arrayBuffer())).frames;
    const longest = Math.max(0, ...tasks);
    console.log(`whole game saved: ${frames} frames in ${Math.round(took)} ms; longest task ${Math.round(longest)} ms`);
    expect(sent.gif).to.equal(1);
    // The palette's sample (8 frames), then every frame.
    expect(sent.frames).to.equal(frames + 8);
    expect(longest).to.be.lessThan(took / 4, `longest task ${Math.round(longest)} ms of ${Math.round(took)} ms`);
  });
});
