// `piecepack-war render FILE`: a picture of a record's position after some step (SVG, PNG), an animated GIF of a
// range of steps (--from/--to, the last N tricks, the last war; empty tables between tricks left out), or the position
// as a Unicode text diagram. Each picture shows its step's verdict. Only public views are drawn: no face-down piece.
import { writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { readRecord, shown } from '../../engine/src/index.ts';
import { parseArgs, UsageError } from '../args.ts';
import { RENDER_FLAGS, RENDER_TAKES } from '../flags.ts';
import type { Io } from '../io.ts';
import { printable } from '../record-text.ts';
import { readRecordFile } from './replay.ts';
import { themeColours } from '../../picture/colours.ts';
import { positionSvg, svgSize } from '../../picture/position-svg.ts';
import { positionText } from '../../picture/position-text.ts';
import { keptFrames, pickedSteps, recordFrames } from '../../picture/frames.ts';
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
  const war = flags.war === true;
  const last = flags.last as number | undefined;
  if (format !== '.gif' && (flags.from !== undefined || flags.to !== undefined || flags.pace !== undefined || war || last !== undefined))
    throw new UsageError('--from, --to, --last, --war and --pace are for an animation (--out x.gif)');
  if (format === '.gif' && flags.step !== undefined) throw new UsageError('an animation takes --from and --to, not --step');
  if ([flags.from !== undefined, last !== undefined, war].filter(Boolean).length > 1)
    throw new UsageError('an animation starts at one of --from, --last or --war');
  if ((flags.width !== undefined || flags.scale !== undefined) && (format === '.svg' || asText))
    throw new UsageError('--width and --scale are for PNG and GIF');
  if (flags.width !== undefined && flags.scale !== undefined) throw new UsageError('--width and --scale: choose one');

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
  let from =
    format === '.gif' ? inRange('from', (flags.from as number | undefined) ?? 0) : inRange('step', (flags.step as number | undefined) ?? n);
  let to = format === '.gif' ? inRange('to', (flags.to as number | undefined) ?? n) : from;
  if (to < from) throw new UsageError(`--to (${to}) comes before --from (${from})`);
  const replayed = (a: number, b: number) => {
    const frames = recordFrames(read.value, a, b);
    if (!frames.ok)
      io.err(
        frames.error.index < 0
          ? `not replayable: ${frames.error.message}`
          : `diverges at action ${frames.error.index}: ${frames.error.message}`,
      );
    return frames.ok ? frames.value : null;
  };
  if (war || last !== undefined) {
    const all = replayed(0, to);
    if (!all) return 1;
    const picked = pickedSteps(all, war ? { war: true } : { last: last! });
    if (!picked.ok) throw new UsageError(`--war: ${picked.error} up to step ${to}`);
    ({ from, to } = picked.value);
  }
  if (to - from + 1 > MAX_FRAMES) throw new UsageError(`an animation takes at most ${MAX_FRAMES} steps: choose --from and --to`);

  const frames = replayed(from, to);
  if (!frames) return 1;
  if (asText) {
    io.out(positionText(frames[0].view));
    return 0;
  }
  const colours = themeColours(theme);
  // Twice the picture's own width with --scale 2 (the height follows).
  const width = flags.scale === 2 ? 2 * svgSize(positionSvg(frames[0].view, { colours })).width : (flags.width as number | undefined);
  try {
    let bytes: Uint8Array | string;
    const still = () => positionSvg(frames[0].view, { colours, verdict: frames[0].verdict });
    if (format === '.svg') bytes = still();
    else if (format === '.png') bytes = await svgToPng(still(), width);
    else {
      // Every frame the tallest one's height; each frame's SVG is drawn when the encoder reaches it.
      const shown = keptFrames(frames);
      const minHeight = shown.reduce((h, f) => Math.max(h, svgSize(positionSvg(f.view, { colours })).height), -Infinity);
      const svgAt = (i: number) => positionSvg(shown[i].view, { colours, minHeight, verdict: shown[i].verdict });
      bytes = await svgsToGif(shown.length, svgAt, (flags.pace as number | undefined) ?? 700, width);
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
