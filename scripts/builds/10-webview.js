// Builds the <piecepack-war> element: dist/piecepack-war.js (one self-contained minified ES module for a <script> tag),
// the npm entries (dist/npm/index.js side-effect free, dist/npm/define.js), their types (dist/types), the generated
// dist/custom-elements.json, and the demo page's scripts (dist/demo). Each part is exported for the suite and bench.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The CDN bundle's path. */
export const BUNDLE = 'dist/piecepack-war.js';
/** The custom elements manifest's path (package.json "customElements" points here). */
export const MANIFEST = 'dist/custom-elements.json';

/** Squeezes the CSS inside css`...` templates of webview/src/styles/*.styles.ts (comments, spaces), leaving ${...} alone. */
export function minifyCss(source) {
  return source.replace(/css`([^`]*)`/g, (_, body) => {
    const parts = body.split(/(\$\{[^}]*\})/);
    const squeezed = parts.map((part, i) => (i % 2 === 1 ? part : part
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/;}/g, '}')));
    return 'css`' + squeezed.join('').trim() + '`';
  });
}

const cssPlugin = {
  name: 'squeeze-css',
  setup(b) {
    b.onLoad({ filter: /[\\/]webview[\\/]src[\\/]styles[\\/].*\.styles\.ts$/ }, (args) => ({ contents: minifyCss(readFileSync(args.path, 'utf8')), loader: 'ts' }));
  },
};

/** Each rules family's module and the object it exports (engine/src/game.ts registers them). */
const FAMILY_RULES = {
  'steal-war': { path: 'engine/src/steal/rules.ts', name: 'STEAL_RULES', title: 'Steal War' },
  'stacked-deck': { path: 'engine/src/stacked/rules.ts', name: 'STACKED_RULES', title: 'Stacked Deck War' },
};

/**
 * Leaves out the rules of families the element has no table for (webview/src/tables.ts): the widget could not show
 * them, and they would make up a third of the bundle. In their place, rules that refuse to start with a clear message.
 * When a family gets its table, hasTable() says so and its real rules come back in.
 */
async function familiesPlugin() {
  const { tsImport } = await import('tsx/esm/api');
  const { hasTable } = await tsImport('../../webview/src/tables.ts', import.meta.url);
  const left = Object.entries(FAMILY_RULES).filter(([family]) => !hasTable(family));
  return {
    name: 'families-without-a-table',
    setup(b) {
      for (const [, rules] of left) {
        const filter = new RegExp(`${rules.path.replace(/\./g, '\\.').replace(/\//g, '[\\\\/]')}$`);
        b.onLoad({ filter }, () => ({
          loader: 'ts',
          contents: [
            `// Stand-in for ${rules.path} in the widget's bundles (scripts/builds/10-webview.js): no table for this family yet.`,
            "import { FLIP } from '../actions.ts';",
            `const why = '${rules.title} has no table in the <piecepack-war> element yet';`,
            `export const ${rules.name} = {`,
            '  create: () => ({ ok: false, error: why }),',
            '  clone: (s) => s,',
            "  apply: () => ({ code: 'illegal', message: why }),",
            '  pending: () => null,',
            '  view: (s) => ({ family: s.family, variant: s.options.variant, title: s.options.variant, result: s.result }),',
            '  computer: () => FLIP,',
            '};',
          ].join('\n'),
        }));
      }
    },
  };
}

const COMMON = { bundle: true, format: 'esm', target: 'es2022', logLevel: 'warning', tsconfig: 'webview/tsconfig.json' };

/** The plugins every widget bundle uses. */
async function plugins() {
  return [cssPlugin, await familiesPlugin()];
}

