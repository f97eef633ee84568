// The decisions chunk: the tables of the games with decisions (Stacked Deck War, Steal War), loaded by the element
// the first time one is shown (decisions-loader.ts, which loads their rules beside it). Loading it defines
// <pw-decision-table> (once, whichever copy of the chunk a page loads first).
import type { DecisionModule } from '../game/decisions-loader.ts';
import { DecisionTableElement } from './decision-table.ts';
import { DecisionPlay } from '../plays/decision-play.ts';

/** The table's tag. */
export const TABLE_TAG = 'pw-decision-table';

if (!customElements.get(TABLE_TAG)) customElements.define(TABLE_TAG, DecisionTableElement);

/** What the element needs from the chunk. */
export const DECISIONS: DecisionModule = {
  families: ['stacked-deck', 'steal-war'],
  play: (host, autoplay, motion, announcer) => new DecisionPlay(host, autoplay, motion, announcer),
};
