// A fence's variant figures at build time, the markdown-it plugin's third entry (`piecepack-war/markdown-it/figures`,
// built apart so that only sites that ask for it carry the engine's simulator): for a fence with `figures: true`, how
// long its options play, from FENCE_FIGURES_GAMES seeded games (the engine's variantFigures), in English words.
// Bounded: a fixed small game count, each game bounded by the engine's caps.
import { variantFigures } from '../../engine/src/index.ts';
import { figuresParagraph } from '../../picture/figures-words.ts';
import EN_HELP from '../../picture/help.en.ts';
import type { FenceGame } from './fence-game.ts';
import { camelCase, WIDGET_ATTRIBUTES } from './names.ts';

/** Games simulated per fence: enough for a mean and a 90th percentile, well under a second for most variants. */
export const FENCE_FIGURES_GAMES = 100;
/** Their seed, fixed: a site builds the same words every time. */
export const FENCE_FIGURES_SEED = 1;

/**
 * The figures of the fence's options in a sentence or three, or null when the fence starts no game from options (a
 * record, an unknown name, options the engine refuses): the plugin's `figures`
 * (`md.use(piecepackWarMarkdown, { figures: variantFiguresText })`).
 */
export function variantFiguresText(game: FenceGame): string | null {
  if (game.kind !== 'attributes' || game.unknown) return null;
  const options: Record<string, string> = {};
  for (const [attribute, value] of game.attributes) if (!WIDGET_ATTRIBUTES.includes(attribute)) options[camelCase(attribute)] = value;
  const r = variantFigures(options, { games: FENCE_FIGURES_GAMES, seed: FENCE_FIGURES_SEED });
  return r.ok ? figuresParagraph(r.value, EN_HELP, 'en') : null;
}
