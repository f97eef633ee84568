// Whether "Copy embed code" can work where this widget runs: only when the embed page (embed.html) and the bundle lie
// beside the widget's own files, as in the CDN build (the release's zip, the npm package's dist/ served by a CDN).
// A bundler's output (the npm entries, renamed and moved), the Obsidian plugin and a VS Code webview have no such
// files at an address a reader's page could load: there the item is not offered. Builds set the flag (esbuild's
// `define`); straight from source (the tests, the demo page's sources) it is the CDN build's.
import { inVsCode } from '../replay/page-link.ts';

declare const __PW_EMBED__: boolean | undefined;

/** Whether this build's files lie beside the embed page and the bundle (the CDN build's layout). */
export const EMBED_BESIDE: boolean = typeof __PW_EMBED__ === 'boolean' ? __PW_EMBED__ : true;

/** Whether Copy embed code is offered here. */
export function embedOffered(): boolean {
  return EMBED_BESIDE && !inVsCode();
}
