// Builds everything: runs each scripts/builds/*.js in name order (each part of the project owns its own build file),
// then stamps .cache/build-stamp with the sources' digest, so the test tiers reuse this build (scripts/build-stamp.js).
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { writeStamp } from './build-stamp.js';

for (const file of readdirSync('scripts/builds')
  .filter((f) => f.endsWith('.js'))
  .sort()) {
  const mod = await import(pathToFileURL(`scripts/builds/${file}`).href);
  await mod.default?.();
}
writeStamp();
