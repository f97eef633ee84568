// Frames of RGBA pixels as an animated GIF (looping) with gifenc, in node and in the browser alike: one palette for the
// whole animation, and in each frame after the first only the pixels that changed (the rest transparent, so the
// frame before shows through): a step changes a few pieces, so frames stay small.
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

/** The palette index left for "unchanged" (transparent). */
const KEEP = 255;

/** Pixels of several frames side by side, a sample to choose the palette from (every frame's colours counted). */
function sample(frames: readonly Frame[]): Uint8Array {
  const picked = frames.length <= 8 ? frames : Array.from({ length: 8 }, (_, i) => frames[Math.floor((i * (frames.length - 1)) / 7)]);
  const out = new Uint8Array(picked.reduce((n, f) => n + f.rgba.length, 0));
  let at = 0;
  for (const f of picked) {
    out.set(f.rgba, at);
    at += f.rgba.length;
  }
  return out;
}

/** The frames (all of one size) as a GIF, `pace` ms each. */
export function encodeGif(frames: readonly Frame[], pace: number): Uint8Array {
  const gif = GIFEncoder();
  if (frames.length === 0) {
    gif.finish();
    return gif.bytes();
  }
  const palette = quantize(sample(frames), 255);
  while (palette.length < 256) palette.push([0, 0, 0]);
  let before: Uint8Array | null = null;
  for (const f of frames) {
    const index = applyPalette(f.rgba, palette);
    const drawn = index.slice();
    if (before) for (let i = 0; i < index.length; i++) if (index[i] === before[i]) index[i] = KEEP;
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
