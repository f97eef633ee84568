// Steal War decisions: what the game waits for, every kind of refused decision (state untouched), and what views hide.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { pending, step, viewOf, type Action, type StealView } from '../../src/index.ts';
import type { StealState } from '../../src/steal/state.ts';
import { act, acts, flipIt, play, stealFrom, stealGame, topCard, waiting } from './helpers.ts';

const view = (s: StealState, seat: number | null): StealView => viewOf(s, seat) as StealView;

/** Asserts that an action is refused with the given code and that the state is exactly as it was. */
function refused(s: StealState, action: unknown, code: string, message?: RegExp): void {
  const before = JSON.stringify(s);
  const r = step(s, action as Action);
  assert.ok(!r.ok, `${JSON.stringify(action)} should be refused`);
  assert.equal(r.error.code, code, r.error.message);
  if (message) assert.match(r.error.message, message);
  assert.equal(JSON.stringify(s), before, 'the state is untouched');
}

describe('Steal War decisions: refused actions leave the state as it was', () => {
  // Seat 0 holds a 9 facing seat 1's 9-topped pile; seat 1 holds a K.
  const deal = [
    ['9 of hearts', '4', '5', '6'],
    ['K', '6', '8', '7'],
    ['2', '3'],
    ['J', 'Q', '9 of spades'],
  ];

  it('a flip while a seat must declare', () => {
    refused(stealGame(deal), flipIt, 'not-your-turn', /declare/);
  });

  it('a declaration from a seat that is not asked, or asked twice', () => {
    const s = stealGame([['9', '2', '3'], ['K', '3', '4'], ['5'], []]);
    refused(s, play(0), 'not-your-turn');
    const t = act(stealGame(deal), play(1)).state;
    refused(t, play(1), 'not-your-turn', /already declared/);
    refused(t, stealFrom(1, 0), 'not-your-turn');
  });

  it("a steal whose card does not match the pile, of one's own pile, or of no seat", () => {
    const s = stealGame(deal);
    refused(s, stealFrom(1, 0), 'illegal', /cannot steal/);
    refused(s, stealFrom(0, 0), 'illegal');
    refused(s, stealFrom(0, 2), 'illegal');
    refused(s, stealFrom(0, -1), 'illegal');
    refused(s, { type: 'steal/steal', seat: 0, from: '1' }, 'illegal');
    refused(s, { type: 'steal/steal', seat: 0 }, 'illegal');
  });

  it('a steal of a pile already protected this turn', () => {
    const s = stealGame(
      [['9 of hearts', '2', '3'], ['9 of diamonds', 'K', '4', '7', '8'], ['2 of hearts', '5', '6'], ['9 of spades'], [], ['9 of clubs']],
      { players: 3 },
    );
    const t = acts(s, [play(0), stealFrom(1, 0), play(2)]).state;
    refused(t, stealFrom(1, 0), 'illegal', /unprotected/);
  });

  it('a top card that was not won, from the wrong seat, or out of its time', () => {
    const s = act(
      stealGame([
        ['K', '5', '6'],
        ['Q', '7', '8'],
      ]),
      flipIt,
    ).state;
    assert.equal(waiting(s), '0 top');
    const seven = s.packets[1][0];
    refused(s, { type: 'steal/top', seat: 0, piece: seven }, 'illegal', /not one of the won cards/);
    refused(s, { type: 'steal/top', seat: 0, piece: 'K' }, 'illegal');
    refused(s, { ...topCard(s, 'K'), seat: 1 }, 'not-your-turn');
    refused(s, play(0), 'not-your-turn');
    refused(s, flipIt, 'not-your-turn', /top card/);
    refused(stealGame(deal), { type: 'steal/top', seat: 0, piece: 0 }, 'not-your-turn');
  });

  it('malformed actions', () => {
    const s = stealGame(deal);
    for (const bad of [
      null,
      undefined,
      7,
      'flip',
      {},
      { type: 'steal/play' },
      { type: 'steal/play', seat: 0.5 },
      { type: 'steal/play', seat: 9 },
      { type: 'stacked/pass', seat: 0 },
      { type: 'steal/nothing', seat: 0 },
    ])
      refused(s, bad, 'illegal');
  });

  it('anything once the game is over', () => {
    const s = act(
      stealGame([
        ['7', '2', '3', '4', 'K'],
        ['7', '5', '6'],
      ]),
      flipIt,
    ).state;
    assert.equal(pending(s), null);
    for (const a of [flipIt, play(0), stealFrom(0, 1), { type: 'steal/top', seat: 0, piece: 0 }]) refused(s, a, 'game-over');
  });

  it('every action pending lists is accepted', () => {
    const s = stealGame(deal);
    for (const a of pending(s)!.actions!) assert.ok(step(s, a).ok, JSON.stringify(a));
  });
});

describe('Steal War views: each seat sees only what it may', () => {
  it('a card in hand is shown to its holder alone; a declaration only to the seat that made it', () => {
    const s = stealGame([
      ['9 of hearts', '4', '5', '6'],
      ['K', '6', '8', '7'],
      ['2', '3'],
      ['J', 'Q', '9 of spades'],
    ]);
    const t = act(s, stealFrom(0, 1)).state;
    for (const viewer of [1, null]) {
      const v = view(t, viewer).seats[0];
      assert.equal(v.hand, null);
      assert.equal(v.choice, null);
      assert.equal(v.declared, true);
      assert.equal(v.holding, true);
    }
    assert.equal(view(t, 0).seats[0].hand?.id, s.hands[0]);
    assert.equal(view(t, 0).seats[1].hand, null);
    assert.equal(JSON.stringify(view(t, 1)).includes(`"id":${s.hands[0]},`), false, "seat 0's card appears nowhere in seat 1's view");
  });

  it('only the top card of a capture pile is on show', () => {
    const s = stealGame([['5', '4', '6'], ['K', '6', '8'], ['2', '3', '7'], []]);
    const v = view(s, 1);
    assert.equal(v.seats[0].pile, 3);
    assert.equal(v.seats[0].top?.id, s.piles[0][2]);
    const text = JSON.stringify(v);
    for (const hidden of s.piles[0].slice(0, 2)) assert.equal(text.includes(`"id":${hidden},`), false);
  });
});
