// The build a file belongs to, so a bundle and a computer's worker of different builds (a cached old worker beside a new
// bundle) recognise each other. Builds set it (esbuild's `define`); straight from source it is 'source'.
declare const __PW_BUILD__: string | undefined;

/** This build's id. */
export const BUILD_ID: string = typeof __PW_BUILD__ === 'string' ? __PW_BUILD__ : 'source';
