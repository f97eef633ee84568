// What <piecepack-war> takes in a template, for every framework's typings: each game option as its typed property
// (camelCase), and the element's own settings, each a closed set of the values it takes (a wrong one is a type error).
// Shipped as types/element-props.d.ts; react.d.ts, vue.d.ts, preact.d.ts and solid.d.ts build on it.
import type { OptionProperties, OptionValues, PiecepackWar, PiecepackWarEventMap, SpeedValue } from '../dist/types/webview/src/index.js';

/** One seat as a page writes it: a person or a computer player (`computer:strong` is another name for `computer`). */
export type SeatWord = OptionValues['seats'][number] | 'computer:strong';

/**
 * The seats as the attribute writes them, comma-separated without spaces: `"human,computer"`, 2 to 4 seats (listing
 * five or six seats as text would make TypeScript build tens of thousands of types: use the array form for them).
 */
export type SeatsText =
  `${SeatWord},${SeatWord}` | `${SeatWord},${SeatWord},${SeatWord}` | `${SeatWord},${SeatWord},${SeatWord},${SeatWord}`;

/** The game options, each optional: `variant`, `packs`, `warFaceDown`… (a wrong value is a type error). */
export type PiecepackWarOptionProps = Partial<Omit<OptionProperties, 'seats'>> & {
  /** Who plays each seat: `['human', 'computer']`, or as the attribute writes it, `"human,computer"`. */
  seats?: readonly SeatWord[] | SeatsText;
};

/**
 * The element's own settings: how it plays and looks, each typed as the element types it (`speed`: slow, normal,
 * fast, max, or flips per second as a number or as text; `palette`: colour-blind or classic; `theme`: auto, light or dark).
 */
export type PiecepackWarSettingProps = Partial<
  Pick<PiecepackWar, 'autoplay' | 'speed' | 'palette' | 'theme' | 'recordSrc' | 'headingLevel' | 'confirmForced' | 'strings'>
> & {
  /** The deal: a whole number from 0 to 4294967295. */
  seed?: number | string;
};

/** Every prop of <piecepack-war>, options and settings. */
export type PiecepackWarProps = PiecepackWarOptionProps & PiecepackWarSettingProps;

/** The element's events by name, with their typed details. */
export type { PiecepackWarEventMap, PiecepackWar, SpeedValue };
