// Rule tests for piecepack and card War (seeds 000 and 003): each builds the stacked deck that shows one rule.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { createGame } from '../src/index.ts';
import { BATTLE, OVER } from '../src/core/board.ts';
import { flip as flipBoard } from '../src/core/play.ts';
import { boardFor, loadState, storeState } from '../src/core/state-io.ts';
import { gameCap } from './caps.ts';
import { flip, flipUntil, ofType, playAll, ranks, stacked, warGame } from './helpers.ts';

/** The first trick's winner for a deal of one piece each. */
function battleWinner(options: Record<string, unknown>, deal: string[][]): number {
  const { events } = flip(stacked(options, deal));
  const trick = ofType(events, 'trick')[0];
  assert.ok(trick, 'the battle was decided');
  return trick.winner;
}

describe('War: battles and wars (000, 003)', () => {
  it('the higher piece takes the trick to the bottom of the stack', () => {
    let s = stacked({ variant: 'war' }, [
      ['5', '2'],
      ['4', '3'],
    ]);
    s = flip(s).state;
    assert.equal(s.trickWinner, 0);
    s = flip(s).state;
    assert.equal(ranks(s, s.stacks[0])[0], '2', 'the won pieces go under the stack');
    assert.deepEqual(ranks(s, s.stacks[0]).slice(1).sort(), ['4', '5']);
    assert.deepEqual(ranks(s, s.stacks[1]), ['3']);
  });

  it('piecepack ranks run 5 > 4 > 3 > 2 > ace > null', () => {
    const order = ['5', '4', '3', '2', 'ace', 'null'];
    for (let i = 0; i + 1 < order.length; i++) {
      assert.equal(battleWinner({ variant: 'war' }, [[order[i]], [order[i + 1]]]), 0, `${order[i]} beats ${order[i + 1]}`);
      assert.equal(battleWinner({ variant: 'war' }, [[order[i + 1]], [order[i]]]), 1);
    }
  });

  it('card ranks run A > K > ... > 2 and suits are ignored', () => {
    const order = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
    for (let i = 0; i + 1 < order.length; i++) assert.equal(battleWinner({ variant: 'war-cards' }, [[order[i + 1]], [order[i]]]), 1);
    const { events } = flip(stacked({ variant: 'war-cards' }, [['K of spades'], ['K of hearts']]));
    assert.equal(ofType(events, 'tie').length, 1, 'equal ranks of different suits tie');
  });

  it('a tie is a war of one face-down and one face-up piece; the higher new face-up takes all six', () => {
    let s = stacked({ variant: 'war' }, [
      ['3', '2', '5', '4'],
      ['3', 'null', '4', 'ace'],
    ]);
    let r = flip(s);
    assert.deepEqual(ofType(r.events, 'tie')[0], { type: 'tie', seats: [0, 1], depth: 1 });
    r = flip(r.state);
    const war = ofType(r.events, 'war')[0];
    assert.deepEqual(war.faceDown, [1, 1]);
    assert.deepEqual(
      ranks(
        r.state,
        war.faceUp.map((f) => f.piece),
      ),
      ['5', '4'],
    );
    const trick = ofType(r.events, 'trick')[0];
    assert.equal(trick.winner, 0);
    assert.equal(trick.pot, 6);
    s = flip(r.state).state;
    assert.equal(s.stacks[0].length, 7);
    assert.deepEqual(ranks(s, s.stacks[1]), ['ace']);
  });

  it('W-A-R: three face-down cards, the fourth decides and takes all ten', () => {
    let r = flip(
      stacked({ variant: 'w-a-r' }, [
        ['7', '2', '3', '4', 'K', '5'],
        ['7', '8', '9', '10', 'Q', '6'],
      ]),
    );
    r = flip(r.state);
    assert.deepEqual(ofType(r.events, 'war')[0].faceDown, [3, 3]);
    const trick = ofType(r.events, 'trick')[0];
    assert.equal(trick.winner, 0);
    assert.equal(trick.pot, 10);
  });

  it('a war inside a war: equal new face-up pieces start another war step', () => {
    const s = stacked({ variant: 'war' }, [
      ['5', '2', '4', '3', '5', 'null'],
      ['5', 'null', '4', 'ace', '2', 'ace'],
    ]);
    const { events } = flipUntil(s, (e) => e.type === 'trick');
    assert.deepEqual(
      ofType(events, 'tie').map((t) => t.depth),
      [1, 2],
    );
    const trick = ofType(events, 'trick')[0];
    assert.equal(trick.depth, 2);
    assert.equal(trick.winner, 0);
    assert.equal(trick.pot, 10);
  });
});

