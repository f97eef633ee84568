// A game written in the markup, as the markdown fences write it (markdown/src/fence-html.ts): a record as JSON in the
// `record-json` attribute, or options the tag has no attribute for as JSON in `options-json`. Reading them is all this
// does; the element (or the fences' script, markdown/src/runtime.ts) hands the answer to its `record` or `options`.
import type { OptionsInput } from '../engine/src/on-demand.ts';

/** The attributes that carry a game as JSON. */
export const MARKUP_ATTRIBUTES = ['record-json', 'options-json'] as const;

/** What the markup asks for: a record to open, options to lay over the attributes, or nothing. */
export type MarkupGame = { record: unknown } | { options: OptionsInput } | null;

/** Parses JSON, or gives the text itself back (the element then reports it as no record or no options). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What markupGame reads of a tag: its attributes (an Element is one; no DOM is needed here). */
export interface Tagged {
  getAttribute(name: string): string | null;
}

/** The game an element's `record-json` (first) or `options-json` attribute holds. */
export function markupGame(element: Tagged): MarkupGame {
  const record = element.getAttribute('record-json');
  if (record !== null) return { record: parsed(record) };
  const options = element.getAttribute('options-json');
  if (options === null) return null;
  const value = parsed(options);
  // Anything but an object: an option named by the text, so the element's own error says what it could not read.
  return { options: value && typeof value === 'object' && !Array.isArray(value) ? (value as OptionsInput) : { [options]: '' } };
}
