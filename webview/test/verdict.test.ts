// Reveal first, verdict after: at every step the sentence (status line and live region), the "takes the trick" tag and
// the gold outline wait until the pieces just turned up are face up (their turn-over animations finished), by hand and
// in autoplay at every speed, in every War-family variant; at once under reduced motion. Watched with a
// MutationObserver on the shadow root, timed against the Web Animations API.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createGame, FLIP, step, type WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { until } from './decision-helpers.ts';
import { all, animationsIn, liveText, mount, part, query, revealLeft, revealed, unmountAll } from './helpers.ts';

/** The War family's presets (the decision games have tables of their own). */
const VARIANTS = ['war', 'war-cards', 'w-a-r', 'war-jokers', 'razboi', 'russian', 'pyanitsa', 'tod-und-leben'];

/** A seed whose game has a war within its first tricks (so the deciding step of a war is watched too). */
function seedWithWar(variant: string): number {
  for (let seed = 1; seed < 500; seed++) {
    const made = createGame({ variant }, seed);
    if (!made.ok) throw new Error(made.error.message);
    let state = made.value;
    for (let i = 0; i < 14; i++) {
      const next = step(state, FLIP);
      if (!next.ok) break;
      state = next.value.state;
      if (next.value.events.some((e) => e.type === 'war')) return seed;
    }
  }
  return 1;
}

/**
 * A seed whose game has a tie inside a war early on, and how many flips come before the battle of that trick (so the
 * next press turns up the tie, and the war then plays, ties again, and plays on by itself).
 */
function seedWithInnerTie(options: Record<string, string>): { seed: number; before: number } {
  const opts = { variant: options.variant, ...(options['tie-method'] ? { tieMethod: options['tie-method'] } : {}) };
  for (let seed = 1; seed < 5000; seed++) {
    const made = createGame(opts, seed);
    if (!made.ok) throw new Error(made.error.message);
    let state = made.value;
    let battle = 0;
    for (let i = 0; i < 80; i++) {
      const next = step(state, FLIP);
      if (!next.ok) break;
      state = next.value.state;
      const types = next.value.events.map((e) => e.type);
      if (types.includes('battle')) battle = i;
      if (types.includes('war') && types.includes('tie')) return { seed, before: battle };
    }
  }
  throw new Error(`no tie inside a war for ${JSON.stringify(options)}`);
}

/** Watches the "War!" marks (and the tied seats' outline): how many came, and the most reveal left when one came. */
function watchMarks(el: PiecepackWar): { marks: () => number; early: () => number; stop: () => void } {
  let early = 0;
  let marks = 0;
  const known = new WeakSet<Element>();
  let tied = '';
  const observer = new MutationObserver(() => {
    // A mark drawn anew, or a seat newly outlined as tied.
    const fresh = all(el, '.war-mark').filter((m) => !known.has(m));
    fresh.forEach((m) => known.add(m));
    const now = all(el, '.seat.tied')
      .map((s) => s.dataset.seat)
      .join();
    const outlined = now !== '' && now !== tied;
    tied = now;
    if (fresh.length === 0 && !outlined) return;
    marks++;
    early = Math.max(early, revealLeft(el));
  });
  observer.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
  return { marks: () => marks, early: () => early, stop: () => observer.disconnect() };
}

/** What the table says of a verdict now: the sentence in the status line and live region, the tag and the outline. */
interface Verdict {
  message: string;
  live: string;
  marks: number;
}

function verdictNow(el: PiecepackWar): Verdict {
  const message = query(el, '.status-box .message')?.textContent ?? '';
  return { message, live: liveText(el), marks: all(el, '.takes-tag, .seat.takes, .piece.deciding').length };
}

/** Whether something new was said or marked (a verdict going away, as new pieces are laid, is none). */
function saysMore(before: Verdict, now: Verdict): boolean {
  return (
    (now.message !== before.message && now.message !== '') || (now.live !== before.live && now.live !== '') || now.marks > before.marks
  );
}

/** Watches the widget: each time its verdict changes, how long the reveal still had to run (the worst, in ms). */
function watch(el: PiecepackWar): { early: () => number; changes: () => number; stop: () => void } {
  let early = 0;
  let changes = 0;
  let last = verdictNow(el);
  const observer = new MutationObserver(() => {
    const now = verdictNow(el);
    const more = saysMore(last, now);
    last = now;
    if (!more) return;
    changes++;
    early = Math.max(early, revealLeft(el));
  });
  observer.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
  return { early: () => early, changes: () => changes, stop: () => observer.disconnect() };
}

/** Presses Flip once the last verdict is out (or the table waits for nothing), `n` times. */
async function playByHand(el: PiecepackWar, n: number): Promise<void> {
  for (let i = 0; i < n && !el.view!.result; i++) {
    part(el, 'button.primary').click();
    await el.updateComplete;
    await until(() => (el.view as WarView).phase !== 'war' || !!el.view!.result, 'the war to play itself');
    // A moment to take the verdict in (longer than a reveal), as a person does.
    await new Promise((r) => setTimeout(r, 500));
  }
}

const report: string[] = [];

describe('reveal first, verdict after', function () {
  this.timeout(600_000);
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  after(() => console.log(`verdict lead over the reveal (ms, worst):\n${report.join('\n')}`));

  for (const variant of VARIANTS) {
    it(`${variant}: by hand and at every speed, no verdict before the deciding pieces are face up`, async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const seed = String(seedWithWar(variant));
      const line: string[] = [];
      const hand = await mount({ variant, seed });
      const byHand = watch(hand);
      await playByHand(hand, 8);
      byHand.stop();
      line.push(`hand ${Math.round(byHand.early())} (${byHand.changes()} changes)`);
      expect(byHand.changes(), 'the table said something').to.be.greaterThan(3);
      const leads: Record<string, number> = { hand: byHand.early() };
      for (const speed of ['slow', 'normal', 'fast', 'max']) {
        unmountAll();
        const el = await mount({ variant, seed, speed });
        const seen = watch(el);
        el.play();
        const ms = { slow: 7000, normal: 5000, fast: 2500, max: 300 }[speed]!;
        await new Promise((r) => setTimeout(r, ms));
        el.pause();
        seen.stop();
        leads[speed] = seen.early();
        line.push(`${speed} ${Math.round(seen.early())}`);
      }
      report.push(`${variant}: ${line.join(', ')}`);
      for (const [mode, lead] of Object.entries(leads))
        expect(lead, `${variant} ${mode}: verdict ${lead} ms before the reveal ended`).to.equal(0);
    });
  }

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
