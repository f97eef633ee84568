// Bench (part of `npm run bench`): the command line's start-up, `piecepack-war variants` from a checkout (the TypeScript
// through tsx) and from the bundle dist/cli.js: CPU and wall time, medians of interleaved runs. Printed, never asserted.
// Usage: node scripts/benches/cli-start.js (after `npm run build`, or from `npm run bench`, which builds dist/cli.js)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';

/** Runs of each command (after one warm-up run each, not counted). */
const RUNS = 9;

/** Loaded before the CLI: at exit, prints the process's CPU time (all its threads) on stderr. */
const CPU_AT_EXIT =
  "data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('\\ncpu-ms '+(u.user+u.system)/1000+'\\n')})";

/** One run: wall and CPU milliseconds. */
function once(args) {
  const started = performance.now();
  const r = spawnSync(process.execPath, ['--import', CPU_AT_EXIT, ...args], { encoding: 'utf8' });
  const wall = performance.now() - started;
  const cpu = /cpu-ms ([\d.]+)/.exec(r.stderr ?? '');
  if (r.status !== 0 || !cpu) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return { wall, cpu: Number(cpu[1]) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

export default async function cliStartBench() {
  const forms = [
    { name: 'checkout (tsx)', args: ['bin/piecepack-war.js', 'variants'] },
    { name: 'bundle dist/cli.js', args: ['dist/cli.js', 'variants'] },
  ].filter((f) => existsSync(f.args[0]));
  const runs = forms.map(() => []);
  forms.forEach((f) => once(f.args));
  for (let i = 0; i < RUNS; i++) forms.forEach((f, k) => runs[k].push(once(f.args)));
  console.log(`CLI start-up: \`piecepack-war variants\`, median of ${RUNS} interleaved runs (load average ${loadavg()[0].toFixed(2)})`);
  forms.forEach((f, k) => {
    const cpu = median(runs[k].map((r) => r.cpu));
    const wall = median(runs[k].map((r) => r.wall));
    console.log(`  ${f.name.padEnd(20)} ${cpu.toFixed(0).padStart(5)} ms CPU ${wall.toFixed(0).padStart(6)} ms wall`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await cliStartBench();
