// Stacked Deck War's prompts, each from a prepared position (the engine's stackedDeal in a record): the buying window
// (the action table itself) offers exactly the legal cells and Pass; the bonus tile, rock-paper-scissors, reordering
// the top tiles, reserve tiles to switch, following Arms 3, coins to give, a guess and a suit to name, each made by a
// real click and checked in the engine's state; the reference action table with the affordable cells; the setup screen
// by dragging; the variations. Against the computer the turn-ups happen by themselves (confirm-forced keeps the button).
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { pending, replay, stackedDeal, type Action, type GameState, type StackedSetup, type StackedView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { centre, click, clickOn, find, open, preparedRecord, stackedId, until } from './decision-helpers.ts';
import { all, liveText, mount, revealed, unmountAll } from './helpers.ts';

type State = GameState & {
  family: 'stacked-deck';
  play: number[];
  war: number[];
  decks: number[][];
  reserves: number[][];
  gifts: number[][];
  spent: number[];
};

/** The engine state the widget's record replays to. */
function state(el: PiecepackWar): State {
  const r = replay(el.record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as State;
}

const FLIP: Action = { type: 'flip' };

/** A buy of seat `seat` paid with named coins of its pack ("null of crowns", "3 of suns"). */
function buy(seat: number, suit: string, value: string, coins: string[]): Action {
  return { type: 'stacked/buy', seat, suit, value, coins: coins.map((c) => stackedId(c, seat)) } as Action;
}

/** Opens a prepared position: seats, setup, actions; the human's prompt (or flip) is then on the table. */
async function position(
  seats: string,
  setup: StackedSetup,
  actions: Action[] = [],
  options: Record<string, unknown> = {},
  attributes: Record<string, string> = {},
): Promise<PiecepackWar> {
  // The turn-ups wait for a press (confirm-forced), so that each test sees the table right after its decision.
  const el = await mount({ speed: 'max', 'confirm-forced': '', ...attributes }, 900);
  await open(el, preparedRecord({ variant: 'stacked-deck', seats, ...options }, stackedDeal(setup), actions));
  return el;
}

/** Waits until the human has the prompt of this kind. */
async function promptOf(el: PiecepackWar, kind: string): Promise<HTMLElement> {
  await until(() => find(el, `.prompt.${kind}`) !== null, `the ${kind} prompt`);
  return find<HTMLElement>(el, `.prompt.${kind}`)!;
}

/** The last action of the record of this type (turn-ups may follow the click by themselves). */
const last = (el: PiecepackWar, type?: string) => el.record!.actions.filter((a) => a.type !== 'flip' && (!type || a.type === type)).at(-1);

describe('Stacked Deck War: prompts', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('the buying window offers exactly the legal cells, what each does and its coins, and Pass', async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        coins: [
          ['null of crowns suit-up', 'ace of suns value-up', '2 of suns suit-up', '3 of moons value-up', 'null of moons value-up'],
          [],
        ],
        first: 0,
      },
      [FLIP],
    );
    const window = await promptOf(el, 'buy');
    const offered = all(el, '.prompt.buy button.buy')
      .map((b) => b.dataset.cell)
      .sort();
    const legal = [
      ...new Set(
        (pending(state(el))!.actions ?? [])
          .filter((a) => a.type === 'stacked/buy')
          .map((a) => (a.type === 'stacked/buy' ? `${a.suit}-${a.value}` : '')),
      ),
    ].sort();
    expect(offered).to.deep.equal(legal);
    expect(offered).to.include.members(['crowns-ace', 'suns-3']);
    expect(offered).to.not.include('moons-3', 'the Moons column is for wars');
    const suns3 = find(el, '.prompt.buy button[data-cell="suns-3"]')!;
    expect(suns3.textContent).to.contain('Add 4 to your tile');
    expect(suns3.textContent).to.match(/pays: Suns coin, suit side up, 3 coin, value side up/);
    expect(suns3.querySelectorAll('svg.coin')).to.have.length(2);
    expect(window.querySelector('button.pass')).to.exist;
    // The window is the whole action table: the open cells are its buttons, every other cell is there, greyed.
    expect(all(el, '.prompt.buy .action-table td.cell')).to.have.length(24);
    expect(
      all(el, '.prompt.buy .action-table td.open')
        .map((c) => c.dataset.cell)
        .sort(),
    ).to.deep.equal(legal);
    expect(all(el, '.prompt.buy .action-table td.moons.open'), 'no Moons cell before a war').to.have.length(0);
    // Both playtiles with their values, beside Pass.
    expect(all(el, '.prompt.buy .duelist .badge').map((b) => b.textContent)).to.deep.equal(['3', '4']);
    expect(find(el, '.prompt.buy .duelist.me figcaption')!.textContent).to.equal('Seat 1 (you)');
    expect(find(el, '.prompt.buy')!.textContent).to.contain('An action costs a coin showing its suit and one showing its value.');
    await click(el, suns3);
    expect(last(el)).to.deep.include({ type: 'stacked/buy', seat: 0, suit: 'suns', value: '3' });
    expect(state(el).play).to.deep.equal([7, 4]);
    expect(liveText(el)).to.contain('Seat 1 buys Suns 3.');
    expect(liveText(el)).to.contain('playtile is now 7');
    expect(liveText(el)).to.contain('Seat 1 (you) wins the round (higher value).');
  });

  it("the action table under the table marks the cells the viewer's coins pay for, at any time", async () => {
    const el = await position(
      'computer,human',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        coins: [[], ['null of crowns suit-up', 'ace of suns value-up', '2 of suns suit-up', '3 of moons value-up']],
        first: 1,
      },
      [FLIP],
    );
    await promptOf(el, 'buy');
    expect(find(el, '.actions-box'), 'while buying, the window is the table').to.equal(null);
    await clickOn(el, '.prompt.buy button.pass');
    await until(() => find(el, '.actions-box summary') !== null, 'the action table to open');
    await clickOn(el, '.actions-box summary');
    await until(() => find(el, '.actions-box .action-table') !== null, 'the action table');
    const afford = all(el, '.actions-box .action-table td.afford')
      .map((c) => c.dataset.cell)
      .sort();
    expect(afford).to.include.members(['crowns-ace', 'crowns-3', 'suns-ace', 'suns-3']);
    expect(afford, 'no Moons coin lies suit side up').to.not.include('moons-3');
  });

  it('marks a purchase that wins the round on the spot, and shows the value a fixed change would give', async () => {
    // Seat 1 is Player A; seat 2 has passed. 3 against 4: Suns 2 makes 5 and Suns 3 makes 7 (both win); Suns Ace wins.
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        coins: [
          ['null of crowns suit-up', 'ace of suns value-up', '2 of suns suit-up', '3 of moons value-up', '2 of moons value-up'],
          ['2 of arms suit-up', '3 of crowns value-up'],
        ],
        first: 0,
      },
      [FLIP, { type: 'stacked/pass', seat: 1 }],
    );
    await promptOf(el, 'buy');
    const wins = all(el, '.prompt.buy button.buy.wins')
      .map((b) => b.dataset.cell)
      .sort();
    expect(wins).to.deep.equal(['suns-2', 'suns-3', 'suns-ace']);
    expect(find(el, '.prompt.buy button[data-cell="suns-3"] .becomes')!.textContent).to.equal('\u2192 7');
    expect(find(el, '.prompt.buy button[data-cell="suns-3"]')!.textContent).to.contain('wins the round on the spot');
    expect(find(el, '.prompt.buy button[data-cell="crowns-ace"]')!.classList.contains('wins'), 'a die roll is not sure').to.equal(false);
  });

  it("does not mark a value change as winning while the other seat's effect waits to be played after it", async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        coins: [
          ['2 of suns suit-up', '3 of moons value-up'],
          ['2 of arms suit-up', '2 of crowns value-up'],
        ],
        first: 0,
      },
      [FLIP, buy(1, 'arms', '2', ['2 of arms', '2 of crowns'])],
    );
    await promptOf(el, 'buy');
    expect(all(el, '.prompt.buy button.buy.wins')).to.have.length(0);
    expect(find(el, '.prompt.buy .their')!.textContent).to.equal('Seat 2 bought Arms 2: played after yours.');
  });

  it('says why a buying window was skipped', async () => {
    // Seat 2 (Player B) has only value sides up, seat 1 only suit sides: neither can pay for anything.
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        coins: [['2 of suns suit-up', '3 of moons suit-up'], ['2 of arms value-up']],
        first: 0,
      },
      [],
    );
    await until(() => find(el, 'button.flip') !== null, 'the first turn-up');
    await clickOn(el, 'button.flip');
    await until(() => /No buying window/.test(liveText(el)), 'the skipped window said');
    // The live region keeps to 140 characters: the viewer's own window before the other seat's.
    expect(liveText(el)).to.contain('No buying window for you: no value-side coin left.');
    expect(liveText(el).length).to.be.at.most(140);
    const log = all(el, '.log-lines li').map((l) => l.textContent);
    expect(log).to.include('No buying window for you: no value-side coin left.');
    expect(log).to.include('Seat 2 cannot buy: no suit-side coin left.');
  });

  it("speaks the page's language: decision strings come from the strings property too", async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        coins: [['2 of suns suit-up', '3 of moons value-up'], []],
        first: 0,
      },
      [FLIP],
    );
    el.strings = {
      pass: 'Passer',
      seat: 'Joueur {n}',
      seatYou: '{seat} (vous)',
      cells: { 'suns-3': 'Ajoutez 4 \u00e0 votre tuile.' },
      suitNames: { suns: 'Soleils' },
      cellShort: { 'suns-3': 'Tuile +4' },
    };
    await promptOf(el, 'buy');
    await el.updateComplete;
    expect(find(el, '.prompt.buy button.pass')!.textContent).to.equal('Passer');
    const suns3 = find(el, '.prompt.buy button[data-cell="suns-3"]')!;
    expect(suns3.textContent).to.contain('Ajoutez 4 \u00e0 votre tuile.');
    expect(suns3.textContent).to.contain('Soleils 3');
    expect(suns3.querySelector('.cell-short')!.textContent).to.contain('Tuile +4');
    expect(find(el, '.prompt.buy .duelist.me figcaption')!.textContent).to.equal('Joueur 1 (vous)');
  });

  it('bonus: during a war the buyer of a Crowns cell chooses the playtile or the wartile', async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of suns', '2 of arms'],
          ['3 of moons', '4 of moons', '2 of crowns'],
        ],
        coins: [['null of crowns suit-up', 'ace of suns value-up'], []],
        first: 0,
        dice: [3],
      },
      [FLIP],
    );
    await promptOf(el, 'buy');
    await clickOn(el, '.prompt.buy button.pass');
    await until(() => find(el, 'button.flip') !== null, 'the war flip');
    expect(find(el, 'button.flip')!.textContent).to.equal('Turn up wartiles');
    expect(find(el, '.table')!.getAttribute('aria-label')).to.equal('Table: Space or Enter: Turn up wartiles');
    await clickOn(el, 'button.flip');
    await until(() => (el.view as StackedView).window === 1 && find(el, '.prompt.buy') !== null, "the war's buying window");
    expect(find(el, '.table')!.getAttribute('aria-label')).to.equal('Table: Space or Enter takes you to your choice');
    expect(find(el, '.prompt.buy .duel-play')!.textContent).to.equal('Playtile 3');
    await clickOn(el, '.prompt.buy button[data-cell="crowns-ace"]');
    const p = await promptOf(el, 'bonus');
    expect(p.textContent).to.contain('Your bonus of +3');
    expect(find(el, '.round-info .dice svg.die')!.getAttribute('aria-label')).to.equal('die showing 3');
    const war = [...p.querySelectorAll('button')].find((b) => b.textContent.startsWith('Wartile'))!;
    expect(war.textContent).to.equal('Wartile (now 2)');
    await click(el, war);
    expect(last(el, 'stacked/bonus')).to.deep.equal({ type: 'stacked/bonus', seat: 0, tile: 'war' });
    expect(state(el).war).to.deep.equal([5, 4]);
  });

  it('rock-paper-scissors: the buyer shows a hand; the ties are counted', async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        coins: [['null of crowns suit-up', '3 of suns value-up'], []],
        first: 0,
      },
      [FLIP],
    );
    await promptOf(el, 'buy');
    await clickOn(el, '.prompt.buy button[data-cell="crowns-3"]');
    for (let round = 0; round < 12; round++) {
      await until(() => find(el, '.prompt.rps') !== null || state(el).phase !== 'effect', 'a hand to show or the end of the contest');
      if (!find(el, '.prompt.rps')) break;
      expect(all(el, '.prompt.rps .choices button').map((b) => b.textContent)).to.deep.equal(['Rock', 'Paper', 'Scissors']);
      const shown = el.record!.actions.length;
      await clickOn(el, '.prompt.rps .choices button');
      expect(el.record!.actions[shown]).to.deep.equal({ type: 'stacked/rps', seat: 0, hand: 'rock' });
      await until(() => el.record!.actions.slice(shown).some((a) => a.type === 'stacked/rps' && a.seat === 1), "the computer's hand");
    }
    expect(
      all(el, '.log-lines li')
        .map((l) => l.textContent)
        .join(' '),
    ).to.match(/Seat 1 Rock, Seat 2 (Rock|Paper|Scissors)/);
  });

  it('rearrange: the looker sees its top three tiles and reorders them', async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '5 of suns', 'ace of suns', '2 of suns', '4 of arms'],
          ['4 of moons', '2 of crowns', '2 of moons', '3 of moons', '5 of moons'],
        ],
        coins: [['null of crowns suit-up', '2 of suns value-up'], []],
        first: 0,
        dice: [2],
      },
      [FLIP],
    );
    await promptOf(el, 'buy');
    await clickOn(el, '.prompt.buy button[data-cell="crowns-2"]');
    const p = await promptOf(el, 'rearrange');
    expect([...p.querySelectorAll('.look svg')].map((s) => s.getAttribute('aria-label'))).to.deep.equal([
      'Deck 1: 5 of suns, 5',
      'Deck 2: ace of suns, 6',
      'Deck 3: 2 of suns, 2',
    ]);
    await clickOn(el, '.prompt.rearrange .look-tile button.later');
    expect([...find(el, '.prompt.rearrange')!.querySelectorAll('.look svg')].map((s) => s.getAttribute('aria-label'))[0]).to.equal(
      'Deck 1: ace of suns, 6',
    );
    await clickOn(el, '.prompt.rearrange .choices button');
    expect(last(el, 'stacked/rearrange')).to.deep.equal({ type: 'stacked/rearrange', seat: 0, order: [1, 0, 2] });
    expect(state(el).decks[0].slice(0, 3)).to.deep.equal([
      stackedId('ace of suns', 0),
      stackedId('5 of suns', 0),
      stackedId('2 of suns', 0),
    ]);
  });

  it('switch reserve tiles: the buyer picks reserve tiles to change places with the bottom of its deck', async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '5 of suns', '2 of suns'],
          ['4 of moons', '2 of crowns', '2 of moons'],
        ],
        reserves: [['ace of arms', '4 of arms'], []],
        coins: [['null of arms suit-up', '4 of suns value-up'], []],
        first: 0,
      },
      [FLIP],
    );
    await promptOf(el, 'buy');
    await clickOn(el, '.prompt.buy button[data-cell="arms-4"]');
    const p = await promptOf(el, 'switch');
    expect(p.querySelectorAll('button.pick')).to.have.length(2);
    await clickOn(el, '.prompt.switch button.pick');
    expect(find(el, '.prompt.switch .choices button')!.textContent).to.equal('Switch 1');
    await clickOn(el, '.prompt.switch .choices button');
    expect(last(el, 'stacked/switch-reserve')).to.deep.equal({ type: 'stacked/switch-reserve', seat: 0, positions: [0] });
    const s = state(el);
    expect(s.reserves[0][0]).to.equal(stackedId('2 of suns', 0));
    expect(s.decks[0].at(-1)).to.equal(stackedId('ace of arms', 0));
  });

  it("guess: the buyer of Crowns Null guesses the opponent's top reserve tile", async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        reserves: [[], ['5 of moons']],
        coins: [['2 of crowns suit-up', 'null of suns value-up'], []],
        first: 0,
      },
      [FLIP],
    );
    await promptOf(el, 'buy');
    await clickOn(el, '.prompt.buy button[data-cell="crowns-null"]');
    const p = await promptOf(el, 'guess');
    expect(p.textContent).to.contain('Guess Seat 2\u2019s top reserve tile (suit and value)');
    expect(p.querySelectorAll('button.guess-tile')).to.have.length(24);
    const five = [...p.querySelectorAll('button')].find((b) => b.textContent === '5 of moons')!;
    await click(el, five);
    expect(last(el)).to.deep.equal({ type: 'stacked/guess', seat: 0, suit: 'moons', value: '5' });
    // The guessed tile turns up first; what the guess did is said once it is face up.
    await revealed(el);
    expect(liveText(el)).to.contain('guesses 5 of moons: right!');
    expect(state(el).play).to.deep.equal([5, 4]);
    expect(find(el, '.tslot.revealed svg')!.getAttribute('aria-label')).to.contain('5 of moons');
  });

  it('guess, option guess value: the buyer names only a value', async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        reserves: [[], ['5 of moons']],
        coins: [['2 of crowns suit-up', 'null of suns value-up'], []],
        first: 0,
      },
      [FLIP],
      { guess: 'value' },
    );
    await promptOf(el, 'buy');
    await clickOn(el, '.prompt.buy button[data-cell="crowns-null"]');
    const p = await promptOf(el, 'guess');
    expect(p.textContent).to.contain('Guess the value of Seat 2\u2019s top reserve tile');
    expect(p.querySelectorAll('button.guess-tile')).to.have.length(0);
    const five = [...p.querySelectorAll('button')].find((b) => b.textContent === '5')!;
    await click(el, five);
    expect(last(el, 'stacked/guess')).to.deep.equal({ type: 'stacked/guess', seat: 0, value: '5' });
    await revealed(el);
    expect(liveText(el)).to.contain('guesses 5: right!');
  });

  it('follow: the opponent of Arms 3 decides whether to put its top deck tile under its reserve', async () => {
    const el = await position(
      'computer,human',
      {
        decks: [
          ['3 of suns', '2 of suns', '5 of suns'],
          ['4 of moons', '2 of moons', '5 of moons'],
        ],
        coins: [['null of arms suit-up', '3 of suns value-up'], []],
        first: 0,
      },
      [FLIP, buy(0, 'arms', '3', ['null of arms', '3 of suns'])],
    );
    const p = await promptOf(el, 'follow');
    expect(p.textContent).to.contain('Seat 1 put its top 2 deck tiles under its reserve');
    await clickOn(el, '.prompt.follow .choices button');
    expect(last(el, 'stacked/follow')).to.deep.equal({ type: 'stacked/follow', seat: 1, follow: true });
    expect(state(el).reserves[1]).to.deep.equal([stackedId('2 of moons', 1)]);
  });

  it('give: the opponent of Arms 2 picks two spent coins to give', async () => {
    const el = await position(
      'computer,human',
      {
        decks: [
          ['3 of suns', '2 of suns', 'null of suns'],
          ['4 of moons', '2 of moons', '5 of moons'],
        ],
        coins: [['null of arms suit-up', '2 of suns value-up'], []],
        spent: ['null of suns #2 suit-up', '3 of moons #2 value-up', '4 of crowns #2 suit-up'],
        first: 0,
      },
      [FLIP, buy(0, 'arms', '2', ['null of arms', '2 of suns'])],
    );
    const p = await promptOf(el, 'give');
    expect(p.textContent).to.contain('Give 2 spent coins to Seat 1');
    const give = () => find<HTMLButtonElement>(el, '.prompt.give .choices button')!;
    expect(give().disabled).to.equal(true);
    const coins = all(el, '.prompt.give button.pick');
    expect(coins).to.have.length(3);
    await click(el, coins[0]);
    await click(el, coins[2]);
    expect(all<HTMLButtonElement>(el, '.prompt.give button.pick')[1].disabled, 'no third coin').to.equal(true);
    await click(el, give());
    expect(last(el, 'stacked/give')).to.deep.equal({
      type: 'stacked/give',
      seat: 1,
      coins: [stackedId('null of suns', 1), stackedId('4 of crowns', 1)],
    });
    expect(state(el).gifts[0]).to.have.length(2);
  });

  it('name a suit: the opponent of Arms Null names one; a die picks the row', async () => {
    const el = await position(
      'computer,human',
      {
        decks: [
          ['3 of suns', '2 of suns'],
          ['4 of moons', '2 of moons'],
        ],
        coins: [['ace of arms suit-up', 'null of suns value-up'], []],
        first: 0,
        dice: [2],
      },
      [FLIP, buy(0, 'arms', 'null', ['ace of arms', 'null of suns'])],
    );
    const p = await promptOf(el, 'name-suit');
    expect(all(el, '.prompt.name-suit .choices button').map((b) => b.textContent.trim())).to.deep.equal([
      'Suns',
      'Moons',
      'Crowns',
      'Arms',
    ]);
    expect(p.textContent).to.contain('Seat 1\u2019s Arms Null');
    await clickOn(el, '.prompt.name-suit .choices button');
    expect(last(el, 'stacked/name-suit')).to.deep.equal({ type: 'stacked/name-suit', seat: 1, suit: 'suns' });
    expect(liveText(el)).to.contain('Seat 2 names Suns.');
    expect(liveText(el)).to.contain('Seat 1 rolls 2.');
    expect(state(el).play).to.deep.equal([5, 4], 'Suns 2 was played for seat 1');
  });

  it("shows each tile's value with its modifiers, and removes the round's tiles (confirm-forced: by a press)", async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        coins: [['2 of suns suit-up', '3 of moons value-up'], []],
        first: 0,
      },
      [FLIP],
    );
    await promptOf(el, 'buy');
    await clickOn(el, '.prompt.buy button[data-cell="suns-3"]');
    const mine = find(el, '.sd-seat[data-seat="0"] .tslot.play')!;
    expect(mine.querySelector('.badge')!.textContent).to.equal('7');
    expect(mine.querySelector('.printed')!.textContent).to.equal('printed 3');
    expect(mine.querySelector('.mods')!.textContent.trim()).to.equal('+4 Suns 3');
    expect(find(el, '.round-info .outcome')!.textContent).to.equal('Seat 1 (you) wins the round (higher value).');
    expect(find(el, 'button.flip')!.textContent).to.equal('Remove the tiles');
    await clickOn(el, 'button.flip');
    expect(find(el, '.sd-seat[data-seat="0"] .score')!.textContent).to.equal('2 removed');
    expect(liveText(el)).to.contain('Seat 1 removes 2 tiles.');
  });

  it('stacks the wartiles of a war on the table, with their number', async () => {
    // 3 against 3, then 2 against 2: a war in a war; the second wartiles decide (5 against 4).
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of suns', '5 of suns', 'ace of arms'],
          ['3 of moons', '2 of moons', '4 of moons', 'ace of moons'],
        ],
        coins: [[], []],
        first: 0,
      },
      [FLIP, FLIP, FLIP],
    );
    const war = find(el, '.sd-seat[data-seat="0"] .tslot.war')!;
    expect(war.querySelector('.war-count')!.textContent).to.equal('War 2');
    const tiles = [...war.querySelectorAll('.war-pile svg')].map((t) => t.getAttribute('aria-label'));
    expect(tiles).to.deep.equal(['Wartile 1: 2 of suns, tied', 'Wartile 2: 5 of suns']);
    expect(war.querySelector('.badge')!.textContent).to.equal('5');
    // The newest wartile lies on the one before, covering most of it.
    const [under, over] = [...war.querySelectorAll('.war-pile .wt')].map((t) => t.getBoundingClientRect());
    expect(over.top - under.top).to.be.greaterThan(0);
    expect(over.top - under.top).to.be.lessThan(under.height / 2);
    expect(find(el, '.sd-seat[data-seat="0"] .tslot.play .badge')!.textContent).to.equal('3');
  });
});

