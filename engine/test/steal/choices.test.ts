// Tests of every choice docs/steal-war.md documents where the Steal War text is silent: timing, conflicts, running out, ends.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { createGame, pending, viewOf, type StealView } from '../../src/index.ts';
import { playOutCapped } from '../caps.ts';
import {
  act,
  acts,
  asSteal,
  flipIt,
  fullNames,
  names,
  ofType,
  piles,
  play,
  seededGame,
  stealFrom,
  stealGame,
  topCard,
  waiting,
} from './helpers.ts';

const view = (s: Parameters<typeof viewOf>[0], seat: number | null): StealView => viewOf(s, seat) as StealView;

describe('Steal War choices: the steal rounds', () => {
  const exchange = [
    ['9 of hearts', 'K', '6', '2'],
    ['5 of hearts', '3', '7', '8'],
    ['2', '5 of spades'],
    ['4', '9 of spades'],
  ];

  it('declarations are secret until the round is complete, and their order does not matter', () => {
    const s = stealGame(exchange);
    const half = act(s, stealFrom(0, 1)).state;
    assert.equal(view(half, 1).seats[0].declared, true);
    assert.equal(view(half, 1).seats[0].choice, null, 'seat 1 cannot see what seat 0 declared');
    assert.equal(view(half, null).seats[0].choice, null);
    assert.equal(view(half, 0).seats[0].choice, 1, 'seat 0 sees its own declaration');
    assert.deepEqual(half.piles, s.piles, 'nothing happens before every asked seat has declared');
    const a = acts(s, [stealFrom(0, 1), stealFrom(1, 0)]).state;
    const b = acts(s, [stealFrom(1, 0), stealFrom(0, 1)]).state;
    assert.deepEqual(a, b);
  });

  it('every seat facing an open pile is asked, matching card or not; with no open pile anyone flips', () => {
    assert.equal(
      waiting(
        stealGame([
          ['9', '2'],
          ['K', '3'],
        ]),
      ),
      '-1 flip',
    );
    const s = stealGame([['9', '2', '4'], ['K', '3', '5'], ['6'], ['7']]);
    assert.deepEqual(s.asked, [true, true]);
    assert.deepEqual(pending(s)!.actions, [play(0)], 'seat 0 is asked although its 9 matches nothing');
    const t = stealGame([['9', '2', '4'], ['K', '3', '5'], ['6'], []]);
    assert.deepEqual(t.asked, [false, true], 'seat 0 faces no pile at all, so it plays at once');
    assert.equal(t.committed[0], true);
  });

  it('two claims on one pile: the first seat after the owner takes it; the other keeps its card and may steal it from the new owner', () => {
    const s = stealGame(
      [['4', '5', '6'], ['9 of hearts', 'K', '2', '8'], ['9 of diamonds', 'Q', '3', '10', 'J'], ['3', '9 of spades'], [], []],
      { players: 3 },
    );
    let r = acts(s, [stealFrom(1, 0), stealFrom(2, 0)]);
    assert.deepEqual(ofType(r.events, 'steal/refused'), [{ type: 'steal/refused', seat: 2, from: 0, why: 'taken' }]);
    assert.deepEqual(piles(r.state)[1], ['3', '9', '9']);
    assert.deepEqual(fullNames(r.state, r.state.piles[1]).slice(1), ['9 of spades', '9 of hearts']);
    assert.equal(waiting(r.state), '2 steal');
    assert.deepEqual(pending(r.state)!.actions, [play(2), stealFrom(2, 1)]);
    r = act(r.state, stealFrom(2, 1));
    assert.deepEqual(piles(r.state), [[], [], ['3', '9', '9', '9']]);
    // The same race on seat 1's pile: seat 2 comes right after seat 1, before seat 0.
    const t = stealGame([['9 of hearts', 'K', '2'], ['4', '5', '6'], ['9 of diamonds', 'Q', '3'], [], ['3', '9 of spades'], []], {
      players: 3,
    });
    const u = acts(t, [stealFrom(0, 1), stealFrom(2, 1)]);
    assert.deepEqual(
      ofType(u.events, 'steal/stolen').map((e) => e.seat),
      [2],
    );
  });

  it('steals in one round happen at once: a thief whose own pile is stolen keeps only what it steals', () => {
    const s = stealGame(
      [
        ['5 of hearts', 'K', '2', '3'],
        ['8 of hearts', 'Q', '2', '3'],
        ['J', '10', '4', '6'],
        ['4'],
        ['6', '5 of spades'],
        ['7', '8 of spades'],
      ],
      { players: 3 },
    );
    const { state } = acts(s, [stealFrom(0, 1), stealFrom(1, 2), play(2)]);
    assert.deepEqual(piles(state)[0], ['4', '6', '5', '5']);
    assert.deepEqual(fullNames(state, state.piles[0]).slice(2), ['5 of spades', '5 of hearts']);
    assert.deepEqual(piles(state)[1], ['7', '8', '8']);
    assert.deepEqual(fullNames(state, state.piles[1]).slice(1), ['8 of spades', '8 of hearts']);
    assert.deepEqual(state.piles[2], []);
  });

  it("a ring of three steals passes every pile on, each with its thief's card on top", () => {
    const s = stealGame(
      [
        ['5 of hearts', 'K', '2', '3'],
        ['8 of hearts', 'Q', '2', '3'],
        ['4 of hearts', '10', '6', '7'],
        ['4 of spades'],
        ['5 of spades'],
        ['8 of spades'],
      ],
      { players: 3 },
    );
    const { state } = acts(s, [stealFrom(0, 1), stealFrom(1, 2), stealFrom(2, 0)]);
    assert.deepEqual(piles(state), [
      ['5', '5'],
      ['8', '8'],
      ['4', '4'],
    ]);
  });

  it('with two players a thief plays the card after its steal, even when an exchange left a pile that card matches', () => {
    const s = stealGame([
      ['9 of hearts', '5 of clubs', 'K', '6', '10', 'J'],
      ['5 of hearts', '3', '7', '8'],
      ['2', '5 of spades'],
      ['4', '9 of spades'],
    ]);
    const r = acts(s, [stealFrom(0, 1), stealFrom(1, 0)]);
    assert.equal(ofType(r.events, 'steal/stolen').length, 2);
    const battle = ofType(r.events, 'battle')[0];
    assert.deepEqual(
      names(
        r.state,
        battle.faceUp.map((f) => f.piece),
      ),
      ['5', '3'],
      'no second round of steals: the 5 of clubs fights',
    );
    assert.equal(waiting(r.state), '0 top', 'seat 1 won the battle with it');
    assert.deepEqual(fullNames(r.state, r.state.piles[1]).slice(-2), ['5 of spades', '5 of hearts'], 'seat 2 keeps the pile it took');
  });

  it('with three players still in, a thief may steal again with its next card (the text allows it above two players)', () => {
    const s = stealGame(
      [
        ['9 of hearts', '5 of clubs', 'K', '6', '10', 'J'],
        ['5 of hearts', '3', '7', '8'],
        ['2', '4', '6', '8'],
        ['2', '5 of spades'],
        ['4', '9 of spades'],
        ['J'],
      ],
      { players: 3 },
    );
    const r = acts(s, [stealFrom(0, 1), stealFrom(1, 0), play(2)]);
    assert.deepEqual(pending(r.state)!.actions, [play(0), stealFrom(0, 1)], 'after the exchange the 5 of clubs may steal the 5 on top');
  });

  it('a steal refused by protection leaves the thief its card to steal another open pile', () => {
    const s = stealGame(
      [['9 of hearts', '2', '3'], ['9 of diamonds', 'K', '4', '7', '8'], ['2 of hearts', '5', '6'], ['9 of spades'], [], ['9 of clubs']],
      { players: 3 },
    );
    assert.deepEqual(pending(s)!.actions, [play(0), stealFrom(0, 2)]);
    const r = acts(s, [play(0), stealFrom(1, 0), play(2)]);
    assert.deepEqual(ofType(r.events, 'steal/refused'), [{ type: 'steal/refused', seat: 1, from: 0, why: 'protected' }]);
    assert.equal(view(r.state, 2).seats[0].guarded, true, 'the protection is announced with the round');
    assert.deepEqual(pending(r.state)!.actions, [play(1), stealFrom(1, 2)], 'a protected pile is no longer offered');
    const t = act(r.state, stealFrom(1, 2)).state;
    assert.deepEqual(fullNames(t, t.piles[1]), ['9 of clubs', '9 of diamonds']);
  });

  it('a thief whose packet is empty turns its pile, stolen cards and all, into a new packet before looking again', () => {
    const s = stealGame([['9 of hearts'], ['K', 'Q', 'J'], [], ['2', '9 of spades']]);
    const { state, events } = act(s, stealFrom(0, 1));
    assert.deepEqual(ofType(events, 'steal/replenish'), [{ type: 'steal/replenish', seat: 0, count: 3 }]);
    const played = ofType(events, 'battle')[0].faceUp[0].piece;
    assert.ok(['2 of spades', '9 of spades', '9 of hearts'].includes(fullNames(state, [played])[0]));
  });
});

