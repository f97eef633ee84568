// Asks the computer player for a decision without blocking the page: in a module Web Worker made from
// piecepack-war-computer.js beside this module (a file that imports nothing), named by one `new URL(…,
// import.meta.url)` that bundlers follow, so Vite emits it once as it is (a second, `new Worker(new URL(…))` form made
// Vite emit it twice). A page whose scripts come from another origin than the page itself (a VS Code webview) cannot start
// that worker directly, so the script is fetched and started from a blob: URL. Where neither works (a policy without
// worker-src, a file:// page, a stalled download) each decision is made on the main thread, in a task of its own. Every
// way is bounded in time, and every answer is checked against the engine: a worker of another build, or one that
// answers with an illegal action, is left for the main thread (said once). See docs/widget.md for the policy each way needs.
import { computerAction, step, type Action, type GameState } from '../../../engine/src/on-demand.ts';
import { BUILD_ID } from '../load/build-id.ts';
import type { DecideReply, DecideRequest } from './computer-protocol.ts';

/** A worker that has not answered (or a worker script that has not downloaded) in this long is given up for the next way. */
const PATIENCE_MS = 4000;

/** The ways to think, tried in order: a worker from the script's URL, a worker from a blob: URL, the main thread. */
type Way = 'url' | 'blob' | 'main';
const WAYS: readonly Way[] = ['url', 'blob', 'main'];

interface Call {
  request: DecideRequest;
  resolve: (a: Action) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** The worker script's URL (also what the blob way downloads). */
export function workerUrl(): URL {
  return new URL('./piecepack-war-computer.js', import.meta.url);
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
  /** Why decisions moved to the main thread, once (the table passes it on with the next decision), else null. */
  note: string | null = null;
  private noted = false;

  /** The computer's decision for `seat`, from the engine's computer player. */
  decide(state: GameState, seat: number): Promise<Action> {
    return new Promise((resolve) => {
      const call: Call = { request: { id: this.next++, state, seat }, resolve, timer: undefined };
      this.calls.set(call.request.id, call);
      void this.send(call);
    });
  }

  /** Takes the note, if any (it is given once). */
  takeNote(): string | null {
    const note = this.note;
    this.note = null;
    return note;
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
    let worker: Worker;
    if (way === 'url') worker = new Worker(workerUrl(), { type: 'module' });
    else {
      // A download that never answers (a stalled CDN or proxy) is given up like a worker that never answers.
      const response = await fetch(workerUrl(), { signal: AbortSignal.timeout(PATIENCE_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      this.blobUrl = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
      worker = new Worker(this.blobUrl, { type: 'module' });
    }
    worker.addEventListener('message', (e: MessageEvent<DecideReply>) => this.answer(worker, e.data));
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      this.fail(worker);
    });
    return worker;
  }

  private answer(worker: Worker, reply: DecideReply): void {
    const call = this.calls.get(reply?.id);
    if (!call) return;
    clearTimeout(call.timer);
    const why = this.untrusted(call, reply);
    if (why) {
      this.give(why);
      this.toMainThread(worker);
      return;
    }
    if (!('action' in reply)) return this.onMainThread(call);
    this.calls.delete(reply.id);
    this.times.push(reply.ms);
    this.where = 'worker';
    call.resolve(reply.action);
  }

  /** Why a reply cannot be taken (another build's worker, an action the engine refuses), or null. */
  private untrusted(call: Call, reply: DecideReply): string | null {
    if (reply.build !== BUILD_ID)
      return `the computer's worker (piecepack-war-computer.js) is of another build (${String(reply.build)}, the page's is ${BUILD_ID}): the computer thinks on the page's main thread`;
    if (!('action' in reply)) return null;
    let legal: boolean;
    try {
      legal = step(call.request.state, reply.action).ok;
    } catch {
      legal = false;
    }
    return legal ? null : "the computer's worker answered with an action the rules refuse: the computer thinks on the page's main thread";
  }

  /** Says once why decisions moved (the console, and the next pw-computer event). */
  private give(why: string): void {
    if (this.noted) return;
    this.noted = true;
    this.note = why;
    console.warn(`piecepack-war: ${why}`);
  }

  /** Leaves the worker for good: every waiting decision is made on the main thread. */
  private toMainThread(worker: Worker): void {
    worker.terminate();
    this.way = WAYS.length - 1;
    this.worker = Promise.resolve(null);
    for (const call of this.calls.values()) this.onMainThread(call);
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
