// `npm run release`: everything a release publishes, in one folder (out/release, or --out DIR): the npm tarball, the
// VS Code extension's .vsix, the zip for bloggers, and SHA256SUMS. Refuses (exit 2, one line) without a CHANGELOG.md
// section for the version, or when a size the docs state is not what the build makes (doc-sizes.js). Usage: node scripts/release/release.js [--no-build] [--out DIR]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packPackage } from '../npm-package/pack.js';
import { packageVsix } from '../package-vsix.js';
import { writeBlogZip } from './blog-zip.js';
import { measure, wrongSizes } from './doc-sizes.js';

/** Whether CHANGELOG.md has a `## <version>` section. */
export function changelogHas(version, text = readFileSync('CHANGELOG.md', 'utf8')) {
  return new RegExp(`^## ${version.replace(/\./g, '\\.')}\\b`, 'm').test(text);
}

/** Builds (unless `build` is false) and writes the release into `out`; returns each file with its size and digest. */
export async function release({ build = true, out = 'out/release' } = {}) {
  const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
  if (!changelogHas(version)) throw Object.assign(new Error(`CHANGELOG.md has no "## ${version}" section`), { usage: true });
  if (build) execFileSync(process.execPath, ['scripts/build.js'], { stdio: 'inherit' });
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const { tarball, size } = await packPackage(out);
  const wrong = wrongSizes(measure({ tarballBytes: size }));
  if (wrong.length > 0) throw Object.assign(new Error(`the docs state sizes the build contradicts: ${wrong.join('; ')}`), { usage: true });
  const vsix = packageVsix({ build: false, out: resolve(out, `${name}-${version}.vsix`) });
  const zip = join(out, `${name}-${version}-cdn.zip`);
  writeBlogZip(zip, version);
  const files = [tarball, vsix, zip].map((path) => ({
    path,
    bytes: statSync(path).size,
    sha256: createHash('sha256').update(readFileSync(path)).digest('hex'),
  }));
  writeFileSync(join(out, 'SHA256SUMS'), files.map((f) => `${f.sha256}  ${basename(f.path)}\n`).join(''));
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const outDir = at >= 0 ? args[at + 1] : undefined;
  const unknown = args.filter((a, i) => a !== '--no-build' && a !== '--out' && !(at >= 0 && i === at + 1));
  if (unknown.length > 0 || (at >= 0 && !outDir)) {
    process.stderr.write(
      `release: unknown or incomplete argument ${unknown[0] ?? '--out'}; usage: npm run release -- [--no-build] [--out DIR]\n`,
    );
    process.exit(2);
  }
  try {
    const files = await release({ build: !args.includes('--no-build'), out: outDir });
    for (const f of files)
      console.log(`[release] ${basename(f.path)}: ${(f.bytes / 1024).toFixed(1)} KB  sha256 ${f.sha256.slice(0, 16)}…`);
  } catch (e) {
    if (!e.usage) throw e;
    process.stderr.write(`release: ${e.message}\n`);
    process.exit(2);
  }
}
