// The package's side-effect-free entry: the element class, its event and string types, palettes and option attributes.
// Importing it defines nothing; call `customElements.define('piecepack-war', PiecepackWar)` or import define.ts.
import { PiecepackWar } from './element/piecepack-war.ts';
import { reflectOptionProperties } from './element/option-properties.ts';

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
} from './game/page-events.ts';
export type { DecisionStrings } from './i18n/decision-strings.ts';
export { DEFAULT_STRINGS, type WarStrings, type StringsInput } from './i18n/strings.ts';
export { PALETTES, PALETTE_NAMES, type Palette, type PaletteName } from '../../picture/art/palettes.ts';
export { OPTION_ATTRIBUTES, type OptionAttribute } from './element/option-attributes.ts';
export type { OptionName, OptionValues, OptionProperties } from './element/option-properties.ts';
export { SPEED_NAMES, FLIPS_PER_SECOND, type SpeedName, type SpeedValue } from './game/speed.ts';
