// Reading the pictures the widget and the CLI make, for their tests (no DOM, no node): a PNG's size from its IHDR
// chunk, and a GIF's size and frame count by walking its blocks to the trailer. A file that is not one throws.

/** The width and height in a PNG's IHDR chunk, after checking its signature and that chunk's name. */
export function pngSize(b: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((x, i) => b[i] === x)) throw new Error('not a PNG: no PNG signature');
  if (String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') throw new Error('not a PNG: no IHDR chunk first');
  const v = new DataView(b.buffer, b.byteOffset);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

/** A GIF's logical screen size and the number of image frames in it. */
export function gifFrames(b: Uint8Array): { frames: number; width: number; height: number } {
  if (String.fromCharCode(...b.subarray(0, 6)) !== 'GIF89a') throw new Error('not a GIF89a');
  const v = new DataView(b.buffer, b.byteOffset);
  const width = v.getUint16(6, true);
  const height = v.getUint16(8, true);
  let at = 13;
  if (b[10] & 0x80) at += 3 * 2 ** ((b[10] & 7) + 1);
  const subBlocks = (): void => {
    while (b[at] !== 0) at += b[at] + 1;
    at++;
  };
  let frames = 0;
  for (;;) {
    const kind = b[at++];
    if (kind === 0x3b) return { frames, width, height };
    if (kind === 0x21) {
      at++;
      subBlocks();
    } else if (kind === 0x2c) {
      frames++;
      const packed = b[at + 8];
      at += 9;
      if (packed & 0x80) at += 3 * 2 ** ((packed & 7) + 1);
      at++; // LZW minimum code size
      subBlocks();
    } else throw new Error(`unexpected GIF block 0x${kind.toString(16)} at ${at - 1}`);
  }
}
