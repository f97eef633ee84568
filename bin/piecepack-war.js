#!/usr/bin/env node
// The piecepack-war executable: runs the bundled CLI (dist/cli.js) when built, else the TypeScript source through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundled = join(root, 'dist', 'cli.js');
if (existsSync(bundled)) {
  const { main } = await import(bundled);
  process.exitCode = await main(process.argv.slice(2));
} else {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'cli', 'main.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
}
