// `piecepack-war replay FILE`: replays a game record and reports the final state, or exactly where it stops making sense.
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { replay, shown, stateHash } from '../../engine/src/index.ts';
import { parseArgs, UsageError } from '../args.ts';
import { REPLAY_FLAGS, REPLAY_TAKES } from '../flags.ts';
import type { Io } from '../io.ts';
import { printable, recordText } from '../record-text.ts';

/** The most a record file may hold: far above any record a game makes (a capped 100,000-trick game is a few MB). */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

/** Reads a whole stream's bytes, refusing more than `limit` (so `/dev/zero` cannot fill the memory). */
export function readCapped(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.destroy();
        reject(new Error(`it holds more than ${limit / 1048576} MB; a game record is far smaller`));
      } else chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * A record file's JSON (`-`: standard input), or false after saying on stderr why it cannot be read: UTF-8 or UTF-16
 * with a byte order mark (the mark is not part of the JSON); other encodings are named and refused.
 */
export async function readRecordFile(file: string, io: Io): Promise<{ ok: true; record: unknown } | { ok: false }> {
  try {
    const bytes = await readCapped(file === '-' ? process.stdin : createReadStream(file), MAX_RECORD_BYTES);
    const text = recordText(bytes);
    if (!text.ok) {
      io.err(`cannot read ${shown(file)}: ${text.message}`);
      return { ok: false };
    }
    return { ok: true, record: JSON.parse(text.text) as unknown };
  } catch (e) {
    io.err(`cannot read ${shown(file)}: ${printable((e as Error).message)}`);
    return { ok: false };
  }
}

export async function replayCommand(argv: readonly string[], io: Io): Promise<number> {
  const { positional, flags } = parseArgs(argv, REPLAY_FLAGS, REPLAY_TAKES);
  if (positional.length !== 1)
    throw new UsageError('replay needs exactly one FILE (a game record as written by `play --json`; - reads standard input)');
  const file = positional[0];
  const loaded = await readRecordFile(file, io);
  if (!loaded.ok) return 1;
  const record = loaded.record;
  const r = replay(record);
  const count = Array.isArray((record as { actions?: unknown })?.actions) ? (record as { actions: unknown[] }).actions.length : 0;
  if (!r.ok) {
    if (flags.json) io.out(JSON.stringify({ ok: false, index: r.error.index, message: r.error.message }));
    else io.err(r.error.index < 0 ? `not replayable: ${r.error.message}` : `diverges at action ${r.error.index}: ${r.error.message}`);
    return 1;
  }
  const s = r.value;
  const tricks = (s as { tricks?: number }).tricks ?? 0;
  const hash = stateHash(s);
  if (flags.json) io.out(JSON.stringify({ ok: true, actions: count, result: s.result, tricks, hash }));
  else {
    const res = s.result;
    const outcome = !res
      ? 'the game is still in progress'
      : res.draw
        ? `a draw (${res.reason})`
        : `seat(s) ${res.winners.map((w) => w + 1).join(', ')} won (${res.reason})`;
    io.out(`replayed ${count} actions of ${s.options.variant} (seed ${s.seed}): ${outcome}; ${tricks} tricks; state ${hash}`);
  }
  return 0;
}
