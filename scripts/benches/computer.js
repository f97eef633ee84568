// Bench: time per decision of the strong computer players (Stacked Deck War, Steal War), printed, never asserted.
import { spawnSync } from 'node:child_process';

export default async function computerBench() {
  console.log('Computer players: wall time per decision on this machine (the first game of each run warms up and is left out)');
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/computer-speed.ts'], { stdio: 'inherit' });
}
