// How to play's last paragraph: how long the variant in force plays (the engine's variantFigures over a few hundred
// seeded games), worked out in the computer player's Web Worker so the page never waits for it, then said in the
// page's language. Loaded with the first opening of the disclosure (its own file in every build). Where no worker can
// start (a policy without worker-src, a file:// page), the paragraph is left out rather than computed on the page.
import type { Options, VariantFigures } from '../../../engine/src/on-demand.ts';
import { BUILD_ID } from '../load/build-id.ts';
import type { FiguresReply, FiguresRequest } from '../decisions/computer-protocol.ts';
import { workerUrl } from '../decisions/computer-client.ts';
export { figuresLines, figuresParagraph } from '../../../picture/figures-words.ts';

/** The games simulated for How to play: enough for a mean and a 90th percentile, seconds of work at most. */
export const HELP_FIGURES_GAMES = 300;
/** Their seed: fixed, so a variant's figures are the same on every page (and the engine's for the same seed and count). */
export const HELP_FIGURES_SEED = 1;

/** The figures for one set of options: on their way, here, or refused (null). */
type Entry = { figures: VariantFigures | null; done: boolean };

/** Asks the worker for figures, one set of options at a time per element; remembers what it got. */
export class HelpFigures {
  private readonly known = new Map<string, Entry>();
  private worker: Promise<Worker | null> | null = null;
  /** The way the worker starts: from the script's URL, from a blob: URL of its download, or not at all. */
  private way: 'url' | 'blob' | 'none' = 'url';
  private next = 1;
  private readonly waiting = new Map<number, { request: FiguresRequest; resolve: (reply: FiguresReply | null | undefined) => void }>();
  private blobUrl: string | null = null;

  /** @param changed called when figures arrive (the element draws again). */
  constructor(private readonly changed: () => void) {}

  /** The figures for `options`: the figures, 'working' while they are worked out, or null (none can be given). */
  figures(options: Options): VariantFigures | 'working' | null {
    const key = JSON.stringify(options);
    const entry = this.known.get(key);
    if (entry) return entry.done ? entry.figures : 'working';
    this.known.set(key, { figures: null, done: false });
    void this.ask(options).then((figures) => {
      // Stopped (the element left the page): asked again when it is back.
      if (figures === undefined) this.known.delete(key);
      else this.known.set(key, { figures, done: true });
      this.changed();
    });
    return 'working';
  }

  /** The figures, null when none can be given, undefined when the question was dropped (dispose). */
  private ask(options: Options): Promise<VariantFigures | null | undefined> {
    const request: FiguresRequest = { id: this.next++, figures: { options, seed: HELP_FIGURES_SEED, games: HELP_FIGURES_GAMES } };
    return new Promise<FiguresReply | null | undefined>((resolve) => {
      this.waiting.set(request.id, { request, resolve });
      void this.send(request);
    }).then((reply) => {
      if (reply === undefined) return undefined;
      // Another build's worker may count differently: its figures are not this page's.
      return reply && reply.build === BUILD_ID && 'figures' in reply ? reply.figures : null;
    });
  }

  private async send(request: FiguresRequest): Promise<void> {
    const worker = await this.start();
    const call = this.waiting.get(request.id);
    if (!call) return;
    if (!worker) {
      this.waiting.delete(request.id);
      return call.resolve(null);
    }
    worker.postMessage(request);
  }

  /** The worker of the current way (started once), or null when no way is left. */
  private start(): Promise<Worker | null> {
    this.worker ??= this.open().catch(() => this.giveUp());
    return this.worker;
  }

  /** This way failed: the next one takes every question waiting. */
  private giveUp(): Promise<Worker | null> {
    this.way = this.way === 'url' ? 'blob' : 'none';
    this.worker = null;
    for (const { request } of this.waiting.values()) void this.send(request);
    return this.start();
  }

  private async open(): Promise<Worker | null> {
    let worker: Worker;
    if (this.way === 'none') return null;
    if (this.way === 'url') worker = new Worker(workerUrl(), { type: 'module' });
    else {
      const response = await fetch(workerUrl(), { signal: AbortSignal.timeout(4000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      this.blobUrl = URL.createObjectURL(new Blob([await response.text()], { type: 'text/javascript' }));
      worker = new Worker(this.blobUrl, { type: 'module' });
    }
    worker.addEventListener('message', (e: MessageEvent<FiguresReply>) => {
      const call = this.waiting.get(e.data?.id);
      this.waiting.delete(e.data?.id);
      call?.resolve(e.data);
    });
    // A worker that cannot start (a policy refusing its URL) or dies: the next way asks again.
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      worker.terminate();
      void this.worker?.then((current) => {
        if (current === worker) void this.giveUp();
      });
    });
    return worker;
  }

  /** Stops the worker; questions still waiting are dropped (asked again the next time). */
  dispose(): void {
    void this.worker?.then((w) => w?.terminate());
    this.worker = null;
    for (const { resolve } of this.waiting.values()) resolve(undefined);
    this.waiting.clear();
    if (this.blobUrl) URL.revokeObjectURL(this.blobUrl);
    this.blobUrl = null;
  }
}
