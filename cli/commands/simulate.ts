// `piecepack-war simulate`: many seeded games of any variant; a progress bar and readable summary, or one JSON object.
import { availableParallelism } from 'node:os';
import { resolveOptions } from '../../engine/src/index.ts';
import { parseArgs, UsageError, type FlagSpec } from '../args.ts';
import { histogramText, progressLine, summaryText } from '../format.ts';
import { runSimulation } from '../run-sim.ts';
import type { Io } from '../io.ts';

export const SIMULATE_FLAGS: FlagSpec[] = [
  { name: 'games', kind: 'int', min: 1, max: 100_000_000, doc: 'how many games (default 10000)' },
  { name: 'seed', kind: 'int', min: 0, max: 0xffffffff, doc: 'master seed; game i gets a seed derived from it (default 1)' },
  { name: 'workers', kind: 'int', min: 1, max: 64, doc: `worker threads (default 1; this machine has ${availableParallelism()} cores); results do not depend on it` },
  { name: 'json', kind: 'bool', doc: 'print one JSON object instead of the readable summary' },
  { name: 'help', kind: 'bool', doc: 'this help' },
];

export async function simulateCommand(argv: readonly string[], io: Io): Promise<number> {
  const { options: input, flags } = parseArgs(argv, SIMULATE_FLAGS);
  const resolved = resolveOptions(input);
  if (!resolved.ok) throw new UsageError(`--${flagOf(resolved.error.option)}: ${resolved.error.message} (allowed: ${resolved.error.allowed})`);
  const games = (flags.games as number | undefined) ?? 10_000;
  const seed = (flags.seed as number | undefined) ?? 1;
  const workers = (flags.workers as number | undefined) ?? 1;
  const json = flags.json === true;
  const started = performance.now();
  let last = 0;
  const summary = await runSimulation(resolved.value, input, games, seed, workers, (done) => {
    const now = performance.now();
    if (io.isTTY && (now - last > 100 || done === games)) {
      last = now;
      io.progress(progressLine(done, games, now - started));
    }
  });
  if (io.isTTY) io.progress(null);
  if (json) io.out(JSON.stringify({ ...summary, seed, workers }));
  else {
    for (const line of summaryText(summary)) io.out(line);
    io.out('  game length (tricks) histogram:');
    for (const line of histogramText(summary)) io.out(line);
  }
  return 0;
}

/** The kebab-case flag of an option name, for error messages. */
export function flagOf(option: string): string {
  return option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
