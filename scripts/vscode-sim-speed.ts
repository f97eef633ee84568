// How long VS Code's "Simulate Current Variant" takes, through the extension's own path: its simulation pool on node
// worker threads running the bundled thread script (as the desktop extension host does), beside the same games on one
// thread in-process (the extension host's fallback). Printed, never asserted. Usage: node --import tsx scripts/vscode-sim-speed.ts [games]
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { startSimulation } from '../engine/src/index.ts';
import type { FromThread, ToThread } from '../extension/src/sim/chunk.ts';
import { SimPool, type StartThread } from '../extension/src/sim/pool.ts';

const ROOT = resolve(import.meta.dirname, '..');
const WORKER = join(ROOT, '.cache', 'bench', 'sim-worker.cjs');
const games = Number(process.argv[2] ?? 2000);
const threads = availableParallelism();

/** The thread script, bundled exactly as scripts/builds/20-extension.js bundles it for the desktop host. */
await build({
  entryPoints: [join(ROOT, 'extension/src/sim/worker.ts')],
  bundle: true,
  minify: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['node:worker_threads'],
  outfile: WORKER,
  logLevel: 'warning',
});

const start: StartThread = async (receive, fail) => {
  const w = new Worker(WORKER);
  let stopped = false;
  w.on('message', (m: FromThread) => receive(m));
  w.on('error', (e) => fail(e.message));
  w.on('exit', (code) => {
    if (!stopped) fail(`exit ${code}`);
  });
  return { post: (m: ToThread) => w.postMessage(m), stop: () => ((stopped = true), void w.terminate()) };
};

async function pooled(input: Record<string, unknown>, n: number, count: number): Promise<number> {
  const t0 = performance.now();
  const out = await new SimPool(input, 2, n, 1, count).run(start, () => undefined);
  if (out.tally.games !== n) throw new Error(`played ${out.tally.games} of ${n}`);
  return performance.now() - t0;
}

function inHost(input: Record<string, unknown>, n: number): number {
  const t0 = performance.now();
  const sim = startSimulation(input, { games: n, seed: 1 });
  if (!sim.ok) throw new Error(sim.error.message);
  sim.value.run(n);
  return performance.now() - t0;
}

const row = (what: string, ms: number, n: number): void =>
  console.log(`  ${what.padEnd(52)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${((n * 1000) / ms).toFixed(1).padStart(8)} games/s`);
console.log(`VS Code "Simulate Current Variant" path (node worker threads, ${threads} on this machine):`);
const sample = Math.min(games, 200);
const one = inHost({ variant: 'stacked-deck' }, sample);
row(`Stacked Deck War, ${sample} games, 1 thread (in the host)`, one, sample);
const many = await pooled({ variant: 'stacked-deck' }, sample, threads);
row(`Stacked Deck War, ${sample} games, ${threads} threads`, many, sample);
console.log(`  speed-up on ${threads} threads: x${(one / many).toFixed(2)}`);
const full = await pooled({ variant: 'stacked-deck' }, games, threads);
row(`Stacked Deck War, ${games} games (the setting's default), ${threads} threads`, full, games);
const war = await pooled({ variant: 'war' }, 20_000, threads);
row(`War (piecepack), 20000 games, ${threads} threads`, war, 20_000);
