// The motion controller on a host of its own: whether pieces may move (never under reduced motion or VS Code's
// reduce-motion class, nor at speeds too fast to follow, nor off the page), how long a war step takes to come in,
// and the beats of a staged trick (scheduled, hurried by a press, dropped when the element leaves).
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { LitElement, html } from 'lit';
import { MotionController } from '../src/game/motion-controller.ts';

class MotionHost extends LitElement {
  playing = false;
  rate = 2.5;
  /** The autoplay the motion follows (whether it plays, and how fast). */
  get flipsPerSecond(): number {
    return this.rate;
  }
  readonly motion = new MotionController(this, this);
  protected override render() {
    return html`<div class="overlay"></div>`;
  }
}
customElements.define('test-motion-host', MotionHost);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('MotionController', () => {
  let el: MotionHost;
  beforeEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    el = document.createElement('test-motion-host') as MotionHost;
    document.body.append(el);
    await el.updateComplete;
  });
  afterEach(async () => {
    el.remove();
    document.body.classList.remove('vscode-reduce-motion');
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('pieces move by hand and in slow autoplay, not in fast autoplay, not off the page', () => {
    expect(el.motion.on).to.equal(true);
    el.playing = true;
    el.rate = 2.5;
    expect(el.motion.on).to.equal(true);
    el.rate = 8;
    expect(el.motion.on).to.equal(false);
    el.playing = false;
    el.remove();
    expect(el.motion.on).to.equal(false);
  });

  it("nothing moves under prefers-reduced-motion, nor with VS Code's vscode-reduce-motion class", async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(el.motion.reduced).to.equal(true);
    expect(el.motion.on).to.equal(false);
    expect(el.motion.warStepMs(14), 'a war takes no time to come in').to.equal(0);
    await emulateMedia({ reducedMotion: 'no-preference' });
    document.body.classList.add('vscode-reduce-motion');
    expect(el.motion.on).to.equal(false);
  });

  it('a war step takes longer with more face-down pieces, but never more than about a second and a half', () => {
    const one = el.motion.warStepMs(1);
    const three = el.motion.warStepMs(3);
    const fourteen = el.motion.warStepMs(14);
    expect(three).to.be.greaterThan(one);
    expect(fourteen).to.be.at.most(1600);
    expect(el.motion.warStepMs(0), 'a flip alone').to.equal(el.motion.duration);
  });

  it('a beat plays after its time; a press hurries it; a new one replaces the old; leaving the page drops it', async () => {
    const played: string[] = [];
    el.motion.schedule(() => played.push('a'), 60);
    expect(el.motion.waiting).to.equal(true);
    await wait(100);
    expect(played).to.deep.equal(['a']);
    expect(el.motion.waiting).to.equal(false);
    el.motion.schedule(() => played.push('b'), 5000);
    expect(el.motion.hurry()).to.equal(true);
    expect(played).to.deep.equal(['a', 'b']);
    expect(el.motion.hurry(), 'nothing left to hurry').to.equal(false);
    el.motion.schedule(() => played.push('c'), 30);
    el.motion.schedule(() => played.push('d'), 30);
    await wait(60);
    expect(played).to.deep.equal(['a', 'b', 'd']);
    el.motion.schedule(() => played.push('e'), 30);
    el.remove();
    await wait(60);
    expect(played).to.deep.equal(['a', 'b', 'd']);
  });
});
