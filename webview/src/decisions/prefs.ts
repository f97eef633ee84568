// What a person chose at one element, kept across its games (a new game builds a new table): whether the widget picks
// Steal War's top card for them, and how many steal prompts they have seen (the rules text folds away after a few).

/** One element's choices. */
export interface TablePrefs {
  /** Steal War: the widget puts the suggested card on top of the person's pile without asking. */
  chooseTop: boolean;
  /** Steal War: whether the person has been shown the top-card choice at least once. */
  topAsked: boolean;
  /** Steal War: steal-or-play prompts seen (the rules text is shown in full for the first few). */
  stealPrompts: number;
}

/** Steal prompts shown with the rules text in full; later ones fold it into a disclosure. */
export const HELP_PROMPTS = 3;

const PREFS = new WeakMap<HTMLElement, TablePrefs>();

/** The element's choices (created on first use). */
export function prefsOf(element: HTMLElement): TablePrefs {
  let p = PREFS.get(element);
  if (!p) PREFS.set(element, (p = { chooseTop: true, topAsked: false, stealPrompts: 0 }));
  return p;
}