describe('War: running out during a war, two players (003 rules 1 and 2)', () => {
  it("lose: a player who cannot complete the war loses (the text's example)", () => {
    const { state, events } = playAll(
      stacked({ variant: 'war-cards' }, [
        ['7', '2', '9', '3'],
        ['7', '5'],
      ]),
    );
    assert.deepEqual(ofType(events, 'out'), [{ type: 'out', seat: 1, why: 'short' }]);
    assert.deepEqual(state.result, { reason: 'all-pieces', winners: [0], losers: [1], draw: false });
    assert.equal(state.stacks[0].length, 6, 'the winner holds every piece');
  });

  it('lose: piecepack, "if someone runs out of tiles during a war the other player wins"', () => {
    const { state } = playAll(
      stacked({ variant: 'war' }, [
        ['4', '2', '3', '5'],
        ['4', 'null'],
      ]),
    );
    assert.deepEqual(state.result?.winners, [0]);
  });

  it('lose: when both are short, the one who runs out first loses', () => {
    const { state, events } = playAll(stacked({ variant: 'war-cards' }, [['7', '2'], ['7']]));
    assert.deepEqual(
      ofType(events, 'out').map((e) => e.seat),
      [1],
    );
    assert.deepEqual(state.result, { reason: 'all-pieces', winners: [0], losers: [1], draw: false });
  });

  it('lose: when both run out at the same moment it is a draw', () => {
    const { state } = playAll(
      stacked({ variant: 'war-cards' }, [
        ['7', '2'],
        ['7', '3'],
      ]),
    );
    assert.deepEqual(state.result, { reason: 'stalemate', winners: [], losers: [], draw: true });
  });

  it("last-card-up: the short player's last card fights the whole war (the text's example)", () => {
    const s = stacked({ variant: 'war-cards', outOfCards: 'last-card-up' }, [
      ['7', '2', 'Q', '3', '9', '4'],
      ['7', 'Q'],
    ]);
    let r = flip(s); // sevens tie
    r = flip(r.state); // A: one down, Q up; B: its last card, a Q, face up
    let war = ofType(r.events, 'war')[0];
    assert.deepEqual(war.faceDown, [1, 0]);
    assert.deepEqual(
      ranks(
        r.state,
        war.faceUp.map((f) => f.piece),
      ),
      ['Q', 'Q'],
    );
    r = flip(r.state); // B's Q stays; A plays one down and a 9
    war = ofType(r.events, 'war')[0];
    assert.deepEqual(war.faceDown, [1, 0]);
    assert.deepEqual(
      war.faceUp.map((f) => f.seat),
      [0],
    );
    const trick = ofType(r.events, 'trick')[0];
    assert.equal(trick.winner, 1);
    assert.equal(trick.pot, 7, 'the five cards A played and the two B played');
    r = flip(r.state);
    assert.equal(r.state.stacks[1].length, 7);
    assert.equal(r.state.phase, 'battle', 'the game continues normally');
  });

  it('last-card-up: equal last cards on both sides make the game a draw', () => {
    const { state } = playAll(
      stacked({ variant: 'war-cards', outOfCards: 'last-card-up' }, [
        ['7', 'Q'],
        ['7', 'Q'],
      ]),
    );
    assert.deepEqual(state.result, { reason: 'stalemate', winners: [], losers: [], draw: true });
  });
});

