// `Piecepack War: Simulate`: plays many seeded games of the chosen variant with the engine's simulator, in slices so
// the host stays responsive, with a cancellable progress notification; the statistics page draws the histogram.
import * as vscode from 'vscode';
import { startSimulation, type Simulation } from '../../engine/src/sim/simulate.ts';
import { PRESETS } from '../../engine/src/presets.ts';
import type { SimulationReport } from './protocol.ts';
import type { ResolvedSettings } from './settings.ts';

/** Time one slice may take before the host gets the thread back. */
const SLICE_MS = 40;

/** A simulation's state as the statistics page shows it. */
export function simulationReport(sim: Simulation): SimulationReport {
  const s = sim.summary();
  return {
    variant: s.variant,
    title: PRESETS[sim.options.variant].title,
    done: sim.done,
    total: sim.total,
    finished: s.finished,
    draws: s.draws,
    capped: s.capped,
    cycles: s.cycles,
    mean: s.tricks.mean,
    median: s.tricks.median,
    p90: s.tricks.p90,
    max: s.tricks.max,
    histogram: s.tricks.histogram.map((b) => ({ from: b.from, to: b.to, count: b.count })),
  };
}

const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs a simulation of the settings' variant; `report` gets progress and the final report. False when refused or cancelled. */
export async function simulate(settings: ResolvedSettings, report: (r: SimulationReport) => void, log: vscode.LogOutputChannel): Promise<boolean> {
  const seed = settings.seed ?? crypto.getRandomValues(new Uint32Array(1))[0];
  const started = startSimulation(settings.input, { games: settings.simulationGames, seed }, () => performance.now());
  if (!started.ok) {
    void vscode.window.showErrorMessage(vscode.l10n.t('Piecepack War: cannot simulate: {0}', started.error.message));
    return false;
  }
  const sim = started.value;
  const title = PRESETS[sim.options.variant].title;
  log.info(`simulating ${sim.total} games of ${sim.options.variant} from seed ${seed}`);
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Simulating {0}', title), cancellable: true },
    async (progress, token) => {
      let batch = 10;
      let reported = 0;
      for (;;) {
        if (token.isCancellationRequested) {
          log.info(`simulation cancelled after ${sim.done} games`);
          report(simulationReport(sim));
          return false;
        }
        const t0 = performance.now();
        const done = sim.run(batch);
        const took = performance.now() - t0;
        batch = Math.max(1, Math.min(100_000, Math.round(batch * (took > 0 ? SLICE_MS / took : 4))));
        progress.report({ increment: ((sim.done - reported) * 100) / sim.total, message: `${sim.done} / ${sim.total}` });
        reported = sim.done;
        report(simulationReport(sim));
        if (done) break;
        await pause();
      }
      const s = sim.summary();
      log.info(`simulated ${s.games} games of ${s.variant} in ${s.elapsedMs.toFixed(0)} ms: mean ${s.tricks.mean.toFixed(1)} tricks, median ${s.tricks.median}`);
      return true;
    },
  );
}
