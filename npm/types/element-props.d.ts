// What <piecepack-war> takes in a template, for every framework's typings: each game option as its typed property
// (camelCase), and the element's own settings, each a closed set of the values it takes (a wrong one is a type error).
// Shipped as types/element-props.d.ts; react.d.ts, vue.d.ts, preact.d.ts and solid.d.ts build on it.
import type {
  OptionProperties,
  OptionValues,
  PaletteName,
  PiecepackWar,
  PiecepackWarEventMap,
  SpeedName,
} from '../dist/types/webview/src/index.js';

/** One seat as a page writes it: a person or a computer player (`computer:strong` is another name for `computer`). */
export type SeatWord = OptionValues['seats'][number] | 'computer:strong';

/**
 * The seats as the attribute writes them, comma-separated without spaces: `"human,computer"`, 2 to 4 seats (listing
 * five or six seats as text would make TypeScript build tens of thousands of types: use the array form for them).
 */
export type SeatsText =
  `${SeatWord},${SeatWord}` | `${SeatWord},${SeatWord},${SeatWord}` | `${SeatWord},${SeatWord},${SeatWord},${SeatWord}`;

/** Autoplay's speed: a named speed, or flips per second (0.1 to 1000) as a number or as text (`speed="5"`). */
export type SpeedValue = SpeedName | number | `${number}`;

/** The element's colour scheme: the page's (auto, the default), light or dark. */
export type ThemeName = 'auto' | 'light' | 'dark';

/** The game options, each optional: `variant`, `packs`, `warFaceDown`… (a wrong value is a type error). */
export type PiecepackWarOptionProps = Partial<Omit<OptionProperties, 'seats'>> & {
  /** Who plays each seat: `['human', 'computer']`, or as the attribute writes it, `"human,computer"`. */
  seats?: readonly SeatWord[] | SeatsText;
};

/** The element's own settings: how it plays and looks. */
export type PiecepackWarSettingProps = Partial<
  Pick<PiecepackWar, 'autoplay' | 'recordSrc' | 'headingLevel' | 'confirmForced' | 'strings'>
> & {
  /** Autoplay speed: slow, normal, fast, max, or flips per second from 0.1 to 1000. */
  speed?: SpeedValue;
  /** Suit colours: colour-blind (the default) or classic. */
  palette?: PaletteName;
  /** auto (the default), light or dark. */
  theme?: ThemeName;
  /** The deal: a whole number from 0 to 4294967295. */
  seed?: number | string;
};

/** Every prop of <piecepack-war>, options and settings. */
export type PiecepackWarProps = PiecepackWarOptionProps & PiecepackWarSettingProps;

/** The element's events by name, with their typed details. */
export type { PiecepackWarEventMap, PiecepackWar };