describe('War for three or more players (000, 003)', () => {
  it('all players take part in a war, and a player who was not tied can win it', () => {
    const s = stacked({ variant: 'war', players: 3 }, [
      ['4', 'null', '3'],
      ['4', 'null', 'ace'],
      ['2', 'null', '5'],
    ]);
    const { events } = flipUntil(s, (e) => e.type === 'trick');
    assert.deepEqual(ofType(events, 'tie')[0].seats, [0, 1]);
    assert.deepEqual(ofType(events, 'war')[0].faceDown, [1, 1, 1]);
    const trick = ofType(events, 'trick')[0];
    assert.equal(trick.winner, 2);
    assert.equal(trick.pot, 9);
  });

  it('a trick of three or four seats names as beaten the best of the other face-up pieces (the first seat among equals)', () => {
    const three = flipUntil(
      stacked({ variant: 'war', players: 3 }, [
        ['3', '2'],
        ['5', '2'],
        ['4', '2'],
      ]),
      (e) => e.type === 'trick',
    ).events;
    const t3 = ofType(three, 'trick')[0];
    assert.equal(t3.winner, 1);
    assert.equal(t3.beaten?.seat, 2);
    const four = stacked({ variant: 'war-cards', players: 4 }, [
      ['9 of clubs', '2'],
      ['K', '2'],
      ['9 of hearts', '2'],
      ['3', '2'],
    ]);
    const t4 = ofType(flipUntil(four, (e) => e.type === 'trick').events, 'trick')[0];
    assert.equal(t4.winner, 1);
    assert.deepEqual(t4.beaten && { seat: t4.beaten.seat, rank: ranks(four, [t4.beaten.piece])[0] }, { seat: 0, rank: '9' });
    const war = ofType(
      flipUntil(
        stacked({ variant: 'war', players: 3 }, [
          ['4', 'null', '3'],
          ['4', 'null', 'ace'],
          ['2', 'null', '5'],
        ]),
        (e) => e.type === 'trick',
      ).events,
      'trick',
    )[0];
    assert.deepEqual(
      war.beaten && { seat: war.beaten.seat, depth: war.depth },
      { seat: 0, depth: 1 },
      "in a war, the best of the others' new face-up pieces",
    );
  });

  it('four players: the two not tied join the war and one of them takes all twelve pieces', () => {
    const s = stacked({ variant: 'war-cards', players: 4 }, [
      ['9', '2', '5'],
      ['9', '3', '6'],
      ['4', '4', 'K'],
      ['7', '5', '8'],
    ]);
    const { events } = flipUntil(s, (e) => e.type === 'trick');
    assert.deepEqual(ofType(events, 'tie')[0].seats, [0, 1]);
    assert.deepEqual(ofType(events, 'war')[0].faceDown, [1, 1, 1, 1]);
    const trick = ofType(events, 'trick')[0];
    assert.equal(trick.winner, 2);
    assert.equal(trick.pot, 12);
  });

  it("three players, last-card-up: a short player's last card keeps fighting while the others play on", () => {
    const s = stacked({ variant: 'war-cards', players: 3, outOfCards: 'last-card-up' }, [
      ['9', '2', '5', '3', '8'],
      ['9', '3', '6', '4', '7'],
      ['9', 'K'],
    ]);
    const { events, state } = flipUntil(s, (e) => e.type === 'pickup');
    const wars = ofType(events, 'war');
    assert.deepEqual(wars[0].faceDown, [1, 1, 0], 'the short player turns its last card up');
    assert.equal(ofType(events, 'trick')[0].winner, 2, 'its king beats the new face-up cards');
    assert.equal(state.stacks[2].length, 8, 'three from the battle, two each from the others, its own king');
    assert.deepEqual(state.out, [false, false, false]);
  });

  it('three players, last-card-up: two seats tied on their last pieces drop out, and the seat that still holds pieces wins without throwing them in', () => {
    const s = stacked({ variant: 'war-cards', players: 3, outOfCards: 'last-card-up' }, [['9'], ['9'], ['5', '4', '3']]);
    const { state, events } = playAll(s);
    assert.deepEqual(
      ofType(events, 'out').map((e) => [e.seat, e.why]),
      [
        [0, 'short'],
        [1, 'short'],
      ],
    );
    assert.deepEqual(ofType(events, 'war'), [], 'no war step: nobody tied can add a piece');
    const trick = ofType(events, 'trick')[0];
    assert.equal(trick.winner, 2);
    assert.equal(trick.pot, 3);
    assert.deepEqual(state.result, { reason: 'all-pieces', winners: [2], losers: [0, 1], draw: false });
    assert.equal(state.stacks[2].length, 5);
  });

  it('four players, last-card-up: when the tied seats are out of pieces the others decide the trick between them and play on', () => {
    const s = stacked({ variant: 'war-cards', players: 4, outOfCards: 'last-card-up' }, [['9'], ['9'], ['5', '2'], ['7', '3']]);
    const { state, events } = flipUntil(s, (e) => e.type === 'pickup');
    assert.deepEqual(
      ofType(events, 'out').map((e) => e.seat),
      [0, 1],
    );
    const trick = ofType(events, 'trick')[0];
    assert.equal(trick.winner, 3);
    assert.equal(trick.pot, 4);
    assert.equal(state.result, null);
    assert.deepEqual(state.out, [true, true, false, false]);
    assert.equal(state.phase, 'battle');
  });

  it('three players all running out at the same moment draw (those out earlier lose)', () => {
    const { state, events } = playAll(stacked({ variant: 'war-cards', players: 3 }, [['9', '2'], ['9', '3'], ['9']]));
    assert.deepEqual(
      ofType(events, 'out').map((e) => e.seat),
      [2, 0, 1],
    );
    assert.deepEqual(state.result, { reason: 'stalemate', winners: [], losers: [2], draw: true });
  });

  it("a player who runs out during a war drops out; the pieces it played go to the war's winner", () => {
    const s = stacked({ variant: 'war', players: 3 }, [['4', 'null', '3', '2'], ['4', 'null', '5', '2'], ['2']]);
    const { state, events } = flipUntil(s, (e) => e.type === 'pickup');
    assert.deepEqual(ofType(events, 'out'), [{ type: 'out', seat: 2, why: 'short' }]);
    const trick = ofType(events, 'trick')[0];
    assert.equal(trick.winner, 1);
    assert.equal(trick.pot, 7);
    assert.equal(state.stacks[1].length, 8);
    assert.equal(state.phase, 'battle', 'two players play on');
  });

  it('a player whose stack is empty after a trick drops out and the rest play on', () => {
    const { state, events } = flipUntil(
      stacked({ variant: 'war', players: 3 }, [['5', '3'], ['4', '3'], ['2']]),
      (e) => e.type === 'pickup',
    );
    assert.deepEqual(ofType(events, 'out'), [{ type: 'out', seat: 2, why: 'empty' }]);
    assert.deepEqual(state.out, [false, false, true]);
    assert.equal(state.phase, 'battle');
  });

  it('the last player with pieces wins', () => {
    const { state } = playAll(stacked({ variant: 'war', players: 3 }, [['5'], ['4'], ['2']]));
    assert.deepEqual(state.result, { reason: 'all-pieces', winners: [0], losers: [1, 2], draw: false });
  });

  it('deals as many as possible equally and sets the rest aside (17 each for three, 13 for four)', () => {
    const three = warGame({ variant: 'war-cards', players: 3 }, 5);
    const four = warGame({ variant: 'war-cards', players: 4 }, 5);
    const five = warGame({ variant: 'war', players: 5, packs: 2 }, 5);
    assert.deepEqual(
      three.stacks.map((s) => s.length),
      [17, 17, 17],
    );
    assert.equal(three.aside.length, 1);
    assert.deepEqual(
      four.stacks.map((s) => s.length),
      [13, 13, 13, 13],
    );
    assert.equal(four.aside.length, 0);
    assert.deepEqual(
      five.stacks.map((s) => s.length),
      [9, 9, 9, 9, 9],
    );
    assert.equal(five.aside.length, 3);
  });
});

