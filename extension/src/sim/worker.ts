// The simulation thread's script (built twice: dist/extension/sim-worker.cjs for node's worker_threads in the desktop
// extension host, dist/extension/web/sim-worker.js as a classic Web Worker script for the web extension host). It plays
// chunks of a simulation, and answers figures requests (figures-thread.ts).
import { answerFigures, isFiguresRequest } from '../figures-thread.ts';
import { playChunk, type FromThread, type ToThread } from './chunk.ts';

declare const self: { postMessage(m: unknown): void; onmessage: ((e: { data: unknown }) => void) | null } | undefined;
declare const performance: { now(): number };

function receive(data: unknown, post: (m: FromThread) => void): void {
  if (isFiguresRequest(data)) {
    try {
      answerFigures(data, post as (m: unknown) => void);
    } catch (e) {
      post({ type: 'error', id: data.id, message: e instanceof Error ? e.message : String(e) });
    }
    return;
  }
  const msg = data as ToThread;
  if (msg?.type !== 'run') return;
  try {
    playChunk(msg.id, msg.chunk, post, () => performance.now());
  } catch (e) {
    post({ type: 'error', id: msg.id, message: e instanceof Error ? e.message : String(e) });
  }
}

if (typeof self !== 'undefined') {
  const scope = self;
  scope.onmessage = (e) => receive(e.data, (m) => scope.postMessage(m));
} else {
  // node: the port keeps messages until a listener is added, so nothing sent meanwhile is lost.
  void import('node:worker_threads').then(({ parentPort: port }) => {
    port?.on('message', (m) => receive(m, (out) => port.postMessage(out)));
  });
}
