// `piecepack-war render FILE`: a picture of a record's position after some step (SVG, PNG), an animated GIF of a
// range of steps, or the position as a Unicode text diagram. Only public views are drawn: no face-down piece.
import { writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { readRecord, shown } from '../../engine/src/index.ts';
import { parseArgs, UsageError } from '../args.ts';
import { RENDER_FLAGS, RENDER_TAKES } from '../flags.ts';
import type { Io } from '../io.ts';
import { printable } from '../record-text.ts';
import { readRecordFile } from './replay.ts';
import { themeColours } from '../../webview/src/picture/colours.ts';
import { positionSvg, svgSize } from '../../webview/src/picture/position-svg.ts';
import { positionText } from '../../webview/src/picture/position-text.ts';
import { recordViews } from '../../webview/src/picture/record-views.ts';
import { RasterUnavailable, svgToPng, svgsToGif } from '../raster.ts';

/** The most frames an animation takes (a longer game: choose a range with --from/--to). */
export const MAX_FRAMES = 2000;

const FORMATS = ['.svg', '.png', '.gif'];

export async function renderCommand(argv: readonly string[], io: Io): Promise<number> {
  const { positional, flags } = parseArgs(argv, RENDER_FLAGS, RENDER_TAKES);
  if (positional.length !== 1) throw new UsageError('render needs exactly one FILE (a game record; - reads standard input)');
  const out = flags.out as string | undefined;
  const asText = flags.text === true;
  if (!out && !asText) throw new UsageError('render needs --out FILE (.svg, .png or .gif) or --text');
  if (out && asText) throw new UsageError('render takes --out or --text, not both');
  const format = out ? extname(out).toLowerCase() : '.txt';
  if (out && !FORMATS.includes(format)) throw new UsageError(`--out must end in .svg, .png or .gif (got ${shown(out)})`);
  const theme = (flags.theme as string | undefined) ?? 'light';
  if (theme !== 'light' && theme !== 'dark') throw new UsageError(`--theme must be light or dark (got ${shown(theme)})`);
  if (format !== '.gif' && (flags.from !== undefined || flags.to !== undefined || flags.pace !== undefined))
    throw new UsageError('--from, --to and --pace are for an animation (--out x.gif)');
  if (format === '.gif' && flags.step !== undefined) throw new UsageError('an animation takes --from and --to, not --step');
  if (flags.width !== undefined && (format === '.svg' || asText)) throw new UsageError('--width is for PNG and GIF');

  const file = positional[0];
  const loaded = await readRecordFile(file, io);
  if (!loaded.ok) return 1;
  const record = loaded.record;
  const read = readRecord(record);
  if (!read.ok) {
    io.err(`not replayable: ${read.error.message}`);
    return 1;
  }
  const n = read.value.actions.length;
  const inRange = (name: string, v: number) => {
    if (v > n) throw new UsageError(`--${name} must be from 0 to ${n} (the record has ${n} actions; got ${v})`);
    return v;
  };
  const from =
    format === '.gif' ? inRange('from', (flags.from as number | undefined) ?? 0) : inRange('step', (flags.step as number | undefined) ?? n);
  const to = format === '.gif' ? inRange('to', (flags.to as number | undefined) ?? n) : from;
  if (to < from) throw new UsageError(`--to (${to}) comes before --from (${from})`);
  if (to - from + 1 > MAX_FRAMES) throw new UsageError(`an animation takes at most ${MAX_FRAMES} frames: choose --from and --to`);

  const views = recordViews(read.value, from, to);
  if (!views.ok) {
    io.err(
      views.error.index < 0 ? `not replayable: ${views.error.message}` : `diverges at action ${views.error.index}: ${views.error.message}`,
    );
    return 1;
  }
  if (asText) {
    io.out(positionText(views.value[0]));
    return 0;
  }
  const colours = themeColours(theme);
  try {
    let bytes: Uint8Array | string;
    if (format === '.svg') bytes = positionSvg(views.value[0], { colours });
    else if (format === '.png') bytes = await svgToPng(positionSvg(views.value[0], { colours }), flags.width as number | undefined);
    else {
      // Every frame the tallest one's height; each frame's SVG is drawn when the encoder reaches it.
      const minHeight = views.value.reduce((h, v) => Math.max(h, svgSize(positionSvg(v, { colours })).height), -Infinity);
      const svgAt = (i: number) => positionSvg(views.value[i], { colours, minHeight });
      bytes = await svgsToGif(views.value.length, svgAt, (flags.pace as number | undefined) ?? 700, flags.width as number | undefined);
    }
    await writeFile(out!, bytes);
  } catch (e) {
    if (e instanceof RasterUnavailable) {
      io.err(e.message);
      return 2;
    }
    io.err(`cannot write ${shown(out)}: ${printable((e as Error).message)}`);
    return 1;
  }
  return 0;
}
