// The games' names and one-line summaries in the display language: the presets' own English, looked up in the l10n
// bundle (its generator, scripts/builds/20-extension.js, adds every preset's title and summary), and why a game is refused.
import { type OptionError, isVariant, PRESETS, type VariantName } from '../../engine/src/index.ts';
import { english, type Translate } from './words.ts';

/** A game's name in the display language (a name that is no variant stays as it is). */
export function gameTitle(variant: string, t: Translate = english): string {
  return isVariant(variant) ? t(PRESETS[variant].title) : variant;
}

/** A game's summary in the display language. */
export function gameSummary(variant: VariantName, t: Translate = english): string {
  return t(PRESETS[variant].summary);
}

/**
 * Why the engine refuses a game, in the display language: too many or too few players for the variant, too few pieces
 * for the players (the mistakes New Game… can make); anything else as the engine says it.
 */
export function refusalWords(error: OptionError, t: Translate = english): string {
  const v = error.values ?? {};
  if (error.code === 'players')
    return t(
      '{0} is for {1} to {2:one=player|other=players}, not {3}.',
      gameTitle(String(v.variant), t),
      Number(v.least),
      Number(v.most),
      Number(v.players),
    );
  if (error.code === 'too-few')
    return t(
      '{0:one=player needs|other=players need} at least {1:one=piece|other=pieces}, but the packs hold only {2}.',
      Number(v.players),
      Number(v.need),
      Number(v.total),
    );
  return error.message;
}
