// The parts of the widget only some games use, loaded with import() the first time a game needs one: card art (any
// deck but piecepack tiles). Bundlers split each into a file of its own (the CDN build: piecepack-war-cards.js), so a
// page that shows piecepack War never loads it.
import { resolveOptions, type OptionsInput } from '../../../engine/src/on-demand.ts';
import type { CSSResult } from 'lit';
import type { cardSvg } from '../../../picture/art/card.ts';

/** A part loaded on demand. */
export type Part = 'cards';

/** What the card art part offers. */
interface CardArt {
  cardSvg: typeof cardSvg;
  cardStyles: CSSResult;
}

let cards: CardArt | null = null;
const loading = new Map<Part, Promise<void>>();

/** Each part's module, imported once. */
const LOADERS: Record<Part, () => Promise<void>> = {
  cards: () =>
    import('../../../picture/art/card.ts').then((m) => {
      cards = m;
    }),
};

/** The parts a game needs, from its options (a record's own, for a record). */
export function partsFor(input: OptionsInput): Part[] {
  const resolved = resolveOptions(input);
  return resolved.ok && 'deck' in resolved.value && resolved.value.deck !== 'piecepack' ? ['cards'] : [];
}

/** The styles of the parts a game needs (the cards' look), for the element to adopt once they are here. */
export function partStyles(input: OptionsInput): CSSResult[] {
  return cards && partsFor(input).includes('cards') ? [cards.cardStyles] : [];
}

/** Whether a part is here. */
export function partReady(part: Part): boolean {
  return part === 'cards' && cards !== null;
}

/** Loads a part (once; a failed load may be tried again). */
export function loadPart(part: Part): Promise<void> {
  let load = loading.get(part);
  if (!load) {
    load = LOADERS[part]().catch((e: unknown) => {
      loading.delete(part);
      throw e;
    });
    loading.set(part, load);
  }
  return load;
}

/** The card art (only asked for once a card game's part is here: games start after their parts load). */
export function cardArt(): CardArt {
  if (!cards) throw new Error('the card art has not loaded (piecepack-war-cards.js)');
  return cards;
}
