// `piecepack-war figures`: text and JSON equal to the engine's figures for the same seed, --compare side by side, and
// one-line usage errors with exit code 2.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { FLIPS_PER_SECOND, SPEED_NAMES, variantFigures, type OptionsInput, type VariantFigures } from '../../engine/src/index.ts';
import * as widgetSpeeds from '../../webview/src/game/speed.ts';
import { cli } from './in-process.ts';

function engine(input: OptionsInput, games: number, seed: number): VariantFigures {
  const r = variantFigures(input, { games, seed });
  assert.ok(r.ok);
  return r.value;
}

describe('piecepack-war figures', () => {
  it('--json prints the engine’s figures for the same options, games and seed', async () => {
    const r = await cli('figures', '--variant', 'war-cards', '--pickup', 'in-order', '--games', '300', '--seed', '7', '--json');
    assert.equal(r.code, 0);
    assert.deepEqual(r.err, []);
    assert.equal(r.out.length, 1);
    assert.deepEqual(JSON.parse(r.out[0]), engine({ variant: 'war-cards', pickup: 'in-order' }, 300, 7));
  });

  it('prints the figures as text: length, loops, draws, each seat, time at each speed', async () => {
    const r = await cli('figures', '--variant', 'war-cards', '--pickup', 'in-order', '--games', '300', '--seed', '7');
    assert.equal(r.code, 0);
    const f = engine({ variant: 'war-cards', pickup: 'in-order' }, 300, 7);
    assert.ok(f.length.stated && f.neverEnds.cycle.count > 0);
    const text = r.out.join('\n');
    assert.match(r.out[0], /^war-cards: figures from 300 games \(seed 7\)/);
    assert.ok(text.includes(`median ${f.length.value.median}, 90th percentile ${f.length.value.p90}`), text);
    assert.ok(text.includes(`never ends: ${f.neverEnds.cycle.count} by a cycle`), text);
    assert.equal(r.out.filter((l) => /^ {2}seat \d wins: /.test(l)).length, 2);
    assert.deepEqual(
      r.out.filter((l) => l.startsWith('  time at ')).map((l) => l.split(' ')[4]),
      ['slow', 'normal', 'fast'],
    );
  });

  it('says "not enough games" rather than a figure the sample cannot support', async () => {
    const r = await cli('figures', '--variant', 'war', '--games', '10');
    assert.equal(r.code, 0);
    assert.match(r.out[1], /length in tricks \(10 finished games\): not enough games: 10 finished, 20 needed/);
    assert.ok(r.out.filter((l) => /seat \d wins: not enough games/.test(l)).length === 2);
  });

  it('--compare sets variants side by side, the game options applying to each', async () => {
    const r = await cli('figures', '--compare', 'war,war-cards,razboi', '--players', '2', '--games', '200', '--json');
    assert.equal(r.code, 0);
    const all = JSON.parse(r.out[0]) as VariantFigures[];
    assert.deepEqual(
      all.map((f) => f.variant),
      ['war', 'war-cards', 'razboi'],
    );
    for (const f of all) assert.deepEqual(f, engine({ variant: f.variant, players: 2 }, 200, 1));
    const text = await cli('figures', '--compare', 'war,war-cards,razboi', '--players', '2', '--games', '200');
    assert.equal(text.code, 0);
    assert.match(text.out[1], /^ +war +war-cards +razboi$/);
    const median = text.out.find((l) => l.startsWith('  median length'))!;
    assert.deepEqual(
      median.trim().split(/ +/).slice(2),
      all.map((f) => String(f.length.stated && f.length.value.median)),
    );
    assert.ok(text.out.some((l) => /^ {2}median time, normal /.test(l)));
  });

  it('usage errors exit 2 with one line', async () => {
    for (const [argv, message] of [
      [['--compare', 'war'], /--compare takes 2 to 12 variant names/],
      [['--compare', 'war,nope'], /--compare: "nope" is not a variant/],
      [['--variant', 'war', '--compare', 'war,razboi'], /--variant does not go with --compare/],
      [['--compare', 'war,stacked-deck', '--pickup', 'in-order'], /--pickup \(in "stacked-deck"\): pickup does not apply/],
      [['--variant', 'war', '--pickup', 'sideways'], /--pickup: pickup must be/],
      [['--games', '0'], /--games must be a whole number from 1 to 1000000/],
      [['--games', '1000001'], /--games must be/],
      [['--seed', 'x'], /--seed must be/],
      [['--workers', '2'], /unknown flag --workers/],
      [['war'], /unexpected word "war"/],
    ] as const) {
      const r = await cli('figures', ...argv);
      assert.equal(r.code, 2, argv.join(' '));
      assert.equal(r.err.length, 1, argv.join(' '));
      assert.match(r.err[0], message);
      assert.deepEqual(r.out, []);
    }
  });

  it("times games at the widget's own speeds: one table, the engine's, that the widget imports", async () => {
    assert.equal(widgetSpeeds.FLIPS_PER_SECOND, FLIPS_PER_SECOND);
    assert.equal(widgetSpeeds.SPEED_NAMES, SPEED_NAMES);
    assert.equal(widgetSpeeds.parseSpeed('normal'), FLIPS_PER_SECOND.normal);
    const r = await cli('figures', '--variant', 'war', '--games', '40', '--json');
    const f = JSON.parse(r.out[0]) as VariantFigures;
    assert.deepEqual(
      f.time.map((t) => [t.speed, t.flipsPerSecond]),
      SPEED_NAMES.filter((s) => s !== 'max').map((s) => [s, FLIPS_PER_SECOND[s]]),
    );
  });

  it('has help, and the command list names it', async () => {
    const r = await cli('figures', '--help');
    assert.equal(r.code, 0);
    assert.match(r.out[0], /^usage: piecepack-war figures /);
    for (const flag of ['--games', '--seed', '--compare', '--json'])
      assert.ok(
        r.out.some((l) => l.startsWith(`  ${flag} `)),
        flag,
      );
    const all = await cli('--help');
    assert.ok(all.out.some((l) => /^ {2}figures +How a variant plays/.test(l)));
  });
});