/** dist/piecepack-war.js: Lit, the engine and the art in one minified module that defines the element. */
export async function buildBundle() {
  await build({ ...COMMON, plugins: await plugins(), entryPoints: ['webview/src/define.ts'], outfile: BUNDLE, minify: true, legalComments: 'eof', sourcemap: 'linked' });
  const bytes = readFileSync(BUNDLE);
  return { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** dist/npm: the package's entries, Lit left as a dependency, the shared class in one chunk so both entries agree. */
export async function buildNpm() {
  rmSync('dist/npm', { recursive: true, force: true });
  await build({
    ...COMMON,
    plugins: await plugins(),
    entryPoints: { index: 'webview/src/index.ts', define: 'webview/src/define.ts' },
    outdir: 'dist/npm',
    splitting: true,
    external: ['lit', 'lit/*'],
    sourcemap: true,
  });
}

/** dist/types: declarations for the npm entries (the engine's types come along). */
export function buildTypes() {
  rmSync('dist/types', { recursive: true, force: true });
  const config = 'dist/tsconfig.types.json';
  mkdirSync('dist', { recursive: true });
  writeFileSync(config, JSON.stringify({
    extends: '../webview/tsconfig.json',
    compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: 'types', rootDir: '..', types: [] },
    include: [],
    files: ['../webview/src/index.ts', '../webview/src/define.ts'],
  }, null, 2));
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', config], { stdio: 'inherit' });
  rmSync(config);
}

/** dist/custom-elements.json from the element's source and JSDoc, plus one attribute per engine option (OPTION_SPECS). */
export async function buildManifest() {
  const { create, ts } = await import('@custom-elements-manifest/analyzer');
  const { litPlugin } = await import('@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js');
  const { tsImport } = await import('tsx/esm/api');
  const { OPTION_ATTRIBUTES } = await tsImport('../../webview/src/option-attributes.ts', import.meta.url);
  const files = ['webview/src/piecepack-war.ts', 'webview/src/define.ts', 'webview/src/index.ts'];
  const modules = files.map((f) => ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.ES2022, true));
  const manifest = create({ modules, plugins: litPlugin(), context: { dev: false } });
  const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.name === 'PiecepackWar');
  if (!element) throw new Error('custom-elements.json: the analyzer did not find PiecepackWar');
  element.customElement = true;
  element.tagName = 'piecepack-war';
  const optionAttributes = [
    { name: 'seed', type: { text: 'string' }, description: 'The deal: a whole number from 0 to 4294967295. Without it every game gets a fresh random seed. Changing it starts a new game.' },
    ...OPTION_ATTRIBUTES.map(({ attribute, spec, allowed }) => ({
      name: attribute,
      type: { text: spec.values && spec.kind === 'enum' ? spec.values.map((v) => `'${v}'`).join(' | ') : 'string' },
      description: `${spec.doc} Allowed: ${allowed}. Applies to: ${spec.families.join(', ')}. Changing it starts a new game.`,
    })),
  ];
  const known = new Set(optionAttributes.map((a) => a.name));
  element.attributes = [...optionAttributes, ...(element.attributes ?? []).filter((a) => !known.has(a.name))];
  const define = manifest.modules.find((m) => m.path === 'webview/src/define.ts');
  if (define && !define.exports?.some((e) => e.kind === 'custom-element-definition'))
    (define.exports ??= []).push({ kind: 'custom-element-definition', name: 'piecepack-war', declaration: { name: 'PiecepackWar', module: 'webview/src/piecepack-war.ts' } });
  mkdirSync('dist', { recursive: true });
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** dist/demo: the demo page's script, the simulator's Web Worker, and the browser benchmark's page script. */
export async function buildDemo() {
  await build({ ...COMMON, plugins: [cssPlugin], entryPoints: { demo: 'demo/src/demo.ts', 'sim-worker': 'demo/src/sim-worker.ts', bench: 'demo/src/bench.ts' }, outdir: 'dist/demo', minify: true, sourcemap: 'linked' });
}

/** Everything the widget ships. */
export default async function buildWebview() {
  const size = await buildBundle();
  await buildNpm();
  buildTypes();
  await buildManifest();
  await buildDemo();
  console.log(`webview: ${BUNDLE} ${(size.bytes / 1024).toFixed(1)} KB, ${(size.gzip / 1024).toFixed(1)} KB gzipped; npm entries, types, ${MANIFEST}, demo`);
}
