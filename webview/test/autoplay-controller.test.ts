// The autoplay controller on a host of its own: it plays at the rate until the game says stop, pauses while the
// element is out of the page and the same autoplay again when it comes back, and lets a fast-playing widget redraw only now and then.
import { expect } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import { AutoplayController, FAST_REDRAW_MS } from '../src/game/autoplay-controller.ts';

class AutoplayHost extends LitElement {
  steps = 0;
  limit = 1000;
  renders = 0;
  readonly autoplay = new AutoplayController(this, () => ++this.steps < this.limit);
  protected override render() {
    this.renders++;
    return html`${this.steps}`;
  }
}
customElements.define('test-autoplay-host', AutoplayHost);

async function host(): Promise<AutoplayHost> {
  const el = document.createElement('test-autoplay-host') as AutoplayHost;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('AutoplayController', () => {
  afterEach(() => document.querySelectorAll('test-autoplay-host').forEach((n) => n.remove()));

  it('plays at its rate until the game says stop, then stops by itself and redraws', async () => {
    const el = await host();
    el.limit = 4;
    el.autoplay.start(20);
    expect(el.autoplay.playing).to.equal(true);
    await wait(120);
    expect(el.steps, 'about 20 a second').to.be.within(1, 3);
    await wait(300);
    expect(el.steps).to.equal(4);
    expect(el.autoplay.playing).to.equal(false);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.equal('4');
  });

  it('flat out shares the frame budget and still stops at the end', async () => {
    const el = await host();
    el.limit = 500;
    el.autoplay.start(Infinity);
    await wait(400);
    expect(el.steps).to.equal(500);
    expect(el.autoplay.playing).to.equal(false);
  });

  it('start without ticking only says that autoplay is on (a decision table runs its own turns)', async () => {
    const el = await host();
    el.autoplay.start(50, false);
    await wait(100);
    expect(el.autoplay.playing).to.equal(true);
    expect(el.steps).to.equal(0);
    el.autoplay.stop();
    expect(el.autoplay.playing).to.equal(false);
  });

  it('leaving the page pauses; coming back resumes', async () => {
    const el = await host();
    el.autoplay.start(50);
    await wait(60);
    el.remove();
    expect(el.autoplay.playing).to.equal(false);
    const steps = el.steps;
    await wait(100);
    expect(el.steps, 'nothing plays off the page').to.equal(steps);
    document.body.append(el);
    expect(el.autoplay.playing, 'the same autoplay again').to.equal(true);
    expect(el.autoplay.flipsPerSecond).to.equal(50);
    await wait(100);
    expect(el.steps, 'it plays on').to.be.above(steps);
    // Not playing when it left: nothing to resume.
    el.autoplay.stop();
    el.remove();
    document.body.append(el);
    expect(el.autoplay.playing).to.equal(false);
  });

  it('while playing fast, a redraw of flips alone waits its turn (one is scheduled); anything else draws now', async () => {
    const el = await host();
    expect(el.autoplay.mayDraw(true), 'not playing: draws').to.equal(true);
    el.autoplay.start(500, false);
    expect(el.autoplay.mayDraw(false), 'a change besides flips draws').to.equal(true);
    expect(el.autoplay.mayDraw(true), 'flips right after a draw wait').to.equal(false);
    const renders = el.renders;
    await wait(FAST_REDRAW_MS * 1.5);
    expect(el.renders, 'the scheduled redraw came').to.be.greaterThan(renders);
    el.autoplay.start(8, false);
    expect(el.autoplay.mayDraw(true), 'slow autoplay draws every flip').to.equal(true);
  });
});
