// The decision games seen and heard: axe finds nothing on the setup screen, the buying window, an effect's prompt, the
// pass-the-device screen, Steal War's steal and top-card prompts and the end banners, in light and dark; screenshots of
// each (and in forced colours, at 360 and 1280 px) are not blank (saved in .cache/screenshots for a person to look at);
// the buying window fits (480 px tall at 1280, one phone screen at 360, playtiles and Pass inside); coins and dice at
// least 32 px, text at least 13 px; effects animate in order, and not at all under reduced motion; the prompt's first
// choice takes keyboard focus with a visible ring, never a disabled button; the table's name says what Space does.
import { expect } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import { stackedDeal, type Action, type StackedView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { clickOn, find, open, preparedRecord, settle, stackedId, until } from './decision-helpers.ts';
import { activeIn, all, animationsIn, forcedColors, mount, screenshotStats, unmountAll } from './helpers.ts';

const FLIP: Action = { type: 'flip' };

/** A Stacked Deck War position where seat 1 (human) has its buying window open, with coins for several cells. */
async function buyingWindow(theme: string, width = 900): Promise<PiecepackWar> {
  const el = await mount({ speed: 'max', theme, 'confirm-forced': '' }, width);
  await open(
    el,
    preparedRecord(
      { variant: 'stacked-deck', seats: 'human,computer' },
      stackedDeal({
        decks: [
          ['3 of suns', '5 of arms', '2 of suns'],
          ['4 of moons', '2 of crowns', 'ace of moons'],
        ],
        reserves: [['ace of arms', '4 of arms'], ['2 of moons']],
        coins: [
          [
            'null of crowns suit-up',
            'ace of suns value-up',
            '2 of suns suit-up',
            '3 of moons value-up',
            'null of moons value-up',
            '4 of arms suit-up',
            '4 of suns value-up',
          ],
          ['2 of arms suit-up', '5 of moons value-up'],
        ],
        first: 0,
      }),
      [FLIP, { type: 'stacked/pass', seat: 1 }],
    ),
  );
  await until(() => find(el, '.prompt.buy') !== null, 'the buying window');
  return el;
}

/** A position where seat 2 (human) must pick spent coins to give (the computer bought Arms 2). */
async function givePrompt(theme: string): Promise<PiecepackWar> {
  const el = await mount({ speed: 'max', theme }, 700);
  await open(
    el,
    preparedRecord(
      { variant: 'stacked-deck', seats: 'computer,human' },
      stackedDeal({
        decks: [
          ['3 of suns', '2 of suns', 'null of suns'],
          ['4 of moons', '2 of moons', '5 of moons'],
        ],
        coins: [['null of arms suit-up', '2 of suns value-up'], []],
        spent: ['null of suns #2 suit-up', '3 of moons #2 value-up', '4 of crowns #2 suit-up'],
        first: 0,
      }),
      [FLIP, { type: 'stacked/buy', seat: 0, suit: 'arms', value: '2', coins: [stackedId('null of arms', 0), stackedId('2 of suns', 0)] }],
    ),
  );
  await until(() => find(el, '.prompt.give') !== null, 'the give prompt');
  return el;
}

async function shot(el: PiecepackWar, name: string, forced = false): Promise<void> {
  el.parentElement!.id = `shot-${name}`;
  const stats = await screenshotStats(`#shot-${name} piecepack-war`, name);
  // Forced colours paint most surfaces the system's Canvas colour: less is drawn, but it is drawn.
  expect(stats.distinct, `${name}: many colours`).to.be.greaterThan(forced ? 12 : 40);
  expect(stats.foreground, `${name}: much drawn`).to.be.greaterThan(forced ? 0.04 : 0.2);
}

describe('decision games: accessibility and looks', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  for (const theme of ['light', 'dark']) {
    it(`axe and screenshots: Stacked Deck War's setup screen, buying window and a prompt (${theme})`, async () => {
      const setup = await mount({ variant: 'stacked-deck', seed: '5', theme }, 900);
      await expect(setup).to.be.accessible();
      await shot(setup, `stacked-setup-${theme}`);
      const buy = await buyingWindow(theme);
      await expect(buy).to.be.accessible();
      await shot(buy, `stacked-buy-${theme}`);
      const give = await givePrompt(theme);
      await expect(give).to.be.accessible();
      await shot(give, `stacked-prompt-${theme}`);
    });

    it(`axe and screenshots: the pass screen, Steal War's steal choice and the end banners (${theme})`, async () => {
      const pass = await mount({ variant: 'stacked-deck', seats: 'human,human', theme }, 640);
      await expect(pass).to.be.accessible();
      const steal = await mount({ speed: 'slow', theme }, 900);
      await open(
        steal,
        preparedRecord({ variant: 'steal-war', seats: 'human,computer' }, [
          ['7 of hearts', '2 of hearts', '3 of hearts'],
          ['5 of clubs', '6 of clubs', '8 of clubs'],
          ['4 of spades', '9 of diamonds'],
          ['K of spades', '7 of clubs'],
        ]),
      );
      await until(() => find(steal, '.prompt.steal') !== null, 'the steal prompt');
      await expect(steal).to.be.accessible();
      await shot(steal, `steal-choice-${theme}`);
      for (const variant of ['stacked-deck', 'steal-war']) {
        const end = await mount({ variant, seats: 'computer,computer:random', seed: '3', speed: 'max', theme }, 900);
        end.play();
        await until(() => find(end, '.banner') !== null, `the end of ${variant}`);
        // The last lines slide in once autoplay has stopped: axe judges the table at rest.
        await Promise.all(animationsIn(end).map((a) => a.finished));
        await expect(end).to.be.accessible();
        await shot(end, `${variant}-end-${theme}`);
      }
    });
  }

  it('a 320 px column: the setup screen and the buying window fit without sideways scrolling', async () => {
    for (const el of [await mount({ variant: 'stacked-deck', seed: '5' }, 320), await buyingWindow('light', 320)]) {
      // Off-screen widgets skip layout: measure each in view.
      el.scrollIntoView();
      await settle();
      const game = el.shadowRoot!.querySelector('.game')!;
      expect(game.scrollWidth - game.clientWidth).to.be.at.most(1);
    }
    const el = await buyingWindow('light', 320);
    await shot(el, 'stacked-buy-320');
  });

  it('effects appear one after another with their values pulsing; nothing moves under reduced motion', async () => {
    const el = await buyingWindow('light');
    await clickOn(el, '.prompt.buy button[data-cell="suns-4"]');
    const moving = animationsIn(el);
    expect(moving.length, 'the new lines and the changed value animate').to.be.greaterThan(2);
    const delays = moving.map((a) => (a.effect?.getTiming().delay as number) ?? 0);
    expect(Math.max(...delays), 'one after another').to.be.greaterThan(0);
    unmountAll();
    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await buyingWindow('light');
    await clickOn(still, '.prompt.buy button[data-cell="suns-4"]');
    expect(animationsIn(still)).to.have.length(0);
    expect((still.view as StackedView).seats[0].play).to.equal(6);
  });

  it('the buying window fits: at most 480 px tall at 1280 px, one 740 px phone screen at 360 px, playtiles and Pass inside', async () => {
    for (const [width, most] of [
      [1280, 480],
      [360, 740],
    ]) {
      const el = await buyingWindow('light', width);
      el.scrollIntoView();
      await settle();
      const box = find(el, '.prompt.buy')!.getBoundingClientRect();
      expect(box.height, `${width} px: the buying window is ${Math.round(box.height)} px tall`).to.be.at.most(most);
      const inside = (node: Element) => {
        const r = node.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom && r.left >= box.left && r.right <= box.right && r.width > 0;
      };
      const tiles = all(el, '.prompt.buy .duelist svg.piece');
      expect(tiles, 'both playtiles').to.have.length(2);
      for (const t of tiles) expect(inside(t), `${width} px: a playtile inside the window`).to.equal(true);
      expect(tiles[0].getBoundingClientRect().width, 'playtiles at least 48 px').to.be.at.least(48);
      expect(inside(find(el, '.prompt.buy button.pass')!), `${width} px: Pass inside the window`).to.equal(true);
      for (const cell of all(el, '.prompt.buy td.cell')) expect(inside(cell), `${width} px: ${cell.dataset.cell} inside`).to.equal(true);
      const game = el.shadowRoot!.querySelector('.game')!;
      expect(game.scrollWidth - game.clientWidth, `${width} px: no sideways scrolling`).to.be.at.most(1);
      await shot(el, `stacked-buy-${width}`);
      unmountAll();
    }
  });

  it('at every width from 320 to 1280 px, each open cell of the buying window has room for its name (no word broken)', async () => {
    for (const width of [320, 360, 480, 600, 768, 900, 1024, 1100, 1280]) {
      const el = await buyingWindow('light', width);
      await settle();
      const names = all(el, '.prompt.buy button.buy .cell-short');
      expect(names.length, `${width} px: open cells`).to.be.greaterThan(3);
      for (const name of names) {
        // A word broken mid-letter shows as text wider than its box or as more lines than the name has words.
        const words = (name.textContent ?? '').trim().split(/[\s-]+/).length;
        const lines = Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight));
        expect(name.scrollWidth - name.clientWidth, `${width} px: "${name.textContent}" overflows`).to.be.at.most(1);
        expect(lines, `${width} px: "${name.textContent}" takes ${lines} lines`).to.be.at.most(Math.min(3, words));
      }
      if (width === 768) await shot(el, 'stacked-buy-768');
      unmountAll();
    }
  });

  it('coins and dice are at least 32 px and text at least 13 px on a phone', async () => {
    const el = await mount({ variant: 'stacked-deck', seed: '5', 'confirm-forced': '' }, 360);
    await clickOn(el, '.arr-done');
    await until(() => find(el, '.round-info .dice svg.die') !== null, 'the dice that chose Player A');
    const sizes = (selector: string) =>
      all(el, selector).map((n) => Math.min(n.getBoundingClientRect().width, n.getBoundingClientRect().height));
    expect(Math.min(...sizes('.sd-seat svg.coin')), 'coins').to.be.at.least(32);
    expect(Math.min(...sizes('svg.die')), 'dice').to.be.at.least(32);
    const small: string[] = [];
    const walk = (root: Element) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.closest('svg, .sr-only') || !node.getClientRects().length) continue;
        const own = [...node.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim());
        if (own && parseFloat(getComputedStyle(node).fontSize) < 13)
          small.push(`${node.className}: ${node.textContent.trim().slice(0, 30)}`);
      }
    };
    // The decision tables and their prompts (the frame's header, status line and controls are the element's own).
    const tables = (w: PiecepackWar) => all(w, '.table, .prompt, .log, .actions-box');
    tables(el).forEach(walk);
    const buy = await buyingWindow('light', 360);
    tables(buy).forEach(walk);
    expect(Math.min(...all(buy, '.prompt.buy svg.coin').map((n) => n.getBoundingClientRect().width)), 'the cost coins').to.be.at.least(32);
    expect(small, 'text under 13 px').to.deep.equal([]);
  });

  it('forced colours: the buying window and Steal War keep their marks (screenshots)', async () => {
    await forcedColors(true);
    try {
      const el = await buyingWindow('light', 1280);
      await shot(el, 'stacked-buy-forced', true);
      const steal = await mount({ speed: 'slow', 'confirm-forced': '' }, 360);
      await open(
        steal,
        preparedRecord({ variant: 'steal-war', seats: 'human,computer' }, [
          ['7 of hearts', '2 of hearts', '3 of hearts'],
          ['5 of clubs', '6 of clubs', '8 of clubs'],
          ['4 of spades', '9 of diamonds'],
          ['K of spades', '7 of clubs'],
        ]),
      );
      await until(() => find(steal, '.prompt.steal') !== null, 'the steal prompt');
      await shot(steal, 'steal-choice-forced', true);
    } finally {
      await forcedColors(false);
    }
  });

  it('Steal War at 360 and 1280 px: the stealable pile outlined, no sideways scrolling (screenshots)', async () => {
    for (const width of [360, 1280]) {
      const el = await mount({ speed: 'slow' }, width);
      await open(
        el,
        preparedRecord({ variant: 'steal-war', seats: 'human,computer' }, [
          ['7 of hearts', '2 of hearts', '3 of hearts'],
          ['5 of clubs', '6 of clubs', '8 of clubs'],
          ['4 of spades', '9 of diamonds'],
          ['K of spades', '7 of clubs'],
        ]),
      );
      await until(() => find(el, '.prompt.steal') !== null, 'the steal prompt');
      el.scrollIntoView();
      await settle();
      expect(getComputedStyle(find(el, '.capture.can-steal svg')!).outlineStyle).to.equal('solid');
      const game = el.shadowRoot!.querySelector('.game')!;
      expect(game.scrollWidth - game.clientWidth, `${width} px: no sideways scrolling`).to.be.at.most(1);
      await shot(el, `steal-choice-${width}`);
      unmountAll();
    }
  });

  it("the table's accessible name says what Space does; Space takes the person to their choice", async () => {
    const el = await buyingWindow('light');
    const table = find(el, '.table')!;
    expect(table.getAttribute('aria-label')).to.equal('Table: Space or Enter takes you to your choice');
    table.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(activeIn(el)?.matches('button.pass'), 'Space on the table focuses Pass').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await until(() => find(el, 'button.flip') !== null, 'the removal waiting for a press');
    expect(find(el, '.table')!.getAttribute('aria-label')).to.equal('Table: Space or Enter: Remove the tiles');
  });

  it('"give 2 spent coins" and "switch reserve tiles" focus their first coin or tile, never a disabled button', async () => {
    // Hotseat: the pass screen's button hands the focus on to the prompt that follows it.
    const give = await mount({ speed: 'max' }, 900);
    await open(
      give,
      preparedRecord(
        { variant: 'stacked-deck', seats: 'human,human' },
        stackedDeal({
          decks: [
            ['3 of suns', '2 of suns', 'null of suns'],
            ['4 of moons', '2 of moons', '5 of moons'],
          ],
          coins: [['null of arms suit-up', '2 of suns value-up'], []],
          spent: ['null of suns #2 suit-up', '3 of moons #2 value-up', '4 of crowns #2 suit-up'],
          first: 0,
        }),
        [
          FLIP,
          { type: 'stacked/buy', seat: 0, suit: 'arms', value: '2', coins: [stackedId('null of arms', 0), stackedId('2 of suns', 0)] },
        ],
      ),
    );
    await clickOn(give, '.pass-screen button');
    await until(() => find(give, '.prompt.give') !== null, 'the give prompt');
    await give.updateComplete;
    const coin = activeIn(give) as HTMLButtonElement;
    expect(coin?.matches('.prompt.give button.pick'), `focus on ${coin?.className}`).to.equal(true);
    expect(coin.disabled).to.equal(false);
    unmountAll();
    const swap = await mount({ speed: 'max' }, 900);
    await open(
      swap,
      preparedRecord(
        { variant: 'stacked-deck', seats: 'human,human' },
        stackedDeal({
          decks: [
            ['3 of suns', '5 of suns', '2 of suns'],
            ['4 of moons', '2 of crowns', '2 of moons'],
          ],
          reserves: [['ace of arms', '4 of arms'], []],
          coins: [['null of arms suit-up', '4 of suns value-up'], []],
          first: 0,
        }),
        [
          FLIP,
          { type: 'stacked/buy', seat: 0, suit: 'arms', value: '4', coins: [stackedId('null of arms', 0), stackedId('4 of suns', 0)] },
        ],
      ),
    );
    await clickOn(swap, '.pass-screen button');
    await until(() => find(swap, '.prompt.switch') !== null, 'the switch prompt');
    await swap.updateComplete;
    const tile = activeIn(swap) as HTMLButtonElement;
    expect(tile?.matches('.prompt.switch button.pick'), `focus on ${tile?.className}`).to.equal(true);
    expect(document.activeElement, 'the focus stays in the widget').to.equal(swap);
  });

  it("prompt titles are headings only below the page's heading-level: no heading-order problem either way", async () => {
    const plain = await buyingWindow('light');
    expect(all(plain, 'h1, h2, h3, h4, h5, h6, [role="heading"]'), 'no heading without heading-level').to.have.length(0);
    expect(find(plain, '.prompt.buy .prompt-title')!.textContent).to.equal('Your buying window: Player A');
    const heading = document.createElement('h2');
    heading.textContent = 'Stacked Deck War';
    plain.parentElement!.before(heading);
    try {
      plain.setAttribute('heading-level', '3');
      await plain.updateComplete;
      expect(find(plain, '.prompt.buy .prompt-title')!.getAttribute('aria-level')).to.equal('4');
      await expect(plain).to.be.accessible();
      const result = await axe.run(document, { runOnly: ['heading-order'], resultTypes: ['violations'] });
      expect(result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).to.deep.equal([]);
    } finally {
      heading.remove();
    }
  });

  it("the prompt's first choice takes keyboard focus, with a visible ring", async () => {
    const el = await buyingWindow('light');
    for (let i = 0; i < 40 && !activeIn(el)?.matches('button.pass'); i++) await sendKeys({ press: 'Tab' });
    expect(activeIn(el)?.matches('button.pass'), 'Tab reaches Pass').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await until(() => find(el, 'button.flip') !== null, 'the flip');
    await el.updateComplete;
    const active = activeIn(el) as HTMLElement;
    expect(active?.classList.contains('flip'), `focus on ${active?.className}`).to.equal(true);
    expect(getComputedStyle(active).outlineStyle).to.equal('solid');
  });
});
