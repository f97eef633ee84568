// The extension's own settings beside the engine's options: how the element plays, the seed, simulation size, where
// the game view sits, completions for page authors, and how strong the computer plays.
import { LEVELS, PLAY_SETTING_NAMES, PLAY_SETTINGS, type PlaySettingSpec } from '../../engine/src/on-demand.ts';
/** Where the game view sits: its own container in the Activity Bar, or the Explorer. */
export const SIDEBAR_LOCATIONS = ['activity-bar', 'explorer'] as const;

/** Default number of games `Piecepack War: Simulate Current Variant` plays. */
export const DEFAULT_SIM_GAMES = 2000;
export const MAX_SIM_GAMES = 1_000_000;

/** The settings categories, in the order Settings lists them (each a `contributes.configuration` entry). */
export const CATEGORIES = ['game', 'war', 'tod-und-leben', 'steal-war', 'stacked-deck', 'display', 'simulation'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Each category's title in Settings. */
export const CATEGORY_TITLES: Record<Category, string> = {
  game: 'Game',
  war: 'Rules: War and its variants',
  'tod-und-leben': 'Rules: Tod und Leben',
  'steal-war': 'Rules: Steal War',
  'stacked-deck': 'Rules: Stacked Deck War',
  display: 'Display',
  simulation: 'Simulation',
};

/** A setting of the extension itself: name (after `piecepackWar.`), category, JSON schema bits, English words. */
export interface ExtraSetting {
  name: string;
  category: Category;
  schema: Record<string, unknown>;
  description: string;
  /** Per-value descriptions and labels for an enum, by value. */
  values?: Readonly<Record<string, { label: string; description: string }>>;
}

/** A play setting's Settings entry, from its row in the engine's PLAY_SETTINGS (the element's properties read it too). */
function playSetting(name: string, spec: PlaySettingSpec): ExtraSetting {
  return spec.kind === 'boolean'
    ? { name, category: 'display', schema: { type: 'boolean', default: spec.default }, description: spec.doc }
    : {
        name,
        category: 'display',
        schema: { type: 'string', enum: [...spec.values], default: spec.default },
        description: spec.doc,
        values: spec.words,
      };
}

/** The extension's own settings (the play settings among them, from the engine's table). */
export const EXTRA_SETTINGS: readonly ExtraSetting[] = [
  {
    name: 'seed',
    category: 'game',
    schema: { type: ['integer', 'null'], default: null, minimum: 0, maximum: 4294967295 },
    description: 'Deal every new game from this seed: the same seed deals the same game. Empty: a fresh deal each game.',
  },
  ...PLAY_SETTING_NAMES.map((name) => playSetting(name, PLAY_SETTINGS[name])),
  {
    name: 'sidebarLocation',
    category: 'display',
    schema: { type: 'string', enum: [...SIDEBAR_LOCATIONS], default: 'activity-bar' },
    description: 'Where the game view sits: under its own icon in the Activity Bar, or in the Explorer.',
    values: {
      'activity-bar': { label: 'Activity Bar', description: 'Its own Piecepack War icon in the Activity Bar.' },
      explorer: { label: 'Explorer', description: 'A Piecepack War view in the Explorer, under the files.' },
    },
  },
  {
    name: 'htmlCompletions',
    category: 'display',
    schema: { type: 'boolean', default: false },
    description:
      'For people who build web pages with the `<piecepack-war>` element: complete its attributes and their values in HTML files, once Piecepack War is running in the window (its view, a game or any of its commands starts it: an HTML file alone does not).',
  },
  {
    name: 'simulationGames',
    category: 'simulation',
    schema: { type: 'integer', default: DEFAULT_SIM_GAMES, minimum: 10, maximum: MAX_SIM_GAMES },
    description: 'How many games **Simulate Current Variant** plays.',
  },
  {
    name: 'computerLevel',
    category: 'game',
    schema: { type: 'string', enum: [...LEVELS], default: 'strong' },
    description:
      'How strong the computer plays in the decision games (Stacked Deck War, Steal War), in every seat **Seats** gives to `computer` (or all the computer seats when **Seats** is empty). A seat written `computer:easy`, `computer:normal` or `computer:strong` keeps its own level.',
    values: {
      easy: { label: 'Easy', description: 'Plays sensibly, as a beginner would; a good first opponent.' },
      normal: { label: 'Normal', description: 'A fair opponent: beats the easy computer clearly.' },
      strong: { label: 'Strong', description: "The computer's best play." },
    },
  },
];
