// Variant figures: the same seed gives the same figures, loops are flagged, published rates fall in the intervals,
// figures the sample cannot support are refused, and the time counts the steps the widget's autoplay takes.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import {
  applyInPlace,
  autoAction,
  clearFiguresCache,
  FLIPS_PER_SECOND,
  MAX_DECISION_PAUSE_MS,
  MAX_FIGURES_GAMES,
  MIN_GAMES_FOR_LENGTH,
  newGame,
  resolveOptions,
  secondsPerStep,
  startFigures,
  startSimulation,
  variantFigures,
  type GameFigures,
  type OptionsInput,
  type Share,
  type VariantFigures,
} from '../../src/index.ts';

function figures(input: OptionsInput, games: number, seed = 1): VariantFigures {
  const r = variantFigures(input, { games, seed });
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.value;
}

function inside(s: Share, rate: number): void {
  assert.ok(s.low <= rate && rate <= s.high, `${rate} outside [${s.low}, ${s.high}] (${s.count} of ${s.of})`);
}

describe('variant figures', () => {
  it('the same options, seed and count give the same figures (cache or not), another seed others', () => {
    clearFiguresCache();
    const a = figures({ variant: 'war', players: 3 }, 300, 9);
    assert.equal(figures({ variant: 'war', players: 3 }, 300, 9), a, 'the second call comes from the cache');
    clearFiguresCache();
    const b = figures({ variant: 'war', players: '3' }, 300, 9);
    assert.notEqual(b, a);
    assert.deepEqual(b, a);
    assert.notDeepEqual(figures({ variant: 'war', players: 3 }, 300, 10), a);
    assert.ok(Object.isFrozen(a) && Object.isFrozen(a.wins), 'cached figures cannot be changed by a caller');
  });

  it('run in slices, the figures are those of one run', () => {
    clearFiguresCache();
    const whole = figures({ variant: 'razboi' }, 200, 3);
    clearFiguresCache();
    const started = startFigures({ variant: 'razboi' }, { games: 200, seed: 3 });
    assert.ok(started.ok);
    const run = started.value;
    let slices = 0;
    while (!run.run(7)) {
      slices++;
      assert.equal(run.figures(), null, 'no figures before every game is played');
    }
    assert.equal(slices, Math.ceil(200 / 7) - 1);
    assert.deepEqual(run.figures(), whole);
  });

  it('a looping variant is flagged: 52 cards picked up in order loop in about 40% of deals (the published run: 1,195 of 3,000)', () => {
    const f = figures({ variant: 'war-cards', pickup: 'in-order' }, 1000);
    assert.ok(f.neverEnds.cycle.count > 0);
    inside(f.neverEnds.cycle, 1195 / 3000);
    assert.equal(f.neverEnds.cap.count, 0);
    assert.equal(f.finished + f.neverEnds.cycle.count, f.games);
    assert.equal(f.length.stated && f.wins.every((w) => w.stated), true);
  });

  it('a cap that stops games is told apart from a cycle', () => {
    const f = figures({ variant: 'war-cards', maxTricks: 50 }, 200);
    assert.ok(f.neverEnds.cap.count > 150, `${f.neverEnds.cap.count} capped`);
    assert.equal(f.neverEnds.cycle.count, 0);
    assert.equal(f.neverEnds.maxTricks, 50);
  });

  it("agrees with Delahaye and Mathieu's 16-card open Bataille within its intervals (docs/simulation.md)", () => {
    // Every deal of 4x4, naturelle, no card face down: 17,090 of 63,063,000 cycle and 111,146 are draws.
    const open = figures({ variant: 'war', deck: '4x4', pickup: 'naturelle', warFaceDown: 0 }, 2000);
    inside(open.neverEnds.cycle, 17_090 / 63_063_000);
    inside(open.draws, 111_146 / (63_063_000 - 17_090));
    // With one card face down: 300 cycling deals and 570,423 draws.
    const ours = figures({ variant: 'war', deck: '4x4', pickup: 'naturelle' }, 2000);
    inside(ours.neverEnds.cycle, 300 / 63_063_000);
    inside(ours.draws, 570_423 / (63_063_000 - 300));
  });

  it('refuses what its sample cannot support: lengths and times from fewer than 20 games, win shares with wide intervals', () => {
    const few = figures({ variant: 'war' }, MIN_GAMES_FOR_LENGTH - 1);
    assert.equal(few.length.stated, false);
    assert.match(few.length.stated ? '' : few.length.why, /not enough games: 19 finished, 20 needed/);
    assert.ok(few.time.every((t) => !t.seconds.stated));
    assert.ok(few.wins.every((w) => !w.stated && /not enough games/.test(w.why)));
    const some = figures({ variant: 'war' }, 100);
    assert.equal(some.length.stated, true, 'a hundred games state a median and p90');
    assert.ok(
      some.wins.every((w) => !w.stated),
      'a hundred games give each seat an interval about 19 points wide: not stated',
    );
    const many = figures({ variant: 'war' }, 1000);
    assert.ok(many.wins.every((w) => w.stated && w.value.high - w.value.low <= 0.1));
  });

  it('refuses bad settings with a clear error', () => {
    const bad = (input: OptionsInput, settings: { games?: number; seed: number }, option: string) => {
      const r = variantFigures(input, settings);
      assert.equal(r.ok, false);
      assert.equal(r.ok ? '' : r.error.option, option);
    };
    bad({ variant: 'war', pickup: 'sideways' }, { seed: 1 }, 'pickup');
    bad({ variant: 'war' }, { games: 0, seed: 1 }, 'games');
    bad({ variant: 'war' }, { games: MAX_FIGURES_GAMES + 1, seed: 1 }, 'games');
    bad({ variant: 'war' }, { games: 10, seed: -1 }, 'seed');
  });

  it("times a game by the widget's speeds: a War step every 1/rate seconds, a decision game's at most 0.9 s", () => {
    assert.equal(secondsPerStep('war', FLIPS_PER_SECOND.normal), 0.4);
    assert.equal(secondsPerStep('steal-war', FLIPS_PER_SECOND.slow), MAX_DECISION_PAUSE_MS / 1000);
    assert.equal(secondsPerStep('stacked-deck', FLIPS_PER_SECOND.fast), 0.125);
    assert.equal(secondsPerStep('war', FLIPS_PER_SECOND.max), 0);
    const f = figures({ variant: 'war', players: 4 }, 200, 5);
    const steps: number[] = [];
    const sim = startSimulation({ variant: 'war', players: 4 }, { games: 200, seed: 5, onGame: (g) => steps.push(g.steps) });
    assert.ok(sim.ok);
    sim.value.run(200);
    steps.sort((x, y) => x - y);
    const tenth = (x: number) => Math.round(x * 10) / 10;
    const mean = steps.reduce((a, b) => a + b, 0) / 200;
    for (const [speed, step] of [
      ['slow', 1],
      ['normal', 0.4],
      ['fast', 0.125],
    ] as const)
      assert.deepEqual(f.time.find((t) => t.speed === speed)!.seconds, {
        stated: true,
        value: { mean: tenth(mean * step), median: tenth(steps[99] * step), p90: tenth(steps[179] * step) },
      });
    assert.deepEqual(
      f.time.map((t) => t.speed),
      ['slow', 'normal', 'fast'],
    );
  });

  it("a game's steps are the reducer's actions in every family: wars where a seat runs out, games ending mid-trick", () => {
    const sets: OptionsInput[] = [
      ...['war', 'war-cards', 'w-a-r', 'war-jokers', 'razboi', 'russian', 'pyanitsa', 'tod-und-leben', 'steal-war'].map((variant) => ({
        variant,
      })),
      { variant: 'stacked-deck' },
      { variant: 'war', players: 4 },
      { variant: 'war', players: 4, outOfCards: 'fewest' },
      { variant: 'razboi', players: 3, outOfCards: 'lose' },
      { variant: 'war', deck: '4x4', objective: 'first-out-loses' },
      { variant: 'war', deck: '4x4', players: 3, objective: 'avoid-all' },
    ];
    for (const input of sets) {
      const o = resolveOptions(input);
      assert.ok(o.ok);
      const games: GameFigures[] = [];
      const n = input.variant === 'stacked-deck' ? 3 : input.variant === 'steal-war' ? 12 : 60;
      const sim = startSimulation(input, { games: n, seed: 11, onGame: (g) => games.push(g) });
      assert.ok(sim.ok);
      sim.value.run(n);
      for (const g of games) {
        const s = newGame(o.value, g.seed);
        let actions = 0;
        for (let a = autoAction(s, true); a !== null && applyInPlace(s, a, []) === null; a = autoAction(s, true)) actions++;
        assert.equal(g.steps, actions, `${JSON.stringify(input)} game ${g.index} (${g.reason})`);
      }
    }
  });
});
