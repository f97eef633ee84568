// The verdict tests' watchers and games (verdict.test.ts, verdict-variants.test.ts, verdict-ties.test.ts: three files so
// the runner plays them side by side): seeds with a war or a tie inside a war early on, a MutationObserver that times
// each new verdict or "War!" mark against the reveal still running, and the whole check for a list of variants.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createGame, FLIP, step, type WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { until } from './decision-helpers.ts';
import { all, liveText, mount, part, query, revealLeft, unmountAll } from './helpers.ts';

/** The War family's presets (the decision games have tables of their own). */
export const VARIANTS = ['war', 'war-cards', 'w-a-r', 'war-jokers', 'razboi', 'russian', 'pyanitsa', 'tod-und-leben'];

/** A seed whose game has a war within its first tricks (so the deciding step of a war is watched too). */
export function seedWithWar(variant: string): number {
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
export function seedWithInnerTie(options: Record<string, string>): { seed: number; before: number } {
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
export function watchMarks(el: PiecepackWar): { marks: () => number; early: () => number; stop: () => void } {
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
export function watch(el: PiecepackWar): { early: () => number; changes: () => number; stop: () => void } {
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
export async function playByHand(el: PiecepackWar, n: number): Promise<void> {
  for (let i = 0; i < n && !el.view!.result; i++) {
    part(el, 'button.primary').click();
    await el.updateComplete;
    await until(() => (el.view as WarView).phase !== 'war' || !!el.view!.result, 'the war to play itself');
    // A moment to take the verdict in (longer than a reveal), as a person does.
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Reveal first, verdict after, in each of `variants`: by hand and in autoplay at every speed, no sentence, tag or
 * outline before the deciding pieces are face up.
 */
export function revealFirstIn(variants: readonly string[]): void {
  const report: string[] = [];
  describe(`reveal first, verdict after: ${variants.join(', ')}`, function () {
    this.timeout(600_000);
    afterEach(async () => {
      unmountAll();
      await emulateMedia({ reducedMotion: 'no-preference' });
    });
    after(() => console.log(`verdict lead over the reveal (ms, worst):\n${report.join('\n')}`));

    for (const variant of variants) {
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
  });
}
