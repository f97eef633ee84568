// How long the strong computer players take per decision (the figure behind "tens of milliseconds in a browser").
import { applyInPlace, autoAction, createGame, gameSeed, pending, quantile } from '../engine/src/index.ts';

/** Times every decision of the strong seats over `games` seeded games of a variant; returns milliseconds per decision. */
function timeDecisions(variant: string, seats: string, games: number): number[] {
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const created = createGame({ variant, seats }, gameSeed(17, g));
    if (!created.ok) throw new Error(created.error.message);
    const s = created.value;
    for (let p = pending(s); p; p = pending(s)) {
      const thinking = p.seat >= 0 && s.options.seats[p.seat] === 'computer';
      const started = performance.now();
      const a = autoAction(s, true);
      if (thinking && g > 0) times.push(performance.now() - started);
      if (!a || applyInPlace(s, a, null) !== null) break;
    }
  }
  return times;
}

for (const [variant, seats, games] of [
  ['stacked-deck', 'computer,computer:random', 30],
  ['steal-war', 'computer,computer:random', 60],
  ['steal-war', 'computer,computer,computer,computer', 30],
] as const) {
  const ms = timeDecisions(variant, seats, games);
  const byTenth: number[] = [];
  for (const t of ms) {
    const k = Math.round(t * 10);
    while (byTenth.length <= k) byTenth.push(0);
    byTenth[k]++;
  }
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  console.log(
    `  ${variant} (${seats}): ${ms.length} strong decisions: mean ${mean.toFixed(2)} ms, median ${(quantile(byTenth, 0.5) / 10).toFixed(1)} ms, p99 ${(quantile(byTenth, 0.99) / 10).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`,
  );
}
