// The parts of the widget only some games use, and which ones a game needs: card art (any deck but piecepack tiles),
// Tod und Leben's rounds, a record's replay and the reader of its prepared deal. The CDN bundle leaves them out and
// loads each from a file beside it the first time a game needs it (parts-loader.ts).
import { resolveOptions, type OptionsInput } from '../../engine/src/index.ts';

/** A part that the CDN bundle loads on demand. */
export type Part = 'cards' | 'tod' | 'replay' | 'deal';

/** The parts a game needs: from its options (a record's own, for a record) and the record it opens from (null: none). */
export function partsFor(input: OptionsInput, record: unknown): Part[] {
  const parts: Part[] = record === null ? [] : hasDeal(record) ? ['replay', 'deal'] : ['replay'];
  const resolved = resolveOptions(input);
  if (!resolved.ok) return parts;
  const options = resolved.value;
  if ('deck' in options && options.deck !== 'piecepack') parts.push('cards');
  if (options.family === 'tod-und-leben') parts.push('tod');
  return parts;
}

/** Whether a record starts from a prepared deal (one that cannot be read has none here: replaying it says what is wrong). */
function hasDeal(record: unknown): boolean {
  try {
    return (record as { deal?: unknown }).deal !== undefined;
  } catch {
    return false;
  }
}
