// Asks the computer player for a decision without blocking the page: in a module Web Worker made from the script next
// to the element's own (piecepack-war-computer.js). A page whose scripts come from another origin than the page itself
// (a VS Code webview) cannot start that worker directly, so the script is fetched and started from a blob: URL. Where
// neither works (a policy without worker-src, a file:// page) each decision is made on the main thread, in a task of
// its own. See docs/widget.md for the Content-Security-Policy each way needs.
import { computerAction, type Action, type GameState } from '../../../engine/src/index.ts';
import type { DecideReply, DecideRequest } from './computer-protocol.ts';

/** The worker script's file name, next to the element's module. */
export const WORKER_FILE = 'piecepack-war-computer.js';
/** A worker that has not answered in this long is given up for the next way. */
const PATIENCE_MS = 4000;

/** The ways to think, tried in order: a worker from the script's URL, a worker from a blob: URL, the main thread. */
type Way = 'url' | 'blob' | 'main';
const WAYS: readonly Way[] = ['url', 'blob', 'main'];

interface Call {
  request: DecideRequest;
  resolve: (a: Action) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** One table's link to the computer player. */
export class ComputerClient {
  private way = 0;
  private worker: Promise<Worker | null> | null = null;
  private next = 1;
  private readonly calls = new Map<number, Call>();
  private disposed = false;
  private blobUrl: string | null = null;
  /** Milliseconds each decision took to think (in the worker, or on the main thread). */
  readonly times: number[] = [];
  /** Where the last decision was made. */
  where: 'worker' | 'main' | '' = '';

  constructor(private readonly baseUrl: string) {}

  /** The computer's decision for `seat`, from the engine's computer player. */
  decide(state: GameState, seat: number): Promise<Action> {
    return new Promise((resolve) => {
      const call: Call = { request: { id: this.next++, state, seat }, resolve, timer: undefined };
      this.calls.set(call.request.id, call);
      void this.send(call);
    });
  }

  private async send(call: Call): Promise<void> {
    const worker = await this.start();
    if (this.disposed || !this.calls.has(call.request.id)) return;
    if (!worker) return this.onMainThread(call);
    clearTimeout(call.timer);
    call.timer = setTimeout(() => this.fail(worker), PATIENCE_MS);
    worker.postMessage(call.request);
  }

  /** The worker of the current way (started once), or null when the way is the main thread. */
  private start(): Promise<Worker | null> {
    this.worker ??= this.open(WAYS[this.way]).catch(() => {
      this.worker = null;
      this.way = Math.min(this.way + 1, WAYS.length - 1);
      return this.start();
    });
    return this.worker;
  }

  private async open(way: Way): Promise<Worker | null> {
    if (way === 'main') return null;
    const url = new URL(WORKER_FILE, this.baseUrl);
    let src = url.href;
    if (way === 'blob') {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      src = this.blobUrl = URL.createObjectURL(new Blob([await response.text()], { type: 'text/javascript' }));
    }
    const worker = new Worker(src, { type: 'module' });
    worker.addEventListener('message', (e: MessageEvent<DecideReply>) => this.answer(e.data));
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      this.fail(worker);
    });
    return worker;
  }

  private answer(reply: DecideReply): void {
    const call = this.calls.get(reply.id);
    if (!call) return;
    clearTimeout(call.timer);
    if ('error' in reply) return this.onMainThread(call);
    this.calls.delete(reply.id);
    this.times.push(reply.ms);
    this.where = 'worker';
    call.resolve(reply.action);
  }

  /** A worker could not start or stopped answering: the next way takes over every waiting decision. */
  private fail(worker: Worker): void {
    void this.worker?.then((current) => {
      if (current !== worker) return;
      worker.terminate();
      this.worker = null;
      this.way = Math.min(this.way + 1, WAYS.length - 1);
      for (const call of this.calls.values()) void this.send(call);
    });
  }

  /** The last way: one decision in a task of its own, after the page has had a chance to draw. */
  private onMainThread(call: Call): void {
    clearTimeout(call.timer);
    setTimeout(() => {
      if (this.disposed || !this.calls.delete(call.request.id)) return;
      const started = performance.now();
      const action = computerAction(call.request.state, call.request.seat);
      this.times.push(performance.now() - started);
      this.where = 'main';
      call.resolve(action);
    }, 0);
  }

  /** Stops the worker; decisions still waiting are dropped. */
  dispose(): void {
    this.disposed = true;
    for (const call of this.calls.values()) clearTimeout(call.timer);
    this.calls.clear();
    void this.worker?.then((w) => w?.terminate());
    this.worker = null;
    if (this.blobUrl) URL.revokeObjectURL(this.blobUrl);
  }
}
