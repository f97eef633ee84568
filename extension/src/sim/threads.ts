// Where this extension host can run simulation threads: node's worker_threads in the desktop host, Web Workers in the
// web extension host (the script read from the extension and started from a blob: URL), or nowhere (then the host
// plays the games itself, in slices, and says so).
import * as vscode from 'vscode';
import type { FromThread, ToThread } from './chunk.ts';
import type { SimThread, StartThread } from './pool.ts';

declare const require: (id: string) => unknown;

/** Threads this host can start, or why it cannot. */
export type ThreadSupport = { kind: 'node' | 'web'; count: number; start: StartThread } | { kind: 'none'; why: string };

interface NodeWorker {
  on(event: 'message', listener: (m: FromThread) => void): void;
  on(event: 'error', listener: (e: Error) => void): void;
  on(event: 'exit', listener: (code: number) => void): void;
  postMessage(m: ToThread): void;
  terminate(): Promise<number>;
}

interface WebWorker {
  onmessage: ((e: { data: FromThread }) => void) | null;
  onerror: ((e: { message?: string }) => void) | null;
  postMessage(m: ToThread): void;
  terminate(): void;
}

interface WebGlobals {
  process?: { versions?: { node?: string } };
  Worker?: new (url: string, options?: { name?: string }) => WebWorker;
  Blob?: new (parts: Uint8Array[], options: { type: string }) => unknown;
  URL?: { createObjectURL(blob: unknown): string };
  navigator?: { hardwareConcurrency?: number };
}

/** Most threads used, whatever the machine has. */
const MAX_THREADS = 8;

function nodeThreads(extensionUri: vscode.Uri): ThreadSupport {
  const { Worker } = require('node:worker_threads') as { Worker: new (file: string) => NodeWorker };
  const os = require('node:os') as { availableParallelism?: () => number; cpus(): unknown[] };
  const file = vscode.Uri.joinPath(extensionUri, 'dist', 'extension', 'sim-worker.cjs').fsPath;
  const start: StartThread = async (receive, fail) => {
    const w = new Worker(file);
    let stopped = false;
    w.on('message', receive);
    w.on('error', (e) => fail(`a simulation thread failed: ${e.message}`));
    w.on('exit', (code) => {
      if (!stopped) fail(`a simulation thread stopped (exit code ${code})`);
    });
    return thread(
      (m) => w.postMessage(m),
      () => {
        stopped = true;
        void w.terminate();
      },
    );
  };
  return { kind: 'node', count: Math.min(MAX_THREADS, os.availableParallelism?.() ?? os.cpus().length), start };
}

async function webThreads(extensionUri: vscode.Uri): Promise<ThreadSupport> {
  const g = globalThis as WebGlobals;
  if (!g.Worker || !g.Blob || !g.URL?.createObjectURL) return { kind: 'none', why: 'this extension host has no Web Workers' };
  const script = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'dist', 'extension', 'web', 'sim-worker.js'));
  const url = g.URL.createObjectURL(new g.Blob([script], { type: 'text/javascript' }));
  const WorkerClass = g.Worker;
  const start: StartThread = async (receive, fail) => {
    const w = new WorkerClass(url, { name: 'piecepack-war-simulation' });
    w.onmessage = (e) => receive(e.data);
    w.onerror = (e) => fail(`a simulation worker failed: ${e.message ?? 'it could not start'}`);
    return thread(
      (m) => w.postMessage(m),
      () => w.terminate(),
    );
  };
  return { kind: 'web', count: Math.min(MAX_THREADS, g.navigator?.hardwareConcurrency ?? 2), start };
}

const thread = (post: (m: ToThread) => void, stop: () => void): SimThread => ({ post, stop });

/** The threads this extension host can run. */
export async function threadSupport(extensionUri: vscode.Uri): Promise<ThreadSupport> {
  try {
    if ((globalThis as WebGlobals).process?.versions?.node) return nodeThreads(extensionUri);
    return await webThreads(extensionUri);
  } catch (e) {
    return { kind: 'none', why: e instanceof Error ? e.message : String(e) };
  }
}
