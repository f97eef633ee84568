// Vue 3 typings (import type {} from 'piecepack-war/vue' once, or list it in tsconfig's "types"): <piecepack-war> in
// GlobalComponents with its typed options and settings, so vue-tsc checks templates. The compiler still needs
// `isCustomElement: (tag) => tag === 'piecepack-war'` (see the package's README).
import type { DefineComponent } from 'vue';
import type { PiecepackWarProps } from './element-props.js';

declare module 'vue' {
  interface GlobalComponents {
    'piecepack-war': DefineComponent<PiecepackWarProps>;
  }
}

export type { PiecepackWarProps };
