// Bench: VS Code's "Simulate Current Variant" through the extension's own thread pool (printed, never asserted).
import { spawnSync } from 'node:child_process';

export default async function vscodeSimulateBench() {
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/vscode-sim-speed.ts'], { stdio: 'inherit' });
}
