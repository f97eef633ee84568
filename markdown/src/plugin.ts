// The markdown-it plugin: a fenced block whose info string is `piecepack-war` becomes a playable <piecepack-war> tag
// (fence-game.ts reads the body, fence-html.ts writes the tag); every other fence renders as before. It draws no
// picture itself: a page that wants the starting position where no script runs passes `fallback: startingPicture`
// from its own module (picture.ts, `piecepack-war/markdown-it/picture`), so the plugin stays small for every page else.
import type { MarkdownIt } from 'markdown-it';
import { readFence, type FenceGame } from './fence-game.ts';
import { DEFAULT_FALLBACK, escapeHtml, fallbackHtml, tagHtml, type Fallback } from './fence-html.ts';

export { readFence, type FenceGame } from './fence-game.ts';
export { fenceHtml, escapeHtml, type Fallback } from './fence-html.ts';

/** The plugin's options. */
export interface PiecepackWarMarkdownOptions {
  /** The info string that marks a game (default `piecepack-war`). */
  info?: string;
  /**
   * What stands in the tag where no script runs (a feed reader), from the fence's game and body: a picture
   * (`{ src, alt }`; `startingPicture` of `piecepack-war/markdown-it/picture` draws the starting position) or words
   * (`{ text }`); null or undefined for the default words. Called once per distinct body in a render.
   */
  fallback?: (game: FenceGame, body: string) => Fallback | null | undefined;
  /**
   * For a fence with `figures: true`: its variant's figures in words, written beside the tag (a paragraph with class
   * `pw-figures`); `variantFiguresText` of `piecepack-war/markdown-it/figures` works them out. Without it the line is
   * accepted and passed to the tag (whose How to play gives the figures anyway). Called once per distinct body in a render.
   */
  figures?: (game: FenceGame) => string | null | undefined;
}

/** A fence body read and its fallback child's HTML, kept for the rest of one render. */
interface Drawn {
  game: FenceGame;
  child: string;
  /** What follows the tag: the figures' paragraph, or nothing. */
  after: string;
}

/** The fence's language: the info string's first word. */
function language(info: string): string {
  return info.trim().split(/\s+/)[0] ?? '';
}

/** `md.use(piecepackWarMarkdown)`: turns `piecepack-war` fences into the element. */
export default function piecepackWarMarkdown(md: MarkdownIt, options: PiecepackWarMarkdownOptions = {}): void {
  const info = options.info ?? 'piecepack-war';
  const prior = md.renderer.rules.fence;
  // Identical bodies in one render are read and drawn once: one map per render's env object (markdown-it passes the
  // same env to every rule of a render), dropped with it.
  const renders = new WeakMap<object, Map<string, Drawn>>();
  const draw = (body: string): Drawn => {
    const game = readFence(body);
    const asked = game.kind === 'attributes' && game.attributes.some(([name, value]) => name === 'figures' && value !== 'off');
    const figures = asked ? options.figures?.(game) : null;
    return {
      game,
      child: fallbackHtml(options.fallback?.(game, body) ?? DEFAULT_FALLBACK),
      after: figures ? `<p class="pw-figures">${escapeHtml(figures)}</p>\n` : '',
    };
  };
  md.renderer.rules.fence = (tokens, idx, opts, env, self) => {
    const token = tokens[idx];
    if (language(token.info) !== info) return prior ? prior(tokens, idx, opts, env, self) : self.renderToken(tokens, idx, opts);
    let drawn: Drawn | undefined;
    if (typeof env === 'object' && env !== null) {
      let seen = renders.get(env);
      if (!seen) renders.set(env, (seen = new Map<string, Drawn>()));
      drawn = seen.get(token.content);
      if (!drawn) seen.set(token.content, (drawn = draw(token.content)));
    } else drawn = draw(token.content);
    return (
      tagHtml(
        drawn.game,
        (token.attrs ?? []).map(([name, value]) => [name, String(value)]),
        drawn.child,
      ) + drawn.after
    );
  };
}
