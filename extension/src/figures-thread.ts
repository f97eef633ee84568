// The figures request a simulation thread answers (beside its chunks of games): a variant's figures from a number of
// seeded games, worked out on the thread so the extension host never waits on them. Pure: no vscode.
import { variantFigures, type OptionsInput, type VariantFigures } from '../../engine/src/index.ts';

/** Host to thread: work out a variant's figures (`id` names the answer). */
export interface FiguresRequest {
  type: 'figures';
  id: number;
  input: OptionsInput;
  games: number;
  seed: number;
}

/** Thread to host: the figures, or why they could not be worked out. */
export type FiguresAnswer = { type: 'figures'; id: number; figures: VariantFigures } | { type: 'error'; id: number; message: string };

/** Whether a message a thread received is a figures request. */
export function isFiguresRequest(m: unknown): m is FiguresRequest {
  return typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'figures';
}

/** Answers a figures request (on the thread): the engine's figures, or its error in words. */
export function answerFigures(req: FiguresRequest, post: (m: FiguresAnswer) => void): void {
  const r = variantFigures(req.input, { games: req.games, seed: req.seed });
  post(r.ok ? { type: 'figures', id: req.id, figures: r.value } : { type: 'error', id: req.id, message: r.error.message });
}
