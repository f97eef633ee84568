// The package's side-effect-free entry: the element class, its event and string types, palettes and option attributes.
// Importing it defines nothing; call `customElements.define('piecepack-war', PiecepackWar)` or import define.ts.
import { PiecepackWar } from './piecepack-war.ts';
import { reflectOptionProperties } from './option-properties.ts';

// The game options as typed properties (el.variant, el.packs…), reflected to their attributes.
reflectOptionProperties(PiecepackWar);

export { PiecepackWar };
export type {
  TrickDetail,
  WarDetail,
  GameEndDetail,
  ErrorDetail,
  NewGameDetail,
  StepDetail,
  ComputerDetail,
  LinkDetail,
  PiecepackWarEventMap,
} from './events.ts';
export type { DecisionStrings } from './decisions/decision-strings.ts';
export { DEFAULT_STRINGS, type WarStrings, type StringsInput } from './strings.ts';
export { PALETTES, PALETTE_NAMES, type Palette, type PaletteName } from './art/palettes.ts';
export { OPTION_ATTRIBUTES, type OptionAttribute } from './option-attributes.ts';
export type { OptionName, OptionValues, OptionProperties } from './option-properties.ts';
export { SPEED_NAMES, FLIPS_PER_SECOND, type SpeedName, type SpeedValue } from './speed.ts';
