// The end-to-end scenarios, in order (each builds on the state the previous one left): what a user does in VS Code with
// the installed .vsix, in Restricted Mode, checked in the real workbench, the real webviews and the extension's log.
import { FENCE_SCENARIOS } from './scenarios-fences.ts';
import { FIGURES_SCENARIOS } from './scenarios-figures.ts';
import { GAMES_SCENARIOS } from './scenarios-games.ts';
import { LANGUAGE_SCENARIOS } from './scenarios-languages.ts';
import { MARKDOWN_SCENARIOS } from './scenarios-markdown.ts';
import { MORE_SCENARIOS } from './scenarios-more.ts';
import { PLAY_SCENARIOS } from './scenarios-play.ts';
import { STATS_SCENARIOS } from './scenarios-stats.ts';
import type { Scenario } from './steps.ts';
import { VARIANT_SCENARIOS } from './scenarios-variants.ts';

export { FIRST_SETTINGS, type E2EContext } from './steps.ts';

/**
 * Every scenario, in the order they run: the Markdown preview's after the game views' (it closes every editor when it is
 * done), the statistics' after the variants' (they set up what they need), the languages last (they restart the server in another language).
 */
export const SCENARIOS: Scenario[] = [
  ...PLAY_SCENARIOS,
  ...MORE_SCENARIOS,
  ...VARIANT_SCENARIOS,
  ...GAMES_SCENARIOS,
  ...STATS_SCENARIOS,
  ...MARKDOWN_SCENARIOS,
  ...FENCE_SCENARIOS,
  ...FIGURES_SCENARIOS,
  ...LANGUAGE_SCENARIOS,
];
