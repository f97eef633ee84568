// An animation's GIF encoded off the page's main thread: in the computer player's module Web Worker
// (piecepack-war-computer.js, decisions/computer-worker.ts), which asks for each frame's pixels in turn; the page only
// draws the frame asked for (an SVG into a canvas, which only the page can do), a task per frame, so it keeps
// answering while a long game is saved. The worker starts as the computer's does: from its URL, else from a blob: URL
// of its download (scripts from another origin, as in VS Code). Where neither starts (a policy without worker-src, a
// file:// page, a worker of another build), the caller encodes on the main thread instead.
import { BUILD_ID } from '../load/build-id.ts';
import { workerUrl } from '../decisions/computer-client.ts';
import type { GifFrameMessage, GifReply, GifRequest } from '../decisions/computer-protocol.ts';
import type { FrameAt } from '../../../picture/gif.ts';

/** A worker that has not asked for its first frame in this long is given up (the main thread encodes instead). */
const PATIENCE_MS = 10_000;

let next = 1;

/** A worker started one way (null when that way cannot start one), and what to free when it is done. */
async function open(way: 'url' | 'blob'): Promise<{ worker: Worker; blobUrl: string | null } | null> {
  try {
    if (way === 'url') return { worker: new Worker(workerUrl(), { type: 'module' }), blobUrl: null };
    const response = await fetch(workerUrl(), { signal: AbortSignal.timeout(PATIENCE_MS) });
    if (!response.ok) return null;
    const blobUrl = URL.createObjectURL(new Blob([await response.text()], { type: 'text/javascript' }));
    return { worker: new Worker(blobUrl, { type: 'module' }), blobUrl };
  } catch {
    return null;
  }
}

/**
 * `count` frames as a GIF, `pace` ms each, encoded in a worker that asks for frame `i` with `frameAt(i)` (the same
 * order as encodeGif: the palette's sample, then every frame). Null when no worker could do it (encode on the page).
 */
export async function encodeInWorker(count: number, frameAt: FrameAt, pace: number): Promise<Uint8Array | null> {
  for (const way of ['url', 'blob'] as const) {
    const started = await open(way);
    if (!started) continue;
    try {
      const bytes = await encodeOn(started.worker, count, frameAt, pace);
      if (bytes) return bytes;
    } finally {
      started.worker.terminate();
      if (started.blobUrl) URL.revokeObjectURL(started.blobUrl);
    }
  }
  return null;
}

/** The GIF encoded by `worker`, or null when it would not (it did not start, or it is another build's). */
function encodeOn(worker: Worker, count: number, frameAt: FrameAt, pace: number): Promise<Uint8Array | null> {
  const id = next++;
  return new Promise<Uint8Array | null>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => done(null), PATIENCE_MS);
    const done = (result: Uint8Array | null | Error) => {
      clearTimeout(timer);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      done(null);
    });
    worker.addEventListener('message', (e: MessageEvent<GifReply>) => {
      const data = e.data;
      if (data?.id !== id) return;
      // Another build's worker may speak otherwise: the page encodes.
      if (data.build !== BUILD_ID) return done(null);
      if ('error' in data) return done(new Error(data.error));
      if ('bytes' in data) return done(data.bytes);
      clearTimeout(timer);
      timer = undefined;
      const index = data.need;
      Promise.resolve(frameAt(index)).then(
        (f) => {
          const rgba = f.rgba instanceof Uint8ClampedArray ? f.rgba : new Uint8ClampedArray(f.rgba);
          const message: GifFrameMessage = { id, frame: { index, rgba, width: f.width, height: f.height } };
          worker.postMessage(message, [rgba.buffer]);
        },
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
      );
    });
    const request: GifRequest = { id, gif: { count, pace } };
    worker.postMessage(request);
  });
}
