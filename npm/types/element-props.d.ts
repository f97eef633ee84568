// What <piecepack-war> takes in a template, for every framework's typings: each game option as its typed property
// (camelCase), and the element's own settings. Shipped as types/element-props.d.ts; react.d.ts and vue.d.ts build on it.
import type { OptionProperties, PiecepackWar, PiecepackWarEventMap } from '../dist/types/webview/src/index.js';

/** The game options, each optional: `variant`, `packs`, `warFaceDown`… (a wrong value is a type error). */
export type PiecepackWarOptionProps = Partial<OptionProperties>;

/** The element's own settings: how it plays and looks. */
export type PiecepackWarSettingProps = Partial<
  Pick<PiecepackWar, 'autoplay' | 'speed' | 'palette' | 'theme' | 'recordSrc' | 'headingLevel' | 'confirmForced' | 'strings'>
> & {
  /** The deal: a whole number from 0 to 4294967295. */
  seed?: number | string;
};

/** Every prop of <piecepack-war>, options and settings. */
export type PiecepackWarProps = PiecepackWarOptionProps & PiecepackWarSettingProps;

/** The element's events by name, with their typed details. */
export type { PiecepackWarEventMap, PiecepackWar };