describe('Jokers (003 variations)', () => {
  it('a joker beats an ace and two jokers tie', () => {
    assert.equal(battleWinner({ variant: 'war-cards', jokers: 2 }, [['A'], ['joker']]), 1);
    const { events } = flip(
      stacked({ variant: 'war-cards', jokers: 2 }, [
        ['joker', '2'],
        ['joker', '3'],
      ]),
    );
    assert.equal(ofType(events, 'tie').length, 1);
  });

  it('separated jokers: each player gets exactly one, buried somewhere in the stack', () => {
    const depths = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const g = warGame({ variant: 'war-jokers' }, seed);
      for (const stack of g.stacks) {
        const at = stack.flatMap((id, i): number[] => (ranks(g, [id])[0] === 'joker' ? [i] : []));
        assert.equal(at.length, 1, `seed ${seed}: one joker per stack`);
        depths.add(at[0]);
      }
      assert.equal(g.stacks[0].length, 27);
    }
    assert.ok(depths.size > 15, 'jokers land at many depths');
  });

  it('without separation both jokers sometimes go to one player', () => {
    let together = 0;
    for (let seed = 0; seed < 100; seed++) {
      const g = warGame({ variant: 'war-cards', jokers: 2 }, seed);
      if (g.stacks.some((st) => ranks(g, st).filter((r) => r === 'joker').length === 2)) together++;
    }
    assert.ok(together > 20 && together < 80, `${together} of 100 deals`);
  });

  it('separated jokers with three players go to two different players', () => {
    for (let seed = 0; seed < 50; seed++) {
      const g = warGame({ variant: 'war-jokers', players: 3 }, seed);
      const holders = g.stacks.filter((st) => ranks(g, st).includes('joker'));
      assert.equal(holders.length, 2);
      assert.deepEqual(
        g.stacks.map((st) => st.length),
        [18, 18, 18],
      );
    }
  });
});

