// Sound and touch: silent unless `sound` is set; no AudioContext before the person has used the page; with sound on,
// a press makes sound (oscillators and noise, counted by a Web Audio spy wrapped around AudioContext); too fast to
// hear is silent. Narration speaks the live region's sentences only.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { mount, part, unmountAll } from './helpers.ts';

/** The Web Audio spy: contexts made and sources started. */
const spy = { contexts: 0, started: 0 };
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
