// `play`'s log in words: a war step where nobody lays a piece face down (a face-up tie method, or a seat playing its
// last piece face up) says so instead of "war: ;", and a draw that leaves some seats losers names them (issue 21).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { createGame, piecesOf } from '../../engine/src/index.ts';
import { eventText } from '../format.ts';

const made = createGame({ variant: 'war' }, 1);
if (!made.ok) throw new Error(made.error.message);
const pieces = piecesOf(made.value);

describe('play log', () => {
  it('a war step with no piece face down names the face-up pieces, with no empty part', () => {
    const text = eventText(
      {
        type: 'war',
        depth: 1,
        faceDown: [0, 0],
        faceUp: [
          { seat: 0, piece: 3 },
          { seat: 1, piece: 9 },
        ],
      },
      pieces,
    );
    assert.ok(text !== null);
    assert.doesNotMatch(text, /war: ;|: ,|, ,|;\s*$/);
    assert.match(text, /^ {2}war: no piece face down; seat 1 .+, seat 2 .+$/);
    const nothing = eventText({ type: 'war', depth: 2, faceDown: [0, 0, 0], faceUp: [] }, pieces);
    assert.doesNotMatch(nothing ?? '', /war: ;|war: $/);
  });

  it('a war step where some seats lay pieces face down still names them', () => {
    const text = eventText({ type: 'war', depth: 1, faceDown: [1, 0, 3], faceUp: [{ seat: 0, piece: 2 }] }, pieces);
    assert.match(text ?? '', /^ {2}war: seat 1 1 face down, seat 3 3 face down; seat 1 .+$/);
  });

  it('a draw that leaves some seats losers names them; a draw of all seats says only that it is a draw', () => {
    const partial = eventText({ type: 'game-end', result: { reason: 'stalemate', winners: [], losers: [2], draw: true } }, pieces);
    assert.match(partial ?? '', /a draw; seat 3 loses/);
    const two = eventText({ type: 'game-end', result: { reason: 'stalemate', winners: [], losers: [0, 3], draw: true } }, pieces);
    assert.match(two ?? '', /a draw; seat 1 and seat 4 lose/);
    const whole = eventText({ type: 'game-end', result: { reason: 'stalemate', winners: [], losers: [], draw: true } }, pieces);
    assert.match(whole ?? '', /\): a draw$/);
  });
});
