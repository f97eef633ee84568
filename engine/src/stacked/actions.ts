// Stacked Deck War decisions. PLACEHOLDER until the family's rules land (issue 3): each decision names the seat that makes it.

/** A decision in Stacked Deck War. */
export type StackedAction = { type: 'stacked/placeholder'; seat: number };
