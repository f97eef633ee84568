// Packs the npm package (dist/package, built by stage.js) into a tarball, as `npm publish` would publish it.
// Usage: node scripts/npm-package/pack.js [DEST]   (or import { packPackage } from it)
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STAGE, stagePackage } from './stage.js';

/**
 * Stages the package from the built checkout (unless `stage` is false) and packs it into `dest`. Returns the
 * tarball's path, its size in bytes, its unpacked size and its files (paths in the package).
 */
export async function packPackage(dest, { stage = true } = {}) {
  if (stage) await stagePackage();
  mkdirSync(dest, { recursive: true });
  const out = execFileSync('npm', ['pack', resolve(STAGE), '--pack-destination', resolve(dest), '--json', '--ignore-scripts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [info] = JSON.parse(out);
  return {
    tarball: join(resolve(dest), info.filename),
    size: info.size,
    unpackedSize: info.unpackedSize,
    files: info.files.map((f) => f.path).sort(),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await packPackage(process.argv[2] ?? '.');
  console.log(
    `${r.tarball}: ${(r.size / 1024).toFixed(1)} KB packed, ${(r.unpackedSize / 1024).toFixed(1)} KB unpacked, ${r.files.length} files`,
  );
}
