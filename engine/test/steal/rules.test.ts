// Rule tests for Steal War (seed 003, "Steal War"): each builds the stacked deck that shows one statement of the rules.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { pending, shuffleInPlace, viewOf, type RngState, type StealView } from '../../src/index.ts';
import {
  act,
  acts,
  allCards,
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

describe('Steal War: the deck and the war (003)', () => {
  it('plays a 52-card pack with two jokers, dealt equally; each player looks at a first card', () => {
    const s = seededGame({}, 7);
    const cards = allCards(s);
    assert.equal(cards.length, 54);
    assert.equal(new Set(cards).size, 54);
    assert.equal(names(s, cards).filter((n) => n === 'joker').length, 2);
    assert.deepEqual(
      s.packets.map((p) => p.length),
      [26, 26],
      'each seat was dealt 27 and holds one',
    );
    assert.ok(s.hands.every((h) => h >= 0));
  });

  it('the jokers are the highest cards: a joker beats an ace', () => {
    const { events } = act(
      stealGame([
        ['A', '2', '3'],
        ['joker', '4', '5'],
      ]),
      flipIt,
    );
    assert.equal(ofType(events, 'trick')[0].winner, 1);
  });

  it('two jokers tie like any equal ranks and start a war', () => {
    const { events } = act(
      stealGame([
        ['joker', '2', '3', '4', '5'],
        ['joker', '6', '7', '8', '9'],
      ]),
      flipIt,
    );
    assert.deepEqual(ofType(events, 'tie')[0].seats, [0, 1]);
  });

  it('a war is three cards face down and one face up; the higher face-up card takes all ten', () => {
    let s = stealGame([
      ['7', '2', '3', '4', 'K', '5', '8'],
      ['7 of hearts', '8 of hearts', '9', '10', 'Q', '6'],
    ]);
    s = act(s, flipIt).state; // the sevens tie
    assert.deepEqual(
      s.table.map((t) => t.up),
      [true, true, false, false, false, false, false, false],
    );
    assert.deepEqual(fullNames(s, s.hands), ['K of spades', 'Q of spades'], 'each looks at the card after three face down');
    const { state, events } = act(s, flipIt);
    assert.deepEqual(ofType(events, 'war')[0].faceDown, [3, 3]);
    const trick = ofType(events, 'trick')[0];
    assert.equal(trick.winner, 0);
    assert.equal(trick.pot, 10);
    assert.equal(waiting(state), '0 top');
  });
});

describe('Steal War: capture piles (003)', () => {
  it("won cards go face up onto the winner's capture pile, not under its packet", () => {
    let s = stealGame([
      ['K', '2', '3'],
      ['Q', '4', '5'],
    ]);
    s = act(s, flipIt).state;
    s = act(s, topCard(s, 'K')).state;
    assert.deepEqual(piles(s), [['Q', 'K'], []]);
    assert.deepEqual(names(s, s.packets[0]), ['3'], 'the packet only lost the card now in hand');
    assert.deepEqual(view(s, 1).seats[0].top?.id, s.piles[0][1], "the pile's top is on show to everyone");
  });

  it('the winner chooses which won card lies on top; the others go under it, on top of the old pile', () => {
    let s = stealGame([['K', '2', '6'], ['5', '3', '7'], ['J', '9'], []]);
    assert.equal(waiting(s), '1 steal', "seat 1 may look for a steal on seat 0's pile");
    s = act(s, play(1)).state;
    assert.equal(waiting(s), '0 top');
    assert.deepEqual(
      names(
        s,
        (pending(s)!.actions ?? []).map((a) => (a.type === 'steal/top' ? a.piece : -1)),
      ),
      ['K', '5'],
    );
    s = act(s, topCard(s, '5')).state;
    assert.deepEqual(piles(s), [['J', '9', 'K', '5'], []]);
  });
});

describe('Steal War: stealing (003)', () => {
  it('each player looks at the next card before playing it; only that player sees it', () => {
    const s = stealGame([
      ['9', '2'],
      ['K', '3'],
    ]);
    assert.deepEqual(view(s, 0).seats[0].hand?.id, s.hands[0]);
    assert.equal(view(s, 1).seats[0].hand, null);
    assert.equal(view(s, null).seats[0].hand, null);
    assert.equal(view(s, 1).seats[0].holding, true);
  });

  it("a card matching an opponent's pile top steals the pile: the card on top of it, the whole pile onto the thief's own", () => {
    const s = stealGame([
      ['9 of hearts', '4'],
      ['K', '6', '8'],
    ]);
    const t = stealGame([
      ['9 of hearts', '4', '5'],
      ['K', '6', '8'],
      ['2', '3'],
      ['J', 'Q', '9 of spades'],
    ]);
    assert.equal(waiting(s), '-1 flip', 'no pile on the table: nothing to steal');
    assert.deepEqual(pending(t)!.actions, [play(0), stealFrom(0, 1)]);
    const { state, events } = acts(t, [stealFrom(0, 1), play(1)]);
    assert.deepEqual(ofType(events, 'steal/stolen'), [{ type: 'steal/stolen', seat: 0, from: 1, piece: t.hands[0], count: 3 }]);
    assert.deepEqual(fullNames(state, state.piles[0]), [
      '2 of spades',
      '3 of spades',
      'J of spades',
      'Q of spades',
      '9 of spades',
      '9 of hearts',
    ]);
    assert.deepEqual(state.piles[1], []);
  });

  it('after stealing, the thief looks at its next card and plays that one', () => {
    const s = stealGame([
      ['9 of hearts', '4', '5'],
      ['K', '6', '8'],
      ['2', '3'],
      ['J', 'Q', '9 of spades'],
    ]);
    const { state, events } = acts(s, [stealFrom(0, 1), play(1)]);
    const battle = ofType(events, 'battle')[0];
    assert.deepEqual(
      names(
        state,
        battle.faceUp.map((f) => f.piece),
      ),
      ['4', 'K'],
    );
    assert.equal(ofType(events, 'trick')[0].winner, 1);
  });

  it('with more than two players a thief may steal another pile with its next card, then plays the one after', () => {
    const s = stealGame([['9', '5', '2', '6'], ['3', '6', 'Q'], ['7', 'J', 'K'], ['4'], ['8', '9'], ['10', '5']], { players: 3 });
    let r = acts(s, [stealFrom(0, 1), play(1), play(2)]);
    assert.equal(waiting(r.state), '0 steal');
    assert.deepEqual(names(r.state, [r.state.hands[0]]), ['5']);
    assert.deepEqual(pending(r.state)!.actions, [play(0), stealFrom(0, 2)]);
    r = act(r.state, stealFrom(0, 2));
    assert.deepEqual(piles(r.state)[0], ['4', '8', '9', '9', '10', '5', '5']);
    const battle = ofType(r.events, 'battle')[0];
    assert.deepEqual(
      names(
        r.state,
        battle.faceUp.map((f) => f.piece),
      ),
      ['2', '3', '7'],
    );
  });

  it("when each card matches the other player's pile top, both steal and the piles are exchanged", () => {
    const s = stealGame([
      ['9 of hearts', 'K', '6', '10'],
      ['5 of hearts', '3', '7', '8'],
      ['2', '5 of spades'],
      ['4', '9 of spades'],
    ]);
    const { state, events } = acts(s, [stealFrom(0, 1), stealFrom(1, 0)]);
    assert.deepEqual(
      ofType(events, 'steal/stolen').map((e) => [e.seat, e.from, e.count]),
      [
        [1, 0, 2],
        [0, 1, 2],
      ],
    );
    assert.equal(waiting(state), '0 top', 'then the next cards fight: K beats 3');
    assert.deepEqual(fullNames(state, state.piles[0]), ['4 of spades', '9 of spades', '9 of hearts']);
    assert.deepEqual(fullNames(state, state.piles[1]), ['2 of spades', '5 of spades', '5 of hearts']);
  });

  it("face-down war cards are not looked at and cannot steal; the war's face-up card can, and the next card fights", () => {
    let s = stealGame([
      ['7', '9 of hearts', '9 of diamonds', '2', '9 of clubs', 'A', '8', '2', '3'],
      ['7 of hearts', '3', '4', '5', 'K', '6', '4', '5'],
      [],
      ['J', '9 of spades'],
    ]);
    s = act(s, play(0)).state; // sevens tie: war
    assert.equal(s.depth, 1);
    for (const seat of [0, 1, null]) {
      const downs = view(s, seat).seats.flatMap((v) => v.played.filter((p) => !p.up));
      assert.equal(downs.length, 6);
      for (const d of downs) assert.deepEqual(Object.keys(d).sort(), ['depth', 'up'], 'a face-down card shows only its back');
    }
    assert.deepEqual(fullNames(s, [s.hands[0]]), ['9 of clubs'], 'the fourth card is looked at');
    assert.deepEqual(pending(s)!.actions, [play(0), stealFrom(0, 1)], 'only the card in hand can steal');
    const { state, events } = act(s, stealFrom(0, 1));
    assert.deepEqual(fullNames(state, state.piles[0]).slice(-1), ['9 of clubs']);
    const war = ofType(events, 'war')[0];
    assert.deepEqual(
      names(
        state,
        war.faceUp.map((f) => f.piece),
      ),
      ['A', 'K'],
      "the card after the thief's fights the war",
    );
    assert.equal(ofType(events, 'trick')[0].winner, 0);
  });

  it("a card once played can no longer steal, even when a pile's top comes to match it later in the turn", () => {
    // Seat 0 holds an 8 and plays it; seat 1 steals seat 2's 8-topped pile with its own 8 in the same round.
    const s = stealGame([['8 of hearts', 'K', '3'], ['8 of diamonds', 'Q', '4', '6'], ['2', 'J', '5'], [], [], ['8 of spades']], {
      players: 3,
    });
    const { state, events } = acts(s, [play(0), stealFrom(1, 2)]);
    assert.equal(ofType(events, 'steal/stolen').length, 1);
    assert.deepEqual(
      names(
        state,
        ofType(events, 'battle')[0].faceUp.map((f) => f.piece),
      ),
      ['8', 'Q', '2'],
      "seat 0's 8 was played",
    );
    assert.deepEqual(fullNames(state, state.piles[1]).slice(-1), ['8 of diamonds'], 'seat 1 kept the pile');
  });

  it('a player may deliberately play a card that could steal', () => {
    const s = stealGame([['9 of hearts', 'K'], ['5', '3'], [], ['4', '9 of spades']]);
    const { state, events } = act(s, play(0));
    assert.equal(ofType(events, 'steal/stolen').length, 0);
    assert.deepEqual(
      names(
        state,
        ofType(events, 'battle')[0].faceUp.map((f) => f.piece),
      ),
      ['9', '5'],
    );
    assert.equal(ofType(events, 'trick')[0].winner, 0);
  });

  it('the two jokers match each other: a joker steals a pile with a joker on top', () => {
    const s = stealGame([['red joker', 'K'], ['5', '3'], [], ['4', 'black joker']]);
    assert.deepEqual(pending(s)!.actions, [play(0), stealFrom(0, 1)]);
  });
});

describe('Steal War: new packets and running out (003)', () => {
  it("as soon as a packet runs out, the capture pile is turned over and shuffled on the game's stream into a new packet", () => {
    const s = stealGame([['K', '5'], ['Q', '7', '8'], ['2', '3', '4'], []]);
    const { state, events } = act(s, play(1)); // K beats Q; the next battle takes seat 0's last card
    assert.deepEqual(ofType(events, 'steal/replenish'), [{ type: 'steal/replenish', seat: 0, count: 5 }]);
    const pile = s.piles[0].concat(s.hands[0], s.hands[1]); // the old pile, then K and Q in the order played
    shuffleInPlace(s.rng.slice() as RngState, pile);
    assert.deepEqual(state.packets[0], pile, "the new packet is the pile shuffled on the game's own stream");
    assert.deepEqual(state.piles[0], []);
    assert.deepEqual(names(state, [state.hands[0]]), ['5'], 'turned over before the last card is even played');
    assert.equal(waiting(state), '-1 flip', 'so that pile can no longer be stolen');
  });

  it('a war draws on the capture pile when the packet runs out in the middle of it', () => {
    const s = stealGame([['7', '2'], ['7 of hearts', '5', '6', '8', '9'], ['3', '4', '10', 'K'], []]);
    const { state, events } = act(s, play(1));
    assert.equal(ofType(events, 'out').length, 0);
    assert.deepEqual(ofType(events, 'steal/replenish'), [{ type: 'steal/replenish', seat: 0, count: 4 }]);
    assert.deepEqual(
      state.table.filter((t) => !t.up).map((t) => t.seat),
      [0, 0, 0, 1, 1, 1],
    );
    assert.ok(state.hands[0] >= 0, 'seat 0 looks at its face-up war card');
  });

  it('a player who runs out of cards during a war loses at once', () => {
    const { state, events } = act(
      stealGame([
        ['7', '2', '3', '4', 'K'],
        ['7', '5', '6'],
      ]),
      flipIt,
    );
    assert.deepEqual(ofType(events, 'out'), [{ type: 'out', seat: 1, why: 'short' }]);
    assert.deepEqual(state.result, { reason: 'ran-out', winners: [0], losers: [1], draw: false });
    assert.equal(waiting(state), 'over');
  });

  it('cards in the capture pile count: a player who can finish the war from its pile plays on', () => {
    const s = stealGame([['7', '2', '3', '4', 'K'], ['7', '5'], [], ['6', '8', '9']]);
    const { state, events } = act(s, play(0));
    assert.equal(ofType(events, 'out').length, 0);
    assert.equal(state.result, null);
    assert.equal(state.depth, 1);
  });
});

describe('Steal War: the protection rule (003, suggested rule; option protection, on by default)', () => {
  // The text's example: A's pile has a 9 on top and both A and B hold a 9.
  const deal = [['9 of hearts', 'K', '2', '3', '4', '5', '6'], ['9 of diamonds', 'Q', '5', '6', '8', '7', '10'], ['3', '9 of spades'], []];

  it("a card matching one's own pile protects it: the other 9 cannot steal and is played for a war", () => {
    const s = stealGame(deal);
    assert.equal(waiting(s), '1 steal');
    const { state, events } = act(s, stealFrom(1, 0));
    assert.deepEqual(ofType(events, 'steal/protect'), [{ type: 'steal/protect', seat: 0, piece: s.hands[0] }]);
    assert.deepEqual(ofType(events, 'steal/refused'), [{ type: 'steal/refused', seat: 1, from: 0, why: 'protected' }]);
    assert.deepEqual(piles(state), [['3', '9'], []], 'A keeps its pile');
    assert.deepEqual(
      names(
        state,
        ofType(events, 'battle')[0].faceUp.map((f) => f.piece),
      ),
      ['9', '9'],
    );
    assert.equal(ofType(events, 'tie').length, 1, 'the two nines make a war');
  });

  it("with the option off the same 9 steals A's pile", () => {
    const s = stealGame(deal, { protection: false });
    const { state, events } = act(s, stealFrom(1, 0));
    assert.equal(ofType(events, 'steal/protect').length, 0);
    assert.deepEqual(piles(state)[1], ['3', '9', '9']);
    assert.deepEqual(piles(state)[0], []);
    assert.deepEqual(
      names(
        state,
        ofType(events, 'battle')[0].faceUp.map((f) => f.piece),
      ),
      ['9', 'Q'],
      'B plays its next card',
    );
  });

  it("with the option off there is no race to steal back: the owner's 9, declared with the thief's, is played, and the pile stays stolen", () => {
    // The text's race needs B to steal before A lets go of its 9. Declarations are simultaneous here, so A's 9 is
    // committed (played) in the very round B steals; with protection off the steal simply stands (docs/steal-war.md).
    const s = stealGame(
      [['9 of hearts', 'K', '2', '3', '4', '5', '6'], ['9 of diamonds', 'Q', '5', '6', '8', '7', '10'], ['3', '9 of spades'], ['4']],
      {
        protection: false,
      },
    );
    assert.deepEqual(s.asked, [true, true], 'both are asked: each faces an open pile');
    const { state, events } = acts(s, [play(0), stealFrom(1, 0)]);
    assert.deepEqual(
      ofType(events, 'steal/stolen').map((e) => [e.seat, e.from]),
      [[1, 0]],
    );
    assert.deepEqual(piles(state), [[], ['4', '3', '9', '9']]);
    assert.deepEqual(
      names(
        state,
        ofType(events, 'battle')[0].faceUp.map((f) => f.piece),
      ),
      ['9', 'Q'],
      "A's 9 fights the battle; it never comes back to steal",
    );
    // A's 9 would match the stolen pile's new top, yet it is gone: no seat holds a card that could steal anything.
    assert.deepEqual(state.hands, [-1, -1]);
  });

  it("protection lasts one turn: the war's face-up 9 may steal the pile that the battle's 9 protected", () => {
    const s = stealGame([
      ['9 of hearts', '2', '3', '4', '5', '6', '7'],
      ['9 of diamonds', '7', '8', '10', '9 of clubs', 'J', 'Q', 'K'],
      ['9 of spades'],
      [],
    ]);
    let r = act(s, stealFrom(1, 0));
    assert.equal(ofType(r.events, 'steal/refused').length, 1);
    assert.equal(r.state.depth, 1, 'the nines went to war');
    assert.deepEqual(pending(r.state)!.actions, [play(1), stealFrom(1, 0)]);
    r = act(r.state, stealFrom(1, 0));
    assert.deepEqual(fullNames(r.state, r.state.piles[1]), ['9 of spades', '9 of clubs']);
    assert.equal(ofType(r.events, 'trick')[0].winner, 1, "and B's next card, a J, wins the war");
  });
});
