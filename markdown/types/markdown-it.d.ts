// Types of piecepack-war's markdown-it plugin (dist/markdown/markdown-it.js): `md.use(piecepackWarMarkdown, options)`.
import type { MarkdownIt } from 'markdown-it';

/** What stands in the tag where no script runs: a picture of the starting position, or words. */
export type Fallback = { src: string; alt: string } | { text: string };

/** What a fence asks for. */
export type FenceGame =
  { kind: 'attributes'; attributes: [string, string][]; unknown: Record<string, string> | null } | { kind: 'record'; record: unknown };

export interface PiecepackWarMarkdownOptions {
  /** The info string that marks a game (default `piecepack-war`). */
  info?: string;
  /**
   * What stands in the tag where no script runs, from the fence's game and body (null or undefined: a line of words);
   * `startingPicture` of `piecepack-war/markdown-it/picture` draws the starting position. Called once per distinct body
   * in a render.
   */
  fallback?: (game: FenceGame, body: string) => Fallback | null | undefined;
  /**
   * For a fence with `figures: true`: its variant's figures in words, written beside the tag (`<p class="pw-figures">`);
   * `variantFiguresText` of `piecepack-war/markdown-it/figures` works them out. Without it the line is passed to the tag.
   */
  figures?: (game: FenceGame) => string | null | undefined;
}

/** Turns `piecepack-war` fences into <piecepack-war> tags. */
export default function piecepackWarMarkdown(md: MarkdownIt, options?: PiecepackWarMarkdownOptions): void;
/** Reads a fence body. */
export function readFence(body: string): FenceGame;
/** The HTML of one fence. */
export function fenceHtml(game: FenceGame, tokenAttributes?: readonly [string, string][], fallback?: Fallback): string;
/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string;