describe('Razboi (003): the tied rank sizes the war', () => {
  const fill = ['2', '3', '4', '5', '6', '8', '9', '10', 'J', 'K', 'A'];

  it('a tie of sevens is a war of seven cards each, the last face up', () => {
    const s = stacked({ variant: 'razboi' }, [
      ['7', ...fill.slice(0, 6), 'K'],
      ['7', ...fill.slice(0, 6), 'Q'],
    ]);
    const { events } = flipUntil(s, (e) => e.type === 'trick');
    assert.deepEqual(ofType(events, 'war')[0].faceDown, [6, 6]);
    const trick = ofType(events, 'trick')[0];
    assert.equal(trick.winner, 0);
    assert.equal(trick.pot, 16);
  });

  it('court cards count ten by default (court-value rank: J 11, Q 12, K 13)', () => {
    const deal = [
      ['Q', ...fill, 'A'],
      ['Q', ...fill, 'K'],
    ];
    const ten = flipUntil(stacked({ variant: 'razboi' }, deal), (e) => e.type === 'war').events;
    assert.deepEqual(ofType(ten, 'war')[0].faceDown, [9, 9]);
    const rank = flipUntil(stacked({ variant: 'razboi', courtValue: 'rank' }, deal), (e) => e.type === 'war').events;
    assert.deepEqual(ofType(rank, 'war')[0].faceDown, [11, 11]);
  });

  it('when a player has too few, everybody plays as many as the player with the fewest', () => {
    const s = stacked({ variant: 'razboi' }, [
      ['7', '2', '3', '4', '5', '6', '8', 'K'],
      ['7', '2', '3', 'Q'],
    ]);
    const { events } = flipUntil(s, (e) => e.type === 'trick');
    const war = ofType(events, 'war')[0];
    assert.deepEqual(war.faceDown, [2, 2]);
    assert.deepEqual(
      ranks(
        s,
        war.faceUp.map((f) => f.piece),
      ),
      ['4', 'Q'],
    );
    assert.equal(ofType(events, 'trick')[0].winner, 1);
  });

  it('a player with no cards at all for the war loses', () => {
    const { state, events } = playAll(stacked({ variant: 'razboi' }, [['7', '2', '3'], ['7']]));
    assert.deepEqual(ofType(events, 'out'), [{ type: 'out', seat: 1, why: 'short' }]);
    assert.deepEqual(state.result?.winners, [0]);
  });

  it('an ace sizes a war at 11 (court-value ten) or 14 (rank); a joker at 11 or 15', () => {
    const long = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', '2', '3', '4'];
    const aces = [
      ['A of spades', ...long, 'Q'],
      ['A of hearts', ...long, 'J'],
    ];
    assert.deepEqual(ofType(flipUntil(stacked({ variant: 'razboi' }, aces), (e) => e.type === 'war').events, 'war')[0].faceDown, [10, 10]);
    const acesRank = [
      ['A of spades', ...long, 'Q'],
      ['A of hearts', ...long, 'J'],
    ];
    assert.deepEqual(
      ofType(flipUntil(stacked({ variant: 'razboi', courtValue: 'rank' }, acesRank), (e) => e.type === 'war').events, 'war')[0].faceDown,
      [13, 13],
    );
    const jokers = [
      ['red joker', ...long, 'Q'],
      ['black joker', ...long, 'J'],
    ];
    const withJokers = { variant: 'razboi', jokers: 2 };
    assert.deepEqual(ofType(flipUntil(stacked(withJokers, jokers), (e) => e.type === 'war').events, 'war')[0].faceDown, [10, 10]);
    assert.deepEqual(
      ofType(flipUntil(stacked({ ...withJokers, courtValue: 'rank' }, jokers), (e) => e.type === 'war').events, 'war')[0].faceDown,
      [14, 14],
    );
  });

  it('with three players the tied pieces size the war, not a higher war size among the untied ones', () => {
    // Russian ranking: the aces tie above the 3, whose own war size (3) is larger than an ace's (1).
    const deal = [
      ['ace of suns', '2 of suns', '4 of suns', 'null of suns', '5 of arms'],
      ['ace of moons', '3 of moons', '4 of moons', 'null of moons', '4 of arms'],
      ['3 of suns', '5 of suns', '2 of moons', '5 of crowns', '3 of arms'],
    ];
    const s = stacked({ variant: 'russian', warFaceDown: 'by-rank', players: 3, objective: 'win-all' }, deal);
    const { events } = flipUntil(s, (e) => e.type === 'war');
    assert.deepEqual(ofType(events, 'tie')[0].seats, [0, 1]);
    assert.deepEqual(ofType(events, 'war')[0].faceDown, [0, 0, 0], 'a tie of aces is one piece each, face up');
  });

  it('piecepack Razboi: a tie of threes is three tiles each; nulls and aces one tile, face up', () => {
    const three = flipUntil(
      stacked({ variant: 'war', warFaceDown: 'by-rank' }, [
        ['3', '2', '4', '5'],
        ['3', '2', '4', 'ace'],
      ]),
      (e) => e.type === 'war',
    ).events;
    assert.deepEqual(ofType(three, 'war')[0].faceDown, [2, 2]);
    const nul = flipUntil(
      stacked({ variant: 'war', warFaceDown: 'by-rank' }, [
        ['null', '5'],
        ['null', '4'],
      ]),
      (e) => e.type === 'war',
    ).events;
    assert.deepEqual(ofType(nul, 'war')[0].faceDown, [0, 0]);
  });
});

