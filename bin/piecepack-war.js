#!/usr/bin/env node
// The piecepack-war executable: in a checkout it runs the TypeScript source through tsx (always current);
// an installed package without the sources runs the bundle dist/cli.js.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'cli', 'main.ts');
if (existsSync(source) && existsSync(join(root, 'node_modules', 'tsx'))) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', source, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
} else {
  const { main } = await import(join(root, 'dist', 'cli.js'));
  process.exitCode = await main(process.argv.slice(2));
}
