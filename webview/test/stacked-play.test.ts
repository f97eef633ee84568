// Stacked Deck War in the widget, whole games: against the strong computer by real mouse clicks (the tiles turned up
// and removed by themselves, axe clean at every kind of decision, every message under 140 characters) and by keyboard
// alone, hotseat for two (the pass-the-device screen, always the deciding seat's view, turn-ups by a press), the
// computer thinking in a Web Worker, announcements that never name a face-down tile, and records that replay.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { pending, replay, viewOf, type StackedView } from '../../engine/src/index.ts';
import type { GameEndDetail } from '../src/game/page-events.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { click, expectReplays, find, listenLive, named, until } from './decision-helpers.ts';
import { activeIn, all, animationsIn, liveText, mount, nextEvent, unmountAll } from './helpers.ts';

const view = (el: PiecepackWar) => el.view as StackedView;
const over = (el: PiecepackWar) => view(el).result !== null;

/** A decision waits for the person at this device (a prompt with an enabled choice, the setup screen, a flip). */
function humanTurn(el: PiecepackWar): boolean {
  return (
    find(
      el,
      '.arr-done, button.flip, .pass-screen button, .prompt:not(.waiting-box) .choices button:not([disabled]), .prompt.buy button.buy, .prompt.give button.pick',
    ) !== null
  );
}

/** A small seeded random stream for the test's own choices. */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Makes one decision with the mouse: buys now and then, picks coins, otherwise the first (or a random) choice. */
async function decideByMouse(el: PiecepackWar, pick: (n: number) => number): Promise<void> {
  const target =
    find(el, '.pass-screen button') ??
    find(el, '.arr-done') ??
    find(el, 'button.flip') ??
    (find(el, '.prompt.buy')
      ? (() => {
          const buys = all<HTMLElement>(el, '.prompt.buy button.buy');
          return buys.length > 0 && pick(3) === 0 ? buys[pick(buys.length)] : find(el, '.prompt.buy button.pass');
        })()
      : null);
  if (target) return click(el, target);
  if (find(el, '.prompt.give')) {
    for (const coin of all(el, '.prompt.give button.pick')) {
      if (!find<HTMLButtonElement>(el, '.prompt.give .choices button')!.disabled) break;
      await click(el, coin);
    }
    return click(el, find(el, '.prompt.give .choices button')!);
  }
  const choices = all<HTMLButtonElement>(el, '.prompt .choices button:not([disabled])');
  await click(el, choices[pick(choices.length)]);
}

/** Plays to the end: waits for each human decision (the computer thinks meanwhile) and makes it with `decide`. */
async function playToEnd(el: PiecepackWar, decide: () => Promise<void>, limit = 600): Promise<number> {
  let decisions = 0;
  while (!over(el)) {
    await until(() => over(el) || humanTurn(el), 'a human decision or the end');
    if (over(el)) break;
    const before = el.record!.actions.length;
    await decide();
    await el.updateComplete;
    // The decision was applied (a pass screen's button changes no state: it only shows the table).
    await until(() => el.record!.actions.length > before || over(el) || humanTurn(el), 'the decision to land');
    if (++decisions > limit) throw new Error(`the game did not end after ${limit} decisions (${named(el)})`);
  }
  return decisions;
}

