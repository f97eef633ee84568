// Builds everything: runs each scripts/builds/*.js in name order (each part of the project owns its own build file).
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

for (const file of readdirSync('scripts/builds')
  .filter((f) => f.endsWith('.js'))
  .sort()) {
  const mod = await import(pathToFileURL(`scripts/builds/${file}`).href);
  await mod.default?.();
}
