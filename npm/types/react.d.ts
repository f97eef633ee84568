// JSX typings for React 19 (import 'piecepack-war/react' once, or list it in tsconfig's "types"): <piecepack-war> with
// its typed options and settings, every HTML attribute, and its events as React 19 passes them (`onpw-game-end`).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { PiecepackWar, PiecepackWarEventMap, PiecepackWarProps } from './element-props.js';

/** React 19 listens to a custom element's events through props named `on` + the event's name. */
export type PiecepackWarEventProps = {
  [K in keyof PiecepackWarEventMap as `on${K}`]?: (event: PiecepackWarEventMap[K]) => void;
};

/** What <piecepack-war> takes in React's JSX. */
export type PiecepackWarJsxProps = DetailedHTMLProps<HTMLAttributes<PiecepackWar>, PiecepackWar> &
  PiecepackWarProps &
  PiecepackWarEventProps;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'piecepack-war': PiecepackWarJsxProps;
    }
  }
}

export type { PiecepackWarProps };
