// "Copy embed code" in the game menu: the two snippets for the game on the table, each copied by its own item: the
// <iframe> of the embed page with the external script that sizes it (for hosts that allow only the widget's files) and
// the <script> tag and element (for pages that allow scripts), with the files' addresses
// taken from where this module was loaded (the CDN build: the embed page and the bundles lie beside it; other builds
// do not offer the item, embed-files.ts). A game dealt from options and a seed is written as its options that differ
// from its variant's and its seed; any other game (a prepared deal, a game opened from a record or a link) as its
// record, so the embed shows the same game. A hidden-information game in progress is given without its seed or
// record, so the snippet never tells the deal.
import type { GameRecord, Options, OptionsInput } from '../../../engine/src/on-demand.ts';
import { attribute, embedCode, kebab } from '../../../picture/embed-code.ts';

/** The files the snippets point at, beside this module (names in variables: a bundler must not take them for assets). */
const EMBED_PAGE = 'embed.html';
const BUNDLE = 'piecepack-war.js';
/** The script that opens a record written in the tag (`record-json`), markdown/src/runtime.ts; it loads the bundle. */
const MARKUP_SCRIPT = 'piecepack-war-markdown.js';
/** The host's script that sizes the iframe by the height its embed page posts (markdown/src/embed-frame.ts). */
const FRAME_SCRIPT = 'piecepack-war-embed-frame.js';

/** The two snippets, each a text of its own (each is a whole embed: pasting both would show the game twice). */
export interface EmbedSnippets {
  /** The <iframe> of the embed page and the script that sizes it, for hosts that allow only the widget's files. */
  iframe: string;
  /** The <script> tag and the element, for pages that allow the widget's script. */
  script: string;
}

/** The game to write: its options and seed (null: left out), and its record when options and seed do not make it. */
export interface EmbedGame {
  options: Options;
  /** The variant's own options (its defaults resolved), or null when unknown: only what differs is written. */
  defaults: Options | null;
  seed: number | null;
  /** The game as a record (a prepared deal, a game opened from a record or a link), or null: options and seed make it. */
  record: GameRecord | null;
}

/**
 * The options that differ from the variant's own, `defaults` (the variant always), so the snippet pins no default.
 * (The caller resolves the defaults: this file, loaded on demand, then carries none of the engine.)
 */
export function ownOptions(options: Options, defaults: Options | null): OptionsInput {
  const theirs = (defaults ?? {}) as Record<string, unknown>;
  return Object.fromEntries<unknown>(
    Object.entries(options).filter(
      ([name, value]) =>
        name !== 'family' &&
        value !== undefined &&
        value !== null &&
        (name === 'variant' || JSON.stringify(value) !== JSON.stringify(theirs[name])),
    ),
  );
}

/** Options as the element's attributes: kebab-case names, lists joined with commas. */
function attributes(options: OptionsInput): [string, string][] {
  return Object.entries(options).map(([name, value]) => [kebab(name), Array.isArray(value) ? value.join(',') : String(value)]);
}

/** The two snippets for a game: the iframe (with its sizing script) and the script tag with the element. */
export function embedSnippets(game: EmbedGame, base: string = import.meta.url): EmbedSnippets {
  const own = ownOptions(game.options, game.defaults);
  const page = new URL(EMBED_PAGE, base).href;
  const frameScript = new URL(FRAME_SCRIPT, base).href;
  if (game.record) {
    const record: GameRecord = { ...game.record, options: own };
    const iframe = embedCode({ page, game: { record }, frameScript });
    const src = new URL(MARKUP_SCRIPT, base).href;
    const script = `<script type="module" src="${attribute(src)}"></script>\n<piecepack-war record-json="${attribute(JSON.stringify(record))}"></piecepack-war>`;
    return { iframe: `${iframe}\n`, script: `${script}\n` };
  }
  const attrs: [string, string][] = [...attributes(own), ...(game.seed === null ? [] : [['seed', String(game.seed)] as [string, string]])];
  const iframe = embedCode({
    page,
    game: { options: Object.fromEntries(attrs.filter(([n]) => n !== 'seed')), seed: game.seed },
    frameScript,
  });
  const tag = attrs.map(([name, value]) => ` ${name}="${attribute(value)}"`).join('');
  const script = `<script type="module" src="${attribute(new URL(BUNDLE, base).href)}"></script>\n<piecepack-war${tag}></piecepack-war>`;
  return { iframe: `${iframe}\n`, script: `${script}\n` };
}
