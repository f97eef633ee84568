// The games' names and one-line summaries in the display language, each a literal t() call so the l10n
// bundle's generator finds them (a unit test checks they are the presets' own English).
import { type OptionError, isVariant, PRESETS, type VariantName } from '../../engine/src/index.ts';
import { english, type Translate } from './words.ts';

/** Every game's name through `t`. */
export function gameTitles(t: Translate = english): Record<VariantName, string> {
  return {
    war: t('War (piecepack)'),
    'war-cards': t('War (cards)'),
    'w-a-r': t('W-A-R'),
    'war-jokers': t('War with jokers'),
    razboi: t('Război'),
    russian: t('Russian War (piecepack)'),
    pyanitsa: t("P'yanitsa (Drunkard)"),
    'tod-und-leben': t('Tod und Leben'),
    'steal-war': t('Steal War'),
    'stacked-deck': t('Stacked Deck War'),
  };
}

/** Every game's summary through `t`. */
export function gameSummaries(t: Translate = english): Record<VariantName, string> {
  return {
    war: t('Piecepack War: 5 beats 4 beats 3 beats 2 beats ace beats null; a tie starts a war of one face-down tile and one face-up.'),
    'war-cards': t("The 52-card children's game: ace high, a war is one card face down and one face up."),
    'w-a-r': t('Card War where each war puts three cards face down, one per letter, before the deciding card.'),
    'war-jokers': t('Card War with two jokers above the aces, dealt one to each player.'),
    razboi: t('Romanian War: a tie of sevens is a war of seven cards each, the last face up; short players set the size.'),
    russian: t(
      'Null is high and five is low, but a five beats a null. Choose the objective: avoid collecting everything, or never run out.',
    ),
    pyanitsa: t('The Russian card game with 36 cards: ace high, six low, but a six beats an ace.'),
    'tod-und-leben': t('German two-player game with 32 cards: tricks are kept aside, ties grow the trick, most cards wins the round.'),
    'steal-war': t("Won cards go to a face-up capture pile; a card matching the top of an opponent's pile may steal the whole pile."),
    'stacked-deck': t('Two piecepacks, decks arranged in advance, coins spent on a 24-cell action table, dice and rock-paper-scissors.'),
  };
}

/** A game's name in the display language (a name that is no variant stays as it is). */
export function gameTitle(variant: string, t: Translate = english): string {
  return isVariant(variant) ? gameTitles(t)[variant] : variant;
}

/** A game's summary in the display language. */
export function gameSummary(variant: VariantName, t: Translate = english): string {
  return gameSummaries(t)[variant] ?? PRESETS[variant].summary;
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
