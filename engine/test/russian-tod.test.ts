// Rule tests for the Russian Version / P'yanitsa (000, 003) and Tod und Leben (003), each on a stacked deck.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { resolveOptions } from '../src/index.ts';
import { flip, flipUntil, ofType, playAll, stacked, warGame } from './helpers.ts';

function battleWinner(options: Record<string, unknown>, deal: string[][]): number {
  const trick = ofType(flip(stacked(options, deal)).events, 'trick')[0];
  assert.ok(trick, 'the battle was decided');
  return trick.winner;
}

describe("Russian Version and P'yanitsa: ranks (000, 003)", () => {
  it('piecepack: null is high and five is low', () => {
    const order = ['null', 'ace', '2', '3', '4', '5'];
    for (let i = 0; i + 1 < order.length; i++)
      assert.equal(battleWinner({ variant: 'russian' }, [[order[i + 1]], [order[i]]]), 1, `${order[i]} beats ${order[i + 1]}`);
  });

  it('a five beats a null when a null is on the table', () => {
    assert.equal(battleWinner({ variant: 'russian' }, [['null'], ['5']]), 1);
    assert.equal(battleWinner({ variant: 'russian', players: 3 }, [['ace'], ['null'], ['5']]), 2);
  });

  it('without a null on the table a five is the lowest tile', () => {
    assert.equal(battleWinner({ variant: 'russian' }, [['4'], ['5']]), 0);
    assert.equal(battleWinner({ variant: 'russian', players: 3 }, [['5'], ['ace'], ['4']]), 1);
  });

  it("P'yanitsa: ace high, six low, and a six beats an ace", () => {
    assert.equal(battleWinner({ variant: 'pyanitsa' }, [['K'], ['A']]), 1);
    assert.equal(battleWinner({ variant: 'pyanitsa' }, [['A'], ['6']]), 1);
    assert.equal(battleWinner({ variant: 'pyanitsa' }, [['7'], ['6']]), 0);
  });

  it('with 52 cards the two beats the ace', () => {
    assert.equal(battleWinner({ variant: 'pyanitsa', deck: 'cards-52' }, [['A'], ['2']]), 1);
    assert.equal(battleWinner({ variant: 'pyanitsa', deck: 'cards-52' }, [['3'], ['2']]), 0);
  });

  it("P'yanitsa played on a piecepack is the piecepack Russian Version", () => {
    assert.equal(battleWinner({ variant: 'pyanitsa', deck: 'piecepack' }, [['null'], ['5']]), 1);
    assert.equal(battleWinner({ variant: 'pyanitsa', deck: 'piecepack' }, [['ace'], ['null']]), 1);
  });
});

describe('Russian Version: tie methods and objectives (000, 003)', () => {
  it('tie method face-up: everybody puts a new piece face up', () => {
    const { events } = flipUntil(
      stacked({ variant: 'russian', tieMethod: 'face-up' }, [
        ['3', '4'],
        ['3', '2'],
      ]),
      (e) => e.type === 'trick',
    );
    assert.deepEqual(ofType(events, 'war')[0].faceDown, [0, 0]);
    assert.equal(ofType(events, 'trick')[0].winner, 1);
  });

  it('tie method down-then-up: one face down, then one face up', () => {
    const { events } = flipUntil(
      stacked({ variant: 'russian', tieMethod: 'down-then-up' }, [
        ['3', 'null', '4'],
        ['3', 'ace', '2'],
      ]),
      (e) => e.type === 'trick',
    );
    assert.deepEqual(ofType(events, 'war')[0].faceDown, [1, 1]);
    assert.equal(ofType(events, 'trick')[0].winner, 1);
  });

  it('a tie repeats while the new face-up pieces tie', () => {
    const { events } = flipUntil(
      stacked({ variant: 'russian' }, [
        ['3', '4', 'null'],
        ['3', '4', 'ace'],
      ]),
      (e) => e.type === 'trick',
    );
    assert.deepEqual(
      ofType(events, 'tie').map((t) => t.depth),
      [1, 2],
    );
    assert.equal(ofType(events, 'trick')[0].winner, 0);
  });

  it('the Russian presets default to the face-up tie method and objective 1', () => {
    for (const variant of ['russian', 'pyanitsa']) {
      const o = resolveOptions({ variant });
      assert.ok(o.ok && o.value.family === 'war');
      assert.equal(o.value.warFaceDown, 0);
      assert.equal(o.value.objective, 'avoid-all');
    }
  });

  it('objective 1: the player who ends up with every piece loses', () => {
    const { state } = playAll(stacked({ variant: 'russian', objective: 1 }, [['null'], ['ace']]));
    assert.deepEqual(state.result, { reason: 'all-pieces', winners: [1], losers: [0], draw: false });
    const three = playAll(stacked({ variant: 'russian', objective: 1, players: 3 }, [['null'], ['ace'], ['2']])).state;
    assert.deepEqual(three.result, { reason: 'all-pieces', winners: [1, 2], losers: [0], draw: false });
  });

  it('objective 2: whoever runs out first loses, and the game ends there', () => {
    const { state } = playAll(stacked({ variant: 'russian', objective: 2 }, [['null'], ['ace']]));
    assert.deepEqual(state.result, { reason: 'ran-out', winners: [0], losers: [1], draw: false });
    const three = playAll(stacked({ variant: 'russian', objective: 2, players: 3 }, [['null', '2'], ['ace', '3'], ['2']])).state;
    assert.deepEqual(three.result, { reason: 'ran-out', winners: [0, 1], losers: [2], draw: false });
    assert.equal(three.stacks[1].length, 1, 'the others still hold pieces');
  });

  it('objective 1: running out in a tie leaves the other player holding everything, so that player loses', () => {
    const { state } = playAll(stacked({ variant: 'russian', objective: 1, tieMethod: 'down-then-up' }, [['3', '2', '4'], ['3']]));
    assert.deepEqual(state.result, { reason: 'all-pieces', winners: [1], losers: [0], draw: false });
  });
});

