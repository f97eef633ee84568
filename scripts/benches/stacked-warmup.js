// Bench (part of `npm run bench`): how slowly Stacked Deck War's strong computer starts in a fresh process: 300 games
// cold and the same 300 warmed (stacked-warmup-run.ts, bundled as the CLI is), the median of three fresh processes, and
// the machine's load average. Printed, never asserted. Usage: node scripts/benches/stacked-warmup.js
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Fresh processes measured; the median counts. */
const PROCESSES = 3;

export default async function stackedWarmupBench() {
  const dir = mkdtempSync(join(tmpdir(), 'pw-warmup-'));
  try {
    const script = join(dir, 'stacked-warmup.mjs');
    await build({
      entryPoints: ['scripts/benches/stacked-warmup-run.ts'],
      outfile: script,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'warning',
    });
    const runs = [];
    for (let i = 0; i < PROCESSES; i++) {
      const r = spawnSync(process.execPath, [script, '300'], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(r.stderr);
      runs.push(JSON.parse(r.stdout));
    }
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[PROCESSES >> 1];
    const cold = median('cold'),
      warmed = median('warmed');
    console.log(
      `Stacked Deck War, strong computer against random, a fresh process (median of ${PROCESSES}; load average ${loadavg()[0].toFixed(2)}):`,
    );
    console.log(
      `  first 300 games ${cold.toFixed(0)} games/s, the same 300 warmed ${warmed.toFixed(0)} games/s (CPU time): cold at ${((100 * cold) / warmed).toFixed(0)}% of warmed`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await stackedWarmupBench();
