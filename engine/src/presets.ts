// The built-in variants: each is a named record of option defaults for one rules family (see docs/rules.md).

/** Which rules engine plays a variant. Options refine a family; they never switch it. */
export type Family = 'war' | 'tod-und-leben' | 'steal-war' | 'stacked-deck';

/** A built-in variant: its family, a one-line description, and the option values it sets. */
export interface Preset {
  readonly family: Family;
  readonly title: string;
  readonly summary: string;
  readonly defaults: Readonly<Record<string, unknown>>;
}

/** Every built-in variant, in the order the UI lists them. */
export const PRESETS = {
  war: {
    family: 'war',
    title: 'War (piecepack)',
    summary: 'Piecepack War: 5 beats 4 beats 3 beats 2 beats ace beats null; a tie starts a war of one face-down tile and one face-up.',
    defaults: { deck: 'piecepack' },
  },
  'war-cards': {
    family: 'war',
    title: 'War (cards)',
    summary: "The 52-card children's game: ace high, a war is one card face down and one face up.",
    defaults: { deck: 'cards-52' },
  },
  'w-a-r': {
    family: 'war',
    title: 'W-A-R',
    summary: 'Card War where each war puts three cards face down, one per letter, before the deciding card.',
    defaults: { deck: 'cards-52', warFaceDown: 3 },
  },
  'war-jokers': {
    family: 'war',
    title: 'War with jokers',
    summary: 'Card War with two jokers above the aces, dealt one to each player.',
    defaults: { deck: 'cards-52', jokers: 2, jokersApart: true },
  },
  razboi: {
    family: 'war',
    title: 'Război',
    summary: 'Romanian War: a tie of sevens is a war of seven cards each, the last face up; short players set the size.',
    defaults: { deck: 'cards-52', warFaceDown: 'by-rank', outOfCards: 'fewest' },
  },
  russian: {
    family: 'war',
    title: 'Russian War (piecepack)',
    summary: 'Null is high and five is low, but a five beats a null. Choose the objective: avoid collecting everything, or never run out.',
    defaults: { deck: 'piecepack', ranking: 'russian', warFaceDown: 0, objective: 'avoid-all' },
  },
  pyanitsa: {
    family: 'war',
    title: "P'yanitsa (Drunkard)",
    summary: 'The Russian card game with 36 cards: ace high, six low, but a six beats an ace.',
    defaults: { deck: 'cards-36', ranking: 'russian', warFaceDown: 0, objective: 'avoid-all' },
  },
  'tod-und-leben': {
    family: 'tod-und-leben',
    title: 'Tod und Leben',
    summary: 'German two-player game with 32 cards: tricks are kept aside, ties grow the trick, most cards wins the round.',
    defaults: { deck: 'cards-32' },
  },
  'steal-war': {
    family: 'steal-war',
    title: 'Steal War',
    summary: "Won cards go to a face-up capture pile; a card matching the top of an opponent's pile may steal the whole pile.",
    defaults: { deck: 'cards-52', jokers: 2, warFaceDown: 3 },
  },
  'stacked-deck': {
    family: 'stacked-deck',
    title: 'Stacked Deck War',
    summary: 'Two piecepacks, decks arranged in advance, coins spent on a 24-cell action table, dice and rock-paper-scissors.',
    defaults: {},
  },
} as const satisfies Record<string, Preset>;

export type VariantName = keyof typeof PRESETS;
export const VARIANT_NAMES = Object.keys(PRESETS) as VariantName[];

/** Whether a string names a built-in variant. */
export function isVariant(name: unknown): name is VariantName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(PRESETS, name);
}
