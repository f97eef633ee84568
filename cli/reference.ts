// The C speed yardstick (../shared/bench/war-ref.c): compiled with the machine's C compiler and timed in the same run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The reference's measured run, or why it was skipped. */
export type ReferenceRun = { ran: true; games: number; tricks: number; ms: number; source: string } | { ran: false; why: string };

/** war-ref.c: $PIECEPACK_WAR_REF, else shared/bench/war-ref.c beside the repository (where CI puts shared/). */
export function referenceSource(): string {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  return process.env.PIECEPACK_WAR_REF ?? join(root, '..', 'shared', 'bench', 'war-ref.c');
}

function compiler(): string | null {
  for (const cc of ['gcc', 'cc', 'clang']) if (spawnSync(cc, ['--version'], { stdio: 'ignore' }).status === 0) return cc;
  return null;
}

/** Compiles (gcc -O2) and runs the reference for `games` games with `seed`; skipped without a compiler or the file. */
export function runReference(games: number, seed: number): ReferenceRun {
  const source = referenceSource();
  if (!existsSync(source)) return { ran: false, why: `no reference source at ${source}` };
  const cc = compiler();
  if (!cc) return { ran: false, why: 'no C compiler (gcc, cc or clang) on this machine' };
  const exe = join(tmpdir(), `piecepack-war-ref-${process.pid}`);
  try {
    execFileSync(cc, ['-O2', '-o', exe, source, '-lm'], { stdio: 'pipe' });
  } catch (e) {
    return { ran: false, why: `the reference did not compile: ${String((e as { stderr?: Buffer }).stderr ?? e).slice(0, 300)}` };
  }
  const started = process.hrtime.bigint();
  const r = spawnSync(exe, [String(games), String(seed)], { encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const tricks = Number(/tricks=(\d+)/.exec(r.stdout ?? '')?.[1]);
  if (r.status !== 0 || !Number.isFinite(tricks)) return { ran: false, why: `the reference failed: ${r.stderr || r.stdout}` };
  return { ran: true, games, tricks, ms, source };
}
