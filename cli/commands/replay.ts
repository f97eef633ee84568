// `piecepack-war replay FILE`: replays a game record and reports the final state, or exactly where it stops making sense.
import { readFileSync } from 'node:fs';
import { replay, stateHash } from '../../engine/src/index.ts';
import { parseArgs, UsageError, type FlagSpec } from '../args.ts';
import type { Io } from '../io.ts';

export const REPLAY_FLAGS: FlagSpec[] = [
  { name: 'json', kind: 'bool', doc: 'print the outcome as JSON' },
  { name: 'help', kind: 'bool', doc: 'this help' },
];

export function replayCommand(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, REPLAY_FLAGS);
  if (positional.length !== 1) throw new UsageError('replay needs exactly one FILE (a game record as written by `play --json`; - reads standard input)');
  const file = positional[0];
  let record: unknown;
  try {
    record = JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
  } catch (e) {
    io.err(`cannot read ${file}: ${(e as Error).message}`);
    return 1;
  }
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
    const outcome = !res ? 'the game is still in progress' : res.draw ? `a draw (${res.reason})` : `seat(s) ${res.winners.map((w) => w + 1).join(', ')} won (${res.reason})`;
    io.out(`replayed ${count} actions of ${s.options.variant} (seed ${s.seed}): ${outcome}; ${tricks} tricks; state ${hash}`);
  }
  return 0;
}
