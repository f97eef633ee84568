// Sound and touch: silent unless `sound` is set; no AudioContext before the person has used the page; with sound on,
// a press makes sound (oscillators and noise, counted by a Web Audio spy wrapped around AudioContext); too fast to
// hear is silent. Narration speaks the live region's sentences only.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import { until } from './decision-helpers.ts';
import { mount, part, unmountAll } from './helpers.ts';

/** The Web Audio spy: contexts made, sources started, and the pitch of each oscillator started (Hz). */
const spy = { contexts: 0, started: 0, notes: [] as number[] };
const Real = window.AudioContext;
class SpyContext extends Real {
  constructor(options?: AudioContextOptions) {
    super(options);
    spy.contexts++;
  }
  override createOscillator(): OscillatorNode {
    const osc = super.createOscillator();
    const start = osc.start.bind(osc);
    osc.start = (when?: number) => {
      spy.started++;
      spy.notes.push(osc.frequency.value);
      start(when);
    };
    return osc;
  }
  override createBufferSource(): AudioBufferSourceNode {
    const source = super.createBufferSource();
    const start = source.start.bind(source);
    source.start = (...args: Parameters<AudioBufferSourceNode['start']>) => {
      spy.started++;
      start(...args);
    };
    return source;
  }
}
window.AudioContext = SpyContext;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A person's press: Space on the focused table (a real key, which counts as using the page). */
async function pressByKey(el: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
  part(el as never, '.table').focus();
  await sendKeys({ press: 'Space' });
  await el.updateComplete;
  await pause(700);
}

describe('sound and touch', () => {
  beforeEach(() => {
    spy.contexts = 0;
    spy.started = 0;
    spy.notes = [];
  });
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('before the person has used the page: no AudioContext, even with sound on', async () => {
    const el = await mount({ variant: 'war', seed: '3', sound: '' });
    for (let i = 0; i < 3; i++) el.flip();
    await el.updateComplete;
    await pause(700);
    expect(spy.contexts).to.equal(0);
  });

  it('off by default: presses make no sound', async () => {
    const el = await mount({ variant: 'war', seed: '3' });
    for (let i = 0; i < 3; i++) await pressByKey(el);
    expect(spy.contexts, 'no AudioContext').to.equal(0);
    expect(spy.started).to.equal(0);
  });

  it('with the sound attribute: a press flips with a sound, a trick rings', async () => {
    const el = await mount({ variant: 'war', seed: '3', sound: '' });
    expect(el.sound).to.equal(true);
    await pressByKey(el);
    expect(spy.contexts, 'one AudioContext, made after the press').to.equal(1);
    expect(spy.started, 'the flip and the verdict').to.be.at.least(2);
    el.sound = false;
    const before = spy.started;
    await pressByKey(el);
    expect(spy.started, 'sound off again: silence').to.equal(before);
  });

  it("the person's trick rings upward, the computer's falls away: two tunes, told apart", async () => {
    const el = await mount({ variant: 'war', seed: '3', sound: '' });
    const tunes: Record<number, string[]> = { 0: [], 1: [] };
    for (let i = 0; i < 20 && (tunes[0].length < 2 || tunes[1].length < 2) && !el.view!.result; i++) {
      const from = spy.notes.length;
      await pressByKey(el);
      const view = el.view as WarView;
      // A tie's war plays by itself: its trick is left out (its notes mix with the war's).
      // A trick's tune (three notes above 200 Hz) sounds once its verdict is out, which a busy machine may hold until after
      // the press returns: each round waits for its own tune, so none spills into the next round's notes.
      const tuneOut = () => spy.notes.slice(from).filter((f) => f > 200).length >= 3;
      if (view.phase !== 'collect') {
        await until(() => (el.view as WarView).phase !== 'war' || !!el.view!.result, 'the war to be decided');
        await until(() => tuneOut() || !!el.view!.result, "the war's trick to ring");
        continue;
      }
      await until(tuneOut, "the trick's tune");
      const notes = spy.notes.slice(from).filter((f) => f > 200);
      tunes[view.trickWinner]?.push(notes.join(' '));
    }
    expect(tunes[0].length, 'tricks the person took').to.be.at.least(2);
    expect(tunes[1].length, 'tricks the computer took').to.be.at.least(2);
    const rises = (tune: string) =>
      tune
        .split(' ')
        .map(Number)
        .every((f, i, a) => i === 0 || f > a[i - 1]);
    for (const tune of tunes[0]) expect(rises(tune), `the person's trick: ${tune}`).to.equal(true);
    for (const tune of tunes[1]) expect(rises(tune), `the computer's trick: ${tune}`).to.equal(false);
    expect(new Set(tunes[0]).size, 'one tune for the person').to.equal(1);
    expect(new Set(tunes[1]).size, 'one tune for the computer').to.equal(1);
    expect(tunes[0][0], 'told apart').to.not.equal(tunes[1][0]);
  });

  it('under reduced motion sound still plays (it is not motion); fast autoplay is silent', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'war-cards', seed: '3', sound: '', speed: 'fast' });
    await pressByKey(el);
    expect(spy.started).to.be.greaterThan(0);
    const before = spy.started;
    el.play();
    await pause(400);
    el.pause();
    expect(spy.started, 'fast: no sounds').to.equal(before);
  });
});