describe('Steal War choices: the won cards', () => {
  it("a won war's face-down cards turn face up as the pot goes onto the pile, and any won card may go on top", () => {
    let s = stealGame([
      ['7', '2', '3', '4', 'K', '5', '8'],
      ['7 of hearts', '8 of hearts', '9', '10', 'Q', '6'],
    ]);
    s = acts(s, [flipIt, flipIt]).state;
    assert.equal(waiting(s), '0 top');
    assert.ok(
      view(s, 1).seats.every((v) => v.played.every((p) => p.up)),
      'every won card is on show',
    );
    assert.equal(pending(s)!.actions!.length, 10);
    s = act(s, topCard(s, '9')).state;
    assert.deepEqual(piles(s)[0], ['7', '7', '2', '3', '4', '8', '10', 'K', 'Q', '9'], 'the rest in the order played, the choice on top');
  });

  it('the top card is asked for only while the packet holds two cards or more (otherwise the pile is turned over first)', () => {
    assert.equal(
      waiting(
        act(
          stealGame([
            ['K', '5', '6'],
            ['Q', '7', '8'],
          ]),
          flipIt,
        ).state,
      ),
      '0 top',
    );
    const { state, events } = act(
      stealGame([
        ['K', '5'],
        ['Q', '7', '8'],
      ]),
      flipIt,
    );
    assert.equal(ofType(events, 'steal/top').length, 0);
    assert.deepEqual(ofType(events, 'steal/replenish'), [{ type: 'steal/replenish', seat: 0, count: 2 }]);
    assert.notEqual(waiting(state), '0 top');
  });
});

