// Steal War in the widget: capture piles with their top card, a steal offered only when it is legal (the piles it can
// take outlined, a protected one marked, the rules folded after a few prompts), a card that can steal nothing played by
// itself against the computer (confirm-forced asks instead), the top card of a won trick (suggested, then chosen for
// the person), a pile turned into a new packet, the looked-at card shown only to its holder (hotseat: behind the
// pass-the-device screen), whole games by mouse and by keyboard, and records that replay.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { buildDeck, pieceName, replay, type GameEvent, type GameState, type StealView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { HELP_PROMPTS, prefsOf } from '../src/decisions/prefs.ts';
import { latestTrick } from '../src/decisions/steal-words.ts';
import { click, clickOn, expectReplays, find, listenLive, named, open, preparedRecord, settle, until } from './decision-helpers.ts';
import { activeIn, all, everythingSaid, liveText, mount, revealed, unmountAll } from './helpers.ts';

const view = (el: PiecepackWar) => el.view as StealView;
const over = (el: PiecepackWar) => view(el).result !== null;
const DECK = buildDeck('cards-52', 1, 2);

/** Opens a prepared deal: packets (top first), then capture piles (bottom first), by card name. */
async function deal(
  seats: string,
  packets: string[][],
  piles: string[][],
  speed = 'max',
  attributes: Record<string, string> = {},
): Promise<PiecepackWar> {
  const el = await mount({ speed, ...attributes }, 900);
  await open(el, preparedRecord({ variant: 'steal-war', seats }, [...packets, ...piles]));
  return el;
}

/** A decision for the person at this device is on the table (or the game is over). */
function humanTurn(el: PiecepackWar): boolean {
  return over(el) || find(el, '.pass-screen button, button.flip, .prompt.steal button, .prompt.top button') !== null;
}

