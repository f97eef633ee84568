// Motion: flips, a war building up and the pot sliding to the winner animate; prefers-reduced-motion and VS Code's
// vscode-reduce-motion body class turn every animation and transition off.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { WAR_IN_A_WAR } from './events.test.ts';
import { all, animationsIn, mount, part, revealed, unmountAll, waitUntil } from './helpers.ts';

async function warGame() {
  const el = await mount({ variant: 'war' });
  el.record = WAR_IN_A_WAR;
  await el.updateComplete;
  return el;
}

describe('motion', () => {
  afterEach(async () => {
    unmountAll();
    document.body.classList.remove('vscode-reduce-motion');
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('animates a flip, the war building up, and the pot sliding to the winner', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await warGame();
    el.flip();
    await el.updateComplete;
    // The battle pieces flip in; the tie's two "War!" marks pop up once they are face up (reveal first, verdict after).
    expect(animationsIn(el).length, 'the battle pieces flip in').to.equal(2);
    expect(all(el, '.war-mark'), 'no mark before the tied pieces are face up').to.have.length(0);
    await revealed(el);
    expect(all(el, '.war-mark')).to.have.length(2);
    expect(animationsIn(el).filter((a) => a.playState !== 'finished').length, 'the marks pop up').to.equal(2);
    el.flip();
    await el.updateComplete;
    expect(animationsIn(el).length, 'backs slide in, new pieces flip').to.be.at.least(4);
    el.flip();
    await el.updateComplete;
    el.flip();
    await el.updateComplete;
    const ghosts = all(el, '.overlay .ghost');
    expect(ghosts, 'the pot is drawn sliding away').to.have.length(10);
    expect(ghosts.every((g) => g.getAttribute('aria-hidden') === 'true')).to.equal(true);
    await Promise.all(animationsIn(el).map((a) => a.finished));
    expect(all(el, '.overlay .ghost'), 'and cleared after').to.have.length(0);
  });

  it('the flips run: each piece turned up turns over (rotated edge-on at the start, flat at the end)', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await warGame();
    for (let press = 0; press < 2; press++) {
      el.flip();
      await el.updateComplete;
      const up = all(el, '.played .piece.up').filter((p) => p.getAnimations().length > 0);
      expect(up, `press ${press + 1}: the pieces turned up, one a seat, are animated`).to.have.length(2);
      for (const piece of up) {
        const [flip] = piece.getAnimations();
        const frames = (flip.effect as KeyframeEffect).getKeyframes();
        expect(String(frames[0].transform), 'the flip starts turned edge-on').to.contain('rotateY');
        // Paused at its first frame, the piece is drawn rotated; at its end, flat.
        flip.pause();
        flip.currentTime = (flip.effect!.getComputedTiming().delay ?? 0) + 1;
        expect(getComputedStyle(piece).transform, 'drawn turned over at the start').to.not.equal('none');
        flip.finish();
        expect(getComputedStyle(piece).transform, 'and flat at the end').to.equal('none');
      }
    }
  });

  it('does not animate under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await warGame();
    for (let i = 0; i < 4; i++) {
      el.flip();
      await el.updateComplete;
      expect(animationsIn(el)).to.have.length(0);
      expect(all(el, '.overlay .ghost')).to.have.length(0);
    }
    expect(getComputedStyle(part(el, 'button')).transitionDuration).to.equal('0s');
  });

  it('does not animate with the vscode-reduce-motion body class', async () => {
    document.body.classList.add('vscode-reduce-motion');
    const el = await warGame();
    for (let i = 0; i < 4; i++) {
      el.flip();
      await el.updateComplete;
      expect(animationsIn(el)).to.have.length(0);
    }
    expect(getComputedStyle(part(el, 'button')).transitionDuration).to.equal('0s');
  });

  it('does not animate at full autoplay speed', async () => {
    const el = await mount({ variant: 'war-cards', seed: '4', speed: 'max' });
    el.play();
    await waitUntil(() => el.record!.actions.length >= 10, 'ten flips at full speed');
    expect(animationsIn(el)).to.have.length(0);
    el.pause();
  });
});