describe('Steal War choices: running out and the end', () => {
  it('three players: a seat that cannot finish a war is out, its cards join the pot, and the war goes on', () => {
    let s = stealGame(
      [
        ['7', '2', '3', '4', 'K', '5'],
        ['7 of hearts', '5', '6'],
        ['7 of diamonds', '8', '9', '10', 'Q', 'J'],
      ],
      { players: 3 },
    );
    const r = act(s, flipIt);
    assert.deepEqual(ofType(r.events, 'out'), [{ type: 'out', seat: 1, why: 'short' }]);
    s = r.state;
    assert.equal(s.result, null);
    assert.deepEqual(s.out, [false, true, false]);
    assert.deepEqual(
      names(
        s,
        s.table.filter((t) => t.seat === 1 && !t.up).map((t) => t.piece),
      ),
      ['5', '6'],
    );
    const { events } = act(s, flipIt);
    const trick = ofType(events, 'trick')[0];
    assert.equal(trick.winner, 0);
    assert.equal(trick.pot, 13);
  });

  it('two players both short in a war: the one with fewer cards runs out first and loses', () => {
    const { state } = act(
      stealGame([
        ['7', '2'],
        ['7 of hearts', '3', '4'],
      ]),
      flipIt,
    );
    assert.deepEqual(state.result, { reason: 'ran-out', winners: [1], losers: [0], draw: false });
  });

  it('two players short by the same count run out together: a draw', () => {
    const { state } = act(
      stealGame([
        ['7', '2'],
        ['7 of hearts', '3'],
      ]),
      flipIt,
    );
    assert.deepEqual(state.result, { reason: 'stalemate', winners: [], losers: [], draw: true });
  });

  it('a seat left with no cards after a trick drops out; the game goes on until one seat holds cards', () => {
    let s = stealGame([['K', '2', '3'], ['Q', '4', '5'], ['J']], { players: 3 });
    s = act(s, flipIt).state;
    const r = act(s, topCard(s, 'K'));
    assert.deepEqual(ofType(r.events, 'out'), [{ type: 'out', seat: 2, why: 'empty' }]);
    assert.equal(r.state.result, null);
    let t = act(stealGame([['K', '2', '3'], ['Q']]), flipIt).state;
    t = act(t, topCard(t, 'Q')).state;
    assert.deepEqual(t.result, { reason: 'all-pieces', winners: [0], losers: [1], draw: false });
  });

  it('maxTricks caps the battles; the game ends as a draw', () => {
    const s = asSteal(playOutCapped(seededGame({ maxTricks: 3, seats: 'computer,computer' }, 5)));
    assert.deepEqual(s.result, { reason: 'cap', winners: [], losers: [], draw: true });
    assert.equal(s.tricks, 3);
  });

  it('maxTricks also caps the steals, so rounds of steals can never go on for ever', () => {
    const s = stealGame(
      [
        ['9 of hearts', 'K', '6', '2'],
        ['5 of hearts', '3', '7', '8'],
        ['2', '5 of spades'],
        ['4', '9 of spades'],
      ],
      { maxTricks: 2 },
    );
    const { state } = acts(s, [stealFrom(0, 1), stealFrom(1, 0)]);
    assert.equal(state.steals, 2);
    assert.equal(state.result?.reason, 'cap');
    assert.equal(waiting(state), 'over');
  });

  it('the steal cap holds when two thieves steal in one round: a round that would pass it ends the game first', () => {
    const s = stealGame(
      [
        ['9 of hearts', 'K', '6', '2'],
        ['5 of hearts', '3', '7', '8'],
        ['2', '5 of spades'],
        ['4', '9 of spades'],
      ],
      { maxTricks: 1 },
    );
    const { state, events } = acts(s, [stealFrom(0, 1), stealFrom(1, 0)]);
    assert.equal(state.steals, 0);
    assert.deepEqual(ofType(events, 'steal/stolen'), []);
    assert.deepEqual(state.result, { reason: 'cap', winners: [], losers: [], draw: true });
  });

  it('the steal cap holds in a three-player game where two thieves steal in the same round (seed 4294967276)', () => {
    const options = {
      deck: 'piecepack',
      packs: 2,
      warFaceDown: 0,
      protection: false,
      jokers: 0,
      seats: 'computer:random,computer,computer',
      maxTricks: 8,
    };
    const s = asSteal(playOutCapped(seededGame(options, 4294967276)));
    assert.equal(s.result?.reason, 'cap');
    assert.ok(s.steals <= 8, `${s.steals} steals with maxTricks 8`);
    assert.ok(s.tricks <= 8);
  });

  it('a prepared deal lists packets, optionally followed by capture piles; every seat needs a card', () => {
    assert.ok(createGame({ variant: 'steal-war' }, 1, [['K'], ['Q']]).ok);
    assert.ok(createGame({ variant: 'steal-war' }, 1, [['K'], [], [], ['Q']]).ok, 'a seat may start with only a pile');
    const bad = createGame({ variant: 'steal-war' }, 1, [['K'], []]);
    assert.ok(!bad.ok && /at least one card/.test(bad.error.message));
    assert.ok(!createGame({ variant: 'steal-war' }, 1, [['K'], ['Q'], ['J']]).ok);
  });
});
