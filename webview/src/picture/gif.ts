// Frames of RGBA pixels as an animated GIF (looping) with gifenc, in node and in the browser alike.
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

/** The frames as a GIF, `pace` ms each; each frame is quantized to its own 256 colours (the art has few). */
export function encodeGif(frames: readonly Frame[], pace: number): Uint8Array {
  const gif = GIFEncoder();
  for (const f of frames) {
    const palette = quantize(f.rgba, 256);
    gif.writeFrame(applyPalette(f.rgba, palette), f.width, f.height, { palette, delay: pace, repeat: 0 });
  }
  gif.finish();
  return gif.bytes();
}