/** The engine state behind the widget. */
function state(el: PiecepackWar): GameState & { hands: number[]; table: { piece: number; up: boolean }[] } {
  const r = replay(el.record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as GameState & { hands: number[]; table: { piece: number; up: boolean }[] };
}

describe('Steal War: steals and the won cards', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('offers a steal when the card matches an open pile, and shows the card only to its holder', async () => {
    // Slow: the computer waits most of a second before its turn, so what the steal did can be read first.
    const el = await deal(
      'human,computer',
      [
        ['7 of hearts', '2 of hearts', '3 of hearts'],
        ['5 of clubs', '6 of clubs', '8 of clubs'],
      ],
      [[], ['7 of clubs']],
      'slow',
    );
    await until(() => find(el, '.prompt.steal') !== null, 'the steal prompt');
    expect(find(el, '.prompt.steal .prompt-title')!.textContent).to.equal('You hold 7 of hearts');
    expect(find(el, '.st-seat[data-seat="0"] svg.hand.mine')!.getAttribute('aria-label')).to.equal(
      'Your card (only you see it): 7 of hearts',
    );
    expect(find(el, '.st-seat[data-seat="1"] .capture-pile')!.getAttribute('aria-label')).to.equal(
      'Capture pile 1, top card 7 of clubs, your card can steal it',
    );
    // The pile the card can steal is outlined on the table.
    expect(find(el, '.st-seat[data-seat="1"] .capture.can-steal')).to.exist;
    expect(find(el, '.st-seat[data-seat="0"] .capture.can-steal')).to.equal(null);
    expect(all(el, '.prompt.steal button.steal-from').map((b) => b.textContent)).to.deep.equal([
      'Steal Seat 2\u2019s pile (1 card, top 7 of clubs)',
    ]);
    expect(find(el, '.prompt.steal .rule')!.textContent).to.contain('Protection');
    await clickOn(el, '.prompt.steal button.steal-from');
    expect(el.record!.actions[0]).to.deep.equal({ type: 'steal/steal', seat: 0, from: 1 });
    // The cards the steal led to turn up first; the words come once they are face up.
    await revealed(el);
    expect(liveText(el)).to.contain('Seat 1 steals Seat 2\u2019s pile (1 card) with the 7 of hearts.');
    expect(view(el).seats[0].pile).to.equal(2);
    expect(pieceName(view(el).seats[0].top!.piece)).to.equal('7 of hearts');
  });

  it('moves focus to the next prompt only while the person is still in the widget, never out of another control', async () => {
    // Trick 1: seat 1 is asked (seat 2's pile is open) and plays; the king wins; trick 2 asks seat 1 again.
    const el = await deal(
      'human,computer',
      [
        ['8 of hearts', '9 of hearts', '2 of hearts', '3 of hearts'],
        ['K of clubs', '6 of clubs', '4 of clubs', '5 of clubs'],
      ],
      [[], ['10 of clubs']],
      'slow',
      { 'confirm-forced': '' },
    );
    const outside = document.createElement('input');
    outside.setAttribute('aria-label', 'a field elsewhere on the page');
    document.body.append(outside);
    try {
      await until(() => find(el, '.prompt.steal') !== null, 'the first steal window');
      await clickOn(el, '.prompt.steal button');
      const first = el.record!.actions.length;
      outside.focus();
      await until(() => el.record!.actions.length > first && find(el, '.prompt.steal') !== null, 'the second steal window');
      await settle();
      expect(document.activeElement).to.equal(outside);
    } finally {
      outside.remove();
    }
  });

  it('plays a card that can steal nothing by itself, and says why', async () => {
    const el = await deal(
      'human,computer',
      [
        ['8 of hearts', '2 of hearts'],
        ['5 of clubs', '6 of clubs'],
      ],
      [[], ['7 of clubs']],
      'slow',
    );
    const { said, stop } = listenLive(el);
    await until(() => el.record!.actions.length > 0, 'the card played');
    stop();
    expect(el.record!.actions[0]).to.deep.equal({ type: 'steal/play', seat: 0 });
    expect(said.join(' ')).to.contain('Your 8 of hearts is played: it matches no pile you could steal.');
    expect(all(el, '.prompt.steal button'), 'nothing to press').to.have.length(0);
  });

  it('confirm-forced: offers only "Play it" when the card matches no open pile', async () => {
    const el = await deal(
      'human,computer',
      [
        ['8 of hearts', '2 of hearts'],
        ['5 of clubs', '6 of clubs'],
      ],
      [[], ['7 of clubs']],
      'max',
      { 'confirm-forced': '' },
    );
    await until(() => find(el, '.prompt.steal') !== null, 'the prompt');
    expect(all(el, '.prompt.steal button.steal-from')).to.have.length(0);
    expect(find(el, '.prompt.steal')!.textContent).to.contain('It matches no pile you could steal: play it.');
    expect(all(el, '.prompt.steal .choices button').map((b) => b.textContent)).to.deep.equal(['Play it']);
    await clickOn(el, '.prompt.steal button.play-card');
    expect(el.record!.actions[0]).to.deep.equal({ type: 'steal/play', seat: 0 });
  });

  it('never offers a protected pile, and marks it on the table when the card in hand matches it', async () => {
    const el = await deal(
      'human,computer,computer,computer',
      [
        ['7 of hearts', '9 of hearts', '2 of hearts', '3 of hearts'],
        ['4 of clubs', '6 of clubs', '8 of clubs'],
        ['9 of spades', '10 of spades', 'J of spades'],
        ['3 of diamonds', '4 of diamonds', '6 of diamonds'],
      ],
      [[], ['7 of clubs'], ['9 of diamonds'], ['5 of spades']],
      'max',
      { 'confirm-forced': '' },
    );
    await until(() => find(el, '.prompt.steal button.steal-from') !== null, 'the first steal');
    await clickOn(el, '.prompt.steal button.steal-from');
    // The computers play; seat 3's 9 matches its own pile and protects it; seat 1 takes seat 2's pile and looks again.
    await until(() => find(el, '.prompt.steal .prompt-title')?.textContent === 'You hold 9 of hearts', 'the second card');
    expect(liveText(el)).to.contain('the pile is protected this turn');
    expect(find(el, '.st-seat[data-seat="2"] .chip.guard')!.textContent).to.equal('protected: your card cannot take it');
    expect(find(el, '.st-seat[data-seat="2"] .capture-pile')!.getAttribute('aria-label')).to.contain(
      '9 of diamonds, protected: your card cannot take it',
    );
    expect(find(el, '.st-seat[data-seat="2"] .capture.blocked .shield')).to.exist;
    expect(all(el, '.prompt.steal button.steal-from'), 'a 9 may not steal the protected pile topped by a 9').to.have.length(0);
    expect(find(el, '.prompt.steal .rule')!.textContent).to.contain('nobody can steal that pile this turn');
  });

  it('lets the winner choose the top card of its capture pile, the suggested card first', async () => {
    const el = await deal(
      'human,computer',
      [
        ['K of hearts', '2 of hearts', '3 of hearts', '4 of hearts'],
        ['5 of clubs', '6 of clubs', '7 of clubs', '8 of clubs'],
      ],
      [[], []],
      'slow',
      { 'confirm-forced': '' },
    );
    await until(() => find(el, 'button.flip') !== null, 'the flip');
    expect(find(el, 'button.flip')!.textContent).to.equal('Turn up cards');
    await clickOn(el, 'button.flip');
    await until(() => find(el, '.prompt.top') !== null, 'the top-card prompt');
    expect(find(el, '.prompt.top .prompt-title')!.textContent).to.equal('You won 2 cards: which one goes on top of your capture pile?');
    // The strong player's choice comes first, marked and focused first; "always choose for me" is offered, ticked.
    const first = find(el, '.prompt.top button.card-choice')!;
    expect(first.classList.contains('suggested')).to.equal(true);
    expect(first.hasAttribute('data-focus')).to.equal(true);
    expect(first.textContent).to.contain('suggested');
    expect(find<HTMLInputElement>(el, '.prompt.top .top-auto input')!.checked).to.equal(true);
    const five = all(el, '.prompt.top button.card-choice').find((b) => b.textContent.includes('5 of clubs'))!;
    await click(el, five);
    expect(el.record!.actions.at(-1)).to.deep.equal({
      type: 'steal/top',
      seat: 0,
      piece: DECK.findIndex((p) => pieceName(p) === '5 of clubs'),
    });
    expect(pieceName(view(el).seats[0].top!.piece)).to.equal('5 of clubs');
    expect(liveText(el)).to.contain('Seat 1 puts the 5 of clubs on top of its capture pile.');
  });

  it('after the first top card, chooses the top card for the person (unless they untick it)', async () => {
    const cards = (suit: string, ranks: string[]) => ranks.map((r) => `${r} of ${suit}`);
    const el = await deal(
      'human,computer',
      [cards('hearts', ['K', 'Q', 'J', '10', '9', '2']), cards('clubs', ['5', '6', '7', '8', '3', '4'])],
      [[], []],
      'normal',
    );
    await until(() => find(el, '.prompt.top button.card-choice.suggested') !== null, 'the first top-card prompt');
    await clickOn(el, '.prompt.top button.card-choice.suggested');
    // The next trick is won too: its top card is chosen without asking.
    await until(() => el.record!.actions.filter((a) => a.type === 'steal/top').length >= 2, 'another top card');
    expect(find(el, '.prompt.top'), 'not asked again').to.equal(null);
    expect(find<HTMLInputElement>(el, '.table-options .top-auto input')!.checked).to.equal(true);
    // Unticked: the person is asked again.
    await clickOn(el, '.table-options .top-auto input');
    await until(() => find(el, '.prompt.top') !== null || view(el).result !== null, 'the next top-card prompt');
    expect(find(el, '.prompt.top .top-auto input')).to.exist;
  });

  it('folds the rules text away after the first few steal prompts', async () => {
    const first = await deal(
      'human,computer',
      [
        ['7 of hearts', '2 of hearts', '3 of hearts'],
        ['5 of clubs', '6 of clubs', '8 of clubs'],
      ],
      [[], ['7 of clubs']],
      'slow',
    );
    await until(() => find(first, '.prompt.steal') !== null, 'the steal prompt');
    expect(find(first, '.prompt.steal .rules-fold'), 'the rules in full at first').to.equal(null);
    expect(find(first, '.prompt.steal .rule')!.textContent).to.contain('Protection');
    // The same element after HELP_PROMPTS prompts: the rules are one click away.
    prefsOf(first).stealPrompts = HELP_PROMPTS;
    first.restart();
    await first.updateComplete;
    await until(() => find(first, '.prompt.steal') !== null, 'the steal prompt again');
    expect(find(first, '.prompt.steal details.rules-fold summary')!.textContent).to.equal('How stealing works');
    expect(find<HTMLDetailsElement>(first, '.prompt.steal details.rules-fold')!.open).to.equal(false);
  });

  it('shows a capture pile turned over into a new packet', async () => {
    const el = await deal(
      'human,computer',
      [
        ['K of hearts', 'Q of hearts'],
        ['5 of clubs', '6 of clubs', '7 of clubs'],
      ],
      [['2 of spades', '3 of spades'], []],
      'slow',
    );
    const { said, stop } = listenLive(el);
    await until(() => said.some((m) => /new packet/.test(m)), 'the new packet');
    stop();
    expect(said.join(' ')).to.contain('Seat 1 turns its capture pile over into a new packet of 4.');
    expect(find(el, '.st-seat[data-seat="0"] .packet figcaption')!.textContent).to.equal('Packet 4');
    expect(find(el, '.st-seat[data-seat="0"] .capture figcaption')!.textContent).to.equal('Capture pile 0');
  });

  it('hotseat: a pass screen between players; each sees only its own card', async () => {
    const el = await deal(
      'human,human',
      [
        ['7 of hearts', '2 of hearts'],
        ['7 of clubs', '3 of clubs'],
      ],
      [['9 of diamonds'], ['8 of spades']],
    );
    expect(find(el, '.pass-screen')!.textContent).to.contain('Seat 1');
    expect(all(el, 'svg.piece')).to.have.length(0);
    await clickOn(el, '.pass-screen button');
    expect(find(el, '.st-seat[data-seat="0"] svg.hand.mine')!.getAttribute('aria-label')).to.contain('7 of hearts');
    expect(find(el, '.st-seat[data-seat="1"] svg.hand')!.getAttribute('aria-label')).to.equal('holds a card');
    expect(everythingSaid(el)).to.not.contain('7 of clubs');
    await clickOn(el, '.prompt.steal button.play-card');
    expect(find(el, '.pass-screen')!.textContent).to.contain('Seat 2');
    expect(all(el, 'svg.piece')).to.have.length(0);
    expect(everythingSaid(el)).to.not.contain('7 of hearts');
    await clickOn(el, '.pass-screen button');
    expect(find(el, '.st-seat[data-seat="1"] svg.hand.mine')!.getAttribute('aria-label')).to.contain('7 of clubs');
    expect(everythingSaid(el)).to.not.contain('7 of hearts');
    expect(find(el, '.st-seat[data-seat="0"] .chip')!.textContent).to.equal('has decided');
  });
});

