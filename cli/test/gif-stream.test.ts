// Animations stream: `render --out x.gif` and the widget's encoder draw each frame when it is encoded, with the same
// bytes as the whole-array encoder they replaced (cli/test/gif-whole.ts), and a long animation's memory stays bounded.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'mocha';
import { readRecord } from '../../engine/src/index.ts';
import { themeColours } from '../../picture/colours.ts';
import { encodeGif, paletteFrames, type Frame } from '../../picture/gif.ts';
import { positionSvg, svgSize } from '../../picture/position-svg.ts';
import { keptFrames, recordFrames } from '../../picture/frames.ts';
import { gifFrames } from '../../webview/test/image-bytes.ts';
import { svgToFrame } from '../raster.ts';
import { wholeArrayGif } from './gif-whole.ts';
import { cli } from './in-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'pw-gif-'));

/** A seeded game's record, written to a file. */
async function recordFile(name: string, ...options: string[]): Promise<{ file: string; record: unknown; actions: number }> {
  const r = await cli('play', ...options, '--json');
  assert.equal(r.code, 0);
  const file = join(dir, name);
  writeFileSync(file, r.out.join('\n'));
  const record = JSON.parse(r.out.join('\n')) as { actions: unknown[] };
  return { file, record, actions: record.actions.length };
}

/** Frame `i` of `count` test frames: a gradient that a moving block crosses (not drawn from any game). */
function testFrame(i: number, width = 40, height = 30): Frame {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const inBlock = Math.abs(x - ((i * 3) % width)) < 4 && Math.abs(y - ((i * 2) % height)) < 4;
      rgba.set(inBlock ? [250, (i * 37) % 256, 20, 255] : [x * 6, y * 8, (x + y + i) % 256, 255], at);
    }
  return { rgba, width, height };
}

describe('animations stream', () => {
  it('encodeGif asks for the palette sample, then each frame once in order; bytes as the whole-array encoder', async () => {
    for (const count of [0, 1, 5, 8, 9, 30]) {
      const asked: number[] = [];
      const bytes = await encodeGif(
        count,
        (i) => {
          asked.push(i);
          return testFrame(i);
        },
        100,
      );
      const every = Array.from({ length: count }, (_, i) => i);
      assert.deepEqual(asked, count === 0 ? [] : [...paletteFrames(count), ...every], `count ${count}`);
      assert.deepEqual(
        bytes,
        wholeArrayGif(
          every.map((i) => testFrame(i)),
          100,
        ),
        `count ${count}`,
      );
    }
    assert.deepEqual(paletteFrames(30), [0, 4, 8, 12, 16, 20, 24, 29]);
  });

  it('refuses frames of different sizes in the palette sample', async () => {
    await assert.rejects(
      encodeGif(20, (i) => testFrame(i, i === 0 ? 40 : 41), 100),
      /all be of one size/,
    );
  });

  // [full]: whole CLI runs; the first test holds the same bytes in this process for the quick loop.
  it('[full] render --out x.gif writes the bytes the whole-array path wrote, for fixed records', async function () {
    this.timeout(600_000);
    const war = await recordFile('war.json', '--variant', 'war', '--seed', '3');
    const cards = await recordFile('cards.json', '--variant', 'war-cards', '--packs', '2', '--players', '3', '--seed', '4');
    const cases: {
      record: unknown;
      file: string;
      args: string[];
      from: number;
      to: number;
      theme: 'light' | 'dark';
      pace: number;
      width?: number;
    }[] = [
      { ...war, args: [], from: 0, to: war.actions, theme: 'light', pace: 700 },
      { ...war, args: ['--from', '10', '--to', '14', '--pace', '200'], from: 10, to: 14, theme: 'light', pace: 200 },
      {
        ...cards,
        args: ['--from', '100', '--to', '140', '--theme', 'dark', '--width', '500'],
        from: 100,
        to: 140,
        theme: 'dark',
        pace: 700,
        width: 500,
      },
    ];
    for (const c of cases) {
      const out = join(dir, 'streamed.gif');
      const r = await cli('render', c.file, ...c.args, '--out', out);
      assert.equal(r.code, 0, r.err.join('\n'));
      // Today's path before streaming: every SVG, then every frame's pixels, then the whole array encoded.
      const read = readRecord(c.record);
      if (!read.ok) throw new Error(read.error.message);
      // The frames render draws since verdicts: each step's verdict, the empty tables between tricks left out.
      const all = recordFrames(read.value, c.from, c.to);
      if (!all.ok) throw new Error(all.error.message);
      const shown = keptFrames(all.value);
      const colours = themeColours(c.theme);
      const minHeight = Math.max(...shown.map((f) => svgSize(positionSvg(f.view, { colours })).height));
      const frames: Frame[] = [];
      for (const f of shown) frames.push(await svgToFrame(positionSvg(f.view, { colours, minHeight, verdict: f.verdict }), c.width));
      const streamed = readFileSync(out);
      assert.equal(gifFrames(streamed).frames, shown.length);
      assert.ok(Buffer.from(wholeArrayGif(frames, c.pace)).equals(streamed), `render ${c.args.join(' ')}: other bytes`);
    }
  });

  // [full]: a whole render of 2,000 frames in a child process (minutes under load), so npm test runs it and test:quick
  // leaves it out; the case above holds the streamed bytes to the whole-array path's in both.
  it('[full] render --out x.gif of 2,000 steps stays under 600 MB (peak RSS of the child process)', async function () {
    this.timeout(900_000);
    const cards = await recordFile('long.json', '--variant', 'war-cards', '--packs', '2', '--players', '3', '--seed', '4');
    assert.ok(cards.actions >= 1999, String(cards.actions));
    const out = join(dir, 'long.gif');
    // The child says its own peak resident set (kB) as it exits.
    const hook = `process.on('exit', () => process.stderr.write('peak-rss ' + process.resourceUsage().maxRSS + '\\n'));`;
    const argv = ['--import', `data:text/javascript,${encodeURIComponent(hook)}`, 'bin/piecepack-war.js', 'render', cards.file];
    argv.push('--from', '0', '--to', '1999', '--width', '300', '--out', out);
    const child = spawn(process.execPath, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    assert.equal(code, 0, err);
    const peak = Number(/peak-rss (\d+)/.exec(err)?.[1]) / 1024;
    const all = recordFrames(cards.record, 0, 1999);
    assert.ok(all.ok);
    assert.equal(gifFrames(readFileSync(out)).frames, keptFrames(all.value).length);
    assert.ok(peak > 0 && peak < 600, `peak RSS ${Math.round(peak)} MB`);
  });
});
