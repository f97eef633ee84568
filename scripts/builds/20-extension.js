// Builds the VS Code extension into dist/extension/: the light entry (what a Markdown file loads) and the game host it
// loads on first use, each as CommonJS for desktop VS Code and as a browser build for vscode.dev, the panel script and stylesheet, the <piecepack-war> bundle copied beside them (the only folder a webview
// may read), the simulation thread's script, the HTML custom data for the element, and keeps package.json's settings
// and the l10n bundle in sync.
import { build } from 'esbuild';
import { bundledPackages } from './notices.js';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const OUT = 'dist/extension';
const WEBVIEW_OUT = join(OUT, 'webview');
/** The widget's bundle (scripts/builds/10-webview.js; it loads its sibling files from its own folder) and its manifest. */
const ELEMENT_BUNDLE = 'dist/piecepack-war.js';
const CEM_CANDIDATES = ['custom-elements.json', 'webview/custom-elements.json', 'dist/custom-elements.json'];
/** The element's HTML custom data, read by the HTML completions (extension/src/html-completions.ts). */
export const CUSTOM_DATA = join(OUT, 'html-custom-data.json');

const log = (msg) => console.log(`[20-extension] ${msg}`);

/**
 * The desktop entry's esbuild options but its outfile (scripts/benches/extension-load.js builds it the same way): what
 * every Markdown file and preview loads. The game host is left out (`./host.cjs`, required on first use).
 */
export const ENTRY_BUILD = {
  entryPoints: ['extension/src/extension.ts'],
  bundle: true,
  // node's modules are required only when the host runs in node (the simulation threads); the game host is its own file.
  external: ['vscode', 'node:worker_threads', 'node:os', './host.cjs'],
  format: 'cjs',
  minify: true,
  sourcemap: true,
  logLevel: 'warning',
  // Activation time is measured from the bundle's first line (see extension.ts).
  banner: { js: 'var PW_LOAD_START = performance.now();' },
  platform: 'node',
  target: 'node20',
};

/** The game host's (host.ts: the commands, game views, statistics, simulations), loaded by the entry on first use. */
export const GAME_HOST_BUILD = { ...ENTRY_BUILD, entryPoints: ['extension/src/host.ts'], banner: undefined };

/** The entry and the game host: the same sources twice, for node (desktop) and for a web worker (vscode.dev). */
async function buildHost() {
  // The Markdown preview's plugin draws no picture, so nothing of Lit or the widget is in any of them.
  for (const [options, name] of [
    [ENTRY_BUILD, 'extension'],
    [GAME_HOST_BUILD, 'host'],
  ]) {
    await build({ ...options, plugins: [bundledPackages], outfile: join(OUT, `${name}.cjs`) });
    await build({
      ...options,
      plugins: [bundledPackages],
      outfile: join(OUT, 'web', `${name}.js`),
      platform: 'browser',
      target: 'es2022',
    });
  }
}

/** The simulation thread's script: a worker_threads script for the desktop host, a classic Web Worker script for the web one. */
async function buildSimWorker() {
  const common = {
    entryPoints: ['extension/src/sim/worker.ts'],
    bundle: true,
    minify: true,
    logLevel: 'warning',
    external: ['node:worker_threads'],
    plugins: [bundledPackages],
  };
  await build({ ...common, outfile: join(OUT, 'sim-worker.cjs'), format: 'cjs', platform: 'node', target: 'node20' });
  await build({ ...common, outfile: join(OUT, 'web', 'sim-worker.js'), format: 'iife', platform: 'browser', target: 'es2022' });
}

