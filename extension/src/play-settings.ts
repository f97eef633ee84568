// The extension's own settings beside the engine's options: how the element plays, the seed, simulation size.

/** The element's autoplay speeds, slowest first (its `speed` attribute). */
export const SPEEDS = ['slow', 'normal', 'fast', 'max'] as const;
/** The element's tile palettes (its `palette` attribute); the first is the default. */
export const PALETTES = ['colour-blind', 'classic'] as const;

/** Default number of games `Piecepack War: Simulate` plays. */
export const DEFAULT_SIM_GAMES = 2000;
export const MAX_SIM_GAMES = 1_000_000;

/** A setting of the extension itself: name (after `piecepackWar.`), JSON schema bits, English description. */
export interface ExtraSetting {
  name: string;
  schema: Record<string, unknown>;
  description: string;
  /** Per-value descriptions for an enum, in the enum's order. */
  values?: readonly string[];
}

/** The extension's own settings, in the order the Settings UI lists them (after the engine's options). */
export const EXTRA_SETTINGS: readonly ExtraSetting[] = [
  {
    name: 'autoplay',
    schema: { type: 'boolean', default: false },
    description: 'Play a new game by itself as soon as it opens (you can pause it).',
  },
  {
    name: 'speed',
    schema: { type: 'string', enum: [...SPEEDS], default: 'normal' },
    description: 'How fast autoplay goes.',
    values: ['A trick every couple of seconds.', 'A comfortable pace.', 'Quick.', 'As fast as the table can be drawn.'],
  },
  {
    name: 'palette',
    schema: { type: 'string', enum: [...PALETTES], default: 'colour-blind' },
    description: 'Tile colours: the colour-blind-safe palette, or the classic red, black, green and blue.',
    values: ['Colour-blind-safe suit colours.', 'Classic suit colours: suns red, moons black, crowns green, arms blue.'],
  },
  {
    name: 'seed',
    schema: { type: ['integer', 'null'], default: null, minimum: 0, maximum: 4294967295 },
    description: 'Deal every new game from this seed (the same seed deals the same game). Leave empty for a fresh deal each game.',
  },
  {
    name: 'simulationGames',
    schema: { type: 'integer', default: DEFAULT_SIM_GAMES, minimum: 10, maximum: MAX_SIM_GAMES },
    description: 'How many games `Piecepack War: Simulate` plays to draw the game-length histogram.',
  },
];
