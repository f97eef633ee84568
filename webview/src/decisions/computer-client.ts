// Asks the computer player for a decision without blocking the page: in a module Web Worker next to the element's
// script (piecepack-war-computer.js). Where no worker can start (a policy without worker-src, a file:// page, an
// embedder that cannot serve the file) it falls back to the main thread, one decision per task.
import { computerAction } from '../../../engine/src/game.ts';
import type { Action, GameState } from '../../../engine/src/index.ts';
import type { DecideReply, DecideRequest } from './computer-protocol.ts';

/** The worker script's file name, next to the element's module. */
export const WORKER_FILE = 'piecepack-war-computer.js';
/** A worker that has not answered in this long is given up for the main thread. */
const PATIENCE_MS = 4000;

interface Call {
  state: GameState;
  seat: number;
  resolve: (a: Action) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** One table's link to the computer player. */
export class ComputerClient {
  private worker: Worker | null = null;
  /** False once the worker failed: every later decision is made on the main thread. */
  private usable = true;
  private next = 1;
  private readonly calls = new Map<number, Call>();
  /** Milliseconds each decision took to think (in the worker, or on the main thread). */
  readonly times: number[] = [];
  /** Where the last decision was made. */
  where: 'worker' | 'main' | '' = '';

  constructor(private readonly baseUrl: string) {}

  private start(): Worker | null {
    if (this.worker || !this.usable) return this.worker;
    try {
      const worker = new Worker(new URL(WORKER_FILE, this.baseUrl), { type: 'module' });
      worker.addEventListener('message', (e: MessageEvent<DecideReply>) => this.answer(e.data));
      worker.addEventListener('error', (e) => {
        e.preventDefault();
        this.giveUp();
      });
      this.worker = worker;
    } catch {
      this.usable = false;
    }
    return this.worker;
  }

  /** The computer's decision for `seat`, from the engine's computer player. */
  decide(state: GameState, seat: number): Promise<Action> {
    const worker = this.start();
    if (!worker) return this.onMainThread(state, seat);
    return new Promise((resolve) => {
      const id = this.next++;
      const timer = setTimeout(() => this.giveUp(), PATIENCE_MS);
      this.calls.set(id, { state, seat, resolve, timer });
      worker.postMessage({ id, state, seat } satisfies DecideRequest);
    });
  }

  private answer(reply: DecideReply): void {
    const call = this.calls.get(reply.id);
    if (!call) return;
    this.calls.delete(reply.id);
    clearTimeout(call.timer);
    if ('error' in reply) {
      void this.onMainThread(call.state, call.seat).then(call.resolve);
      return;
    }
    this.times.push(reply.ms);
    this.where = 'worker';
    call.resolve(reply.action);
  }

  /** The worker could not start or stopped answering: decide the waiting calls, and all later ones, on the main thread. */
  private giveUp(): void {
    this.usable = false;
    this.worker?.terminate();
    this.worker = null;
    for (const [id, call] of this.calls) {
      clearTimeout(call.timer);
      this.calls.delete(id);
      void this.onMainThread(call.state, call.seat).then(call.resolve);
    }
  }

  /** The fallback: one decision in a task of its own, after the page has had a chance to draw. */
  private onMainThread(state: GameState, seat: number): Promise<Action> {
    return new Promise((resolve) =>
      setTimeout(() => {
        const started = performance.now();
        const action = computerAction(state, seat);
        this.times.push(performance.now() - started);
        this.where = 'main';
        resolve(action);
      }, 0),
    );
  }

  /** Stops the worker; decisions still waiting are dropped. */
  dispose(): void {
    for (const call of this.calls.values()) clearTimeout(call.timer);
    this.calls.clear();
    this.worker?.terminate();
    this.worker = null;
  }
}
