// Plays a simulation over several threads: the games are cut into chunks that idle threads take in turn (so a slow
// chunk never holds the others up), each thread's tally so far is merged for progress, Cancel stops every thread.
// Game i always has the same seed, so the result is the one a single thread gets. Pure: threads come from `start`.
import { emptyTally, mergeTally, type Tally, type OptionsInput } from '../../../engine/src/index.ts';
import type { FromThread, SimChunk, ToThread } from './chunk.ts';

/** A running thread: send it a chunk, or stop it. */
export interface SimThread {
  post(msg: ToThread): void;
  stop(): void;
}

/** Starts a thread whose answers go to `receive` (and a failure, in words, to `fail`). Throws when it cannot start. */
export type StartThread = (receive: (m: FromThread) => void, fail: (why: string) => void) => Promise<SimThread>;

/** What a pool run ends with: the merged tally, and whether it ran to the end or was cancelled. */
export interface PoolOutcome {
  tally: Tally;
  state: 'done' | 'cancelled';
}

/** Chunk size: about eight chunks per thread (balance), at least 5 and at most 500 games (progress stays lively). */
export function chunkSize(games: number, threads: number): number {
  return Math.max(5, Math.min(500, Math.ceil(games / (threads * 8))));
}

/** The chunks of a simulation, in order. */
export function chunksOf(input: OptionsInput, games: number, seed: number, size: number): SimChunk[] {
  const chunks: SimChunk[] = [];
  for (let first = 0; first < games; first += size) chunks.push({ input, seed, first, games: Math.min(size, games - first) });
  return chunks;
}

/** A simulation over threads. */
export class SimPool {
  private readonly chunks: SimChunk[];
  private next = 0;
  /** Tallies of finished chunks, merged. */
  private readonly finished: Tally;
  /** Games in finished chunks. */
  private finishedGames = 0;
  /** Each running chunk's tally so far, by chunk id. */
  private readonly partial = new Map<number, { done: number; tally: Tally }>();
  private threads: SimThread[] = [];
  private stopped = false;
  /** Ends a run in progress as cancelled. */
  private endRun: (() => void) | null = null;

  constructor(
    input: OptionsInput,
    private readonly players: number,
    private readonly games: number,
    seed: number,
    private readonly threadCount: number,
  ) {
    this.chunks = chunksOf(input, games, seed, chunkSize(games, threadCount));
    this.finished = emptyTally(players);
  }

  /** Games played so far (finished chunks plus the running chunks' progress). */
  get done(): number {
    let n = this.finishedGames;
    for (const p of this.partial.values()) n += p.done;
    return n;
  }

  /** The tally so far (a fresh object: finished chunks and the running chunks' progress). */
  tally(): Tally {
    const t = mergeTally(emptyTally(this.players), this.finished);
    for (const p of this.partial.values()) mergeTally(t, p.tally);
    return t;
  }

  /** Stops every thread; run() then ends as cancelled with the games played so far. */
  cancel(): void {
    this.stopped = true;
    for (const t of this.threads) t.stop();
    this.endRun?.();
  }

  /** Starts the threads and plays every chunk; `progress` is called as tallies come in. Rejects if a thread fails. */
  async run(start: StartThread, progress: () => void): Promise<PoolOutcome> {
    const wanted = Math.max(1, Math.min(this.threadCount, this.chunks.length));
    return new Promise<PoolOutcome>((resolve, reject) => {
      let busy = 0;
      let settled = false;
      const end = (outcome: PoolOutcome | Error): void => {
        if (settled) return;
        settled = true;
        for (const t of this.threads) t.stop();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      const feed = (thread: SimThread): void => {
        if (this.stopped) return end({ tally: this.tally(), state: 'cancelled' });
        if (this.next >= this.chunks.length) {
          if (busy === 0) end({ tally: this.tally(), state: 'done' });
          return;
        }
        const id = this.next++;
        busy++;
        this.partial.set(id, { done: 0, tally: emptyTally(this.players) });
        thread.post({ type: 'run', id, chunk: this.chunks[id] });
      };
      const receive =
        (thread: () => SimThread | undefined) =>
        (m: FromThread): void => {
          if (settled) return;
          if (m.type === 'error') return end(new Error(m.message));
          if (m.type === 'progress') {
            this.partial.set(m.id, { done: m.done, tally: m.tally });
            progress();
            return;
          }
          this.partial.delete(m.id);
          mergeTally(this.finished, m.tally);
          this.finishedGames += this.chunks[m.id].games;
          busy--;
          progress();
          const t = thread();
          if (t) feed(t);
        };
      const fail = (why: string): void => end(new Error(why));
      this.endRun = () => end({ tally: this.tally(), state: 'cancelled' });
      if (this.stopped) return end({ tally: this.tally(), state: 'cancelled' });
      for (let i = 0; i < wanted; i++) {
        let started: SimThread | undefined;
        start(
          receive(() => started),
          fail,
        ).then(
          (t) => {
            started = t;
            this.threads.push(t);
            if (settled || this.stopped) t.stop();
            if (this.stopped) return end({ tally: this.tally(), state: 'cancelled' });
            feed(t);
          },
          (e: unknown) => fail(e instanceof Error ? e.message : String(e)),
        );
      }
    });
  }

  /** Whether every game was played. */
  get complete(): boolean {
    return this.finishedGames === this.games;
  }
}
