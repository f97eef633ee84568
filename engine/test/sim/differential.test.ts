// Differential tests: the typed-array core (engine/src/core/) against the reference model (test/model/war-model.ts),
// flip for flip through the reducer and trick for trick through the simulator's whole-game loop, over every combination
// of the War family's rule options, generated from OPTION_SPECS.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import {
  applyInPlace,
  below,
  cloneState,
  createGame,
  emptyTally,
  FLIP,
  gameSeed,
  OPTION_SPECS,
  optionsInput,
  playGeneric,
  resolveOptions,
  seedRng,
  stateHash,
  type GameEvent,
  type OptionSpec,
  type Options,
  type WarState,
} from '../../src/index.ts';
import { Board } from '../../src/core/board.ts';
import { startGame } from '../../src/core/deal.ts';
import { playOut } from '../../src/core/play-out.ts';
import { playOnBoard } from '../../src/sim/simulate.ts';
import { gameCap, gameName } from '../caps.ts';
import { modelFlip } from '../model/war-model.ts';
import { runs } from '../../../scripts/test-size.ts';

/** Every value an option's spec allows (ranges in full), or null for free-form options. */
function specValues(spec: OptionSpec): unknown[] | null {
  switch (spec.kind) {
    case 'enum':
      return [...spec.values!, ...(spec.pattern?.examples ?? [])];
    case 'bool':
      return [true, false];
    case 'war-face-down': {
      const out: unknown[] = [];
      for (let n = spec.min!; n <= spec.max!; n++) out.push(n);
      return [...out, ...(spec.values ?? [])];
    }
    case 'int':
      if (spec.values) return [...spec.values];
      return spec.max! - spec.min! <= 10 ? Array.from({ length: spec.max! - spec.min! + 1 }, (_, i) => spec.min! + i) : null;
    case 'seats':
      return null;
  }
}

/** The options that decide how a trick is played and how a game ends: every combination of them is played. */
const RULES = ['outOfCards', 'pickup', 'objective', 'ranking', 'warFaceDown', 'players'];
const SPECS = OPTION_SPECS.filter((s) => s.families.includes('war'));
/** Options that shape the deck or the length; each game draws them at random, and every value is covered in the run. */
const DRAWN = SPECS.filter((s) => !RULES.includes(s.name) && !['variant', 'seats', 'tieMethod', 'maxTricks'].includes(s.name));

/** The cartesian product of the rule options' values. */
function product(): Record<string, unknown>[] {
  let rows: Record<string, unknown>[] = [{}];
  for (const name of RULES) {
    const values = specValues(SPECS.find((s) => s.name === name)!)!;
    rows = rows.flatMap((row) => values.map((v) => ({ ...row, [name]: v })));
  }
  return rows;
}

/** Resolves a combination, drawing the deck-shaping options from their specs (retrying draws the deck cannot take). */
function resolveWithDraws(row: Record<string, unknown>, seed: number, covered: Set<string>): Options {
  const rng = seedRng(seed);
  for (let attempt = 0; ; attempt++) {
    const input: Record<string, unknown> = { variant: 'war', ...row, maxTricks: 30 + below(rng, 150) };
    for (const spec of DRAWN) {
      const values = specValues(spec);
      if (values) input[spec.name] = values[below(rng, values.length)];
    }
    if (attempt > 20) input.jokers = 0;
    if (attempt > 40) input.packs = 8;
    const r = resolveOptions(input);
    if (!r.ok) continue;
    for (const spec of DRAWN) covered.add(`${spec.name}=${String((r.value as unknown as Record<string, unknown>)[spec.name])}`);
    return r.value;
  }
}

/** Whether two lists of lists hold the same numbers. */
function sameLists(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  return a.length === b.length && a.every((x, i) => x.length === b[i].length && x.every((v, j) => v === b[i][j]));
}

/** Plays a game through the model and the reducer side by side, comparing every flip's events and state. */
function playBothWays(options: Options, seed: number): GameEvent[] {
  const created = createGame(optionsInput(options), seed);
  if (!created.ok) assert.fail(created.error.message);
  const core = created.value as WarState;
  const model = cloneState(core) as WarState;
  const all: GameEvent[] = [];
  const tick = gameCap(gameName(seed, optionsInput(options)));
  for (let flips = 0; core.phase !== 'over'; flips++) {
    tick();
    const a: GameEvent[] = [],
      b: GameEvent[] = [];
    modelFlip(model, a);
    assert.equal(applyInPlace(core, FLIP, b), null);
    model.moves++;
    assert.deepEqual(b, a, `flip ${flips}: the same events`);
    // The stacks and the random stream after each trick; the whole state (table, cycle watch, piles...) at the end.
    if (core.phase === 'battle')
      assert.ok(sameLists(core.stacks, model.stacks) && sameLists([core.rng], [model.rng]), `flip ${flips}: the same stacks and stream`);
    if ((core.phase as string) === 'over') assert.equal(stateHash(core), stateHash(model), 'the same final state');
    all.push(...b);
  }
  return all;
}

