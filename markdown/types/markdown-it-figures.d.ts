// Types of the markdown-it plugin's figures entry (dist/markdown/markdown-it-figures.js, `piecepack-war/markdown-it/figures`).
// Self-contained (the same shapes as markdown-it.d.ts), so that the ESM and the CommonJS copies read alike.

/** What a fence asks for (readFence's answer). */
export type FenceGame =
  { kind: 'attributes'; attributes: [string, string][]; unknown: Record<string, string> | null } | { kind: 'record'; record: unknown };

/** Games simulated per fence (seeded, so a site builds the same words every time). */
export const FENCE_FIGURES_GAMES: number;
/** Their seed. */
export const FENCE_FIGURES_SEED: number;

/**
 * The figures of a fence's options in English words (how long a game lasts, its time at normal speed, games that never
 * end), or null when the fence starts no game from options: the plugin's `figures`
 * (`md.use(piecepackWarMarkdown, { figures: variantFiguresText })`).
 */
export function variantFiguresText(game: FenceGame): string | null;
