// The command line run in this process, for the CLI's tests: its exit code and what it printed, line by line.
import type { Io } from '../io.ts';
import { main } from '../main.ts';

/** Runs `piecepack-war ...argv` in-process and captures what it prints. */
export async function cli(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => {}, isTTY: false };
  return { code: await main(argv, io), out, err };
}