describe('Pickup order and endless games', () => {
  it("in-order puts the trick under the stack as played; winner-first puts the winner's piece first", () => {
    let s = stacked({ variant: 'war', pickup: 'in-order' }, [
      ['4', '2'],
      ['5', '3'],
    ]);
    s = flip(flip(s).state).state;
    assert.deepEqual(ranks(s, s.stacks[1]), ['3', '4', '5']);
    s = stacked({ variant: 'war', pickup: 'winner-first' }, [
      ['4', '2'],
      ['5', '3'],
    ]);
    s = flip(flip(s).state).state;
    assert.deepEqual(ranks(s, s.stacks[1]), ['3', '5', '4']);
  });

  it('a deterministic pickup that loops forever is caught as a true repeated position of ranks (draw, reason cycle)', () => {
    let s = stacked({ variant: 'war', pickup: 'in-order' }, [
      ['5', 'null'],
      ['null', '2'],
    ]);
    const seen = new Set<string>();
    let repeated = false;
    const position = (w: typeof s): string => JSON.stringify(w.stacks.map((stack) => ranks(w, stack)));
    const tick = gameCap('in-order pickup, 5 null v null 2', { actions: 1000 });
    while (s.phase !== 'over') {
      tick();
      if (s.phase === 'battle') {
        const key = position(s);
        if (seen.has(key)) repeated = true;
        seen.add(key);
      }
      s = flip(s).state;
    }
    assert.deepEqual(s.result, { reason: 'cycle', winners: [], losers: [], draw: true });
    assert.ok(repeated || seen.has(position(s)), 'the final position was seen before');
    assert.ok(seen.has(position(s)));
  });

  it('a shuffled pickup is not a cycle even if a position repeats: no cycle watch is kept', () => {
    const g = warGame({ variant: 'war' }, 3);
    assert.equal(g.cycle, null);
  });

  it('max-tricks ends a long game as a draw with reason cap', () => {
    const g = warGame({ variant: 'war-cards', maxTricks: 5 }, 1);
    const { state } = playAll(g);
    assert.equal(state.tricks, 5);
    assert.deepEqual(state.result, { reason: 'cap', winners: [], losers: [], draw: true });
  });
});

