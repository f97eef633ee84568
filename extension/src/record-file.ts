// A game record file, read for the record editor and Open Game Record… (pure: no vscode): the text within a bound, its
// JSON read by the engine's bounded reader, the record by the one record check (readRecord, INPUT_LIMITS), then
// replayed to be sure it is a game; anything else gives one sentence saying why.
import { readJson, replay, type GameRecord } from '../../engine/src/index.ts';
import { checkRecord } from './protocol.ts';

/** The most a record file may hold, as the CLI's `replay` reads it: far above any game's record. */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

/** Why a file of `size` bytes is not read (null: it may be): asked before reading it. */
export function sizeProblem(size: number): string | null {
  return size > MAX_RECORD_BYTES ? `it holds more than ${MAX_RECORD_BYTES / 1048576} MB; a game record is far smaller` : null;
}

/** A record file's record (checked and replayed), or why the file holds none. */
export function readRecordFile(bytes: Uint8Array): { ok: true; record: GameRecord } | { ok: false; message: string } {
  const big = sizeProblem(bytes.length);
  if (big !== null) return { ok: false, message: big };
  let text: string;
  try {
    // A byte order mark is not part of the JSON.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, message: 'it is not UTF-8 text' };
  }
  const json = readJson(text, MAX_RECORD_BYTES);
  if (!json.ok) return { ok: false, message: json.error };
  const checked = checkRecord(json.value);
  if (!checked.ok) return { ok: false, message: checked.reason };
  const played = replay(checked.value);
  if (!played.ok) return { ok: false, message: `it does not replay: ${played.error.message}` };
  return { ok: true, record: checked.value };
}