describe('Stacked Deck War: the setup screen and the variations', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  const order = (el: PiecepackWar) =>
    all(el, '.arr-tile .sr-only').map((s) => s.textContent.replace(/^(Deck|Reserve) \d+: /, '').replace(/, .*$/, ''));

  it('arranges by dragging: within the deck a tile moves; onto the reserve two tiles change places', async () => {
    const el = await mount({ variant: 'stacked-deck', seed: '2' }, 900);
    expect(order(el).slice(0, 3)).to.deep.equal(['null of suns', 'ace of suns', '2 of suns']);
    const drag = async (from: number, to: number) => {
      const tiles = all(el, '.arr-tile');
      await centre(tiles[to]);
      // Both centres once the page has stopped scrolling (the reserve row may have needed a scroll).
      const at = (t: Element): [number, number] => {
        const r = t.getBoundingClientRect();
        return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
      };
      const [x0, y0] = at(tiles[from]);
      const [x1, y1] = at(tiles[to]);
      await sendMouse({ type: 'move', position: [x0, y0] });
      await sendMouse({ type: 'down' });
      for (let k = 1; k <= 6; k++)
        await sendMouse({ type: 'move', position: [Math.round(x0 + ((x1 - x0) * k) / 6), Math.round(y0 + ((y1 - y0) * k) / 6)] });
      await el.updateComplete;
      expect(find(el, '.arr-tile.dragging'), 'the tile follows the pointer').to.exist;
      expect(find(el, `.arr-tile.over[data-index="${to}"]`), 'the drop place is marked').to.exist;
      await sendMouse({ type: 'up' });
      await el.updateComplete;
    };
    await drag(0, 3);
    expect(order(el).slice(0, 4)).to.deep.equal(['ace of suns', '2 of suns', '3 of suns', 'null of suns']);
    expect(liveText(el)).to.equal('null of suns is now Deck 4.');
    await drag(1, 18);
    expect(order(el)[1]).to.equal('null of arms');
    expect(order(el)[18]).to.equal('2 of suns');
    expect(find(el, '.arr-tile.picked'), 'a drag picks nothing up').to.equal(null);
    await clickOn(el, '.arr-done');
    const arranged = el.record!.actions[0];
    expect(arranged.type === 'stacked/arrange' && arranged.reserve[0]).to.equal(stackedId('2 of suns', 0));
  });

  it('"Shuffle for me" and the suggested pack keep a deck of 18 and a reserve of 6 of the seat\'s own tiles', async () => {
    const el = await mount({ variant: 'stacked-deck', seed: '2' }, 640);
    const before = order(el).join();
    await clickOn(el, '.arr-shuffle');
    expect(order(el).join()).to.not.equal(before);
    expect(new Set(order(el)).size).to.equal(24);
    await clickOn(el, '.arr-suggest');
    const reserve = order(el)
      .slice(18)
      .map((n) => n.split(' ')[0])
      .sort();
    expect(reserve).to.deep.equal(['2', '2', 'null', 'null', 'null', 'null'], 'the six lowest tiles in the reserve');
    await clickOn(el, '.arr-done');
    await until(() => (el.view as StackedView).phase !== 'arrange', 'the packs arranged');
    const v = el.view as StackedView;
    expect(v.seats.map((s) => s.hand.every((c) => c.up !== null))).to.deep.equal([true, true], 'coins dropped, each with a side up');
    expect(all(el, '.sd-seat svg.coin').length).to.be.greaterThan(8);
    expect(find(el, '.round-info .dice'), 'the dice that chose Player A').to.exist;
  });

  it('variation 1 (sides chosen when spending): the buyer picks which coins pay', async () => {
    const el = await position(
      'human,computer',
      {
        decks: [
          ['3 of suns', '2 of arms'],
          ['4 of moons', '2 of crowns'],
        ],
        coins: [['2 of suns', '3 of moons', '3 of crowns', 'null of suns'], []],
        first: 0,
      },
      [FLIP],
      { coinSides: 'chosen' },
    );
    await promptOf(el, 'buy');
    // A press on the cell picks it; then the buyer chooses which coins pay, and buys.
    await clickOn(el, '.prompt.buy button[data-cell="suns-3"]');
    expect(
      el.record!.actions.filter((a) => a.type === 'stacked/buy'),
      'nothing bought yet',
    ).to.have.length(0);
    const select = find<HTMLSelectElement>(el, '.prompt.buy .pay-choice select')!;
    expect(select, 'a choice of coins').to.exist;
    expect(select.options.length).to.be.greaterThan(1);
    select.value = String(select.options.length - 1);
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await clickOn(el, '.prompt.buy button.buy-picked');
    const a = last(el, 'stacked/buy');
    expect(a?.type).to.equal('stacked/buy');
    expect(find(el, '.sd-seat svg.coin.both-up'), 'coins show both sides').to.exist;
  });

  it('variation 3 (shuffled packs): no setup screen, play starts at once', async () => {
    const el = await mount({ variant: 'stacked-deck', arrange: 'shuffled', seed: '3', 'confirm-forced': '' }, 640);
    expect(find(el, '.arrange')).to.equal(null);
    expect(find(el, 'button.flip')!.textContent).to.equal('Turn up playtiles');
    const auto = await mount({ variant: 'stacked-deck', arrange: 'shuffled', seed: '3', speed: 'max' }, 640);
    await until(() => auto.record!.actions.length > 0, 'the playtiles turned up by themselves');
    expect(auto.record!.actions[0]).to.deep.equal({ type: 'flip' });
  });

  it('computer:random arranges and decides for itself; a seat of the strong computer arranges itself', async () => {
    const el = await mount({ variant: 'stacked-deck', seats: 'computer,computer:random', seed: '6', speed: 'max' }, 640);
    await until(() => find(el, 'button.flip') !== null, 'both packs arranged');
    expect(el.record!.actions.slice(0, 2).map((a) => a.type)).to.deep.equal(['stacked/arrange', 'stacked/arrange']);
    el.play();
    await until(() => (el.view as StackedView).result !== null, 'the end of a computer game');
  });
});
