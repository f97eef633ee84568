// Frames of RGBA pixels as an animated GIF (looping) with gifenc, in node and in the browser alike: one palette for the
// whole animation, and in each frame after the first only the pixels that changed (the rest transparent, so the
// frame before shows through): a step changes a few pieces, so frames stay small. The frames are drawn one at a time
// as the encoder asks for them, so a long animation holds the palette's sample and one frame, never all of them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- gifenc ships no types; the CLI's tsconfig sees this file only through imports
/// <reference path="./gifenc.d.ts" />
// gifenc is CommonJS: its default export is its module object, in node and in bundles alike.
import gifenc from 'gifenc';

const { applyPalette, GIFEncoder, quantize } = gifenc;

/** One frame's pixels (RGBA, row by row). */
export interface Frame {
  rgba: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Frame `i` of an animation (0 first), drawn when the encoder asks for it. The same `i` must give the same pixels:
 * a frame of the palette's sample is asked for twice.
 */
export type FrameAt = (i: number) => Frame | Promise<Frame>;

/** The palette index left for "unchanged" (transparent). */
const KEEP = 255;

/** The frames whose colours choose the palette: each of up to 8 frames, else 8 spread evenly from the first to the last. */
export function paletteFrames(count: number): number[] {
  if (count <= 8) return Array.from({ length: count }, (_, i) => i);
  return Array.from({ length: 8 }, (_, i) => Math.floor((i * (count - 1)) / 7));
}

/** Pixels of the sample's frames side by side (one buffer, filled a frame at a time), a sample to choose the palette from. */
async function sample(count: number, frameAt: FrameAt): Promise<Uint8Array> {
  const picked = paletteFrames(count);
  let out: Uint8Array | null = null;
  let at = 0;
  for (const i of picked) {
    const f = await frameAt(i);
    out ??= new Uint8Array(f.rgba.length * picked.length);
    if (at + f.rgba.length > out.length) throw new Error('the frames of an animation must all be of one size');
    out.set(f.rgba, at);
    at += f.rgba.length;
  }
  return out!.subarray(0, at);
}

/**
 * `count` frames (all of one size) as a GIF, `pace` ms each: frame `i` drawn by `frameAt(i)` when it is encoded and
 * dropped after, so memory stays that of the palette's sample (8 frames) and one frame, however many frames there are.
 */
export async function encodeGif(count: number, frameAt: FrameAt, pace: number): Promise<Uint8Array> {
  const gif = GIFEncoder();
  if (count === 0) {
    gif.finish();
    return gif.bytes();
  }
  const palette = quantize(await sample(count, frameAt), 255);
  while (palette.length < 256) palette.push([0, 0, 0]);
  let before: Uint8Array | null = null;
  for (let i = 0; i < count; i++) {
    const f = await frameAt(i);
    const index = applyPalette(f.rgba, palette);
    const drawn = index.slice();
    if (before) for (let j = 0; j < index.length; j++) if (index[j] === before[j]) index[j] = KEEP;
    gif.writeFrame(index, f.width, f.height, {
      palette: before ? undefined : palette,
      delay: pace,
      repeat: 0,
      transparent: before !== null,
      transparentIndex: KEEP,
      dispose: 1,
    });
    before = drawn;
  }
  gif.finish();
  return gif.bytes();
}
