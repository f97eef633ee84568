// JSX typings for Solid 1 (import 'piecepack-war/solid' once, or list it in tsconfig's "types"): <piecepack-war> with
// its typed options and settings, every HTML attribute, and its events through Solid's `on:` namespace
// (`on:pw-game-end`).
import type { JSX } from 'solid-js';
import type { PiecepackWar, PiecepackWarEventMap, PiecepackWarProps } from './element-props.js';

/** What <piecepack-war> takes in Solid's JSX. */
export type PiecepackWarJsxProps = JSX.HTMLAttributes<PiecepackWar> & PiecepackWarProps;

declare module 'solid-js' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'piecepack-war': PiecepackWarJsxProps;
    }
    // Solid types `on:NAME` props from this map: the element's events, each with its typed detail.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
    interface CustomEvents extends PiecepackWarEventMap {}
  }
}

export type { PiecepackWarProps };
