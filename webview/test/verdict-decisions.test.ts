// Reveal first, verdict after, in the decision games' tables (Steal War, Stacked Deck War): at every step the sentence
// (status line and live region), the round's log, the "takes the trick" tag, the winner's outline, the outcome line,
// the top-card prompt and the end banner wait until the pieces just turned up are face up (their turn-over animations
// finished), by hand and in autoplay at the speeds that animate; at once under reduced motion; a person's press ends
// running motion first. Watched with a MutationObserver on both shadow roots, timed against the Web Animations API.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { until } from './decision-helpers.ts';
import { all, animationRate, animationsIn, liveText, mount, query, revealLeft, unmountAll } from './helpers.ts';

/** What marks a verdict on a decision table. */
const MARKS = '.takes-tag, .takes, .outcome, .banner, .prompt.top';

/** The turn-overs of face-up pieces running now. */
function revealing(el: PiecepackWar): Animation[] {
  return animationsIn(el).filter((a) => {
    const target = (a.effect as KeyframeEffect | null)?.target;
    return a.playState === 'running' && !!target?.classList.contains('up') && !!target.closest('.played, .on-table');
  });
}

/** How many turn-overs of face-up pieces run now. */
function revealsRunning(el: PiecepackWar): number {
  return revealing(el).length;
}

/** What the table says of a verdict now: the status line's sentence, the live region, the log's last line, the marks. */
interface Verdict {
  message: string;
  live: string;
  log: string;
  marks: number;
}

function verdictNow(el: PiecepackWar): Verdict {
  return {
    message: query(el, '.status-box .message')?.textContent ?? '',
    live: liveText(el),
    log: all(el, '.log-lines li:not(.muted)').at(-1)?.textContent ?? '',
    marks: all(el, MARKS).length,
  };
}

/** Whether something new was said or marked (a verdict going away as new pieces are laid is none). */
function saysMore(before: Verdict, now: Verdict): boolean {
  const newText = (a: string, b: string) => b !== a && b.trim() !== '';
  return newText(before.message, now.message) || newText(before.live, now.live) || newText(before.log, now.log) || now.marks > before.marks;
}

/** What a watch found, and how to stop it. */
interface Watch {
  /** The worst time a verdict came before the reveal ended (ms), and how many times the table said something new. */
  early: () => number;
  changes: () => number;
  /** The most reveals seen running while the table said nothing new: proof that something was held back. */
  during: () => number;
  /**
   * A press made while pieces still turn over: the running reveals must be finished by the press itself, and what the
   * press shows is not timed (the verdict it lets out belongs to pieces now face up, drawn with the new step's pieces).
   */
  press: (click: () => void) => Promise<void>;
  stop: () => void;
}

