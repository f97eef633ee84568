// Reveal first, verdict after, where it is hardest: a tie inside a war (its "War!" mark and the tied seats' outline wait
// for the tied pieces, by hand and in autoplay, and come with the pieces under reduced motion), a reveal running behind
// the clock as on a busy machine, and reduced motion's verdict at once. (Every variant's steps: verdict.test.ts.)
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import { until } from './decision-helpers.ts';
import { all, animationsIn, liveText, mount, part, query, revealLeft, revealed, unmountAll } from './helpers.ts';
import { playByHand, seedWithInnerTie, watch, watchMarks } from './verdict-helpers.ts';

const report: string[] = [];

describe('reveal first, verdict after: ties inside a war and the clock', function () {
  this.timeout(600_000);
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  after(() => console.log(`"War!" lead over the reveal (ms, worst):\n${report.join('\n')}`));

  // A tie inside a war: the "War!" mark (and the tied seats' outline) is a verdict too, and waits for the tied pieces.
  const INNER_TIES: Record<string, string>[] = [
    { variant: 'war' },
    { variant: 'w-a-r' },
    { variant: 'russian', 'tie-method': 'down-then-up' },
  ];
  for (const options of INNER_TIES) {
    const name = Object.values(options).join(' ');
    for (const mode of ['hand', 'slow', 'normal']) {
      it(`${name} ${mode}: a tie inside a war shows no "War!" before the tied pieces are face up`, async () => {
        const { seed, before } = seedWithInnerTie(options);
        // Up to the trick before, at once (no motion); then the trick with the tie inside its war, as it is seen.
        await emulateMedia({ reducedMotion: 'reduce' });
        const el = await mount({ ...options, seed: String(seed), ...(mode === 'hand' ? {} : { speed: mode }) });
        for (let i = 0; i < before; i++) el.flip();
        await el.updateComplete;
        await emulateMedia({ reducedMotion: 'no-preference' });
        const seen = watchMarks(el);
        if (mode === 'hand') await playByHand(el, 2);
        else {
          el.play();
          await until(() => seen.marks() > 1 || !!el.view!.result, 'the war inside the war');
          el.pause();
        }
        seen.stop();
        report.push(`${name} ${mode}, inner tie: "War!" ${Math.round(seen.early())} ms early`);
        expect(seen.marks(), 'the "War!" mark came for both ties').to.be.greaterThan(1);
        expect(seen.early(), `"War!" ${seen.early()} ms before the tied pieces were face up`).to.equal(0);
      });
    }
    it(`${name} reduced motion: a tie inside a war shows "War!" with its pieces`, async () => {
      const { seed, before } = seedWithInnerTie(options);
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await mount({ ...options, seed: String(seed) });
      for (let i = 0; i <= before; i++) el.flip();
      await el.updateComplete;
      expect(all(el, '.war-mark').length, 'the first tie marked in the same render').to.be.greaterThan(0);
      el.flip();
      await el.updateComplete;
      expect((el.view as WarView).phase, 'still at war: the tie inside the war').to.equal('war');
      expect(all(el, '.war-mark').length, 'the inner tie marked in the same render').to.be.greaterThan(0);
    });
  }

  it('a reveal running behind the clock (a busy machine) still holds the verdict until the pieces are face up', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await mount({ variant: 'war', seed: '3' });
    const seen = watch(el);
    for (let i = 0; i < 3; i++) {
      part(el, 'button.primary').click();
      await el.updateComplete;
      // The turn-overs run at a quarter of the clock's pace, as when frames come late.
      for (const a of animationsIn(el)) if ((a.effect as KeyframeEffect).target?.classList.contains('up')) a.playbackRate = 0.25;
      await until(() => revealLeft(el) === 0 && (el.view as WarView).phase !== 'war', 'the reveal to end');
      await revealed(el);
    }
    seen.stop();
    expect(seen.changes(), 'verdicts came').to.be.greaterThan(1);
    expect(seen.early(), `a verdict ${seen.early()} ms before the reveal ended`).to.equal(0);
  });

  it('under reduced motion the verdict comes at once, with the pieces', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'war', seed: '3' });
    part(el, 'button.primary').click();
    await el.updateComplete;
    expect(liveText(el), 'said in the same render').to.not.equal('');
    expect(query(el, '.status-box .message')!.textContent).to.not.equal('');
  });
});
