// `piecepack-war render`: a record's position as SVG, PNG, an animated GIF or a Unicode diagram; usage errors exit 2.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'mocha';
import { gifFrames, pngSize } from '../../webview/test/image-bytes.ts';
import { cli } from './in-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'pw-render-'));

/** A seeded War game's record, written to a file. */
async function recordFile(name: string, ...options: string[]): Promise<{ file: string; actions: number }> {
  const r = await cli('play', ...options, '--json');
  assert.equal(r.code, 0);
  const file = join(dir, name);
  writeFileSync(file, r.out.join('\n'));
  return { file, actions: (JSON.parse(r.out.join('\n')) as { actions: unknown[] }).actions.length };
}

describe('piecepack-war render', () => {
  it('writes an SVG of the position after --step actions', async () => {
    const { file } = await recordFile('war.json', '--variant', 'war', '--seed', '3');
    const out = join(dir, 'war.svg');
    const r = await cli('render', file, '--step', '33', '--out', out);
    assert.equal(r.code, 0, r.err.join('\n'));
    const svg = readFileSync(out, 'utf8');
    assert.match(svg, /^<\?xml[^>]*>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(svg, /trick \d+/);
    assert.ok(!svg.includes('var('));
  });

  it('prints the Unicode diagram with --text; the step changes it', async () => {
    const { file } = await recordFile('war.json', '--variant', 'war', '--seed', '3');
    const a = await cli('render', file, '--step', '0', '--text');
    assert.equal(a.code, 0);
    assert.deepEqual(a.out, ['War (piecepack) · trick 0\nSeat 1  ╋×12\nSeat 2  ╋×12']);
    const b = await cli('render', file, '--step', '1', '--text');
    assert.match(b.out[0], /Seat 1 {2}╋×11 {2}\[[☼☾♛⚜][na2-5]\]/);
  });

  it('writes a PNG of the asked width', async () => {
    const { file } = await recordFile('cards.json', '--variant', 'war-cards', '--packs', '2', '--players', '3', '--seed', '4');
    const out = join(dir, 'cards.png');
    const r = await cli('render', file, '--step', '30', '--out', out, '--theme', 'dark', '--width', '900');
    assert.equal(r.code, 0, r.err.join('\n'));
    const size = pngSize(readFileSync(out));
    assert.equal(size.width, 900);
    assert.ok(size.height > 300 && size.height < 900, String(size.height));
  });

  it('writes an animated GIF with one frame per step of --from..--to but the empty tables after the first', async () => {
    const { file } = await recordFile('war.json', '--variant', 'war', '--seed', '3');
    const out = join(dir, 'war.gif');
    const r = await cli('render', file, '--from', '10', '--to', '21', '--pace', '200', '--out', out);
    assert.equal(r.code, 0, r.err.join('\n'));
    // A step whose diagram shows no piece in play ("[...]") between two tricks is left out; the first is kept.
    let expected = 1;
    for (let k = 11; k <= 21; k++) if ((await cli('render', file, '--step', String(k), '--text')).out[0].includes('[')) expected++;
    assert.ok(expected >= 6 && expected < 12, String(expected));
    assert.equal(gifFrames(readFileSync(out)).frames, expected);
  });

  it('refuses what it cannot do with exit code 2 and one line', async () => {
    const { file, actions } = await recordFile('war.json', '--variant', 'war', '--seed', '3');
    for (const [args, message] of [
      [['--step', String(actions + 1), '--out', join(dir, 'x.svg')], new RegExp(`--step must be from 0 to ${actions}`)],
      [['--out', join(dir, 'x.bmp')], /must end in \.svg, \.png or \.gif/],
      [[], /needs --out FILE/],
      [['--text', '--theme', 'blue'], /--theme must be light or dark/],
      [['--out', join(dir, 'x.gif'), '--from', '5', '--to', '2'], /comes before --from/],
      [['--out', join(dir, 'x.svg'), '--pace', '100'], /for an animation/],
    ] as const) {
      const r = await cli('render', file, ...args);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.err.length, 1);
      assert.match(r.err[0], message);
    }
  });
});
