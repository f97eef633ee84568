// Prepared deals are checked whole: every seat gets what its game needs, every piece exists once, or the deal is refused.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'mocha';
import { ofType, playAll, stacked } from './helpers.ts';
import {
  createGame,
  makeRecord,
  pieceName,
  replay,
  stackedDeal,
  TILE_RANKS,
  TILE_SUITS,
  type GameState,
  type OptionsInput,
  type PreparedDeal,
} from '../src/index.ts';
import { playOutCapped } from './caps.ts';
import { rulesOf } from '../src/rules.ts';
import { runs } from '../../scripts/test-size.ts';

/** Every piece id a game holds, wherever it is; an id that is not a piece of the deck shows up as itself. */
function piecesHeld(s: GameState): unknown[] {
  if (s.family === 'stacked-deck') return [...s.decks.flat(), ...s.reserves.flat(), ...s.removed.flat(), ...s.table.flat(), ...s.aside];
  if (s.family === 'steal-war')
    return [...s.packets.flat(), ...s.piles.flat(), ...s.hands.filter((h) => h >= 0), ...s.aside, ...s.table.map((t) => t.piece)];
  return [...s.stacks.flat(), ...s.won.flat(), ...s.aside, ...s.table.map((t) => t.piece)];
}

/** Asserts every piece of the deck is held exactly once, and nothing else is. */
function assertEveryPieceOnce(s: GameState): void {
  const total = s.family === 'stacked-deck' ? 48 : rulesOf(s.options).pieces.length;
  const held = piecesHeld(s);
  assert.ok(
    held.every((id) => Number.isInteger(id) && (id as number) >= 0 && (id as number) < total),
    `a piece that does not exist: ${JSON.stringify(held.filter((id) => !Number.isInteger(id)))}`,
  );
  assert.equal(held.length, total, 'no piece made or lost');
  assert.equal(new Set(held).size, total, 'every piece once');
}

/** A game from a prepared deal: refused naming the deal (null), or played out holding every piece once (its start). */
function refusedOrPlayed(options: OptionsInput, seed: number, deal: PreparedDeal): GameState | null {
  const g = createGame(options, seed, deal);
  if (!g.ok) {
    assert.equal(g.error.option, 'deal');
    return null;
  }
  assertEveryPieceOnce(g.value);
  const end = playOutCapped(g.value);
  assertEveryPieceOnce(end);
  assert.ok(end.result, 'the game ends');
  return g.value;
}

const VARIANTS: OptionsInput[] = [
  { variant: 'war' },
  { variant: 'war-cards' },
  { variant: 'razboi' },
  { variant: 'russian' },
  { variant: 'tod-und-leben', rounds: 1 },
  { variant: 'war', seats: 'computer,computer,computer' },
  { variant: 'steal-war', seats: 'computer,computer' },
  { variant: 'steal-war', seats: 'computer,computer,computer' },
];

describe('prepared deals', () => {
  it('a War deal that leaves a seat empty is refused; its record does not replay', () => {
    const deal = [['5 of suns', '3 of suns'], []];
    const g = createGame({ variant: 'war' }, 1, deal);
    assert.ok(!g.ok && g.error.option === 'deal', 'refused');
    assert.match(g.error.message, /seat 2.*at least one piece/);
    const record = { format: 'piecepack-war/record', version: 1, options: { variant: 'war' }, seed: 1, deal, actions: [{ type: 'flip' }] };
    const r = replay(record);
    assert.ok(!r.ok && r.error.index === -1);
  });

  it('a three-player War deal with one empty seat is refused', () => {
    const g = createGame({ variant: 'war', players: 3 }, 1, [['5 of suns'], [], ['4 of suns']]);
    assert.ok(!g.ok && /seat 2/.test(g.error.message));
  });

  it('Tod und Leben deals every player the same number of cards: unequal stacks are refused', () => {
    const g = createGame({ variant: 'tod-und-leben' }, 1, [['A', 'K'], ['Q']]);
    assert.ok(!g.ok && g.error.option === 'deal');
    assert.match(g.error.message, /same number of pieces/);
    assert.ok(
      createGame({ variant: 'tod-und-leben' }, 1, [
        ['A', 'K'],
        ['Q', 'J'],
      ]).ok,
    );
  });

  it('any deal either is refused or plays to its end holding every piece exactly once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 40 }),
        fc.nat(),
        (options, picks, seed) => {
          const probe = createGame(options, 1);
          if (!probe.ok) assert.fail(probe.error.message);
          if (probe.value.family === 'stacked-deck') return;
          const { pieces } = rulesOf(probe.value.options);
          const lists = options.variant === 'steal-war' ? 2 * probe.value.options.players : probe.value.options.players;
          const deal: string[][] = Array.from({ length: lists }, () => []);
          for (const [piece, seat] of picks) deal[seat % lists].push(pieceName(pieces[piece % pieces.length]));
          const g = refusedOrPlayed({ ...options, maxTricks: 300 }, seed, deal);
          if (g) assert.ok(replay(makeRecord(g.options, seed, [], undefined, deal)).ok, 'a deal the engine took replays');
        },
      ),
      { numRuns: runs(1500) },
    );
  });

  it('any Stacked Deck War setup either is refused or plays to its end holding every tile exactly once', () => {
    const tiles = TILE_SUITS.flatMap((suit) => TILE_RANKS.map((rank) => `${rank} of ${suit}`));
    const place = fc.tuple(fc.constantFrom(...tiles), fc.constantFrom('', ' #1', ' #2'), fc.constantFrom('deck', 'reserve'), fc.nat(1));
    fc.assert(
      fc.property(fc.array(place, { maxLength: 30 }), fc.nat(), (picks, seed) => {
        const setup = { decks: [[], []] as string[][], reserves: [[], []] as string[][] };
        for (const [tile, pack, where, seat] of picks) (where === 'deck' ? setup.decks : setup.reserves)[seat].push(tile + pack);
        refusedOrPlayed({ variant: 'stacked-deck', seats: 'computer:random,computer:random' }, seed, stackedDeal(setup));
      }),
      { numRuns: runs(300) },
    );
  });
});

describe('Tod und Leben from a prepared deal, round after round (issue 21)', () => {
  it('every round deals the prepared pieces again (shuffled, equally); the pieces not named stay aside', () => {
    const prepared = [
      ['A', 'K', '9', '7'],
      ['Q', 'J', '10', '8'],
    ];
    const s0 = stacked({ variant: 'tod-und-leben', rounds: 3 }, prepared);
    const inPlay = [...s0.stacks.flat()].sort((a, b) => a - b);
    assert.equal(inPlay.length, 8);
    assert.equal(s0.aside.length, 24);
    const { state, events } = playAll(s0);
    const deals = ofType(events, 'deal');
    assert.equal(deals.length, 2, 'rounds 2 and 3 are dealt');
    for (const d of deals) {
      assert.deepEqual(d.counts, [4, 4], `round ${d.round}: four each, as prepared`);
      assert.equal(d.aside, 24, `round ${d.round}: the 24 pieces not named stay aside`);
    }
    const played = ofType(events, 'battle').flatMap((e) => e.faceUp.map((f) => f.piece));
    assert.ok(
      played.every((p) => inPlay.includes(p)),
      'only prepared pieces are ever turned up',
    );
    assert.deepEqual(
      state.aside.slice().sort((a, b) => a - b),
      s0.aside.slice().sort((a, b) => a - b),
    );
    assert.equal(state.result?.reason, 'match');
  });
});
