// What a researcher expects of the command line: --version and -h, one line per game (--per-game, CSV or JSON Lines)
// that agrees with the summary and replays with `play --seed`, confidence intervals beside win shares, and rounds (not
// empty turns) for Stacked Deck War.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'mocha';
import { replay } from '../../engine/src/index.ts';
import { wilson } from '../format.ts';
import type { Io } from '../io.ts';
import { main } from '../main.ts';
import { cli } from './in-process.ts';

describe('the command line for researchers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pw-cli-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('--version prints the package version alone; -h is --help', async () => {
    const v = await cli('--version');
    assert.equal(v.code, 0);
    assert.deepEqual(v.out, [JSON.parse(readFileSync('package.json', 'utf8')).version]);
    const short = await cli('-h');
    assert.equal(short.code, 0);
    assert.deepEqual(short.out, (await cli('--help')).out);
    const sim = await cli('simulate', '-h');
    assert.equal(sim.code, 0);
    assert.ok(sim.out.some((l) => l.includes('--per-game')));
  });

  it('--per-game FILE.csv: one row per game, in order, summing to the summary; a row replays with play --seed', async () => {
    const file = join(dir, 'games.csv');
    const r = await cli('simulate', '--variant', 'war', '--games', '400', '--workers', '2', '--seed', '9', '--per-game', file, '--json');
    assert.equal(r.code, 0, r.err.join('\n'));
    const summary = JSON.parse(r.out[0]) as { wins: number[]; finished: number; tricks: { mean: number }; wars: { perGame: number } };
    const [header, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
    assert.equal(header, 'game,seed,winner,reason,tricks,turns,wars,cycle');
    assert.equal(rows.length, 400);
    const cells = rows.map((row) => row.split(','));
    assert.deepEqual(
      cells.map((c) => Number(c[0])),
      [...Array(400).keys()],
    );
    const won = (seat: string): number => cells.filter((c) => c[2] === seat).length;
    assert.deepEqual([won('1'), won('2')], summary.wins);
    const finished = cells.filter((c) => c[3] !== 'cycle' && c[3] !== 'cap');
    const mean = finished.reduce((a, c) => a + Number(c[4]), 0) / finished.length;
    assert.ok(Math.abs(mean - summary.tricks.mean) < 1e-9, `${mean} vs ${summary.tricks.mean}`);
    const wars = cells.reduce((a, c) => a + Number(c[6]), 0) / 400;
    assert.ok(Math.abs(wars - summary.wars.perGame) < 1e-9, `${wars} vs ${summary.wars.perGame}`);
    const [, seed, winner, , tricks] = cells[17];
    const played = await cli('play', '--variant', 'war', '--seed', seed);
    assert.equal(played.out.at(-1), `game over (all-pieces): seat ${winner} wins`);
    assert.ok(
      played.out.some((l) => l.startsWith(`trick ${tricks}:`)) && !played.out.some((l) => l.startsWith(`trick ${Number(tricks) + 1}:`)),
    );
  });

  it('--per-game streams: the lines are in the file while the games run, the same lines for any number of workers', async () => {
    const files = [1, 2, 3].map((workers) => ({ workers, file: join(dir, `stream-${workers}.csv`) }));
    for (const { workers, file } of files) {
      let seen = 0;
      const io: Io = {
        out: () => {},
        err: (l) => assert.fail(l),
        progress: (line) => {
          if (line !== null) seen = Math.max(seen, statSync(file).size);
        },
        isTTY: true,
      };
      const code = await main(
        ['simulate', '--variant', 'war', '--games', '20000', '--seed', '3', '--workers', String(workers), '--per-game', file],
        io,
      );
      assert.equal(code, 0);
      const size = statSync(file).size;
      assert.ok(seen >= size / 2, `${workers} worker(s): ${seen} of ${size} bytes were written before the run ended`);
    }
    const [one, ...others] = files.map(({ file }) => readFileSync(file, 'utf8'));
    assert.equal(one.trim().split('\n').length, 20001);
    for (const other of others) assert.ok(other === one, 'the same file for 1, 2 and 3 workers');
  });

  it('--per-game on a full disk: one line naming the file, exit 1, the workers stopped', async () => {
    for (const [name, workers] of [
      ['full.csv', '1'],
      ['full.jsonl', '1'],
      ['full.jsonl', '2'],
    ]) {
      const file = join(dir, name);
      rmSync(file, { force: true });
      symlinkSync('/dev/full', file);
      const r = await cli('simulate', '--variant', 'war', '--games', '30000', '--workers', workers, '--per-game', file);
      assert.equal(r.code, 1, `${name}, ${workers} worker(s)`);
      assert.deepEqual(r.err, [`--per-game: cannot write ${file}: ENOSPC`]);
    }
  });

  it("play --give plays the game of a --give run's --per-game row again (shuffled pickups and Tod und Leben too)", async () => {
    for (const [variant, give] of [
      ['war-cards', '1:A,A'],
      ['war-cards', '1=A,A,A,A'],
      ['tod-und-leben', '2:A'],
    ]) {
      const file = join(dir, `given-${variant}.csv`);
      const r = await cli('simulate', '--variant', variant, '--give', give, '--games', '12', '--seed', '4', '--per-game', file);
      assert.equal(r.code, 0, r.err.join('\n'));
      const rows = readFileSync(file, 'utf8').trim().split('\n').slice(1);
      assert.equal(rows.length, 12);
      for (const row of rows) {
        const [, seed, winner, reason, tricks] = row.split(',');
        const played = await cli('play', '--variant', variant, '--give', give, '--seed', seed, '--json');
        assert.equal(played.code, 0, played.err.join('\n'));
        const record = JSON.parse(played.out[0]) as { deal: unknown[] };
        const end = replay(record);
        assert.ok(end.ok, `${variant} ${give} seed ${seed}: the record replays`);
        const s = end.value as { tricks: number; result: { reason: string; winners: number[] } | null };
        assert.deepEqual(
          [s.result?.reason, s.result?.winners.map((w) => w + 1).join('+'), s.tricks],
          [reason, winner === 'draw' ? '' : winner, Number(tricks)],
          `${variant} --give ${give} --seed ${seed}`,
        );
      }
    }
  });

  it('--give S=RANKS in Tod und Leben must name a full equal stack (the rules refuse unequal ones): exit 2, one line', async () => {
    for (const command of ['simulate', 'play']) {
      const r = await cli(command, '--variant', 'tod-und-leben', '--give', '1=A,A');
      assert.equal(r.code, 2, command);
      assert.deepEqual(r.out, []);
      assert.equal(r.err.length, 1);
      assert.match(
        r.err[0],
        /^--give: give: in Tod und Leben every player holds as many pieces as the others, 16 here \(got 2 for seat 1\)/,
      );
    }
  });

  it('play --give refuses --deal, a bad give and a game without given pieces, in one line with exit 2', async () => {
    for (const [args, words] of [
      [['--variant', 'war-cards', '--give', '1:A', '--deal', 'A;K'], /^--give does not go with --deal/],
      [['--variant', 'war-cards', '--give', '3:A'], /^--give: .*seats run from 1 to 2/],
      [['--variant', 'steal-war', '--give', '1:A'], /^--give: pieces are given in the War variants and Tod und Leben, not steal-war$/],
    ] as const) {
      const bad = await cli('play', ...args);
      assert.equal(bad.code, 2, args.join(' '));
      assert.equal(bad.err.length, 1, bad.err.join('\n'));
      assert.match(bad.err[0], words);
      assert.deepEqual(bad.out, []);
    }
  });

  it('--per-game FILE.jsonl for a decision game; the summary counts rounds and shows no turns', async () => {
    const file = join(dir, 'games.jsonl');
    const r = await cli('simulate', '--variant', 'stacked-deck', '--games', '4', '--per-game', file);
    assert.equal(r.code, 0, r.err.join('\n'));
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.equal(lines.length, 4);
    assert.deepEqual(Object.keys(lines[0]), ['game', 'seed', 'winner', 'winners', 'draw', 'reason', 'tricks', 'turns', 'wars', 'cycle']);
    const text = r.out.join('\n');
    assert.match(text, /rounds per finished game: mean/);
    assert.doesNotMatch(text, /turns per finished game/);
    assert.match(text, /game length \(rounds\) histogram/);
  });

  it('win shares carry their 95% confidence interval (Wilson), in words and in JSON', async () => {
    const r = await cli('simulate', '--variant', 'war', '--games', '200', '--json');
    const s = JSON.parse(r.out[0]) as {
      wins: number[];
      games: number;
      winShares: { share: number; ci95: { low: number; high: number } }[];
    };
    assert.equal(s.winShares.length, 2);
    assert.deepEqual(s.winShares[0].ci95, wilson(s.wins[0], 200));
    assert.ok(s.winShares[0].ci95.low < s.winShares[0].share && s.winShares[0].share < s.winShares[0].ci95.high);
    const words = await cli('simulate', '--variant', 'war', '--games', '200');
    assert.match(words.out.join('\n'), /wins by seat \(95% confidence interval\): seat 1 \d+ \([\d.]+%, [\d.]+-[\d.]+%\)/);
    // Known values: 50 of 100 is 40.4% to 59.6%; none of 10 still leaves up to 27.8%.
    const half = wilson(50, 100);
    assert.deepEqual([half.low.toFixed(3), half.high.toFixed(3)], ['0.404', '0.596']);
    assert.equal(wilson(0, 10).high.toFixed(3), '0.278');
  });

  it('a bad --per-game is one line and exit 2, before any game is played', async () => {
    for (const args of [
      ['--per-game', join(dir, 'games.txt')],
      ['--per-game', join(dir, 'no-such-folder', 'g.csv')],
      ['--per-game', join(dir, 'g.csv'), '--exhaustive', '--deck', '4x4'],
    ]) {
      const r = await cli('simulate', ...args);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.err.length, 1, r.err.join('\n'));
      assert.deepEqual(r.out, []);
    }
  });
});
