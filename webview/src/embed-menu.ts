// "Copy embed code" in the game menu: the snippets for the game on the table, the <iframe> of the embed page (for hosts
// that allow only iframes) and the <script> tag and element (for pages that allow scripts), with the files' addresses
// taken from where this module was loaded (the embed page and the bundle lie beside it). A hidden-information game in
// progress is given without its seed, so the snippet never tells the deal.
import type { Options } from '../../engine/src/on-demand.ts';
import { attribute, embedCode, kebab } from './embed-code.ts';

/** The files the snippets point at, beside this module (names in variables: a bundler must not take them for assets). */
const EMBED_PAGE = 'embed.html';
const BUNDLE = 'piecepack-war.js';

/** Options as the element's attributes: kebab-case names, lists joined with commas; the family is the variant's. */
function attributes(options: Options): [string, string][] {
  return Object.entries(options)
    .filter(([name, value]) => name !== 'family' && value !== undefined && value !== null)
    .map(([name, value]) => [kebab(name), Array.isArray(value) ? value.join(',') : String(value)]);
}

/** Both snippets for a game (`seed` null: left out), as one text to paste. */
export function embedSnippets(options: Options, seed: number | null, base: string = import.meta.url): string {
  const iframe = embedCode({ page: new URL(EMBED_PAGE, base).href, game: { options: Object.fromEntries(attributes(options)), seed } });
  const attrs = [...attributes(options), ...(seed === null ? [] : [['seed', String(seed)] as [string, string]])]
    .map(([name, value]) => ` ${name}="${attribute(value)}"`)
    .join('');
  const script = `<script type="module" src="${attribute(new URL(BUNDLE, base).href)}"></script>\n<piecepack-war${attrs}></piecepack-war>`;
  return `${iframe}\n\n${script}\n`;
}
