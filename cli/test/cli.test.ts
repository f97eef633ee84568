// The command line as a newcomer runs it: results, JSON fields, workers, records, and exit code 2 for bad flags.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'mocha';
import { replay, resolveOptions, simulate, VARIANT_NAMES, type TodOptions, type WarOptions } from '../../engine/src/index.ts';
import { compileReference, familyArgs, familySource, runReference } from '../reference.ts';
import { OWN_FLAGS_ONLY, parseArgs, type FlagSpec } from '../args.ts';
import { COMMANDS } from '../main.ts';
import { cli } from './in-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'pw-cli-'));

describe('piecepack-war CLI', () => {
  it('simulate --json prints one object with every documented field', async () => {
    const r = await cli('simulate', '--variant', 'war-cards', '--war-face-down', '3', '--games', '500', '--seed', '4', '--json');
    assert.equal(r.code, 0);
    assert.equal(r.out.length, 1);
    const s = JSON.parse(r.out[0]);
    for (const key of [
      'variant',
      'options',
      'games',
      'finished',
      'draws',
      'cycles',
      'capped',
      'tricks',
      'wins',
      'wars',
      'elapsedMs',
      'tricksPerSecond',
    ])
      assert.ok(key in s, key);
    for (const key of ['mean', 'median', 'p90', 'p99', 'max', 'histogram']) assert.ok(key in s.tricks, key);
    assert.equal(s.variant, 'war-cards');
    assert.equal(s.options.warFaceDown, 3);
    assert.equal(s.games, 500);
    assert.equal(s.finished + s.cycles + s.capped, 500);
    assert.equal(s.wins[0] + s.wins[1] + s.draws, s.finished);
    assert.ok(s.tricks.median > 0 && s.tricks.p90 >= s.tricks.median && s.tricks.max >= s.tricks.p99);
    assert.equal(
      s.tricks.histogram.reduce((a: number, b: { count: number }) => a + b.count, 0),
      s.finished,
    );
    assert.ok(s.wars.perGame > 0 && s.wars.byDepth[0] > 0);
  });

  it('simulate prints a readable summary and a text histogram', async () => {
    const r = await cli('simulate', '--variant', 'tod-und-leben', '--games', '200');
    assert.equal(r.code, 0);
    assert.match(r.out.join('\n'), /tricks per finished game: mean [\d.]+, median \d+/);
    assert.ok(
      r.out.some((l) => / \| #+ +\d+$/.test(l)),
      'a histogram row with a bar',
    );
  });

  it('deterministic pickups that loop are counted as cycles', async () => {
    const r = await cli('simulate', '--variant', 'war', '--pickup', 'in-order', '--games', '300', '--json');
    const s = JSON.parse(r.out[0]);
    assert.ok(s.cycles > 0, 'some in-order games loop');
    assert.equal(s.finished + s.cycles + s.capped, 300);
  });

  it('--workers gives the same results as one thread', async () => {
    const one = JSON.parse((await cli('simulate', '--variant', 'war', '--players', '3', '--games', '400', '--json')).out[0]);
    const two = JSON.parse(
      (await cli('simulate', '--variant', 'war', '--players', '3', '--games', '400', '--workers', '2', '--json')).out[0],
    );
    for (const s of [one, two]) {
      delete s.elapsedMs;
      delete s.tricksPerSecond;
      delete s.workers;
    }
    assert.deepEqual(two, one);
  });

  for (const [args, flag, words] of [
    [['--players', 'banana'], '--players', /from 2 to 6/],
    [['--variant', 'snap'], '--variant', /war-cards/],
    [['--packs', '0'], '--packs', /from 1 to/],
    [['--games', '0'], '--games', /at least|from 1/],
    [['--frobnicate', '1'], '--frobnicate', /unknown flag/],
    [['--war-face-down'], '--war-face-down', /needs a value/],
    [['--variant', 'war', '--rounds', '2'], '--rounds', /does not apply/],
    [
      ['--variant', 'steal-war', '--seats', 'human,computer:hard'],
      '--seats',
      /"computer:hard".*computer:easy, computer:normal or computer:strong/,
    ],
  ] as const) {
    it(`a bad value (${args.join(' ')}) exits 2 with a message naming ${flag}, printing nothing else`, async () => {
      const r = await cli('simulate', ...args);
      assert.equal(r.code, 2);
      assert.deepEqual(r.out, []);
      assert.equal(r.err.length, 1);
      assert.ok(r.err[0].includes(flag), r.err[0]);
      assert.match(r.err[0], words);
    });
  }

  it('play --json writes a record that replay reproduces exactly', async () => {
    const rec = await cli('play', '--variant', 'razboi', '--seed', '9', '--json');
    const file = join(dir, 'game.json');
    writeFileSync(file, rec.out[0]);
    const record = JSON.parse(rec.out[0]);
    const r = await cli('replay', file, '--json');
    assert.equal(r.code, 0);
    const outcome = JSON.parse(r.out[0]);
    assert.equal(outcome.ok, true);
    assert.equal(outcome.hash, record.final);
    assert.equal(outcome.actions, record.actions.length);
  });

  it("play --seats chooses each computer seat's level; the record keeps them and replays", async () => {
    const levels = await cli('play', '--variant', 'stacked-deck', '--seats', 'computer:easy,computer:normal', '--seed', '5', '--json');
    assert.equal(levels.code, 0, levels.err.join('\n'));
    const record = JSON.parse(levels.out[0]);
    assert.deepEqual(record.options.seats, ['computer:easy', 'computer:normal']);
    const strong = JSON.parse(
      (await cli('play', '--variant', 'stacked-deck', '--seats', 'computer:strong,computer', '--seed', '5', '--json')).out[0],
    );
    assert.deepEqual(strong.options.seats, ['computer', 'computer'], 'computer:strong is the strong player, written computer');
    assert.notDeepEqual(strong.actions, record.actions, 'the levels play differently');
    const file = join(dir, 'levels.json');
    writeFileSync(file, levels.out[0]);
    const r = await cli('replay', file, '--json');
    assert.equal(r.code, 0);
    assert.equal(JSON.parse(r.out[0]).hash, record.final);
  });

  it('play prints a readable log of the game', async () => {
    const r = await cli('play', '--variant', 'war', '--seed', '2');
    assert.match(r.out[0], /^trick 1: seat 1 .* of \w+, seat 2 .* of \w+$/);
    assert.match(r.out.at(-1)!, /^game over \(/);
  });

  it('replay says exactly where a record diverges', async () => {
    const record = JSON.parse((await cli('play', '--variant', 'war-cards', '--seed', '3', '--json')).out[0]);
    record.actions.splice(5, 1, { type: 'deal-again' });
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(record));
    const r = await cli('replay', file);
    assert.equal(r.code, 1);
    assert.match(r.err[0], /diverges at action 5/);
    const shortened = { ...record, actions: record.actions.slice(0, 5) };
    writeFileSync(file, JSON.stringify(shortened));
    const r2 = await cli('replay', file);
    assert.equal(r2.code, 1);
    assert.match(r2.err[0], /ends in a different state/);
  });

  it('variants lists every preset and option', async () => {
    const r = await cli('variants', '--json');
    const v = JSON.parse(r.out[0]);
    assert.deepEqual(
      v.variants.map((x: { name: string }) => x.name),
      VARIANT_NAMES,
    );
    assert.ok(v.options.some((o: { flag: string; allowed: string }) => o.flag === '--out-of-cards' && /last-card-up/.test(o.allowed)));
  });

  it('--help says what a trick is', async () => {
    const r = await cli('simulate', '--help');
    assert.equal(r.code, 0);
    assert.match(r.out.join('\n'), /a whole war, however deep, counts as one trick/);
  });

  it('simulate --json gives the turns figure and the cycle lengths', async () => {
    const s = JSON.parse((await cli('simulate', '--variant', 'war', '--pickup', 'in-order', '--games', '300', '--json')).out[0]);
    for (const key of ['mean', 'median', 'p90', 'p99', 'max', 'histogram']) assert.ok(key in s.turns && key in s.cycleLength, key);
    assert.ok(s.turns.mean >= s.tricks.mean);
    assert.equal(
      s.cycleLength.histogram.reduce((a: number, b: { count: number }) => a + b.count, 0),
      s.cycles,
    );
  });

  it('simulate --keep-cycles writes a record of every cycling game, each replaying to the cycle', async () => {
    const keep = join(dir, 'cycles');
    const r = await cli(
      'simulate',
      '--variant',
      'war',
      '--pickup',
      'in-order',
      '--games',
      '200',
      '--keep-cycles',
      keep,
      '--workers',
      '2',
      '--json',
    );
    const s = JSON.parse(r.out[0]);
    const files = readdirSync(keep);
    assert.ok(s.cycles > 0);
    assert.equal(files.length, s.cycles);
    assert.equal(s.keptCycles, s.cycles);
    for (const f of files.slice(0, 10)) {
      const end = replay(JSON.parse(readFileSync(join(keep, f), 'utf8')));
      assert.ok(end.ok && end.value.result?.reason === 'cycle', f);
    }
  });

  it('simulate --exhaustive plays every distinct deal and says so; with --give a seat holds the given ranks', async () => {
    const s = JSON.parse(
      (await cli('simulate', '--variant', 'war', '--deck', '3x2', '--pickup', 'winner-first', '--exhaustive', '--workers', '2', '--json'))
        .out[0],
    );
    assert.deepEqual(s.deals, { distinct: 90, played: 48, mirrorsCountedOnce: true });
    assert.equal(s.games, 90);
    const g = JSON.parse((await cli('simulate', '--variant', 'war-cards', '--give', '1=A,A,A,A', '--games', '400', '--json')).out[0]);
    assert.equal(g.give, '1=A,A,A,A');
    assert.ok(g.wins[0] > g.wins[1] * 2, 'the four aces win most games');
    for (const [args, words] of [
      [['--exhaustive', '--games', '5'], /--games does not go with --exhaustive/],
      [['--give', '3:5'], /--give: .*seats run from 1 to 2/],
      [['--deck', 'cards-52', '--exhaustive'], /more than/],
    ] as const) {
      const bad = await cli('simulate', '--variant', 'war', ...args);
      assert.equal(bad.code, 2, args.join(' '));
      assert.match(bad.err[0], words);
    }
  });

  it('a missing C reference is named from the install, never by the machine it runs on', () => {
    const missing = compileReference(join(familySource(), '..', 'missing.c'));
    assert.ok('why' in missing);
    assert.equal(missing.why, 'no reference source (bench/missing.c is not beside this install)');
  });

  it("bench prints its figures as JSON, asserting no speed: a row per chosen game, its totals the C reference's [full]", async function () {
    this.timeout(300_000);
    const r = await cli('bench', '--games', '1000', '--memory-games', '0', '--only', 'tod-und-leben', '--json');
    assert.equal(r.code, 0, r.err.join(' '));
    const b = JSON.parse(r.out[0]);
    assert.deepEqual(
      b.rows.map((row: { name: string }) => row.name),
      ['tod-und-leben'],
    );
    assert.ok(b.rows[0].oursTricksPerSecond > 0);
    assert.notEqual(b.rows[0].sameTotals, false, 'the C reference played other games');
    assert.equal(b.decisions, null);
  });

  it("bench/war-family.c plays exactly the engine's games: the same totals to the last trick", function () {
    const built = compileReference(familySource());
    if (!('exe' in built)) this.skip();
    for (const input of [
      { variant: 'war-cards' },
      { variant: 'razboi', players: 3 },
      { variant: 'war', pickup: 'naturelle', deck: '4x4' },
      { variant: 'pyanitsa', players: 4, packs: 2, pickup: 'winner-first' },
      { variant: 'war-jokers' },
      { variant: 'tod-und-leben', players: 3 },
      { variant: 'war-cards', pickup: 'in-order', outOfCards: 'last-card-up' },
      { variant: 'war-cards', players: 3, outOfCards: 'last-card-up' },
      { variant: 'war', players: 4, packs: 2, outOfCards: 'last-card-up' },
    ]) {
      const o = resolveOptions(input);
      const ours = simulate(input, { games: 400, seed: 5 });
      assert.ok(o.ok && ours.ok);
      const ref = runReference(built.exe, ['400', '5', ...familyArgs(o.value as WarOptions | TodOptions)]);
      assert.ok(ref.ran, JSON.stringify(ref));
      const s = ours.value;
      assert.deepEqual(
        [ref.fields.finished, ref.fields.draws, ref.fields.cycles, ref.fields.capped, ref.fields.wins].map(String),
        [s.finished, s.draws, s.cycles, s.capped, s.wins.join(',')].map(String),
        JSON.stringify(input),
      );
      assert.equal(Number(ref.fields.turns), Math.round(s.turns.mean * s.finished), `${JSON.stringify(input)}: turns`);
    }
  });

  it('every command refuses a word or a flag it does not take: exit 2, one line on stderr, nothing on stdout', async () => {
    const file = join(dir, 'ok.json');
    writeFileSync(file, (await cli('play', '--seed', '5', '--json')).out[0]);
    for (const [name, command] of Object.entries(COMMANDS)) {
      const base = command.takes.words === 1 ? [file] : [];
      const cases = [
        [...base, 'stray'],
        [...base, '--frobnicate'],
        [...base, '--json', '--json'],
      ];
      if (!command.takes.engineOptions) cases.push([...base, '--variant', 'war']);
      for (const args of cases) {
        const r = await cli(name, ...args);
        assert.equal(r.code, 2, `${name} ${args.join(' ')}`);
        assert.deepEqual(r.out, [], `${name} ${args.join(' ')}`);
        assert.equal(r.err.length, 1, `${name} ${args.join(' ')}: ${r.err.join(' / ')}`);
      }
    }
  });

  it('simulate 5000 is refused (it used to run the default 10,000 games); replay f --variant x is refused', async () => {
    const r = await cli('simulate', '5000');
    assert.equal(r.code, 2);
    assert.match(r.err[0], /unexpected word "5000"/);
    const file = join(dir, 'v.json');
    writeFileSync(file, (await cli('play', '--seed', '5', '--json')).out[0]);
    const v = await cli('replay', file, '--variant', 'x');
    assert.equal(v.code, 2);
    assert.match(v.err[0], /--variant is a game option; this command takes none/);
  });

  it("the strict reading holds for any flag a command adds later: it comes from the command's own list", () => {
    const flags: FlagSpec[] = [{ name: 'new-flag', kind: 'int', min: 0, doc: 'added later' }];
    assert.deepEqual(parseArgs(['--new-flag', '3'], flags, OWN_FLAGS_ONLY).flags, { 'new-flag': 3 });
    assert.throws(() => parseArgs(['--new-flag', '3', 'extra'], flags, OWN_FLAGS_ONLY), /unexpected word "extra"/);
    assert.throws(() => parseArgs(['--new-flag', '3', '--packs', '2'], flags, OWN_FLAGS_ONLY), /--packs is a game option/);
    assert.throws(() => parseArgs(['--new-flag', '3', '--new-flag', '4'], flags, OWN_FLAGS_ONLY), /given twice/);
    assert.throws(() => parseArgs(['--old-flag'], flags, OWN_FLAGS_ONLY), /unknown flag --old-flag/);
  });

  it('without a command, usage goes to stderr with exit 2; help asked for goes to stdout with exit 0', async () => {
    const none = await cli();
    assert.equal(none.code, 2);
    assert.deepEqual(none.out, []);
    assert.match(none.err.join('\n'), /usage: piecepack-war COMMAND/);
    for (const args of [['help'], ['--help'], ['help', 'replay'], ['replay', '--help']]) {
      const r = await cli(...args);
      assert.equal(r.code, 0, args.join(' '));
      assert.deepEqual(r.err, []);
      assert.match(r.out[0], /^usage: piecepack-war/);
    }
    const unknown = await cli('help', 'dance');
    assert.equal(unknown.code, 2);
    assert.deepEqual(unknown.out, []);
    assert.match(unknown.err[0], /unknown command "dance"/);
  });

  it('replay reads a record that starts with a UTF-8 byte order mark', async () => {
    const file = join(dir, 'bom.json');
    writeFileSync(file, '\uFEFF' + (await cli('play', '--seed', '6', '--json')).out[0]);
    const r = await cli('replay', file);
    assert.equal(r.code, 0, r.err.join(' '));
    assert.match(r.out[0], /^replayed \d+ actions/);
  });

  it('replay stops reading a file past 64 MB and says so (/dev/zero never ends)', async () => {
    const r = await cli('replay', '/dev/zero');
    assert.equal(r.code, 1);
    assert.deepEqual(r.err, ['cannot read "/dev/zero": it holds more than 64 MB; a game record is far smaller']);
  });

  it('a megabyte-long word, flag or command is echoed cut short', async () => {
    const mb = 'x'.repeat(1 << 20);
    for (const args of [[mb], ['simulate', mb], ['simulate', `--${mb}`], ['simulate', '--games', mb], ['simulate', '--variant', mb]]) {
      const r = await cli(...args);
      assert.equal(r.code, 2);
      assert.ok(r.err.join('').length < 500, `${r.err.join('').length} characters`);
    }
  });

  it('the installed executable exits 2 on a bad flag with only the message on stderr', () => {
    const r = spawnSync(process.execPath, ['bin/piecepack-war.js', 'simulate', '--players', '1'], { encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /--players/);
  });
});
