// The simulation thread's script (built twice: dist/extension/sim-worker.cjs for node's worker_threads in the desktop
// extension host, dist/extension/web/sim-worker.js as a classic Web Worker script for the web extension host).
import { playChunk, type FromThread, type ToThread } from './chunk.ts';

declare const require: (id: string) => unknown;
declare const self: { postMessage(m: unknown): void; onmessage: ((e: { data: unknown }) => void) | null } | undefined;
declare const performance: { now(): number };

interface NodePort {
  on(event: 'message', listener: (m: unknown) => void): void;
  postMessage(m: unknown): void;
}

const inNode = typeof self === 'undefined';
const port: NodePort | null = inNode ? (require('node:worker_threads') as { parentPort: NodePort | null }).parentPort : null;
const post = (m: FromThread): void => (port ? port.postMessage(m) : self!.postMessage(m));

function receive(data: unknown): void {
  const msg = data as ToThread;
  if (msg?.type !== 'run') return;
  try {
    playChunk(msg.id, msg.chunk, post, () => performance.now());
  } catch (e) {
    post({ type: 'error', id: msg.id, message: e instanceof Error ? e.message : String(e) });
  }
}

if (port) port.on('message', receive);
else self!.onmessage = (e) => receive(e.data);
