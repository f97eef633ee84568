// Works out variants' figures off the extension host's own thread: each request on a simulation thread of its own
// (sim/threads.ts), stopped the moment it is cancelled; where no thread can start, in the host in short slices. Keeps the
// figures it has (by options), so a hover or a pick line asked twice answers at once.
import type * as vscode from 'vscode';
import { startFigures, type OptionsInput, type VariantFigures } from '../../engine/src/index.ts';
import { FIGURES_N, FIGURES_SEED } from './figures-words.ts';
import type { FiguresAnswer, FiguresRequest } from './figures-thread.ts';
import type { FromThread, ToThread } from './sim/chunk.ts';
import { threadSupport, type ThreadSupport } from './sim/threads.ts';

/** How many sets of figures the host keeps. */
const KEPT = 64;
/** How long the host plays games in one go when no thread can start. */
const SLICE_MS = 20;

const keyOf = (input: OptionsInput): string => JSON.stringify(input);

/** Figures of variants, from FIGURES_N games from FIGURES_SEED (the CLI's defaults). */
export class FiguresRunner {
  private readonly kept = new Map<string, VariantFigures>();
  private threads: Promise<ThreadSupport> | undefined;
  private nextId = 1;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  /** Figures already worked out for these options, or undefined. */
  known(input: OptionsInput): VariantFigures | undefined {
    return this.kept.get(keyOf(input));
  }

  /** The figures of these options, or null when cancelled first (or when they cannot be worked out: logged). */
  async figures(input: OptionsInput, token: vscode.CancellationToken): Promise<VariantFigures | null> {
    const key = keyOf(input);
    const known = this.kept.get(key);
    if (known) return known;
    if (token.isCancellationRequested) return null;
    const support = await (this.threads ??= threadSupport(this.extensionUri));
    let figures: VariantFigures | null;
    try {
      figures = support.kind === 'none' ? await this.inHost(input, token) : await this.onThread(support.start, input, token);
    } catch (e) {
      this.log.warn(`figures of ${key} could not be worked out: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
    if (!figures) return null;
    this.kept.delete(key);
    this.kept.set(key, figures);
    while (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    return figures;
  }

  private async onThread(
    start: Extract<ThreadSupport, { start: unknown }>['start'],
    input: OptionsInput,
    token: vscode.CancellationToken,
  ): Promise<VariantFigures | null> {
    const id = this.nextId++;
    return new Promise<VariantFigures | null>((resolve, reject) => {
      let settled = false;
      let stop = (): void => {};
      const end = (outcome: VariantFigures | null | Error): void => {
        if (settled) return;
        settled = true;
        sub.dispose();
        stop();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      const sub = token.onCancellationRequested(() => end(null));
      const receive = (m: FromThread): void => {
        const answer = m as unknown as FiguresAnswer;
        if (answer.id !== id) return;
        end(answer.type === 'figures' ? answer.figures : new Error(answer.message));
      };
      start(receive, (why) => end(new Error(why))).then(
        (thread) => {
          stop = () => thread.stop();
          if (settled) return thread.stop();
          const request: FiguresRequest = { type: 'figures', id, input, games: FIGURES_N, seed: FIGURES_SEED };
          thread.post(request as unknown as ToThread);
        },
        (e: unknown) => end(e instanceof Error ? e : new Error(String(e))),
      );
    });
  }

  /** The fallback: the games played in the host, a slice of about SLICE_MS at a time. */
  private async inHost(input: OptionsInput, token: vscode.CancellationToken): Promise<VariantFigures | null> {
    const started = startFigures(input, { games: FIGURES_N, seed: FIGURES_SEED });
    if (!started.ok) throw new Error(started.error.message);
    const run = started.value;
    let batch = 5;
    for (;;) {
      if (token.isCancellationRequested) return null;
      const t0 = performance.now();
      if (run.run(batch)) return run.figures();
      const took = performance.now() - t0;
      batch = Math.max(1, Math.min(10_000, Math.round(batch * (took > 0 ? SLICE_MS / took : 4))));
      await new Promise<void>((r) => setTimeout(r, 0));
    }
  }
}
