// Vue 3 typings (import type {} from 'piecepack-war/vue' once, or list it in tsconfig's "types"): <piecepack-war> in
// GlobalComponents with its typed options and settings and its typed events (`@pw-game-end="(e) => …"` gets a
// CustomEvent<GameEndDetail>), so vue-tsc checks templates. The compiler still needs
// `isCustomElement: (tag) => tag === 'piecepack-war'` (see the package's README).
import type { DefineComponent } from 'vue';
import type { PiecepackWarEventMap, PiecepackWarProps } from './element-props.js';

/** The element's events as Vue's emits: each listener gets the event, with its typed detail. */
export type PiecepackWarEmits = {
  [K in keyof PiecepackWarEventMap]: (event: PiecepackWarEventMap[K]) => void;
};

/** <piecepack-war> as vue-tsc sees it: its props and its events. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type PiecepackWarComponent = DefineComponent<PiecepackWarProps, {}, {}, {}, {}, {}, {}, PiecepackWarEmits>;

declare module 'vue' {
  interface GlobalComponents {
    'piecepack-war': PiecepackWarComponent;
  }
}

export type { PiecepackWarProps };