/** One decision by mouse: steal when offered (mostly), else play; a random won card on top; flips. */
async function decideByMouse(el: PiecepackWar, n: number): Promise<void> {
  const steal = all(el, '.prompt.steal button.steal-from');
  const top = all(el, '.prompt.top button.card-choice');
  const target =
    find(el, '.pass-screen button') ??
    find(el, 'button.flip') ??
    (steal.length > 0 && n % 4 !== 0 ? steal[0] : null) ??
    (top.length > 0 ? top[n % top.length] : null) ??
    find(el, '.prompt.steal button.play-card');
  await click(el, target!);
}

async function tabTo(el: PiecepackWar, selector: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (activeIn(el)?.matches(selector)) return;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Plays to the end with `decide`, checking before each decision that nothing hidden is said or labelled. */
async function playToEnd(el: PiecepackWar, decide: (n: number) => Promise<void>): Promise<number> {
  let n = 0;
  while (!over(el)) {
    await until(() => humanTurn(el), 'a decision');
    if (over(el)) break;
    const s = state(el);
    const hidden = [...s.hands.filter((h, seat) => seat !== 0 && h >= 0), ...s.table.filter((t) => !t.up).map((t) => t.piece)];
    const said = everythingSaid(el);
    for (const id of hidden)
      expect(said, `a hidden card (${pieceName(DECK[id])}) is named`).to.not.match(new RegExp(`\\b${pieceName(DECK[id])}\\b`));
    const before = el.record!.actions.length;
    await decide(n++);
    await until(() => el.record!.actions.length > before || over(el), 'the decision to land');
    if (n > 1500) throw new Error(`the game did not end after 1500 decisions (${named(el)})`);
  }
  return n;
}

describe('Steal War: whole games', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('plays a whole game by mouse against the computer; nothing hidden is said; the record replays', async () => {
    const el = await mount({ variant: 'steal-war', seed: '12', speed: 'max' }, 900);
    expect(el.options!.seats).to.deep.equal(['human', 'computer']);
    const decisions = await playToEnd(el, (n) => decideByMouse(el, n));
    // Only real decisions reach the person: a card that can steal nothing, turn-ups and top cards happen by themselves.
    expect(decisions).to.be.greaterThan(0);
    expect(decisions, `${decisions} decisions for ${view(el).tricks} tricks`).to.be.lessThan(view(el).tricks * 0.3);
    expect(find(el, '.banner .headline')!.textContent).to.be.oneOf(['You win!', 'The computer wins!', 'A draw.']);
    expect(find(el, '.banner')!.textContent).to.contain('piles stolen');
    expectReplays(el.record!);
  });

  it('plays a whole game by keyboard alone', async () => {
    const cards = (suit: string, ranks: string[]) => ranks.map((r) => `${r} of ${suit}`);
    const el = await deal(
      'human,computer:random',
      [cards('hearts', ['K', '5', '9', '3', 'Q', '7']), cards('clubs', ['4', '9', 'J', '3', '6', 'A'])],
      [[], []],
    );
    await playToEnd(el, async () => {
      if (find(el, '.prompt.steal button.steal-from')) await tabTo(el, 'button.steal-from');
      else await tabTo(el, 'button.flip, .prompt.steal button.play-card, .prompt.top button.card-choice');
      await sendKeys({ press: 'Enter' });
    });
    expect(view(el).result).to.not.equal(null);
    expectReplays(el.record!);
  });
});

describe('Steal War: one trick a message', () => {
  it('a trick that ended before another began is not told with it (its pickup and top card go)', () => {
    const battle = (trick: number): GameEvent => ({ type: 'battle', trick, faceUp: [] });
    const events: GameEvent[] = [
      { type: 'steal/top', seat: 0, piece: 3 },
      { type: 'pickup', seat: 0, count: 2, to: 'stack' },
      battle(2),
      { type: 'trick', winner: 1, piece: 4, beaten: null, depth: 0, pot: 2 },
      { type: 'pickup', seat: 1, count: 2, to: 'stack' },
    ];
    expect(latestTrick(events)).to.deep.equal(events.slice(2));
    // One trick, its top card chosen before its pickup: all of it stays.
    expect(latestTrick(events.slice(0, 2))).to.deep.equal(events.slice(0, 2));
  });
});
