// Bundles the command line (dist/cli.js and its worker dist/sim-worker.js) so the installed executable needs no TypeScript.
import { build } from 'esbuild';
import { bundledPackages } from './notices.js';
import { LIT_NOTICE } from './10-webview.js';

export default async function buildCli() {
  await build({
    entryPoints: { cli: 'cli/main.ts', 'sim-worker': 'cli/sim-worker.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // A native binary, an optional peer of the package: `render` loads it only for PNG and GIF (cli/raster.ts).
    external: ['@resvg/resvg-js'],
    plugins: [bundledPackages],
    // Lit's notice for the Lit it holds (the pictures' art); the package's THIRD-PARTY-NOTICES.md has every licence.
    banner: { js: LIT_NOTICE },
  });
}
