// The computer player's Web Worker: runs the engine's computer player off the page's main thread, so that its
// thinking (tens of milliseconds, sometimes about a hundred, for Stacked Deck War) never blocks the page. Built on
// its own as dist/piecepack-war-computer.js: the engine alone, no DOM. The decision is the engine's computerAction:
// it decides only from what its seat may know, with randomness seeded from the game, so it equals the main thread's.
// It also works out How to play's figures (the engine's variantFigures: seconds of simulated games, off the page).
import { computerAction, optionsInput, variantFigures } from '../../../engine/src/index.ts';
import { BUILD_ID } from '../build-id.ts';
import type { DecideReply, DecideRequest, FiguresReply, FiguresRequest } from './computer-protocol.ts';

function reply(message: DecideReply | FiguresReply): void {
  (self as unknown as Worker).postMessage(message);
}

/** The figures asked for, or why not. */
function figures({ id, figures: asked }: FiguresRequest): FiguresReply {
  const r = variantFigures(optionsInput(asked.options), { seed: asked.seed, games: asked.games });
  return r.ok ? { id, figures: r.value, build: BUILD_ID } : { id, error: r.error.message, build: BUILD_ID };
}

self.addEventListener('message', (e: MessageEvent<DecideRequest | FiguresRequest>) => {
  const data = e.data ?? ({} as DecideRequest);
  const id = data.id;
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
