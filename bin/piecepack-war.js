#!/usr/bin/env node
// The piecepack-war executable, in one process (a signal ends it whole): in a checkout it loads the TypeScript source
// through tsx's loader (always current); an installed package, or a checkout without tsx, runs the bundle dist/cli.js.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'cli', 'main.ts');
const bundle = join(root, 'dist', 'cli.js');

/** tsx's loader API, found from this file (not from the working directory), or null when tsx is not installed here. */
function tsxApi() {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    return null;
  }
}

async function load() {
  const tsx = existsSync(source) ? tsxApi() : null;
  if (tsx) {
    (await import(tsx)).register();
    return import(pathToFileURL(source).href);
  }
  if (existsSync(bundle)) return import(pathToFileURL(bundle).href);
  process.stderr.write(`piecepack-war: neither ${bundle} nor tsx beside ${source}; run \`npm run build\` first\n`);
  process.exit(1);
}

const { main } = await load();
process.exitCode = await main(process.argv.slice(2));
