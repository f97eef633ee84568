// `replay` of a record saved in another encoding: UTF-16 with a byte order mark (what Windows PowerShell 5.1's `>`
// writes), big-endian UTF-16 and UTF-8 with a mark are read as text; an encoding it cannot read is refused in one clean
// line that names it, and no error line ever carries a raw control byte (issue 21).
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'mocha';
import { cli } from './in-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'pw-cli-enc-'));
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** Big-endian UTF-16: each code unit's two bytes swapped. */
const utf16be = (text: string): Buffer => Buffer.from(text, 'utf16le').swap16();

describe('replay reads records in the encodings editors and shells write', () => {
  it('UTF-16 LE and BE with a byte order mark (PowerShell 5.1 `>`), and UTF-8 with one, replay like the plain file', async () => {
    const json = (await cli('play', '--seed', '6', '--json')).out[0];
    const plain = join(dir, 'plain.json');
    writeFileSync(plain, json);
    const expected = (await cli('replay', plain)).out;
    const files: [string, Buffer][] = [
      ['utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json + '\r\n', 'utf16le')])],
      ['utf-16be', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(json + '\r\n')])],
      ['utf-8 bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json, 'utf8')])],
    ];
    for (const [name, bytes] of files) {
      const file = join(dir, `${name}.json`);
      writeFileSync(file, bytes);
      const r = await cli('replay', file);
      assert.equal(r.code, 0, `${name}: ${JSON.stringify(r.err)}`);
      assert.deepEqual(r.out, expected, name);
    }
  });

  it('UTF-16 without a mark and UTF-32 are refused in one clean line naming the encoding', async () => {
    const json = (await cli('play', '--seed', '6', '--json')).out[0];
    const cases: [string, Buffer, RegExp][] = [
      ['utf-16le-no-bom', Buffer.from(json, 'utf16le'), /UTF-16/],
      [
        'utf-32le',
        Buffer.concat([
          Buffer.from([0xff, 0xfe, 0, 0]),
          Buffer.from(
            json
              .split('')
              .map((c) => `${c}\0\0\0`)
              .join(''),
            'latin1',
          ),
        ]),
        /UTF-32/,
      ],
    ];
    for (const [name, bytes, encoding] of cases) {
      const file = join(dir, `${name}.json`);
      writeFileSync(file, bytes);
      const r = await cli('replay', file);
      assert.equal(r.code, 1, name);
      assert.equal(r.err.length, 1, name);
      assert.match(r.err[0], encoding);
      assert.ok(!CONTROL.test(r.err[0]), `${name}: ${JSON.stringify(r.err[0])}`);
    }
  });

  it('a file of other bytes (NULs, escapes) gets an error line without raw control bytes', async () => {
    const file = join(dir, 'junk.json');
    writeFileSync(file, Buffer.from('[1,\u0000\u001b[31m\u0007]', 'latin1'));
    const r = await cli('replay', file);
    assert.equal(r.code, 1);
    assert.equal(r.err.length, 1);
    assert.ok(!CONTROL.test(r.err[0]), JSON.stringify(r.err[0]));
  });
});
