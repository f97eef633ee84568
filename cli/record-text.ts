// A record file's bytes as text: UTF-8 (with or without a byte order mark) and UTF-16 with a mark (what Windows
// PowerShell 5.1's `>` writes) are read; UTF-32 and UTF-16 without a mark are refused in words naming the encoding.
// Also `printable`, so no error line repeats a raw control byte from a file.

/** The text of a record file, or why its encoding cannot be read. */
export function recordText(bytes: Buffer): { ok: true; text: string } | { ok: false; message: string } {
  const starts = (...b: number[]): boolean => b.every((x, i) => bytes[i] === x);
  if (starts(0xff, 0xfe, 0, 0) || starts(0, 0, 0xfe, 0xff))
    return { ok: false, message: 'it is UTF-32 text; save the record as UTF-8 (or UTF-16 with a byte order mark)' };
  if (starts(0xef, 0xbb, 0xbf)) return { ok: true, text: bytes.subarray(3).toString('utf8') };
  if (starts(0xff, 0xfe)) return { ok: true, text: bytes.subarray(2).toString('utf16le') };
  if (starts(0xfe, 0xff)) {
    const body = Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)));
    return { ok: true, text: body.swap16().toString('utf16le') };
  }
  // JSON text starts with ASCII: a NUL beside it in the first bytes is UTF-16 (or UTF-32) written without a mark.
  if (bytes.length >= 2 && (bytes[0] === 0) !== (bytes[1] === 0))
    return { ok: false, message: 'it looks like UTF-16 text without a byte order mark; save the record as UTF-8' };
  return { ok: true, text: bytes.toString('utf8') };
}

/** Text with every control character (NUL, escape, bell...) written as a \u escape, for a one-line message. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
