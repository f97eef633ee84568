// The computer player's Web Worker: runs the engine's computer player off the page's main thread, so that its
// thinking (tens of milliseconds, sometimes about a hundred, for Stacked Deck War) never blocks the page. Built on
// its own as dist/piecepack-war-computer.js: the engine alone, no DOM. The decision is the engine's computerAction:
// it decides only from what its seat may know, with randomness seeded from the game, so it equals the main thread's.
// It also works out How to play's figures (the engine's variantFigures: seconds of simulated games, off the page),
// and encodes a saved animation's GIF (picture/gif-worker.ts): it asks the page for each frame's pixels in turn.
import { computerAction, optionsInput, variantFigures } from '../../../engine/src/index.ts';
import { BUILD_ID } from '../load/build-id.ts';
import { encodeGif, type Frame } from '../../../picture/gif.ts';
import type {
  DecideReply,
  DecideRequest,
  FiguresReply,
  FiguresRequest,
  GifFrameMessage,
  GifReply,
  GifRequest,
} from './computer-protocol.ts';

function reply(message: DecideReply | FiguresReply | GifReply): void {
  (self as unknown as Worker).postMessage(message);
}

/** Each animation being encoded: what takes the frame it asked for. */
const waiting = new Map<number, (frame: Frame) => void>();

/** Encodes animation `id`, asking the page for frame after frame; the bytes (or the error) go back at the end. */
async function gif({ id, gif: { count, pace } }: GifRequest): Promise<void> {
  try {
    const frameAt = (i: number) =>
      new Promise<Frame>((got) => {
        waiting.set(id, got);
        reply({ id, need: i, build: BUILD_ID });
      });
    const bytes = await encodeGif(count, frameAt, pace);
    reply({ id, bytes, build: BUILD_ID });
  } catch (err) {
    reply({ id, error: err instanceof Error ? err.message : String(err), build: BUILD_ID });
  } finally {
    waiting.delete(id);
  }
}

/** The figures asked for, or why not. */
function figures({ id, figures: asked }: FiguresRequest): FiguresReply {
  const r = variantFigures(optionsInput(asked.options), { seed: asked.seed, games: asked.games });
  return r.ok ? { id, figures: r.value, build: BUILD_ID } : { id, error: r.error.message, build: BUILD_ID };
}

self.addEventListener('message', (e: MessageEvent<DecideRequest | FiguresRequest | GifRequest | GifFrameMessage>) => {
  const data = e.data ?? ({} as DecideRequest);
  const id = data.id;
  if ('gif' in data) return void gif(data);
  if ('frame' in data) return waiting.get(id)?.(data.frame);
  try {
    if ('figures' in data) return reply(figures(data));
    const { state, seat } = data;
    const started = performance.now();
    const action = computerAction(state, seat);
    reply({ id, action, ms: performance.now() - started, build: BUILD_ID });
  } catch (err) {
    reply({ id, error: err instanceof Error ? err.message : String(err), build: BUILD_ID });
  }
});
