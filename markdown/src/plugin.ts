// The markdown-it plugin: a fenced block whose info string is `piecepack-war` becomes a playable <piecepack-war> tag
// (fence-game.ts reads the body, fence-html.ts writes the tag); every other fence renders as before.
import type { MarkdownIt } from 'markdown-it';
import { readFence, type FenceGame } from './fence-game.ts';
import { DEFAULT_FALLBACK, fenceHtml, type Fallback } from './fence-html.ts';
import { startingPicture } from './starting-picture.ts';

export { readFence, type FenceGame } from './fence-game.ts';
export { fenceHtml, escapeHtml, type Fallback } from './fence-html.ts';

/** The plugin's options. */
export interface PiecepackWarMarkdownOptions {
  /** The info string that marks a game (default `piecepack-war`). */
  info?: string;
  /**
   * What stands in the tag where no script runs (a feed reader): a picture of the starting position (`{ src, alt }`,
   * e.g. the SVG `piecepack-war picture` draws) or words, from the fence's game and body. Default: a line of words.
   */
  fallback?: (game: FenceGame, body: string) => Fallback | null | undefined;
}

/** The fence's language: the info string's first word. */
function language(info: string): string {
  return info.trim().split(/\s+/)[0] ?? '';
}

/** `md.use(piecepackWarMarkdown)`: turns `piecepack-war` fences into the element. */
export default function piecepackWarMarkdown(md: MarkdownIt, options: PiecepackWarMarkdownOptions = {}): void {
  const info = options.info ?? 'piecepack-war';
  const prior = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, idx, opts, env, self) => {
    const token = tokens[idx];
    if (language(token.info) !== info) return prior ? prior(tokens, idx, opts, env, self) : self.renderToken(tokens, idx, opts);
    const game = readFence(token.content);
    const fallback = options.fallback?.(game, token.content) ?? startingPicture(game) ?? DEFAULT_FALLBACK;
    return fenceHtml(
      game,
      (token.attrs ?? []).map(([name, value]) => [name, String(value)]),
      fallback,
    );
  };
}
