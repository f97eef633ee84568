// Steal War decisions. PLACEHOLDER until the family's rules land (issue 3): each decision names the seat that makes it.

/** A decision in Steal War. */
export type StealAction = { type: 'steal/placeholder'; seat: number };