/** Plays the same game with the simulator's whole-game loop, recording each decided trick. */
function playFast(options: Options, seed: number): { tricks: string[]; board: Board } {
  const b = new Board(options as never, true);
  const tricks: string[] = [];
  b.probe = (w, steps, pot) => tricks.push(`${w}/${steps}/${pot}`);
  startGame(b, seed);
  playOut(b);
  return { tricks, board: b };
}

/**
 * One combination of the rule options, played every way: the reference model and the reducer flip for flip, the
 * simulator's whole-game loop (the fast loops of core/fast.ts and fast-n.ts) trick for trick, and the board's tally
 * against the reducer's. Shared by the full run over every combination and the sampled one.
 */
function checkCombination(row: Record<string, unknown>, seed: number, covered: Set<string>): void {
  const options = resolveWithDraws(row, seed, covered);
  const events = playBothWays(options, seed);
  const slow = events.flatMap((e) => (e.type === 'trick' ? [`${e.winner}/${e.depth}/${e.pot}`] : []));
  const fast = playFast(options, seed);
  assert.deepEqual(fast.tricks, slow, `${JSON.stringify(row)} seed ${seed}: the fast loop plays the same tricks`);
  const end = events.at(-1);
  assert.ok(end?.type === 'game-end');
  assert.deepEqual(fast.board.result, end.result);
  assert.equal(
    fast.board.turns,
    events.filter((e) => e.type === 'battle' || e.type === 'war').length,
    'turns: the battle and each war step',
  );
  const viaBoard = emptyTally(options.players),
    viaReducer = emptyTally(options.players);
  playOnBoard(new Board(options as never, true), (b) => (startGame(b, seed), 1), 0, viaBoard);
  playGeneric(options, seed, viaReducer);
  assert.deepEqual(viaBoard, viaReducer, `${JSON.stringify(row)} seed ${seed}: the same tally either way`);
}

/** How many combinations the sampled run plays (of the full run's few thousand), and the seed that picks them. */
const SAMPLED = runs(300);
const SAMPLE_SEED = 20;

describe('the core against the reference model', () => {
  it('every combination of the rule options (from OPTION_SPECS): same events and states flip for flip, same tricks in the fast loop [full]', function () {
    this.timeout(600_000);
    const rows = product();
    const covered = new Set<string>();
    let games = 0;
    for (const [i, row] of rows.entries()) {
      checkCombination(row, gameSeed(14, i), covered);
      games++;
    }
    assert.equal(games, rows.length);
    for (const spec of DRAWN)
      for (const v of specValues(spec) ?? []) assert.ok(covered.has(`${spec.name}=${String(v)}`), `${spec.name}=${String(v)} was played`);
  });

  it(`a sample of ${SAMPLED} combinations of the rule options (seed ${SAMPLE_SEED}): the same checks as the full run`, function () {
    this.timeout(600_000);
    const rows = product();
    const rng = seedRng(SAMPLE_SEED);
    const covered = new Set<string>();
    for (let n = 0; n < SAMPLED; n++) {
      const i = below(rng, rows.length);
      checkCombination(rows[i], gameSeed(14, i), covered);
    }
  });

  it('Tod und Leben, every ranking, player count and deck: same events and states, same tricks', () => {
    const decks = specValues(OPTION_SPECS.find((s) => s.name === 'deck')!)!;
    let seed = 1;
    for (const ranking of ['classic', 'russian'])
      for (let players = 2; players <= 6; players++)
        for (const deck of decks) {
          const r = resolveOptions({ variant: 'tod-und-leben', ranking, players, deck, packs: 3, rounds: 1 + (seed % 4) });
          if (!r.ok) continue;
          const events = playBothWays(r.value, ++seed);
          const slow = events.flatMap((e) => (e.type === 'trick' ? [`${e.winner}/${e.depth}/${e.pot}`] : []));
          assert.deepEqual(playFast(r.value, seed).tricks, slow);
        }
  });
});
