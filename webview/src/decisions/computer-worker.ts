// The computer player's Web Worker: runs the engine's computer player off the page's main thread, so that its
// thinking (tens of milliseconds, sometimes about a hundred, for Stacked Deck War) never blocks the page. Built on
// its own as dist/piecepack-war-computer.js: the engine alone, no DOM. The decision is the engine's computerAction:
// it decides only from what its seat may know, with randomness seeded from the game, so it equals the main thread's.
import { computerAction } from '../../../engine/src/index.ts';
import { BUILD_ID } from '../build-id.ts';
import type { DecideReply, DecideRequest } from './computer-protocol.ts';

function reply(message: DecideReply): void {
  (self as unknown as Worker).postMessage(message);
}

self.addEventListener('message', (e: MessageEvent<DecideRequest>) => {
  const { id, state, seat } = e.data ?? ({} as DecideRequest);
  try {
    const started = performance.now();
    const action = computerAction(state, seat);
    reply({ id, action, ms: performance.now() - started, build: BUILD_ID });
  } catch (err) {
    reply({ id, error: err instanceof Error ? err.message : String(err), build: BUILD_ID });
  }
});
