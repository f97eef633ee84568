// Fetching a game record from `record-src`: the fetch (cancelled with its signal when a newer game is wanted) and its
// failures as a WidgetError naming record-src, never thrown into the page. Loaded with record-game.ts, which passes it on.
import { GameError } from './game-session.ts';

/** The longest address an error message repeats (a page may pass anything). */
const MAX_ECHO = 200;

function echo(src: string): string {
  return JSON.stringify(src.length > MAX_ECHO ? `${src.slice(0, MAX_ECHO)}…` : src);
}

/**
 * Fetches the record at `src` (relative to the page). Rejects with a GameError when it cannot be had, or with the
 * signal's reason once a newer game is wanted.
 */
export async function fetchRecord(src: string, signal?: AbortSignal): Promise<object> {
  let data: unknown;
  try {
    const response = await fetch(new URL(src, document.baseURI), { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    data = JSON.parse(await response.text());
    // JSON null (or a number, a string...) is no record at all: dealing a random game instead would hide the mistake.
    if (data === null || typeof data !== 'object')
      throw new Error(`it holds ${data === null ? 'null' : `a ${typeof data}`}, not a game record`);
  } catch (e) {
    if (signal?.aborted) throw signal.reason;
    throw new GameError({
      option: 'record-src',
      message: `could not load the game record ${echo(src)}: ${e instanceof Error ? e.message : String(e)}`,
      allowed: 'the URL of a piecepack-war game record (JSON)',
      code: 'record-src',
      values: { url: echo(src) },
    });
  }
  return data;
}
