// The play settings as data: how the element plays, looks and sounds (not which game: those are OPTION_SPECS). One
// row a setting, read by the element's properties, the VS Code manifest, its settings reader and its bridge's checks.
import { SPEED_NAMES } from './pace.ts';

/** A play setting: a switch, or one of a list of names. */
export type PlaySettingSpec =
  | {
      readonly kind: 'boolean';
      readonly default: boolean;
      /** What it does, for Settings (English). */
      readonly doc: string;
    }
  | {
      readonly kind: 'choice';
      readonly values: readonly string[];
      readonly default: string;
      readonly doc: string;
      /** Each value's label and description, for Settings (English). */
      readonly words: Readonly<Record<string, { readonly label: string; readonly description: string }>>;
      /** The element writes the property back to its attribute (its styles read it). */
      readonly reflect?: boolean;
    };

/** The tile palettes the `palette` attribute takes; the first is the default. */
export const PALETTE_NAMES = ['colour-blind', 'classic'] as const;
export type PaletteName = (typeof PALETTE_NAMES)[number];

/**
 * The play settings, by the element's property name (its attribute and the VS Code setting `piecepackWar.<name>` are
 * named the same), in the order Settings lists them. A new one is a row here, its words in the element's docs.
 */
export const PLAY_SETTINGS = {
  autoplay: {
    kind: 'boolean',
    default: false,
    doc: 'Start Auto-play as soon as a game opens (pause it any time). Games Auto-play moves in are counted apart in the statistics.',
  },
  speed: {
    kind: 'choice',
    values: SPEED_NAMES,
    default: 'normal',
    doc: 'How fast Auto-play goes.',
    words: {
      slow: { label: 'Slow', description: 'A trick every couple of seconds.' },
      normal: { label: 'Normal', description: 'A comfortable pace.' },
      fast: { label: 'Fast', description: 'Quick.' },
      max: { label: 'Max', description: 'As fast as the table can be drawn.' },
    },
  },
  palette: {
    kind: 'choice',
    values: PALETTE_NAMES,
    default: 'colour-blind',
    doc: 'Suit colours of the pieces.',
    words: {
      'colour-blind': { label: 'Colour-blind safe', description: 'Suit colours anyone can tell apart.' },
      classic: { label: 'Classic', description: 'Suns red, moons black, crowns green, arms blue.' },
    },
    reflect: true,
  },
  sound: {
    kind: 'boolean',
    default: false,
    doc: 'Play sounds at the table: a flip, a war, a won trick (made by the game itself, no files), and a short vibration on touch screens. Off by default.',
  },
} as const satisfies Record<string, PlaySettingSpec>;

export type PlaySettingName = keyof typeof PLAY_SETTINGS;
/** The play settings' names, in the table's order. */
export const PLAY_SETTING_NAMES = Object.keys(PLAY_SETTINGS) as PlaySettingName[];

/** The values of the play settings: a switch's boolean, a choice's name. */
export type PlayValues = {
  -readonly [K in PlaySettingName]: (typeof PLAY_SETTINGS)[K] extends { kind: 'choice'; values: readonly (infer V)[] } ? V : boolean;
};

/** Whether `value` is one the setting takes (false for a name the table does not have). */
export function isPlayValue(name: PlaySettingName, value: unknown): boolean {
  if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(PLAY_SETTINGS, name)) return false;
  const spec: PlaySettingSpec = PLAY_SETTINGS[name];
  return spec.kind === 'boolean' ? typeof value === 'boolean' : spec.values.includes(value as string);
}

/** What a setting takes, in words: "true or false", "one of slow, normal, fast, max". */
export function playAllowed(name: PlaySettingName): string {
  const spec: PlaySettingSpec = PLAY_SETTINGS[name];
  return spec.kind === 'boolean' ? 'true or false' : `one of ${spec.values.join(', ')}`;
}

/** Every play setting at its default. */
export function defaultPlayValues(): PlayValues {
  return Object.fromEntries(PLAY_SETTING_NAMES.map((n) => [n, PLAY_SETTINGS[n].default])) as PlayValues;
}
