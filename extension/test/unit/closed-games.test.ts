// The games of closed game tabs (Resume Last Game, New Game…'s Recent) and what a view saves: a few kept, newest first,
// each with its variant's name, read back through the bounded record check; Open Game Link…'s check as one types.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { INPUT_LIMITS, shareLink } from '../../../engine/src/index.ts';
import { CLOSED_GAMES, keepClosed, readClosed, readSaved, type ClosedGame } from '../../src/closed-games.ts';
import { linkProblem } from '../../src/game-link.ts';
import { namedChoice } from '../../src/new-game-choice.ts';
import { checkHostMessage } from '../../src/protocol.ts';
import { english } from '../../src/words.ts';
import { playRecord } from './helpers.ts';

const quick = namedChoice('Quick War', { variant: 'war', pickup: 'winner-first' }, 'war');
const closedGame = (seed: number, moves = 8): ClosedGame => {
  const { record } = playRecord({ variant: 'war', pickup: 'winner-first' }, seed, moves);
  return { game: { record, autoplayed: false, speed: null, choice: quick }, choice: quick };
};

describe('closed games', () => {
  it('keeps the last few closed games, newest first, each with its name', () => {
    let list: ClosedGame[] = [];
    for (let seed = 1; seed <= CLOSED_GAMES + 2; seed++) list = keepClosed(list, closedGame(seed));
    assert.equal(list.length, CLOSED_GAMES);
    assert.deepEqual(
      list.map((c) => c.game.record.seed),
      [7, 6, 5, 4, 3],
    );
    // Stored and read back (globalState is JSON): the same games, names included.
    const back = readClosed(JSON.parse(JSON.stringify(list)));
    assert.deepEqual(
      back.map((c) => [c.game.record.seed, c.game.record.actions.length, c.choice?.name]),
      list.map((c) => [c.game.record.seed, 8, 'Quick War']),
    );
  });

  it('keeps two tabs of one seed as two games', () => {
    const list = keepClosed(keepClosed([], closedGame(1, 3)), closedGame(1, 5));
    assert.deepEqual(
      list.map((c) => c.game.record.actions.length),
      [5, 3],
    );
  });

  it("reads the one game an older version kept, and drops junk, games without moves and records past the engine's bounds", () => {
    const one = closedGame(4);
    assert.deepEqual(
      readClosed({ game: one.game, choice: one.choice }).map((c) => c.game.record.seed),
      [4],
    );
    const empty = { ...one.game, record: { ...one.game.record, actions: [] } };
    const huge = { ...one.game, record: { ...one.game.record, actions: { length: INPUT_LIMITS.actions + 1 } } };
    const kept = readClosed([
      null,
      { game: empty },
      { game: huge },
      { game: { record: 'x' } },
      { game: one.game, choice: { variant: 'nope' } },
    ]);
    assert.deepEqual(
      kept.map((c) => [c.game.record.seed, c.choice]),
      [[4, null]],
    );
    assert.deepEqual(readClosed(undefined), []);
    // Only the first CLOSED_GAMES entries are looked at, however long the stored list is.
    assert.equal(readClosed(Array.from({ length: 10_000 }, () => one)).length, CLOSED_GAMES);
  });

  it("a view's saved game keeps the chosen game and its name; a malformed record is refused", () => {
    const { game } = closedGame(5);
    const read = readSaved(JSON.parse(JSON.stringify({ ...game, speed: 'fast' })));
    assert.ok(read.ok && read.value);
    assert.equal(read.value.choice?.name, 'Quick War');
    assert.equal(read.value.speed, null);
    assert.deepEqual(readSaved({ record: null }), { ok: true, value: null });
    assert.equal(readSaved({ record: { seed: 1 } }).ok, false);
  });

  it('the host hands the webview the chosen game with its setup (the webview keeps it with its record)', () => {
    const game = {
      attributes: { variant: 'war' },
      play: { autoplay: false, speed: 'normal', palette: 'colour-blind', sound: false },
      title: 'War',
    };
    assert.ok(checkHostMessage({ type: 'newGame', game: { ...game, choice: quick } }).ok);
    assert.equal(checkHostMessage({ type: 'newGame', game: { ...game, choice: 'Quick War' } }).ok, false);
  });
});

describe('Open Game Link… as one types', () => {
  it('says nothing while the box is empty or holds a game, and why a bad link opens no game', () => {
    const { record } = playRecord({ variant: 'war' }, 3, 10);
    const link = shareLink('https://example.org/war/', record, 5);
    assert.equal(linkProblem('', english), null);
    assert.equal(linkProblem(link, english), null);
    const problem = linkProblem(link.slice(0, -6) + '!!!', english);
    assert.match(problem ?? '', /^This link opens no game: .+/);
    assert.match(linkProblem('hello', english) ?? '', /^This link opens no game: /);
  });
});