describe('Război with three or more players (003): the tie sizes the war', () => {
  it('a higher piece outside the tie does not size the war (Russian ranking: two 2s tie above an ace)', () => {
    // The 2s beat the ace (the lowest rank beats the top one), so seats 1 and 2 tie with 2s: a war of two cards each,
    // not of eleven (the ace's size), however many cards the stacks hold.
    const s = stacked({ variant: 'razboi', ranking: 'russian', players: 3 }, [
      ['2', '3', '4', '5', '6', '8'],
      ['2', '9', '10', 'J', 'Q', 'K'],
      ['A', '3', '4', '5', '6', '8'],
    ]);
    const { events } = flipUntil(s, (e) => e.type === 'war');
    assert.deepEqual(ofType(events, 'tie')[0].seats, [0, 1]);
    assert.deepEqual(ofType(events, 'war')[0].faceDown, [1, 1, 1], 'one face down and one face up each: the size of a 2');
  });
});

describe('Pickup naturelle (Delahaye and Mathieu)', () => {
  it("a battle: the pair is laid lower first and turned over, so the winner's piece goes under first", () => {
    let s = stacked({ variant: 'war-cards', pickup: 'naturelle' }, [
      ['3', '5'],
      ['9', '4'],
    ]);
    s = flip(flip(s).state).state;
    assert.deepEqual(ranks(s, s.stacks[1]), ['4', '9', '3']);
  });

  it('a war: the tied pair in seat order, the face-down pieces as played, the deciding pair lower first; the pile turned over', () => {
    const s = stacked({ variant: 'war-cards', pickup: 'naturelle' }, [
      ['7', '2', 'K', '5'],
      ['7', '4', 'Q', '6'],
    ]);
    const { state } = flipUntil(s, (e) => e.type === 'pickup');
    // Laid: 7 (seat 1), 7 (seat 2), 2, 4 (face down), Q, K: under the winner's stack in reverse.
    assert.deepEqual(ranks(state, state.stacks[0]), ['5', 'K', 'Q', '4', '2', '7', '7']);
    assert.equal(state.stacks[0].at(-1), s.stacks[0][0], "the first piece laid (seat 1's 7) goes under last");
  });

  it('with the Russian ranking the lowest rank is the higher piece when it beats the top one', () => {
    let s = stacked({ variant: 'pyanitsa', pickup: 'naturelle' }, [
      ['A', '8'],
      ['6', '9'],
    ]);
    s = flip(flip(s).state).state;
    assert.deepEqual(ranks(s, s.stacks[1]), ['9', '6', 'A']);
  });
});