/** Presses Tab until `want` holds for the focused element (it must, within 60 presses). */
async function tabTo(el: PiecepackWar, want: (e: Element) => boolean): Promise<Element> {
  for (let i = 0; i < 60; i++) {
    const active = activeIn(el);
    if (active && want(active)) return active;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error('Tab never reached the control');
}

/** Makes one decision by keyboard alone: the focused choice (focus follows each new prompt), coins picked with Space. */
async function decideByKeys(el: PiecepackWar): Promise<void> {
  const inPrompt = (sel: string) => (e: Element) => e.matches(sel);
  if (find(el, '.prompt.give')) {
    while (find<HTMLButtonElement>(el, '.prompt.give .choices button')!.disabled) {
      await tabTo(el, inPrompt('.prompt.give button.pick:not(.on):not([disabled])'));
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
    }
    await tabTo(el, inPrompt('.prompt.give .choices button'));
  } else if (find(el, '.prompt.switch'))
    await tabTo(el, (e) => e.matches('.prompt.switch .choices button') && !(e as HTMLButtonElement).disabled);
  else if (find(el, '.prompt.buy')) await tabTo(el, inPrompt('.prompt.buy button.pass'));
  else await tabTo(el, inPrompt('.pass-screen button, .arr-done, button.flip, .prompt .choices button:not([disabled])'));
  await sendKeys({ press: 'Enter' });
}

/** The kind of decision the game waits for (from the engine, replaying the widget's record). */
function pendingKind(el: PiecepackWar): string {
  const r = replay(el.record!);
  if (!r.ok) throw new Error(r.error.message);
  return pending(r.value)?.kind ?? 'over';
}

/** Names of tiles in a text ("5 of suns"). */
function tilesNamed(text: string): string[] {
  return [...text.matchAll(/\b(null|ace|2|3|4|5) of (suns|moons|crowns|arms)\b/g)].map((m) => m[0]);
}

describe('Stacked Deck War: whole games', () => {
  afterEach(unmountAll);

  it('plays a whole game by mouse against the strong computer, which thinks in a Web Worker; the record replays', async () => {
    const el = await mount({ variant: 'stacked-deck', seed: '21', speed: 'max' }, 900);
    expect(el.options!.seats).to.deep.equal(['human', 'computer']);
    const where: string[] = [];
    el.addEventListener('pw-computer', (e) => where.push(e.detail.where));
    // Every message the live region gets, and whether a turn-up ever waited for a press.
    const { said, stop } = listenLive(el);
    let flipButtons = 0;
    const checked = new Set<string>();
    const pick = chooser(7);
    const end = nextEvent<GameEndDetail>(el, 'pw-game-end', 120_000);
    const decisions = await playToEnd(el, async () => {
      if (find(el, 'button.flip')) flipButtons++;
      // axe at the first decision of each kind (the setup screen, the buying window, each effect's prompt).
      const kind = (el.view as StackedView).phase === 'arrange' ? 'arrange' : pendingKind(el);
      if (!checked.has(kind)) {
        checked.add(kind);
        // The newest log lines fade in: axe judges the table at rest.
        await Promise.all(animationsIn(el).map((a) => a.finished));
        await expect(el, `axe: ${kind}`).to.be.accessible();
      }
      await decideByMouse(el, pick);
    });
    stop();
    const result = (await end).detail;
    expect(decisions).to.be.greaterThan(8);
    expect(flipButtons, 'against the computer no turn-up waits for a press').to.equal(0);
    const flips = el.record!.actions.filter((a) => a.type === 'flip').length;
    expect(flips, 'the tiles were turned up and removed by themselves').to.be.greaterThan(20);
    expect(checked.has('buy')).to.equal(true);
    const long = said.filter((m) => m.length > 140);
    expect(long, 'every message under 140 characters').to.deep.equal([]);
    expect(where.length).to.be.greaterThan(5);
    expect(
      where.every((w) => w === 'worker'),
      `the strong player thought in the worker (${where.join(',')})`,
    ).to.equal(true);
    // The end from the person's side: "You win!" or "The computer wins." (never "Seat 2 wins!").
    expect(find(el, '.banner .headline')!.textContent).to.be.oneOf(['You win!', 'The computer wins!', 'A draw.']);
    expect(find(el, '.banner')!.textContent).to.contain('Tiles removed: Seat 1 (you)');
    expect(result.record.final).to.be.a('string');
    expectReplays(result.record);
    expectReplays(el.record!);
  });

  it('plays a whole game by keyboard alone, the setup screen included', async () => {
    const el = await mount({ variant: 'stacked-deck', seed: '8', speed: 'max', seats: 'human,computer:random' }, 700);
    // Arrange: the first tile takes focus by Tab; Alt+Right moves it one place later; Space picks, Space swaps.
    await tabTo(el, (e) => e.matches('.arr-tile'));
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ up: 'Alt' });
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    const end = nextEvent(el, 'pw-game-end');
    await playToEnd(el, () => decideByKeys(el));
    await end;
    const arranged = el.record!.actions[0];
    expect(arranged.type).to.equal('stacked/arrange');
    if (arranged.type === 'stacked/arrange') {
      // The pack started as deck = suns, moons, crowns (ids 0..17), reserve = arms (18..23). Alt+Right put tile 0 second;
      // then the last reserve tile (23) and the first deck tile (now 1) changed places.
      expect(arranged.deck.slice(0, 2)).to.deep.equal([23, 0]);
      expect(arranged.reserve.at(-1)).to.equal(1);
    }
    expectReplays(el.record!);
  });

  it('never names a face-down tile in what it says or labels (only its own pack, on the setup screen)', async () => {
    const el = await mount({ variant: 'stacked-deck', seed: '33', speed: 'max', seats: 'human,computer' }, 900);
    const shown = new Set<string>();
    const said: string[] = [];
    el.addEventListener('pw-step', (e) => {
      for (const ev of e.detail.events)
        if (ev.type === 'stacked/reveal')
          shown.add(
            `${['null', 'ace', '2', '3', '4', '5'][ev.tile % 6]} of ${['suns', 'moons', 'crowns', 'arms'][((ev.tile % 24) / 6) | 0]}`,
          );
    });
    await click(el, find(el, '.arr-done')!);
    let checks = 0;
    const pick = chooser(3);
    while (!over(el) && checks < 40) {
      await until(() => over(el) || humanTurn(el), 'a human decision');
      said.push(liveText(el));
      // Labels may name the viewer's own known tiles (its reserve, its deck order); speech only tiles turned up.
      for (const name of tilesNamed(liveText(el))) expect(shown.has(name), `"${name}" was said before it was turned up`).to.equal(true);
      for (const node of all(el, '.sd-seat:not(.me) [aria-label]')) {
        const label = node.getAttribute('aria-label')!;
        for (const name of tilesNamed(label))
          expect(shown.has(name), `the opponent's "${name}" is labelled before it was turned up`).to.equal(true);
      }
      await decideByMouse(el, pick);
      checks++;
    }
    expect(said.join(' ')).to.contain('Playtiles: ');
  });

  it('refuses impossible options and records with a clear error in place of the table', async () => {
    const el = await mount({ variant: 'stacked-deck', players: '3' });
    expect(find(el, '.error')!.textContent).to.contain('players');
    const steal = await mount({ variant: 'steal-war', seats: 'human,banana' });
    expect(find(steal, '.error')!.textContent).to.contain('seats');
    const record = await mount({});
    record.record = {
      format: 'piecepack-war/record',
      version: 1,
      options: { variant: 'stacked-deck' },
      seed: 1,
      actions: [{ type: 'stacked/buy', seat: 0 }],
    };
    await record.updateComplete;
    expect(find(record, '.error')!.textContent).to.contain('action 0');
  });

  it("hotseat: a pass-the-device screen between players, and always the deciding seat's own view", async () => {
    const el = await mount({ variant: 'stacked-deck', seed: '4', seats: 'human,human', speed: 'max' }, 800);
    const nothingShown = () => all(el, 'svg.piece, svg.coin').length === 0 && find(el, '.arrange') === null;
    expect(find(el, '.pass-screen')!.textContent).to.contain('Seat 1');
    expect(nothingShown(), 'the pass screen shows no tile and no coin').to.equal(true);
    await click(el, find(el, '.pass-screen button')!);
    expect(all(el, '.arr-tile svg.pack-1')).to.have.length(24);
    await click(el, find(el, '.arr-done')!);
    expect(find(el, '.pass-screen')!.textContent).to.contain('Seat 2');
    expect(nothingShown(), "seat 1's arrangement is hidden from seat 2").to.equal(true);
    await click(el, find(el, '.pass-screen button')!);
    expect(all(el, '.arr-tile svg.pack-2')).to.have.length(24);
    await click(el, find(el, '.arr-done')!);
    let passes = 2;
    for (let i = 0; i < 30 && !over(el); i++) {
      await until(() => humanTurn(el) || over(el), 'a decision');
      if (find(el, '.pass-screen')) {
        expect(nothingShown()).to.equal(true);
        passes++;
        await click(el, find(el, '.pass-screen button')!);
        continue;
      }
      const me = Number(find(el, '.sd-seat.me')!.dataset.seat);
      const replayed = replay(el.record!);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const p = pending(replayed.value)!;
      // The table drawn is the view of the seat whose decision it is: exactly the face-down tiles that seat knows.
      if (p.seat >= 0) expect(me, 'the deciding seat sees its own table').to.equal(p.seat);
      const mine = viewOf(replayed.value, me) as StackedView;
      const theirs = viewOf(replayed.value, 1 - me) as StackedView;
      // Reserve tiles the seat knows are drawn face up (framed); the deck order it knows is counted in its disclosure.
      const knownIn = (v: StackedView) => v.seats.reduce((n, s) => n + s.reserve.filter((x) => x).length, 0);
      expect(all(el, '.reserve-box svg.piece.known').length).to.equal(knownIn(mine));
      // Each seat's panel counts the deck tiles the drawn seat knows there: the view of the seat at the device.
      const deckKnown = all(el, '.sd-seat').map((panel) => {
        const summary = panel.querySelector('.deck-known summary');
        return [Number(panel.dataset.seat), summary ? Number(/\((\d+)\)/.exec(summary.textContent)![1]) : 0];
      });
      const counts = (v: StackedView) => deckKnown.map(([seat]) => [seat, v.seats[seat].deck.filter((x) => x).length]);
      expect(deckKnown).to.deep.equal(counts(mine));
      expect(deckKnown, "the other seat's knowledge is not drawn").to.not.deep.equal(counts(theirs));
      await decideByMouse(el, chooser(i + 1));
    }
    expect(passes).to.be.greaterThan(3);
  });
});
