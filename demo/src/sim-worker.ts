// The demo's simulator worker: runs the engine's simulator in slices of about 50 ms, reporting progress after each,
// so the page stays smooth and can show a progress bar; the page cancels by terminating the worker.
import { startSimulation } from '../../engine/src/index.ts';
import type { FromWorker, ToWorker } from './sim-protocol.ts';

const SLICE_MS = 50;

function post(msg: FromWorker): void {
  (self as unknown as Worker).postMessage(msg);
}

self.addEventListener('message', (e: MessageEvent<ToWorker>) => {
  const job = e.data;
  if (!job || job.type !== 'run') return;
  const started = startSimulation(job.options, { games: job.games, seed: job.seed }, () => performance.now());
  if (!started.ok) {
    post({ type: 'error', option: started.error.option, message: started.error.message });
    return;
  }
  const sim = started.value;
  let batch = 1;
  const slice = () => {
    const t0 = performance.now();
    const finished = sim.run(batch);
    const took = performance.now() - t0;
    // Grow or shrink the batch so that each slice takes about SLICE_MS.
    batch = Math.max(1, Math.round(batch * Math.min(4, SLICE_MS / Math.max(1, took))));
    post({ type: 'progress', done: sim.done, total: sim.total });
    if (finished) post({ type: 'done', summary: sim.summary() });
    else setTimeout(slice, 0);
  };
  slice();
});
