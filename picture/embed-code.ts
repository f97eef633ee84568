// The "Copy embed code" snippet, as a pure function: the URL of the embed page (dist/embed.html) carrying one game,
// its options and seed or its whole record in a compact parameter, and the <iframe> tag a host that allows only
// iframes takes (with the external script that sizes it, where given). No DOM: the element's menu, the embed page
// (markdown/src/embed.ts), the docs' examples and the tests call the same code.

/**
 * The web platform's text and URL codecs this file uses, which browsers and Node both have: picture/ is typed without
 * the DOM's library (no page here), so they are named as they are used.
 */
interface WebCodecs {
  atob(text: string): string;
  btoa(binary: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new (label: string, options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };
  URL: new (href: string) => { readonly href: string; readonly searchParams: { set(name: string, value: string): void } };
}
const web = globalThis as unknown as WebCodecs;

/** One game for the embed page: options and a seed, or a record (a prepared deal, a game under way). */
export type EmbedGame =
  { options: Readonly<Record<string, string | number | boolean | readonly string[]>>; seed?: number | null } | { record: unknown };

/** What the snippet needs besides the game. */
export interface EmbedCodeInput {
  /** The embed page's address, e.g. `https://example.org/piecepack-war/embed.html` (its own query is kept). */
  page: string;
  game: EmbedGame;
  /** The iframe's title for screen readers (default "Piecepack War"). */
  title?: string;
  /** The iframe's height in CSS pixels before the page says its own (default 480). */
  height?: number;
  /** `transparent` (the host's background shows through; the default) or `theme` (the widget's own background). */
  background?: 'transparent' | 'theme';
  /** The element's theme: auto (the default), light or dark. */
  theme?: 'auto' | 'light' | 'dark';
  /**
   * The address of the host's sizing script (dist/piecepack-war-embed-frame.js, beside the embed page), written as a
   * `<script type="module">` after the iframe so that the iframe takes the game's height; none when left out.
   */
  frameScript?: string;
}

/** The parameter that carries a record. */
export const RECORD_PARAM = 'record';

/** kebab-case from camelCase: `warFaceDown` to `war-face-down` (the element's attribute names). */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** A record as compact URL text: its JSON in UTF-8, base64url without padding. */
export function encodeRecord(record: unknown): string {
  const bytes = new web.TextEncoder().encode(JSON.stringify(record));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return web.btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The record a parameter holds, or the parameter's text itself when it holds none (the element then says so). */
export function decodeRecord(text: string): unknown {
  try {
    const binary = web.atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new web.TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return JSON.parse(json) as unknown;
  } catch {
    return text;
  }
}

/** The embed page's URL for a game. */
export function embedUrl(input: EmbedCodeInput): string {
  const url = new web.URL(input.page);
  const set = (name: string, value: string): void => url.searchParams.set(name, value);
  const { game } = input;
  if ('record' in game) set(RECORD_PARAM, encodeRecord(game.record));
  else {
    for (const [name, value] of Object.entries(game.options)) {
      if (name === 'family' || value === undefined || value === null) continue;
      set(kebab(name), Array.isArray(value) ? value.join(',') : String(value));
    }
    if (game.seed !== undefined && game.seed !== null) set('seed', String(game.seed));
  }
  if (input.theme && input.theme !== 'auto') set('theme', input.theme);
  if (input.background === 'theme') set('background', 'theme');
  return url.href;
}

/** Escapes text for a double-quoted HTML attribute. */
export function attribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The <iframe> tag for a host's page: the game's URL, a title, a height the page then corrects (postMessage), and,
 * with `frameScript`, the external module that heeds it (no inline script: a strict host policy would refuse one).
 */
export function embedCode(input: EmbedCodeInput): string {
  const height = Math.round(Math.min(4000, Math.max(120, input.height ?? 480)));
  const title = input.title ?? 'Piecepack War';
  const iframe = `<iframe class="piecepack-war-embed" src="${attribute(embedUrl(input))}" title="${attribute(title)}" width="100%" height="${height}" loading="lazy"></iframe>`;
  return input.frameScript ? `${iframe}\n<script type="module" src="${attribute(input.frameScript)}"></script>` : iframe;
}
