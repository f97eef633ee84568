// An animation's frames (picture/frames.ts) and what `render` makes of them: each step's verdict drawn
// (the winner's pieces outlined, "Seat 2 takes the trick", "War!"), empty tables between tricks left out, the last N
// tricks and the last war as ranges, twice the size on asking; bad ranges exit 2 with one line.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'mocha';
import { autoAction, createGame, makeRecord, step, type Action, type GameState, type OptionsInput } from '../../engine/src/index.ts';
import { emptyTable, keptFrames, NO_WAR, pickedSteps, recordFrames, type PictureFrame } from '../../picture/frames.ts';
import { positionSvg } from '../../picture/position-svg.ts';
import { gifFrames, pngSize } from '../../webview/test/image-bytes.ts';
import { cli } from './in-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'pw-frames-'));

/** A whole game played by the computer, as a record. */
function game(options: OptionsInput, seed: number): { record: unknown; actions: number } {
  const created = createGame(options, seed);
  assert.ok(created.ok);
  let s: GameState = created.value;
  const actions: Action[] = [];
  for (let a = autoAction(s, true); a; a = autoAction(s, true)) {
    const r = step(s, a);
    assert.ok(r.ok);
    s = r.value.state;
    actions.push(a);
  }
  return { record: makeRecord(created.value.options, seed, actions), actions: actions.length };
}

