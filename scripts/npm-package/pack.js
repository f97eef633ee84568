// Packs the npm package (staged by stage.js, as the build stages dist/package) into a tarball, as `npm publish` would.
// Usage: node scripts/npm-package/pack.js [DEST]   (or import { packPackage } from it)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STAGE, stagePackage } from './stage.js';

/**
 * Packs the package into `dest`: staged afresh from the built checkout in a folder of its own (unless `stage` is false:
 * then dist/package as the build left it). A folder of its own, because the tiers of `npm test` run side by side: two
 * packs restaging the one dist/package removed each other's files (the CLI's executable test found the typings gone).
 * Returns the tarball's path, its size in bytes, its unpacked size and its files (paths in the package).
 */
export async function packPackage(dest, { stage = true } = {}) {
  const dir = stage ? mkdtempSync(join(tmpdir(), 'pw-stage-')) : STAGE;
  try {
    if (stage) await stagePackage('.', dir);
    mkdirSync(dest, { recursive: true });
    const out = execFileSync('npm', ['pack', resolve(dir), '--pack-destination', resolve(dest), '--json', '--ignore-scripts'], {
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
  } finally {
    if (stage) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await packPackage(process.argv[2] ?? '.');
  console.log(
    `${r.tarball}: ${(r.size / 1024).toFixed(1)} KB packed, ${(r.unpackedSize / 1024).toFixed(1)} KB unpacked, ${r.files.length} files`,
  );
}
