// Types of the markdown-it plugin's picture entry (dist/markdown/markdown-it-picture.js, `piecepack-war/markdown-it/picture`).
// Self-contained (the same shapes as markdown-it.d.ts), so that the ESM and the CommonJS copies read alike.

/** What a fence asks for (readFence's answer). */
export type FenceGame =
  { kind: 'attributes'; attributes: [string, string][]; unknown: Record<string, string> | null } | { kind: 'record'; record: unknown };

/**
 * The starting position of a fence's game as an SVG data URL picture (`{ src, alt }`), or null when the fence starts no
 * game: the plugin's `fallback` (`md.use(piecepackWarMarkdown, { fallback: startingPicture })`).
 */
export function startingPicture(game: FenceGame): { src: string; alt: string } | null;
