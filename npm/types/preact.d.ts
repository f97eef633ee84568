// JSX typings for Preact 10 (import 'piecepack-war/preact' once, or list it in tsconfig's "types"): <piecepack-war>
// with its typed options and settings, every HTML attribute, and its events as Preact passes them (`onpw-game-end`).
import type { JSX } from 'preact';
import type { PiecepackWar, PiecepackWarEventMap, PiecepackWarProps } from './element-props.js';

/** Preact adds a listener for a prop named `on` + the event's name (kept as written for a custom element's events). */
export type PiecepackWarEventProps = {
  [K in keyof PiecepackWarEventMap as `on${K}`]?: (event: PiecepackWarEventMap[K]) => void;
};

/** What <piecepack-war> takes in Preact's JSX. */
export type PiecepackWarJsxProps = JSX.HTMLAttributes<PiecepackWar> & PiecepackWarProps & PiecepackWarEventProps;

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'piecepack-war': PiecepackWarJsxProps;
    }
  }
}

export type { PiecepackWarProps };