describe('Custom decks RxC: numbered cards', () => {
  it('4x4 is sixteen cards numbered 1 to 4, four of each; a higher number wins', () => {
    const g = warGame({ variant: 'war', deck: '4x4' }, 3);
    assert.deepEqual(
      g.stacks.map((st) => st.length),
      [8, 8],
    );
    assert.deepEqual(ranks(g, [...g.stacks[0], ...g.stacks[1]]).sort(), [
      '1',
      '1',
      '1',
      '1',
      '2',
      '2',
      '2',
      '2',
      '3',
      '3',
      '3',
      '3',
      '4',
      '4',
      '4',
      '4',
    ]);
    assert.equal(battleWinner({ variant: 'war', deck: '4x4' }, [['3'], ['4']]), 1);
    assert.equal(battleWinner({ variant: 'war', deck: '13x1' }, [['13'], ['12']]), 0);
  });

  it('Război on a custom deck: a war of threes is three cards each', () => {
    const s = stacked({ variant: 'war', deck: '5x4', warFaceDown: 'by-rank' }, [
      ['3', '1', '2', '5'],
      ['3', '1', '2', '4'],
    ]);
    const war = ofType(flipUntil(s, (e) => e.type === 'war').events, 'war')[0];
    assert.deepEqual(war.faceDown, [2, 2]);
  });

  it('refuses decks out of range and jokers', () => {
    for (const [options, words] of [
      [{ deck: '1x4' }, /2 to 60 ranks/],
      [{ deck: '40x4' }, /at most 128 cards/],
      [{ deck: '4x4', jokers: 2 }, /jokers need a card deck/],
    ] as const) {
      const r = createGame({ variant: 'war', ...options }, 1);
      assert.ok(!r.ok && words.test(r.error.message), JSON.stringify(r));
    }
  });
});

describe('Cycles: exact, by ranks, in constant memory', () => {
  it("the cycle length is the period of the repeated position, found by Brent's method and confirmed", () => {
    let s = stacked({ variant: 'war', pickup: 'in-order' }, [
      ['5', 'null'],
      ['null', '2'],
    ]);
    const seen = new Map<string, number>();
    let period = 0,
      trick = 0;
    const note = (w: typeof s): void => {
      const key = JSON.stringify(w.stacks.map((st) => ranks(w, st)));
      if (!period && seen.has(key)) period = trick - seen.get(key)!;
      if (!seen.has(key)) seen.set(key, trick);
      trick++;
    };
    const tick = gameCap('in-order pickup, 5 null v null 2', { actions: 1000 });
    for (; s.phase !== 'over'; s = flip(s).state) {
      tick();
      if (s.phase === 'battle') note(s);
    }
    assert.equal(s.result?.reason, 'cycle');
    note(s);
    assert.ok(period > 0, 'the position did repeat');
    assert.equal(s.cycle?.lam, period, "Brent's distance at the repeat is the period");
  });

  it("Spivey's 52-card deal (Cycles in War, 2010) cycles with period 31,920 battles, its own deal coming back", () => {
    // Spivey ranks the cards 1 (high) to 52 (low); a 52x1 deck ranks 52 high, so card k is written as 53 - k.
    const row = (text: string): string[] => text.split(' ').map((k) => String(53 - Number(k)));
    const deal = [
      row('26 46 1 7 8 27 9 28 29 47 2 10 11 30 12 31 32 48 3 13 14 33 15 34 35 49'),
      row('16 36 17 37 38 50 4 18 19 39 20 40 41 51 5 21 22 42 23 43 44 52 6 24 25 45'),
    ];
    const start = stacked({ variant: 'war', deck: '52x1', pickup: 'winner-first' }, deal);
    const b = boardFor(start.options);
    loadState(b, start);
    const tick = gameCap("Spivey's deal, winner-first pickup");
    while (b.phase !== OVER) {
      tick();
      flipBoard(b, null);
    }
    assert.equal(b.result?.reason, 'cycle');
    assert.equal(b.cycle, 31_920);
    loadState(b, start);
    const phase = (): number => b.phase;
    for (let battles = 0; battles < 31_920;) {
      if (phase() === BATTLE) battles++;
      flipBoard(b, null);
    }
    while (phase() !== BATTLE) flipBoard(b, null);
    const after = structuredClone(start);
    storeState(b, after);
    assert.deepEqual(after.stacks, start.stacks, 'after 31,920 battles the stacks are the deal again');
  });
});
