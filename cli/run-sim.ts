// Runs a simulation on one thread or several (worker threads), reporting progress; results are the same either way.
import { Worker } from 'node:worker_threads';
import {
  emptyTally,
  mergeTally,
  startSimulation,
  summarize,
  type Options,
  type OptionsInput,
  type SimSummary,
  type GameFigures,
  type Tally,
} from '../engine/src/index.ts';
import type { WorkerJob } from './sim-worker.ts';

/** Where the worker script is: beside this module, in the same form (.ts from source, .js when bundled). */
const WORKER = new URL(import.meta.url.endsWith('.ts') ? './sim-worker.ts' : './sim-worker.js', import.meta.url);

/** Starts a worker; a TypeScript worker first registers tsx (Node 20 cannot start a .ts worker through --import). */
function startWorker(job: WorkerJob): Worker {
  if (!WORKER.pathname.endsWith('.ts')) return new Worker(WORKER, { workerData: job });
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER.href)}); })`;
  return new Worker(code, { eval: true, workerData: job });
}

/** A simulation run: games from a master seed, optionally dealt with given pieces, or every distinct deal (exhaustive). */
export interface RunSpec {
  games: number;
  seed: number;
  give?: string;
  exhaustive?: boolean;
}

/**
 * Game i of a simulation always gets the same deal, so splitting the games over workers changes no result. `onCycle`
 * hears the index of every game a cycle stopped.
 */
export async function runSimulation(
  options: Options,
  input: OptionsInput,
  spec: RunSpec,
  workers: number,
  progress: (done: number) => void,
  onCycle?: (index: number) => void,
  onGame?: (game: GameFigures) => void,
): Promise<SimSummary> {
  const started = performance.now();
  const { games, seed, give, exhaustive } = spec;
  if (workers <= 1) {
    const sim = startSimulation(input, { games, seed, give, exhaustive, onCycle, onGame });
    if (!sim.ok) throw new Error(sim.error.message);
    const chunk = exhaustive ? 20_000 : 1000;
    while (!sim.value.run(chunk)) progress(sim.value.done);
    progress(games);
    return summarize(options, sim.value.tally(), performance.now() - started);
  }
  const share = Math.ceil(games / workers);
  const done = new Array<number>(workers).fill(0);
  // Each worker plays a contiguous slice, so its games, told in slices after each one's, come in index order.
  const perWorker: GameFigures[][] = Array.from({ length: workers }, () => []);
  const tallies = await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const job: WorkerJob = {
        input,
        seed,
        give,
        exhaustive,
        cycles: onCycle !== undefined,
        perGame: onGame !== undefined,
        first: w * share,
        games: Math.max(0, Math.min(share, games - w * share)),
      };
      if (job.games === 0) return Promise.resolve(emptyTally(options.players));
      return new Promise<Tally>((resolve, reject) => {
        const worker = startWorker(job);
        worker.on(
          'message',
          (m: { type: string; done?: number; index?: number; tally?: Tally; message?: string; games?: GameFigures[] }) => {
            if (m.type === 'games') perWorker[w].push(...m.games!);
            else if (m.type === 'progress') {
              done[w] = m.done!;
              progress(done.reduce((a, b) => a + b, 0));
            } else if (m.type === 'cycle') onCycle?.(m.index!);
            else if (m.type === 'done') resolve(m.tally!);
            else reject(new Error(m.message));
          },
        );
        worker.on('error', reject);
      });
    }),
  );
  progress(games);
  if (onGame) for (const list of perWorker) for (const g of list) onGame(g);
  const total = tallies.reduce((a, t) => mergeTally(a, t), emptyTally(options.players));
  return summarize(options, total, performance.now() - started);
}

/**
 * The bench's measure of one game: `games` seeded games on a fresh worker thread (its own JIT, warmed on other games
 * first), timed by CPU time. Returns the tally and the milliseconds.
 */
export function timedInWorker(input: OptionsInput, games: number, seed: number, warm: number): Promise<{ tally: Tally; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({ input, seed, first: 0, games, timed: { warm } });
    worker.on('message', (m: { type: string; tally?: Tally; cpuMs?: number; message?: string }) => {
      if (m.type === 'done') resolve({ tally: m.tally!, cpuMs: m.cpuMs! });
      else if (m.type === 'error') reject(new Error(m.message));
    });
    worker.on('error', reject);
  });
}
