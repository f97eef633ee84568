// A fence's fallback picture, the markdown-it plugin's second entry (`piecepack-war/markdown-it/picture`, built apart so
// that only pages that ask for it load the engine and the art): the game's starting position drawn with the widget's
// own art (positionSvg, in the light theme) as an SVG data URL, which stands in the tag where no script runs (a feed
// reader, a host that strips scripts) and which the element's shadow root hides once it runs. A body that cannot
// start a game gets none (the words then). Its size is the game's: at most about 26 KB (Stacked Deck War's table).
import { createGame, readRecord, viewOf, type OptionsInput, type PreparedDeal } from '../../engine/src/index.ts';
import { themeColours } from '../../picture/colours.ts';
import { positionSvg } from '../../picture/position-svg.ts';
import type { FenceGame } from './fence-game.ts';
import type { Fallback } from './fence-html.ts';
import { camelCase, WIDGET_ATTRIBUTES } from './names.ts';

/** The game a fence starts, as the engine reads it: options, seed (1 when the fence gives none) and prepared deal. */
function fenceStart(game: FenceGame): { options: OptionsInput; seed: unknown; deal?: PreparedDeal } | null {
  if (game.kind === 'record') {
    const read = readRecord(game.record);
    return read.ok ? { options: read.value.options, seed: read.value.seed, deal: read.value.deal } : null;
  }
  const options: Record<string, string> = {};
  for (const [attribute, value] of game.attributes) if (!WIDGET_ATTRIBUTES.includes(attribute)) options[camelCase(attribute)] = value;
  return { options, seed: game.attributes.find(([attribute]) => attribute === 'seed')?.[1] ?? 1 };
}

/**
 * The starting position of the fence's game as a picture, or null when the fence starts no game: the plugin's
 * `fallback` (`md.use(piecepackWarMarkdown, { fallback: startingPicture })`).
 */
export function startingPicture(game: FenceGame): Fallback | null {
  const start = fenceStart(game);
  if (!start || (game.kind === 'attributes' && game.unknown)) return null;
  const created = createGame(start.options, start.seed, start.deal);
  if (!created.ok) return null;
  const view = viewOf(created.value);
  const svg = positionSvg(view, { colours: themeColours('light') });
  return {
    src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    alt: `${view.title}: the starting position. The game plays here where JavaScript runs.`,
  };
}
