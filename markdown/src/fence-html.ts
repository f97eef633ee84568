// The HTML of one fence: the <piecepack-war> tag with the body's attributes, a record or the names the tag has no
// attribute for as escaped JSON attributes (`record-json`, `options-json`, read by picture/markup-game.ts), and a
// fallback child shown where no script runs. Every value is escaped; no name from the body becomes an attribute name.
import { plainJson } from '../../engine/src/input.ts';
import type { FenceGame } from './fence-game.ts';

/** Escapes text for a double-quoted HTML attribute or a text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What stands in the tag for readers without scripts (a feed reader): a picture, or words. */
export type Fallback = { src: string; alt: string } | { text: string };

/** The fallback when a page gives none: words, the same for every fence. */
export const DEFAULT_FALLBACK: Fallback = { text: 'A game of War plays here where JavaScript runs.' };

/** Attribute names another markdown-it rule may set on the fence's token that the tag keeps (line numbers, classes). */
const PASSED = /^(class|id|data-[a-z0-9-]+)$/;

/** The attributes the game itself sets, which the token's own never override. */
const GAME = new Set(['record-json', 'options-json', 'data-pw-fence']);

/**
 * The attributes a fence's game sets on the tag, in order, values unescaped: the body's attributes and its unknown names
 * as `options-json`, or a record as `record-json` (the tag's `data-pw-fence` apart). The Obsidian plugin sets the same.
 * A record is written through the engine's bounded reader (`plainJson`): one nested past `INPUT_LIMITS.depth` becomes
 * a JSON string saying so, which the element refuses as no record, instead of a RangeError that fails the whole page.
 */
export function gameAttributes(game: FenceGame): [string, string][] {
  if (game.kind === 'record') {
    const json = plainJson(game.record);
    return [['record-json', json.ok ? json.value : JSON.stringify(`this record cannot be read: ${json.error}`)]];
  }
  return game.unknown ? [...game.attributes, ['options-json', JSON.stringify(game.unknown)]] : [...game.attributes];
}

/**
 * The tag for a fence. `tokenAttributes` are the fence token's own (e.g. VS Code's `data-line`), kept when their name
 * is a class, an id or a data attribute; the game's attributes win over them.
 */
export function fenceHtml(
  game: FenceGame,
  tokenAttributes: readonly [string, string][] = [],
  fallback: Fallback = DEFAULT_FALLBACK,
): string {
  return tagHtml(game, tokenAttributes, fallbackHtml(fallback));
}

/** The tag for a fence around its fallback child's HTML (`fallbackHtml`'s), which a render may reuse for the same body. */
export function tagHtml(game: FenceGame, tokenAttributes: readonly [string, string][], child: string): string {
  const attributes = gameAttributes(game);
  const taken = new Set([...attributes.map(([name]) => name), ...GAME]);
  const own = tokenAttributes.filter(([name]) => PASSED.test(name) && !taken.has(name));
  const text = [['data-pw-fence', ''], ...own, ...attributes]
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return `<piecepack-war${text}>${child}</piecepack-war>\n`;
}

/** The fallback child's HTML: an image, or a line of words. */
export function fallbackHtml(fallback: Fallback): string {
  if ('src' in fallback) return `<img class="pw-fallback" src="${escapeHtml(fallback.src)}" alt="${escapeHtml(fallback.alt)}">`;
  return `<span class="pw-fallback">${escapeHtml(fallback.text)}</span>`;
}