describe('Tod und Leben (003)', () => {
  it('the higher card takes the trick into a won pile, not back into the stack', () => {
    let s = stacked({ variant: 'tod-und-leben' }, [
      ['A', '7'],
      ['K', '8'],
    ]);
    s = flip(flip(s).state).state;
    assert.deepEqual(
      s.won.map((w) => w.length),
      [2, 0],
    );
    assert.deepEqual(
      s.stacks.map((st) => st.length),
      [1, 1],
    );
  });

  it('equal cards: each turns the next card face up and the trick grows to four', () => {
    const { state, events } = flipUntil(
      stacked({ variant: 'tod-und-leben' }, [
        ['Q', 'A', '9'],
        ['Q', 'K', '8'],
      ]),
      (e) => e.type === 'pickup',
    );
    assert.deepEqual(ofType(events, 'war')[0].faceDown, [0, 0]);
    assert.equal(ofType(events, 'trick')[0].pot, 4);
    assert.deepEqual(
      state.won.map((w) => w.length),
      [4, 0],
    );
  });

  it('equal last cards: each player gets one card back', () => {
    const { state, events } = playAll(
      stacked({ variant: 'tod-und-leben', rounds: 1 }, [
        ['A', 'Q'],
        ['K', 'Q'],
      ]),
    );
    assert.deepEqual(ofType(events, 'split')[0].counts, [1, 1]);
    assert.deepEqual(ofType(events, 'round-end')[0], { type: 'round-end', round: 1, won: [3, 1], winner: 0, score: [1, 0] });
    assert.deepEqual(state.result, { reason: 'match', winners: [0], losers: [1], draw: false });
  });

  it('a longer tie at the end is split too: each takes back what it played', () => {
    const { events } = playAll(
      stacked({ variant: 'tod-und-leben', rounds: 1 }, [
        ['Q', 'J'],
        ['Q', 'J'],
      ]),
    );
    assert.deepEqual(ofType(events, 'split')[0].counts, [2, 2]);
    assert.equal(ofType(events, 'round-end')[0].winner, -1, 'equal won piles tie the round');
  });

  it('more cards won wins the round; rounds are dealt afresh and a match score is kept', () => {
    const g = warGame({ variant: 'tod-und-leben', rounds: 3 }, 9);
    assert.deepEqual(
      g.stacks.map((s) => s.length),
      [16, 16],
    );
    const { state, events } = playAll(g);
    const rounds = ofType(events, 'round-end');
    assert.equal(rounds.length, 3);
    assert.equal(ofType(events, 'deal').length, 2, 'rounds 2 and 3 are dealt afresh');
    for (const r of rounds) {
      assert.equal(r.won[0] + r.won[1], 32);
      if (r.won[0] !== r.won[1]) assert.equal(r.winner, r.won[0] > r.won[1] ? 0 : 1);
    }
    assert.deepEqual(state.score, rounds[2].score);
    assert.equal(state.result?.reason, 'match');
    const [a, b] = state.score;
    assert.deepEqual(state.result?.winners, a === b ? [] : [a > b ? 0 : 1]);
  });
});
