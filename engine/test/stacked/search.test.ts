// The computer player's typed search positions (stacked/search/) against the game's own rules: the same imagined worlds,
// the same rest of every round and the same values, on positions from thousands of decisions; and the same decisions as
// the player before issue 14 (engine/test/model/stacked-strong-v1.ts), only faster.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { applyInPlace, autoAction, computerRng, createGame, gameSeed, pending, seedRng, type Action } from '../../src/index.ts';
import { applyStacked } from '../../src/stacked/apply.ts';
import { buyableCells } from '../../src/stacked/coins.ts';
import { evaluate, strongAction, STRONG } from '../../src/stacked/computer.ts';
import { determinizeInPlace } from '../../src/stacked/determinize.ts';
import { finishRound } from '../../src/stacked/rollout.ts';
import { cloneStacked, copyStacked, type StackedState } from '../../src/stacked/state.ts';
import { cellNames } from '../../src/stacked/tiles.ts';
import { copyModel, deckAt, deckLen, loadModel, newModel, resAt, resLen, RNG } from '../../src/stacked/search/model.ts';
import { determinizeOn, evaluateOn, finishRoundOn, playMove, toMove } from '../../src/stacked/search/playout.ts';
import { strongActionV1 } from '../model/stacked-strong-v1.ts';
import { runs } from '../../../scripts/test-size.ts';

const VARIATIONS = [{}, { coinSides: 'chosen' }, { coinsPerAction: 1 }, { arrange: 'shuffled' }];

/** Decision points (a seat must buy or choose) from games between random players, in every variation. */
function positions(games: number): { s: StackedState; seat: number }[] {
  const out: { s: StackedState; seat: number }[] = [];
  for (let g = 0; g < games; g++) {
    const c = createGame(
      { variant: 'stacked-deck', seats: 'computer:random,computer:random', ...VARIATIONS[g % VARIATIONS.length] },
      gameSeed(14, g),
    );
    if (!c.ok) assert.fail(c.error.message);
    const s = c.value as StackedState;
    for (let p = pending(s); p; p = pending(s)) {
      if (p.seat >= 0 && (p.kind === 'buy' || ['bonus', 'rearrange', 'switch-reserve', 'follow', 'name-suit'].includes(p.kind)))
        out.push({ s: cloneStacked(s), seat: p.seat });
      assert.equal(applyInPlace(s, autoAction(s, true)!, null), null);
    }
  }
  return out;
}

/** The decisions a seat weighs at a position: every listed choice, and one purchase a cell in a buying window. */
function candidates(s: StackedState, seat: number): Action[] {
  const p = pending(s)!;
  if (p.kind !== 'buy') return p.actions!;
  const first = new Map<number, Action>();
  for (const a of p.actions) {
    if (a.type !== 'stacked/buy') continue;
    const cell = buyableCells(s, seat).find((c) => cellNames(c).suit === a.suit && cellNames(c).value === a.value);
    if (cell !== undefined && !first.has(cell)) first.set(cell, a);
  }
  return [{ type: 'stacked/pass', seat }, ...first.values()];
}

describe('Stacked Deck War: the search positions play as the rules do', () => {
  it('imagined worlds, the rest of each round and its value are the same on the position as on the game state', () => {
    const all = positions(24);
    let playouts = 0;
    const model = newModel(),
      world = newModel(),
      work = newModel();
    for (const [k, { s, seat }] of all.entries()) {
      assert.ok(loadModel(model, s));
      const worldState = cloneStacked(s);
      determinizeInPlace(worldState, seat, seedRng(k));
      determinizeOn(copyModel(model, world), seat, seedRng(k));
      for (let i = 0; i < 2; i++) {
        assert.deepEqual(
          Array.from({ length: deckLen(world, i) }, (_, j) => deckAt(world, i, j)),
          worldState.decks[i],
          `position ${k}: seat ${i + 1}'s imagined deck`,
        );
        assert.deepEqual(
          Array.from({ length: resLen(world, i) }, (_, j) => resAt(world, i, j)),
          worldState.reserves[i],
          `position ${k}: seat ${i + 1}'s imagined reserve`,
        );
      }
      assert.deepEqual(
        Array.from(world.subarray(RNG, RNG + 4)),
        worldState.rng.map((w) => w | 0),
        'the imagined dice',
      );
      for (const a of candidates(s, seat)) {
        const sim = copyStacked(worldState, cloneStacked(worldState));
        assert.equal(applyStacked(sim, a, null), null, `position ${k}: ${JSON.stringify(a)} is legal`);
        finishRound(sim, seedRng(k + 1));
        const move = toMove(a);
        assert.ok(move && playMove(copyModel(world, work), s.options, move), `position ${k}: ${JSON.stringify(a)} plays on the position`);
        finishRoundOn(work, s.options, seedRng(k + 1));
        assert.equal(
          evaluateOn(work, s.options, seat, STRONG.actionWorth, STRONG.leadBonus),
          evaluate(sim, seat, STRONG),
          `position ${k}, ${JSON.stringify(a)}: the same value`,
        );
        playouts++;
      }
    }
    assert.ok(all.length > 500 && playouts > 3000, `${all.length} positions, ${playouts} playouts`);
  });

  it('the strong player decides exactly as the player before issue 14 did', function () {
    this.timeout(600_000);
    const games = runs(8);
    const all = positions(games);
    for (const [k, { s, seat }] of all.entries()) {
      const rng = computerRng(s, seat);
      assert.deepEqual(
        strongAction(s, seat, [...rng] as typeof rng),
        strongActionV1(s, seat, [...rng] as typeof rng),
        `position ${k} (${pending(s)!.kind})`,
      );
    }
    assert.ok(all.length >= 10 * games, `${all.length} positions from ${games} games`);
  });
});
