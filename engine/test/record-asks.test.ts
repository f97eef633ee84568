// A record's questions (`asks`: a walk-through's interactive steps), as readRecord and replay read them: each names an
// action of the record and that very move, with its question and reason as text or text per language; a bad one is a
// clear error. And what counts as the walk-through's move (sameMove) and the question in a language (askAt).
import assert from 'node:assert/strict';
import { askAt, readRecord, replay, sameMove, type Action } from '../src/index.ts';

const steal = (seat: number, from: number): Action => ({ type: 'steal/steal', seat, from });
const play = (seat: number): Action => ({ type: 'steal/play', seat });

describe('record asks (walk-through questions)', () => {
  const base = {
    format: 'piecepack-war/record',
    version: 1,
    options: { variant: 'war' },
    seed: 1,
    actions: [{ type: 'flip' }, { type: 'flip' }],
  };
  const good = { move: { type: 'flip' }, ask: { en: 'Flip?', de: 'Aufdecken?' }, why: 'Nothing else to do.' };

  it('keeps a question on an action of the record, its position as a plain number', () => {
    const r = readRecord({ ...base, asks: { '01': good } });
    if (!r.ok) assert.fail(r.error.message);
    assert.deepEqual(r.value.asks, { '1': good });
    assert.ok(replay({ ...base, asks: { '1': good } }).ok, 'replay reads it too');
  });

  it('accepts the move with its keys in another order', () => {
    const r = readRecord({
      ...base,
      actions: [steal(0, 1)],
      options: { variant: 'steal-war' },
      asks: { 0: { ...good, move: { from: 1, seat: 0, type: 'steal/steal' } } },
    });
    if (!r.ok) assert.fail(r.error.message);
    assert.deepEqual(r.value.asks?.['0'].move, steal(0, 1));
  });

  for (const [asks, says] of [
    [[], 'must map positions to questions'],
    ['flip?', 'must map positions to questions'],
    [{ x: good }, 'not a whole number from 0 to 1'],
    [{ '2': good }, 'not a whole number from 0 to 1'],
    [{ '1': 'Flip?' }, 'at position 1 is not a question'],
    [{ '1': { ...good, hint: 'x' } }, 'a question does not have'],
    [{ '1': { ask: 'Flip?', why: 'x' } }, 'at position 1 has no move'],
    [{ '1': { move: { type: 'flip' }, why: 'x' } }, 'has no ask'],
    [{ '1': { move: { type: 'flip' }, ask: 'x' } }, 'has no why'],
    [{ '1': { ...good, move: { type: 'steal/play', seat: 0 } } }, 'but the record\'s action there is {"type":"flip"}'],
    [{ '1': { ...good, ask: 3 } }, 'its ask is neither text'],
    [{ '1': { ...good, why: { English: 'x' } } }, 'not a language tag'],
    [{ '1': { ...good, why: { en: 1 } } }, 'its why in en is not text'],
  ] as const) {
    it(`refuses asks ${JSON.stringify(asks)} with a clear message`, () => {
      for (const read of [readRecord, replay]) {
        const r = read({ ...base, asks });
        assert.equal(r.ok, false);
        if (!r.ok) {
          assert.match(r.error.message, /the record's asks/);
          assert.ok(r.error.message.includes(says), r.error.message);
        }
      }
    });
  }

  it('refuses asks that cannot be read (a throwing getter, a Proxy) with an error, never a throw', () => {
    const getter = {
      '1': Object.defineProperty({ ...good }, 'why', {
        get: () => {
          throw new Error('boom');
        },
        enumerable: true,
      }),
    };
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('boom');
        },
      },
    );
    for (const asks of [getter, proxy]) {
      const r = readRecord({ ...base, asks });
      assert.equal(r.ok, false);
      if (!r.ok) assert.match(r.error.message, /the record's asks cannot be read/);
    }
  });

  it('refuses a question in a record without actions, saying so', () => {
    const r = readRecord({ ...base, actions: [], asks: { '0': good } });
    assert.equal(r.ok, false);
    if (!r.ok) assert.match(r.error.message, /has no actions to ask for/);
  });

  it('reads a question per action at most, in time proportional to the input (a long record, one question)', () => {
    const actions = Array.from({ length: 100_000 }, () => ({ type: 'flip' }));
    const r = readRecord({ ...base, actions, asks: { '99999': good } });
    if (!r.ok) assert.fail(r.error.message);
    assert.equal(Object.keys(r.value.asks ?? {}).length, 1);
  });

  it('askAt gives the question and its reason in the language asked, else English, else the first', () => {
    const asks = { '1': { move: play(1), ask: { en: 'Play?', de: 'Spielen?' }, why: { fr: 'Parce que.' } } };
    assert.deepEqual(askAt(asks, 1, 'de-CH'), {
      move: play(1),
      ask: { text: 'Spielen?', lang: 'de' },
      why: { text: 'Parce que.', lang: 'fr' },
    });
    assert.deepEqual(askAt(asks, 1, 'ru')?.ask, { text: 'Play?', lang: 'en' });
    assert.equal(askAt(asks, 0), null);
    assert.equal(askAt(undefined, 1), null);
  });

  it('sameMove: the same action by the same seat; a purchase of the same cell whichever coins pay', () => {
    assert.ok(sameMove(steal(0, 1), { from: 1, seat: 0, type: 'steal/steal' }));
    assert.ok(!sameMove(play(0), steal(0, 1)));
    assert.ok(!sameMove(steal(0, 1), steal(0, 2)));
    assert.ok(!sameMove(play(0), play(1)));
    const buy = (seat: number, suit: string, value: string, coins: number[]) =>
      ({ type: 'stacked/buy', seat, suit, value, coins }) as Action;
    assert.ok(sameMove(buy(1, 'suns', '2', [25, 38]), buy(1, 'suns', '2', [26, 39])));
    assert.ok(!sameMove(buy(1, 'suns', '2', [25, 38]), buy(1, 'suns', '4', [25, 38])));
    assert.ok(!sameMove(buy(1, 'suns', '2', [25, 38]), buy(0, 'suns', '2', [25, 38])));
    assert.ok(!sameMove({ type: 'stacked/pass', seat: 1 }, buy(1, 'suns', '2', [25, 38])));
  });
});
