// The C references the benchmark runs beside the engine: ../shared/bench/war-ref.c (the two-player yardstick) and the
// project's bench/war-family.c (every War-family game, on the engine's own random stream), compiled with the machine's
// C compiler and timed in the same run by the CPU time they use.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TodOptions, type WarOptions, rulesOf } from '../engine/src/index.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A measured run of a reference: its totals as printed, and the CPU time it took; or why it could not run. */
export type ReferenceRun = { ran: true; fields: Record<string, string>; tricks: number; cpuMs: number } | { ran: false; why: string };

/** war-ref.c: $PIECEPACK_WAR_REF, else shared/bench/war-ref.c beside the repository (where CI puts shared/). */
export function referenceSource(): string {
  return process.env.PIECEPACK_WAR_REF ?? join(ROOT, '..', 'shared', 'bench', 'war-ref.c');
}

/** The project's own C reference for every War-family game. */
export function familySource(): string {
  return join(ROOT, 'bench', 'war-family.c');
}

function compiler(): string | null {
  for (const cc of ['gcc', 'cc', 'clang']) if (spawnSync(cc, ['--version'], { stdio: 'ignore' }).status === 0) return cc;
  return null;
}

let workDir: string | null = null;
const built = new Map<string, { exe: string } | { why: string }>();

/** Compiles a reference with `-O2` once per process; the executable's path, or why not. */
export function compileReference(source: string): { exe: string } | { why: string } {
  const known = built.get(source);
  if (known) return known;
  let result: { exe: string } | { why: string };
  const cc = compiler();
  // Named from the install's own folder (a checkout has bench/, a package does not), never by this machine's path.
  if (!existsSync(source)) result = { why: `no reference source (${relative(ROOT, source)} is not beside this install)` };
  else if (!cc) result = { why: 'no C compiler (gcc, cc or clang) on this machine' };
  else {
    workDir ??= mkdtempSync(join(tmpdir(), 'piecepack-war-ref-'));
    const exe = join(workDir, `ref-${built.size}`);
    try {
      execFileSync(cc, ['-O2', '-o', exe, source, '-lm'], { stdio: 'pipe' });
      result = { exe };
    } catch (e) {
      result = { why: `the reference did not compile: ${String((e as { stderr?: Buffer }).stderr ?? e).slice(0, 300)}` };
    }
  }
  built.set(source, result);
  return result;
}

/** Parses the shell's `times` line for its children ("0m0.37s 0m0.00s"): user + system milliseconds. */
function childCpuMs(line: string): number {
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000);
  return parts.reduce((a, b) => a + b, 0);
}

/** Runs a compiled reference with arguments; its printed key=value totals and the CPU time it used (from the shell's `times`). */
export function runReference(exe: string, args: readonly string[]): ReferenceRun {
  const quoted = [exe, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const r = spawnSync('/bin/sh', ['-c', `${quoted} && times`], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const lines = (r.stdout ?? '').trim().split('\n');
  const fields = Object.fromEntries((lines[0] ?? '').split(' ').map((kv) => kv.split('=') as [string, string]));
  const tricks = Number(fields.tricks);
  if (r.status !== 0 || !Number.isFinite(tricks) || lines.length < 3)
    return { ran: false, why: `the reference failed: ${r.stderr || r.stdout}` };
  return { ran: true, fields, tricks, cpuMs: childCpuMs(lines[lines.length - 1]) };
}

/** The arguments that make bench/war-family.c play the games these options play: the deck as strengths, and the rules. */
export function familyArgs(o: WarOptions | TodOptions): string[] {
  const { pieces, rank } = rulesOf(o);
  const str = Array.from(rank.strength);
  const ws: number[] = [];
  str.forEach((v, id) => (ws[v] = rank.warSize[id]));
  const joker = pieces.findIndex((p) => p.kind === 'joker');
  const war = o.family === 'war' ? o : null;
  return [
    `players=${o.players}`,
    `str=${str.join(',')}`,
    `ws=${Array.from(ws, (x) => x ?? 0).join(',')}`,
    `joker=${joker >= 0 ? str[joker] : -1}`,
    `fd=${war ? (war.warFaceDown === 'by-rank' ? -1 : war.warFaceDown) : 0}`,
    `out=${war?.outOfCards ?? 'lose'}`,
    `pickup=${war?.pickup ?? 'in-order'}`,
    `objective=${war?.objective ?? 'win-all'}`,
    `russian=${rank.lowBeatsTop ? 1 : 0}`,
    `low=${rank.lowest}`,
    `top=${rank.top}`,
    `cap=${o.maxTricks}`,
    `tod=${o.family === 'tod-und-leben' ? o.rounds : 0}`,
    `apart=${o.jokersApart ? 1 : 0}`,
  ];
}
