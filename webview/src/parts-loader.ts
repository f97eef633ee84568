// Where the parts only some games use come from (parts.ts). In the npm entries and the tests they are part of the module
// graph, here at once; the CDN bundle's build swaps this file for one that loads each part's file beside the bundle
// (piecepack-war-cards.js, -tod.js, -replay.js, -deal.js) the first time a game needs it.
import type { Part } from './parts.ts';

/** Whether a part is there (here: always). */
export function partReady(_part: Part): boolean {
  return true;
}

/** Loads a part (here: already there). */
export function loadPart(_part: Part): Promise<void> {
  return Promise.resolve();
}
