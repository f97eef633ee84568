// The parts of the widget only some games use, and which ones a game needs: card art (any deck but piecepack tiles),
// Tod und Leben's rounds, and the reader of a prepared deal (a record's). The CDN bundle leaves them out and loads each
// from a file beside it the first time a game needs it (parts-loader.ts).
import { resolveOptions, type OptionsInput } from '../../engine/src/index.ts';

/** A part that the CDN bundle loads on demand. */
export type Part = 'cards' | 'tod' | 'deal';

/** The parts a game needs: from its options (a record's own, for a record) and whether it starts from a prepared deal. */
export function partsFor(input: OptionsInput, prepared: boolean): Part[] {
  const parts: Part[] = prepared ? ['deal'] : [];
  const resolved = resolveOptions(input);
  if (!resolved.ok) return parts;
  const options = resolved.value;
  if ('deck' in options && options.deck !== 'piecepack') parts.push('cards');
  if (options.family === 'tod-und-leben') parts.push('tod');
  return parts;
}
