// The animated GIF encoder as it was before frames were streamed (every frame's pixels in one array, then encoded), kept
// only for the tests that hold the streaming encoder (picture/gif.ts) to the same bytes.
import gifenc from 'gifenc';
import type { Frame } from '../../picture/gif.ts';

const { applyPalette, GIFEncoder, quantize } = gifenc;

/** Pixels of several frames side by side, a sample to choose the palette from. */
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

/** The frames (all of one size) as a GIF, `pace` ms each, the way the project encoded them with every frame at hand. */
export function wholeArrayGif(frames: readonly Frame[], pace: number): Uint8Array {
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
    if (before) for (let i = 0; i < index.length; i++) if (index[i] === before[i]) index[i] = 255;
    gif.writeFrame(index, f.width, f.height, {
      palette: before ? undefined : palette,
      delay: pace,
      repeat: 0,
      transparent: before !== null,
      transparentIndex: 255,
      dispose: 1,
    });
    before = drawn;
  }
  gif.finish();
  return gif.bytes();
}