/** Watches the widget and its decision table: each time the verdict changes, how long the reveal still had to run. */
function watch(el: PiecepackWar): Watch {
  let early = 0;
  let quiet = false;
  let changes = 0;
  let during = 0;
  let last = verdictNow(el);
  const observer = new MutationObserver(() => {
    const now = verdictNow(el);
    const more = saysMore(last, now);
    last = now;
    if (!more) {
      during = Math.max(during, revealsRunning(el));
      return;
    }
    changes++;
    if (quiet) return;
    early = Math.max(early, revealLeft(el));
  });
  const table = el.shadowRoot!.querySelector('pw-decision-table')!;
  for (const root of [el.shadowRoot!, table.shadowRoot!])
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  const press = async (click: () => void) => {
    const running = revealing(el);
    if (running.length === 0) {
      click();
      await el.updateComplete;
      return;
    }
    quiet = true;
    click();
    expect(
      running.filter((a) => a.playState !== 'finished'),
      'a press finishes the running reveals first',
    ).to.have.length(0);
    await el.updateComplete;
    // Every render of the press and the mutations it made are seen before the watch times again.
    await pause(0);
    quiet = false;
  };
  return { early: () => early, changes: () => changes, during: () => during, press, stop: () => observer.disconnect() };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A person plays: presses the table's choice in focus (a flip, "Play it", a steal, a top card, a purchase) `n` times. */
async function playByHand(el: PiecepackWar, seen: Watch, n: number): Promise<void> {
  for (let i = 0; i < n && !el.view!.result; i++) {
    await until(
      () => !!el.view!.result || !!query(el, '.prompt [data-focus]:not([disabled]), .arrange [data-focus]:not([disabled])'),
      'a choice for the person',
    );
    if (el.view!.result) break;
    const choice = query(el, '.prompt [data-focus]:not([disabled]), .arrange [data-focus]:not([disabled])')!;
    await seen.press(() => choice.click());
    // A moment to take the verdict in (longer than a reveal), as a person does; every other press comes at once.
    await pause(i % 2 === 0 ? 450 : 30);
  }
}

/** The decision games, each with the seats that let a person play by hand and the computers play on their own. */
const GAMES = [
  { variant: 'steal-war', seed: '12', hand: 'human,computer', auto: 'computer,computer' },
  { variant: 'stacked-deck', seed: '21', hand: 'human,computer:random', auto: 'computer:random,computer:random' },
];

const report: string[] = [];

describe('reveal first, verdict after: the decision games', function () {
  this.timeout(300_000);
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  after(() => console.log(`verdict lead over the reveal, decision games (ms, worst):\n${report.join('\n')}`));

  for (const game of GAMES) {
    it(`${game.variant}: by hand and in autoplay, no verdict before the pieces turned up are face up`, async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const { variant, seed } = game;
      const line: string[] = [];
      const hand = await mount({ variant, seed, seats: game.hand, 'confirm-forced': '' }, 900);
      await until(() => !!hand.shadowRoot!.querySelector('pw-decision-table')?.shadowRoot, 'the decision table');
      const byHand = watch(hand);
      await playByHand(hand, byHand, 40);
      byHand.stop();
      line.push(`hand ${Math.round(byHand.early())} (${byHand.changes()} changes, ${byHand.during()} reveals held over)`);
      expect(byHand.changes(), 'the table said something').to.be.greaterThan(5);
      const leads: Record<string, number> = { hand: byHand.early() };
      let held = byHand.during();
      for (const speed of ['slow', 'normal']) {
        unmountAll();
        const el = await mount({ variant, seed, speed, seats: game.auto }, 900);
        await until(() => !!el.shadowRoot!.querySelector('pw-decision-table')?.shadowRoot, 'the decision table');
        const seen = watch(el);
        el.play();
        await pause(speed === 'slow' ? 9000 : 6000);
        el.pause();
        seen.stop();
        leads[speed] = seen.early();
        held = Math.max(held, seen.during());
        line.push(`${speed} ${Math.round(seen.early())} (${seen.changes()} changes)`);
        expect(seen.changes(), `${speed}: the table said something`).to.be.greaterThan(3);
      }
      report.push(`${variant}: ${line.join(', ')}`);
      expect(held, 'pieces were seen turning over (the test watched real reveals)').to.be.greaterThan(0);
      for (const [mode, lead] of Object.entries(leads))
        expect(lead, `${variant} ${mode}: verdict ${lead} ms before the reveal ended`).to.equal(0);
    });
  }

  it('steal-war: a press during a reveal finishes it first, then the verdict comes with the new step', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await mount({ variant: 'steal-war', seed: '12', seats: 'human,computer', 'confirm-forced': '' }, 900);
    const seen = watch(el);
    // Presses as fast as the table answers: every reveal is cut short by the next press, never overtaken by a verdict.
    for (let i = 0; i < 30 && !el.view!.result; i++) {
      await until(() => !!query(el, '.prompt [data-focus]:not([disabled])'), 'a choice for the person');
      const choice = query(el, '.prompt [data-focus]:not([disabled])')!;
      await seen.press(() => choice.click());
    }
    seen.stop();
    expect(seen.changes()).to.be.greaterThan(5);
    expect(seen.early(), 'no verdict while a reveal ran').to.equal(0);
  });

  it('steal-war by keyboard: Space on the table during the reveal ends it and takes the focus to the choice', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await mount({ variant: 'steal-war', seed: '4' }, 900);
    // The page's motion runs a hundred times slower, so the reveal is still running when the next key arrives, however
    // long a key takes to reach the page and come back on a busy machine; the press must end it all the same.
    await animationRate(0.01);
    try {
      query(el, '[part~="table"]')!.focus();
      await sendKeys({ press: 'Space' });
      expect(el.record!.actions.length, 'the first Space turned cards up').to.equal(1);
      await el.updateComplete;
      expect(revealsRunning(el), 'the cards are turning over').to.be.greaterThan(0);
      // The won cards' top card is the person's to choose: while they turn over, the choice waits with the verdict.
      expect(query(el, '.prompt.top'), 'no choice while the cards turn over').to.equal(null);
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(revealsRunning(el), 'the press ended the reveal').to.equal(0);
      const focused = query(el, '.prompt.top [data-focus]');
      expect(focused, 'the choice is drawn').to.exist;
      expect(focused!.matches(':focus'), 'and has the focus').to.equal(true);
      await sendKeys({ press: 'Space' });
      await until(() => el.record!.actions.length === 2, 'the chosen top card');
      expect(el.record!.actions[1].type).to.equal('steal/top');
    } finally {
      await animationRate(1);
    }
  });

  it('under reduced motion the verdict comes at once, with the cards', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'steal-war', seed: '12', seats: 'human,computer', 'confirm-forced': '' }, 900);
    await until(() => !!query(el, '.prompt .flip'), 'the flip');
    query(el, '.prompt .flip')!.click();
    await el.updateComplete;
    expect(animationsIn(el).length, 'nothing moves').to.equal(0);
    expect(liveText(el), 'said in the same render').to.not.equal('');
  });
});
