// The positions of a game from its record (history.ts) and a record's captions (notes), read by readRecord.
import assert from 'node:assert/strict';
import {
  autoAction,
  CHECKPOINT_EVERY,
  createGame,
  historyOf,
  makeRecord,
  noteAt,
  readRecord,
  recordHistory,
  stateHash,
  step,
  viewOf,
  type Action,
  type GameState,
  type OptionsInput,
} from '../src/index.ts';

/** Plays a game with computers everywhere; every state and the events of each step. */
function played(options: OptionsInput, seed: number): { states: GameState[]; events: unknown[][]; actions: Action[] } {
  const g = createGame(options, seed);
  if (!g.ok) assert.fail(g.error.message);
  const states = [g.value];
  const events: unknown[][] = [[]];
  const actions: Action[] = [];
  for (let a = autoAction(g.value, true); a !== null && actions.length < 5000; a = autoAction(states.at(-1)!, true)) {
    const r = step(states.at(-1)!, a);
    if (!r.ok) assert.fail(r.error.message);
    states.push(r.value.state);
    events.push(r.value.events);
    actions.push(a);
  }
  return { states, events, actions };
}

describe('game history', () => {
  for (const [variant, seed] of [
    ['war', 3],
    ['tod-und-leben', 4],
    ['steal-war', 5],
    ['stacked-deck', 6],
  ] as const) {
    it(`gives the state, view and events of every position of a ${variant} game, in any order`, () => {
      const g = played({ variant }, seed);
      const h = historyOf({ variant }, seed, g.actions);
      if (!h.ok) assert.fail(h.error.message);
      const order = [g.actions.length, 0, ...Array.from({ length: 40 }, (_, i) => (i * 7919) % (g.actions.length + 1))];
      for (const k of order) {
        assert.equal(stateHash(h.value.stateAt(k)), stateHash(g.states[k]), `state ${k}`);
        assert.deepEqual(h.value.viewAt(k), viewOf(g.states[k]), `view ${k}`);
        assert.deepEqual(h.value.eventsAt(k), g.events[k], `events ${k}`);
      }
      assert.deepEqual(h.value.viewAt(g.actions.length, 0), viewOf(g.states.at(-1)!, 0));
    });
  }

  it('does not change the state it hands out or the actions it reads', () => {
    const g = played({ variant: 'war' }, 9);
    const h = historyOf({ variant: 'war' }, 9, g.actions);
    if (!h.ok) assert.fail(h.error.message);
    const s = h.value.stateAt(10);
    s.moves = 999;
    assert.equal(h.value.stateAt(10).moves, 10);
    assert.equal(h.value.length, g.actions.length);
  });

  it('follows a game that goes on (the actions list grows)', () => {
    const g = played({ variant: 'war' }, 11);
    const actions: Action[] = g.actions.slice(0, 5);
    const h = historyOf({ variant: 'war' }, 11, actions);
    if (!h.ok) assert.fail(h.error.message);
    assert.equal(stateHash(h.value.stateAt(5)), stateHash(g.states[5]));
    actions.push(...g.actions.slice(5));
    const n = g.actions.length;
    assert.equal(h.value.length, n);
    assert.equal(stateHash(h.value.stateAt(n)), stateHash(g.states[n]));
  });

  it('clamps positions out of range to the start and the end', () => {
    const g = played({ variant: 'war' }, 12);
    const h = historyOf({ variant: 'war' }, 12, g.actions);
    if (!h.ok) assert.fail(h.error.message);
    assert.equal(stateHash(h.value.stateAt(-5)), stateHash(g.states[0]));
    assert.equal(stateHash(h.value.stateAt(1e9)), stateHash(g.states.at(-1)!));
    assert.deepEqual(h.value.eventsAt(0), []);
  });

  it('scrubs a game of 1000 steps back and forth quickly', () => {
    // The first deal (by seed) whose card War lasts 1000 steps or more.
    let seed = 1;
    let g = played({ variant: 'war-cards' }, seed);
    while (g.actions.length < 1000) g = played({ variant: 'war-cards' }, ++seed);
    const actions = g.actions;
    const h = historyOf({ variant: 'war-cards' }, seed, actions);
    if (!h.ok) assert.fail(h.error.message);
    h.value.stateAt(actions.length);
    const started = performance.now();
    for (let i = 0; i < 200; i++) h.value.viewAt((i * 613) % (actions.length + 1));
    const ms = (performance.now() - started) / 200;
    assert.ok(ms < CHECKPOINT_EVERY, `${ms.toFixed(2)} ms per position`);
  });

  it('refuses a record whose actions do not replay, naming the action', () => {
    const r = makeRecord(createGameOrFail('war', 1).options, 1, [
      { type: 'flip' },
      { type: 'steal', seat: 0, pile: 1 } as unknown as Action,
    ]);
    const h = recordHistory(r);
    assert.equal(h.ok, false);
    if (!h.ok) assert.equal(h.error.index, 1);
  });
});

function createGameOrFail(variant: string, seed: number): GameState {
  const g = createGame({ variant }, seed);
  if (!g.ok) assert.fail(g.error.message);
  return g.value;
}

describe('record notes (captions)', () => {
  const base = {
    format: 'piecepack-war/record',
    version: 1,
    options: { variant: 'war' },
    seed: 1,
    actions: [{ type: 'flip' }, { type: 'flip' }],
  };

  it('keeps captions as text or per language, positions as plain numbers', () => {
    const r = readRecord({ ...base, notes: { '0': 'Start', '02': { en: 'Two', de: 'Zwei' } } });
    if (!r.ok) assert.fail(r.error.message);
    assert.deepEqual(r.value.notes, { '0': 'Start', '2': { en: 'Two', de: 'Zwei' } });
  });

  for (const [notes, says] of [
    [[], 'must map positions'],
    [{ '3': 'past the end' }, 'from 0 to 2'],
    [{ x: 'a' }, 'not a whole number'],
    [{ '1': 5 }, 'neither text'],
    [{ '1': {} }, 'neither text'],
    [{ '1': { English: 'a' } }, 'not a language tag'],
    [{ '1': { en: 1 } }, 'in en is not text'],
  ] as const) {
    it(`refuses notes ${JSON.stringify(notes)} with a clear message`, () => {
      const r = readRecord({ ...base, notes });
      assert.equal(r.ok, false);
      if (!r.ok) {
        assert.match(r.error.message, /the record's notes/);
        assert.ok(r.error.message.includes(says), r.error.message);
      }
    });
  }

  it('picks the caption in the language asked, its primary subtag, English, else the first', () => {
    const notes = { '1': { de: 'Zwei', en: 'Two' }, '2': { fr: 'Deux' }, '3': 'Three' };
    assert.deepEqual(noteAt(notes, 1, 'de-AT'), { text: 'Zwei', lang: 'de' });
    assert.deepEqual(noteAt(notes, 1, 'ru'), { text: 'Two', lang: 'en' });
    assert.deepEqual(noteAt(notes, 2, 'ru'), { text: 'Deux', lang: 'fr' });
    assert.deepEqual(noteAt(notes, 3, 'de'), { text: 'Three', lang: '' });
    assert.equal(noteAt(notes, 0), null);
    assert.equal(noteAt(undefined, 0), null);
  });
});
