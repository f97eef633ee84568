// `Piecepack War: Simulate Current Variant`: plays many seeded games of the chosen variant on worker threads (or, where
// the host has none, in the host itself in slices), with a cancellable progress notification; one simulation per
// variant at a time (asking again shows the running one). The statistics page draws each report.
import * as vscode from 'vscode';
import { startSimulation, summarize, type Tally, type Options } from '../../engine/src/index.ts';
import { configOf } from './game-tally.ts';
import type { SimulationReport } from './protocol.ts';
import type { ResolvedSettings } from './settings.ts';
import { SimPool } from './sim/pool.ts';
import { threadSupport, type ThreadSupport } from './sim/threads.ts';
import { configWords, type Translate } from './stats-rows.ts';
import { seatWords } from './seat-words.ts';
import { unitOf } from './stats-schema.ts';
import { t } from './l10n.ts';
import { gameTitle } from './game-words.ts';

/** Time one in-host slice may take before the host gets the thread back. */
const SLICE_MS = 40;
/** Least time between two reports to the page. */
const REPORT_MS = 150;

/** A seat's name in a simulation's results (every seat is played by the computer there). */
function seatName(seat: string, i: number, t: Translate): string {
  const kind = seat === 'human' ? t('your seat, played by the computer') : seatWords(seat, t);
  return t('Seat {0} ({1})', i + 1, kind);
}

/** A simulation's state as the statistics page shows it. */
export function simulationReport(
  options: Options,
  tally: Tally,
  total: number,
  state: SimulationReport['state'],
  threads: number | string,
  elapsedMs: number,
  t: Translate,
): SimulationReport {
  const s = summarize(options, tally, elapsedMs);
  return {
    variant: options.variant,
    title: gameTitle(options.variant, t),
    config: configWords(configOf(options), t),
    state,
    done: tally.games,
    total,
    finished: s.finished,
    draws: s.draws,
    capped: s.capped,
    cycles: s.cycles,
    unit: unitOf(options.variant),
    mean: s.tricks.mean,
    median: s.tricks.median,
    p90: s.tricks.p90,
    max: s.tricks.max,
    seats: options.seats.map((seat, i) => ({ name: seatName(seat, i, t), wins: s.wins[i] ?? 0 })),
    histogram: s.tricks.histogram.map((b) => ({ from: b.from, to: b.to, count: b.count })),
    threads: typeof threads === 'number' ? threads : 0,
    inHost: typeof threads === 'string' ? threads : null,
    elapsedMs,
  };
}

const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The simulations of one extension host: at most one per variant at a time. */
export class Simulations {
  private readonly running = new Map<string, SimulationReport>();
  private threads: Promise<ThreadSupport> | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly log: vscode.LogOutputChannel,
    /** Shows a report (the statistics page). */
    private readonly show: (r: SimulationReport) => void,
  ) {}

  /** The reports of the simulations running now. */
  get reports(): SimulationReport[] {
    return [...this.running.values()];
  }

  /** Simulates the settings' variant; a second request for a variant being simulated shows the running one. */
  async start(settings: ResolvedSettings): Promise<'done' | 'cancelled' | 'already running' | 'refused'> {
    const variant = settings.options.variant;
    const current = this.running.get(variant);
    if (current) {
      this.show(current);
      void vscode.window.showInformationMessage(
        t(
          'Piecepack War: {0} is already being simulated ({1} of {2:one=game|other=games}); its progress is on the statistics page.',
          current.title,
          current.done,
          current.total,
        ),
      );
      return 'already running';
    }
    const seed = settings.seed ?? crypto.getRandomValues(new Uint32Array(1))[0];
    const checked = startSimulation(settings.input, { games: settings.simulationGames, seed });
    if (!checked.ok) {
      void vscode.window.showErrorMessage(t('Piecepack War: cannot simulate: {0}', checked.error.message));
      return 'refused';
    }
    const options = checked.value.options;
    const total = settings.simulationGames;
    const started = performance.now();
    /** Worker threads playing, or why the host plays the games itself. */
    let threads: number | string = t('starting');
    let lastShown = 0;
    const report = (tally: Tally, state: SimulationReport['state'], force = false): void => {
      const now = performance.now();
      if (!force && now - lastShown < REPORT_MS) return;
      lastShown = now;
      const r = simulationReport(options, tally, total, state, threads, now - started, t);
      if (state === 'running') this.running.set(variant, r);
      this.show(r);
    };
    this.running.set(variant, simulationReport(options, checked.value.tally(), total, 'running', 0, 0, t));
    this.log.info(`simulating ${total} games of ${variant} from seed ${seed}`);
    try {
      return await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: t('Simulating {0}', gameTitle(variant, t)), cancellable: true },
        async (progress, token) => {
          let reported = 0;
          const tick = (done: number): void => {
            if (done <= reported) return;
            progress.report({ increment: ((done - reported) * 100) / total, message: `${done} / ${total}` });
            reported = done;
          };
          const support = await (this.threads ??= threadSupport(this.extensionUri));
          let outcome: { tally: Tally; state: 'done' | 'cancelled' } | null = null;
          if (support.kind !== 'none') {
            threads = Math.max(1, Math.min(support.count, total));
            const pool = new SimPool(settings.input, options.players, total, seed, threads);
            const sub = token.onCancellationRequested(() => pool.cancel());
            try {
              outcome = await pool.run(support.start, () => {
                tick(pool.done);
                report(pool.tally(), 'running');
              });
            } catch (e) {
              const why = e instanceof Error ? e.message : String(e);
              this.log.warn(`simulation threads failed (${why}); playing the games in the extension host instead`);
              threads = why;
            } finally {
              sub.dispose();
            }
          } else {
            this.log.info(`no simulation threads here (${support.why}); playing the games in the extension host`);
            threads = support.why;
          }
          outcome ??= await this.inHost(settings, seed, total, token, (tally) => {
            tick(tally.games);
            report(tally, 'running');
          });
          report(outcome.tally, outcome.state, true);
          const s = summarize(options, outcome.tally, performance.now() - started);
          this.log.info(
            outcome.state === 'done'
              ? `simulated ${s.games} games of ${variant} ${typeof threads === 'number' ? `on ${threads} thread(s)` : 'in the extension host'} in ${(performance.now() - started).toFixed(0)} ms: mean ${s.tricks.mean.toFixed(1)}, median ${s.tricks.median}`
              : `simulation of ${variant} cancelled after ${s.games} games`,
          );
          return outcome.state;
        },
      );
    } finally {
      this.running.delete(variant);
    }
  }

  /** The fallback: the games played in the host itself, in slices of about SLICE_MS. */
  private async inHost(
    settings: ResolvedSettings,
    seed: number,
    total: number,
    token: vscode.CancellationToken,
    progress: (t: Tally) => void,
  ): Promise<{ tally: Tally; state: 'done' | 'cancelled' }> {
    const started = startSimulation(settings.input, { games: total, seed }, () => performance.now());
    if (!started.ok) throw new Error(started.error.message);
    const sim = started.value;
    let batch = 10;
    for (;;) {
      if (token.isCancellationRequested) return { tally: sim.tally(), state: 'cancelled' };
      const t0 = performance.now();
      const done = sim.run(batch);
      const took = performance.now() - t0;
      batch = Math.max(1, Math.min(100_000, Math.round(batch * (took > 0 ? SLICE_MS / took : 4))));
      progress(sim.tally());
      if (done) return { tally: sim.tally(), state: 'done' };
      await pause();
    }
  }
}