async function buildPanel() {
  await build({
    entryPoints: ['extension/webview/panel.ts'],
    outfile: join(WEBVIEW_OUT, 'panel.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    logLevel: 'warning',
    plugins: [bundledPackages],
  });
  copyFileSync('extension/webview/panel.css', join(WEBVIEW_OUT, 'panel.css'));
  if (!existsSync(ELEMENT_BUNDLE))
    throw new Error(`${ELEMENT_BUNDLE} is missing: the widget build (scripts/builds/10-webview.js) makes it`);
  // The bundle and its siblings (the decision games' chunk, the computer player's worker), without source maps.
  for (const file of readdirSync('dist').filter((f) => /^piecepack-war[\w-]*\.js$/.test(f)))
    copyFileSync(join('dist', file), join(WEBVIEW_OUT, file));
}

/** VS Code's HTML custom data from the widget's custom-elements.json (extension/src/custom-data.ts converts it). */
async function writeCustomData() {
  const cem = CEM_CANDIDATES.find((f) => existsSync(f));
  if (!cem) throw new Error(`no custom-elements.json (looked for ${CEM_CANDIDATES.join(', ')}): the widget build (10-webview) makes it`);
  const { htmlCustomData } = await tsImport('../../extension/src/custom-data.ts', import.meta.url);
  const data = htmlCustomData(JSON.parse(readFileSync(cem, 'utf8')));
  if (!data.tags.some((t) => t.name === 'piecepack-war')) throw new Error(`${cem} declares no <piecepack-war>`);
  writeFileSync(CUSTOM_DATA, JSON.stringify(data, null, 1) + '\n');
}

/**
 * Strings the host translates, for translators: extension/l10n. Every preset's title and summary (extension/src/game-words.ts
 * looks them up), then each literal `l10n.t('...')` and `t('...')` in extension/src.
 */
async function writeL10nBundle() {
  const bundle = {};
  const { PRESETS } = await tsImport('../../engine/src/index.ts', import.meta.url);
  for (const preset of Object.values(PRESETS)) {
    bundle[preset.title] = preset.title;
    bundle[preset.summary] = preset.summary;
  }
  for (const file of readdirSync('extension/src')
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const text = readFileSync(join('extension/src', file), 'utf8');
    // Either quote: the formatter writes a string that holds an apostrophe in double quotes.
    for (const m of text.matchAll(/\b(?:l10n\.)?t\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)) {
      const s = (m[1] ?? m[2]).replace(/\\(['"])/g, '$1');
      bundle[s] = s;
    }
  }
  mkdirSync('extension/l10n', { recursive: true });
  const out = JSON.stringify(bundle, null, 1) + '\n';
  const file = 'extension/l10n/bundle.l10n.json';
  if (!existsSync(file) || readFileSync(file, 'utf8') !== out) writeFileSync(file, out);
}

/** Rewrites package.json's generated settings and package.nls.json, only when they changed. */
async function syncManifest() {
  const { generateManifest } = await tsImport('../../extension/src/manifest.ts', import.meta.url);
  const { configuration, nls } = generateManifest();
  const pkgText = readFileSync('package.json', 'utf8');
  const pkg = JSON.parse(pkgText);
  pkg.contributes = { ...(pkg.contributes ?? {}), configuration };
  const nextPkg = JSON.stringify(pkg, null, 2) + '\n';
  if (nextPkg !== pkgText) {
    writeFileSync('package.json', nextPkg);
    log("package.json contributes.configuration updated from the engine's OPTION_SPECS");
  }
  const nlsFile = 'package.nls.json';
  const old = existsSync(nlsFile) ? JSON.parse(readFileSync(nlsFile, 'utf8')) : {};
  // Keep the hand-written keys (commands, views); replace every generated `config.` key.
  const merged = Object.fromEntries(Object.entries(old).filter(([k]) => !k.startsWith('config.')));
  Object.assign(merged, nls);
  const nextNls = JSON.stringify(merged, null, 2) + '\n';
  if (!existsSync(nlsFile) || readFileSync(nlsFile, 'utf8') !== nextNls) writeFileSync(nlsFile, nextNls);
}

export default async function buildExtension() {
  const t0 = Date.now();
  rmSync(OUT, { recursive: true, force: true }); // nothing stale from an earlier build may reach the .vsix
  mkdirSync(WEBVIEW_OUT, { recursive: true });
  await syncManifest();
  await writeL10nBundle();
  await Promise.all([buildHost(), buildSimWorker(), buildPanel()]);
  await writeCustomData();
  log(`built ${OUT} in ${Date.now() - t0} ms`);
}
