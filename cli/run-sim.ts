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
  type Tally,
} from '../engine/src/index.ts';
import type { PerGameFile } from './per-game.ts';
import type { Block, WorkerJob } from './sim-worker.ts';

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
 * hears the index of every game a cycle stopped; `perGame`, when given, gets every game's line in game order as the
 * games finish (see `playBlocks`).
 */
export async function runSimulation(
  options: Options,
  input: OptionsInput,
  spec: RunSpec,
  workers: number,
  progress: (done: number) => void,
  onCycle?: (index: number) => void,
  perGame?: PerGameFile,
): Promise<SimSummary> {
  const started = performance.now();
  const { games, seed, give, exhaustive } = spec;
  if (workers <= 1) {
    const sim = startSimulation(input, { games, seed, give, exhaustive, onCycle, onGame: perGame && ((g) => perGame.add(g)) });
    if (!sim.ok) throw new Error(sim.error.message);
    const chunk = exhaustive ? 20_000 : 1000;
    while (!sim.value.run(chunk)) progress(sim.value.done);
    progress(games);
    return summarize(options, sim.value.tally(), performance.now() - started);
  }
  const job = { input, seed, give, exhaustive, cycles: onCycle !== undefined };
  const tallies = perGame
    ? await playBlocks(options, { ...job, perGame: perGame.format, first: 0, games: 0 }, games, workers, perGame, progress, onCycle)
    : await playSlices(options, job, games, workers, progress, onCycle);
  progress(games);
  const total = tallies.reduce((a, t) => mergeTally(a, t), emptyTally(options.players));
  return summarize(options, total, performance.now() - started);
}

/** A worker's messages. */
interface WorkerMessage {
  type: string;
  done?: number;
  index?: number;
  tally?: Tally;
  message?: string;
  first?: number;
  games?: number;
  text?: string;
}

/** Each worker plays one contiguous slice of the games. */
function playSlices(
  options: Options,
  job: Omit<WorkerJob, 'first' | 'games'>,
  games: number,
  workers: number,
  progress: (done: number) => void,
  onCycle?: (index: number) => void,
): Promise<Tally[]> {
  const share = Math.ceil(games / workers);
  const done = new Array<number>(workers).fill(0);
  return Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const slice: WorkerJob = { ...job, first: w * share, games: Math.max(0, Math.min(share, games - w * share)) };
      if (slice.games === 0) return Promise.resolve(emptyTally(options.players));
      return new Promise<Tally>((resolve, reject) => {
        const worker = startWorker(slice);
        worker.on('message', (m: WorkerMessage) => {
          if (m.type === 'progress') {
            done[w] = m.done!;
            progress(done.reduce((a, b) => a + b, 0));
          } else if (m.type === 'cycle') onCycle?.(m.index!);
          else if (m.type === 'done') resolve(m.tally!);
          else reject(new Error(m.message));
        });
        worker.on('error', reject);
      });
    }),
  );
}

/** Games in a block of a --per-game run: its lines are one message. */
const BLOCK = 2000;

/**
 * A --per-game run over workers: the main thread hands out blocks of games in order, one at a time to whichever worker
 * is free, and writes each block's lines once every block before it is written. A block is handed out only while fewer
 * than two per worker wait to be written, so the lines held are a few blocks, whatever the number of games.
 */
function playBlocks(
  options: Options,
  job: WorkerJob,
  games: number,
  workers: number,
  file: PerGameFile,
  progress: (done: number) => void,
  onCycle?: (index: number) => void,
): Promise<Tally[]> {
  const blocks = Math.ceil(games / BLOCK);
  const crew = Math.min(workers, blocks);
  const ahead = 2 * crew;
  const finished = new Map<number, WorkerMessage>();
  const idle: Worker[] = [];
  const tallies: Tally[] = [];
  let handed = 0;
  let written = 0;
  let done = 0;
  return new Promise<Tally[]>((resolve, reject) => {
    const all: Worker[] = [];
    const fail = (e: Error): void => {
      for (const w of all) void w.terminate();
      reject(e);
    };
    /** The next block for `worker`, null when there is none left, or nothing yet while too many wait to be written. */
    const next = (worker: Worker): void => {
      if (handed >= blocks) worker.postMessage(null);
      else if (handed >= written + ahead) idle.push(worker);
      else {
        const first = handed++ * BLOCK;
        worker.postMessage({ first, games: Math.min(BLOCK, games - first) } satisfies Block);
      }
    };
    for (let w = 0; w < crew; w++) {
      const worker = startWorker(job);
      all.push(worker);
      worker.on('message', (m: WorkerMessage) => {
        try {
          if (m.type === 'block') {
            finished.set(m.first! / BLOCK, m);
            done += m.games!;
            for (let b = finished.get(written); b; b = finished.get(written)) {
              finished.delete(written++);
              file.addLines(b.text!, b.games!);
            }
            progress(done);
            next(worker);
            for (const waiting of idle.splice(0)) next(waiting);
          } else if (m.type === 'cycle') onCycle?.(m.index!);
          else if (m.type === 'done') {
            tallies.push(m.tally ?? emptyTally(options.players));
            if (tallies.length === crew) resolve(tallies);
          } else fail(new Error(m.message));
        } catch (e) {
          fail(e as Error);
        }
      });
      worker.on('error', fail);
      next(worker);
    }
  });
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