function frames(record: unknown, from: number, to: number): PictureFrame[] {
  const r = recordFrames(record, from, to);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const WAR = game({ variant: 'war-cards' }, 3);
const all = frames(WAR.record, 0, WAR.actions);
const onTable = (f: PictureFrame) => f.view.family !== 'stacked-deck' && f.view.seats.some((s) => s.played.length > 0);
/** The x range of seat `i`'s column in a picture (columns are 210 units wide from a 16-unit margin). */
const column = (i: number) => [16 + i * 210, 16 + (i + 1) * 210 - 14];

describe('picture frames', () => {
  it("a frame that decides a trick outlines the winner's pieces and says who takes it", () => {
    const decided = all.filter((f) => f.verdict?.kind === 'trick');
    assert.ok(decided.length > 20);
    for (const f of decided) {
      // The engine's own view agrees: the pot waits for the seat the verdict names.
      assert.ok(f.view.family === 'war' && f.view.phase === 'collect');
      assert.equal(f.verdict!.kind === 'trick' && f.verdict!.seat, f.view.trickWinner);
    }
    const f = decided[0];
    const svg = positionSvg(f.view, { verdict: f.verdict });
    const seat = f.verdict!.kind === 'trick' ? f.verdict!.seat : -1;
    assert.match(svg, new RegExp(`>Seat ${seat + 1} takes the trick</text>`));
    const outlines = [...svg.matchAll(/<rect class="pp-verdict-outline takes" x="(\d+)"/g)];
    assert.equal(outlines.length, 1);
    const x = Number(outlines[0][1]);
    assert.ok(x >= column(seat)[0] - 6 && x < column(seat)[1], `outline at ${x}, seat ${seat}`);
    // Without its verdict the same position says nothing of it.
    const plain = positionSvg(f.view);
    assert.ok(!plain.includes('takes the trick') && !plain.includes('<rect class="pp-verdict-outline'), 'a verdict without one');
  });

  it('a tie says "War!" and outlines the tied seats; face-down pieces stay backs', () => {
    const tie = all.find((f) => f.verdict?.kind === 'war');
    assert.ok(tie && tie.verdict?.kind === 'war');
    const svg = positionSvg(tie.view, { verdict: tie.verdict, words: { warMark: 'Krieg!' } });
    assert.match(svg, />Krieg!<\/text>/);
    assert.equal([...svg.matchAll(/class="pp-verdict-outline tied"/g)].length, tie.verdict.seats.length);
    const later = all.find((f) => f.step > tie.step && f.view.family === 'war' && f.view.seats.some((s) => s.played.some((p) => !p.up)));
    const view = later?.view;
    if (view?.family !== 'war') throw new Error('a war with pieces face down');
    const down = view.seats.reduce((n, s) => n + s.played.filter((p) => !p.up).length, 0);
    const drawn = positionSvg(view, { verdict: later!.verdict });
    // The piles' backs (one a seat with pieces) and the war's backs: no more faces than the view has.
    const piles = view.seats.filter((s) => s.count > 0).length;
    assert.equal([...drawn.matchAll(/data-face="down"/g)].length, piles + down);
  });

  it('the end says who won the game, not the last trick', () => {
    const end = all[all.length - 1];
    assert.ok(end.view.result);
    const svg = positionSvg(end.view, { verdict: end.verdict });
    assert.match(svg, />Seat \d wins<\/text>/);
    assert.ok(!svg.includes('<g class="pp-verdict"'), 'a trick verdict at the end');
  });

  it('an animation leaves out the empty tables between tricks, keeping the start', () => {
    const kept = keptFrames(all);
    assert.equal(kept[0].step, 0);
    assert.ok(!onTable(kept[0]));
    // Every frame with pieces in play and the end are kept; every other empty table is gone.
    const expected = all.filter((f, i) => i === 0 || onTable(f) || f.view.result !== null);
    assert.deepEqual(
      kept.map((f) => f.step),
      expected.map((f) => f.step),
    );
    assert.ok(kept.length < all.length * 0.6, `${kept.length} of ${all.length}`);
    assert.ok(all.slice(1).some(emptyTable));
  });

  it('the last N tricks: from the table before the first of them to the end', () => {
    const last = all[all.length - 1].trick;
    const picked = pickedSteps(all, { last: 3 });
    assert.ok(picked.ok);
    const { from, to } = picked.value;
    assert.equal(to, WAR.actions);
    assert.equal(all[from].trick, last - 3);
    assert.ok(!onTable(all[from]));
    const tricks = new Set(all.slice(from + 1, to + 1).map((f) => f.view.family === 'war' && f.view.tricks));
    assert.deepEqual([...tricks], [last - 2, last - 1, last]);
    // A count that is no number, or less than one, is one trick.
    for (const last of [Number.NaN, -5, 0]) assert.deepEqual(pickedSteps(all, { last }), pickedSteps(all, { last: 1 }));
    // More tricks than the game has: all of it.
    const whole = pickedSteps(all, { last: 10_000 });
    assert.deepEqual(whole.ok && whole.value, { from: 0, to: WAR.actions });
  });

  it('this war: the last war up to a step, from the table before it to its verdict', () => {
    const ties = all.filter((f) => f.verdict?.kind === 'war');
    const picked = pickedSteps(all, { war: true });
    assert.ok(picked.ok);
    const range = all.slice(picked.value.from, picked.value.to + 1);
    assert.ok(range.includes(ties[ties.length - 1]));
    assert.ok(range.slice(1).every((f) => f.trick === range[1].trick));
    assert.ok(range.some((f) => f.verdict?.kind === 'trick'));
    // A war still on the table at `to` is the one picked, cut at `to`.
    const mid = ties[0].step;
    const upTo = pickedSteps(all.slice(0, mid + 1), { war: true });
    assert.ok(upTo.ok && upTo.value.to === mid && all[upTo.value.from + 1].trick === ties[0].trick);
    // No war yet: refused.
    assert.deepEqual(pickedSteps(all.slice(0, ties[0].step), { war: true }), { ok: false, error: NO_WAR });
  });
});

describe('render: verdicts, ranges and size', () => {
  const file = join(dir, 'war.json');
  writeFileSync(file, JSON.stringify(WAR.record));

  it('--last N and --war animate those tricks only, empty tables left out', async () => {
    for (const [args, pick] of [
      [['--last', '3'], { last: 3 }],
      [['--war'], { war: true }],
    ] as const) {
      const out = join(dir, 'pick.gif');
      const r = await cli('render', file, ...args, '--pace', '100', '--out', out);
      assert.equal(r.code, 0, r.err.join('\n'));
      const picked = pickedSteps(all, pick);
      assert.ok(picked.ok);
      const expected = keptFrames(all.slice(picked.value.from, picked.value.to + 1)).length;
      assert.equal(gifFrames(readFileSync(out)).frames, expected, args.join(' '));
    }
  });

  it('--scale 2 draws PNG and GIF at twice the size', async () => {
    const one = join(dir, 'one.png');
    const two = join(dir, 'two.png');
    assert.equal((await cli('render', file, '--step', '39', '--out', one)).code, 0);
    assert.equal((await cli('render', file, '--step', '39', '--scale', '2', '--out', two)).code, 0);
    const [a, b] = [pngSize(readFileSync(one)), pngSize(readFileSync(two))];
    assert.deepEqual(b, { width: a.width * 2, height: a.height * 2 });
    const gif = join(dir, 'two.gif');
    assert.equal((await cli('render', file, '--last', '1', '--scale', '2', '--out', gif)).code, 0);
    assert.equal(gifFrames(readFileSync(gif)).width, a.width * 2);
  });

  it('a bad range or size exits 2 with one line', async () => {
    const firstTie = all.find((f) => f.verdict?.kind === 'war')!.step;
    for (const [args, message] of [
      [['--war', '--to', String(firstTie - 1)], new RegExp(`--war: ${NO_WAR} up to step ${firstTie - 1}`)],
      [['--last', '2', '--from', '3'], /one of --from, --last or --war/],
      [['--last', '0'], /--last/],
      [['--war', '--last', '2'], /one of --from, --last or --war/],
      [['--scale', '3'], /--scale/],
      [['--scale', '2', '--width', '500'], /choose one/],
    ] as const) {
      const r = await cli('render', file, ...args, '--out', join(dir, 'bad.gif'));
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.err.length, 1, r.err.join('\n'));
      assert.match(r.err[0], message);
    }
    for (const args of [['--war'], ['--scale', '2']]) {
      const r = await cli('render', file, ...args, '--out', join(dir, 'bad.svg'));
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.err.length, 1);
    }
  });
});
