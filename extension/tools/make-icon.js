// Draws the extension's 128x128 marketplace icon (media/extension/icon.png; vsce wants a PNG): a face-down piecepack
// tile with its quartering cross behind a face-up tile showing a sun, anti-aliased by 4x4 supersampling.
// Usage: node extension/tools/make-icon.js   (the PNG is committed; run this only to change the art)
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 128;
const SS = 4;

/** Inside a rounded square? */
const inRounded = (x, y, x0, y0, s, r) => {
  const cx = Math.min(Math.max(x, x0 + r), x0 + s - r);
  const cy = Math.min(Math.max(y, y0 + r), y0 + s - r);
  return x >= x0 && x <= x0 + s && y >= y0 && y <= y0 + s && (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};

/** The colour at a point (RGBA 0-255), painted back to front. */
function paint(x, y) {
  let c = [0, 0, 0, 0];
  // Back tile: navy, with a light cross dividing it into quarters.
  if (inRounded(x, y, 6, 6, 76, 10)) c = [0, 62, 108, 255];
  if (inRounded(x, y, 6, 6, 76, 10) && (Math.abs(x - 44) < 3 || Math.abs(y - 44) < 3)) c = [232, 224, 204, 255];
  // Front tile: cream face with a dark edge.
  if (inRounded(x, y, 44, 44, 78, 10)) c = [40, 40, 40, 255];
  if (inRounded(x, y, 47, 47, 72, 8)) c = [246, 239, 222, 255];
  // The sun: a disc with eight rays, in the colour-blind-safe suns colour.
  const dx = x - 83,
    dy = y - 83,
    d = Math.hypot(dx, dy);
  const ray = d < 27 && d > 17 && Math.abs(Math.sin(4 * Math.atan2(dy, dx))) < 0.22;
  if (d < 14 || ray) c = [213, 94, 0, 255];
  return c;
}

const rows = [];
for (let py = 0; py < SIZE; py++) {
  const row = Buffer.alloc(1 + SIZE * 4);
  for (let px = 0; px < SIZE; px++) {
    const sum = [0, 0, 0, 0];
    for (let i = 0; i < SS; i++)
      for (let j = 0; j < SS; j++) {
        const c = paint(px + (i + 0.5) / SS, py + (j + 0.5) / SS);
        for (let k = 0; k < 3; k++) sum[k] += c[k] * c[3];
        sum[3] += c[3];
      }
    const a = sum[3] / (SS * SS);
    for (let k = 0; k < 3; k++) row[1 + px * 4 + k] = sum[3] > 0 ? Math.round(sum[k] / sum[3]) : 0;
    row[1 + px * 4 + 3] = Math.round(a);
  }
  rows.push(row);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync('media/extension/icon.png', png);
console.log(`media/extension/icon.png: ${png.length} bytes`);
