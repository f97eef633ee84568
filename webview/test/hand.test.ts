// Play with the hand: the person's own stack is a control that plays like Flip (click, tap, Enter or Space; a button
// with a name; a pointer cursor), and pieces travel from the stacks to the table (none under reduced motion).
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import { activeIn, all, animationsIn, mount, part, unmountAll, waitUntil } from './helpers.ts';

describe('play with the hand', () => {
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it("the person's stack is a named button with a pointer; the computer's is a picture", async () => {
    const el = await mount({ variant: 'war', seed: '7' });
    const controls = all(el, '.stack-control');
    expect(controls, 'one stack is a control: the person’s').to.have.length(1);
    const stack = controls[0];
    expect(stack.closest('.seat')!.getAttribute('data-seat')).to.equal('0');
    expect(stack.getAttribute('role')).to.equal('button');
    expect(stack.getAttribute('tabindex')).to.equal('0');
    expect(stack.getAttribute('aria-label')).to.equal('Your stack, 12: flip');
    expect(getComputedStyle(stack).cursor).to.equal('pointer');
  });

  it('clicking the stack plays like Flip; Enter and Space on it too', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'war-cards', seed: '7' });
    part(el, '.stack-control').click();
    await el.updateComplete;
    expect(el.record!.actions.length, 'a click flips').to.be.greaterThan(0);
    const before = (el.view as WarView).tricks;
    part(el, '.stack-control').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect((el.view as WarView).tricks, 'Enter and Space each play a trick').to.be.at.least(before + 1);
    expect(activeIn(el)?.classList.contains('stack-control'), 'the focus stays on the stack').to.equal(true);
  });

  it('pieces travel from the stack to the table (transform only), at every animated speed', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await mount({ variant: 'war', seed: '7' });
    part(el, '.stack-control').click();
    await el.updateComplete;
    const moves = animationsIn(el).filter((a) => (a.effect as KeyframeEffect).target?.closest('.played'));
    expect(moves.length).to.be.at.least(2);
    for (const a of moves) {
      const frames = (a.effect as KeyframeEffect).getKeyframes();
      expect(String(frames[0].transform), 'starts at the stack').to.match(/translate\(-?\d+px, -?\d+px\)/);
      expect(
        Object.keys(frames[0]).filter((k) => !['offset', 'easing', 'composite', 'computedOffset', 'transform'].includes(k)),
      ).to.deep.equal([]);
    }
  });

  it('no travel under reduced motion; a game that is over has no stack control', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'war', seed: '7' });
    part(el, '.stack-control').click();
    await el.updateComplete;
    expect(animationsIn(el)).to.have.length(0);
    el.speed = 'max';
    el.play();
    await waitUntil(() => Boolean(el.view!.result), 'the game to end');
    await el.updateComplete;
    expect(all(el, '.stack-control')).to.have.length(0);
  });

  it('at a table of friends, each person’s stack plays', async () => {
    const el = await mount({ variant: 'war', seed: '7', seats: 'human,human' });
    expect(all(el, '.stack-control')).to.have.length(2);
  });
});
