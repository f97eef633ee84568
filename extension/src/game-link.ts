// Game links at the host: what "Copy link" puts on the clipboard (the webview cannot write it), and reading a link for
// "Piecepack War: Open Game Link…" (pure, so it is unit-tested without VS Code).
import { decodeShare, type SharedGame } from '../../engine/src/index.ts';
import type { Translate } from './words.ts';

/**
 * The text to copy for a link the webview made: the link itself when it names a web page (the widget's `share-url`),
 * else only its game part (`#g=1.…`: a VS Code webview's own address opens nowhere), which Open Game Link… and any
 * page with the demo's or the embed page's script open.
 */
export function linkToCopy(link: string): string {
  const at = link.indexOf('#');
  return /^https?:\/\//i.test(link) || at < 0 ? link : link.slice(at);
}

/** The game a link typed or pasted into Open Game Link… holds, or why it holds none (a sentence for the person). */
export function readGameLink(text: string): { ok: true; game: SharedGame } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: 'no link given' };
  const shared = decodeShare(trimmed);
  return shared.ok ? { ok: true, game: shared.value } : { ok: false, message: shared.error };
}

/**
 * What Open Game Link…'s box says under the text as it is typed: null while it is empty or holds a game, else why it
 * holds none (decodeShare's reason: bounded by the link's length and its game's). The box stays open with the text.
 */
export function linkProblem(text: string, t: Translate): string | null {
  if (!text.trim()) return null;
  const read = readGameLink(text);
  return read.ok ? null : t('This link opens no game: {0}', read.message);
}
