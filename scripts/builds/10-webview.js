// Builds the <piecepack-war> element: the CDN files (dist/piecepack-war.js, the minified ES module for a <script> tag,
// and the files it loads on demand, one module graph split by esbuild; the computer player's worker beside them), the
// npm entries (the same split, Lit left as a dependency) (dist/npm/index.js side-effect free, dist/npm/define.js), their types (dist/types), the
// generated dist/custom-elements.json, and the demo page's scripts (dist/demo). Each is exported for the suite and bench.
import { build, transform } from 'esbuild';
import { rollup } from 'rollup';
import { bundledPackages, record } from './notices.js';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The CDN bundle's path. */
export const BUNDLE = 'dist/piecepack-war.js';
/** The custom elements manifest's path (package.json "customElements" points here). */
export const MANIFEST = 'dist/custom-elements.json';

/**
 * Squeezes the CSS inside css`...` templates of the webview's *.styles.ts files (comments, spaces, the space after a
 * colon, the zero before a decimal point), leaving ${...} alone. Their CSS has no string with a colon and a space in it.
 */
export function minifyCss(source) {
  return source.replace(/css`([^`]*)`/g, (_, body) => {
    const parts = body.split(/(\$\{[^}]*\})/);
    const squeezed = parts.map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .replace(/\s*([{};,>])\s*/g, '$1')
            .replace(/:\s+/g, ':')
            .replace(/([\s:(,])0\.(\d)/g, '$1.$2')
            .replace(/;}/g, '}'),
    );
    return 'css`' + squeezed.join('').trim() + '`';
  });
}

const cssPlugin = {
  name: 'squeeze-css',
  setup(b) {
    b.onLoad({ filter: /[\\/]webview[\\/]src[\\/].*\.styles\.ts$/ }, (args) => ({
      contents: minifyCss(readFileSync(args.path, 'utf8')),
      loader: 'ts',
    }));
  },
};

/** The computer player's Web Worker, next to the bundle (and next to the npm entries). */
export const WORKER = 'dist/piecepack-war-computer.js';
const WORKER_ENTRY = 'webview/src/decisions/computer-worker.ts';
/** The decision games' tables beside the bundle, loaded the first time one is shown. */
export const DECISIONS_CHUNK = 'dist/piecepack-war-decisions.js';
/** English's "How to play" paragraphs of the War family, beside the bundle (loaded when a disclosure is first opened). */
export const HELP_EN = 'dist/piecepack-war-help-en.js';
/** The languages other than English: one module of War strings and one of decision strings each, in webview/src/i18n. */
export const LANGUAGE_FILES = readdirSync('webview/src/i18n')
  .map((f) => /^war\.(\w+)\.ts$/.exec(f)?.[1])
  .filter(Boolean)
  .sort()
  .map((lang) => ({ lang, war: `dist/piecepack-war-${lang}.js`, decisions: `dist/piecepack-war-decisions-${lang}.js` }));
/** Engine modules whose words for people (options' docs, variants' summaries) the widget never shows. */
const WORDS_UNSHOWN = [
  { path: 'engine/src/options.ts', field: 'doc' },
  { path: 'engine/src/presets.ts', field: 'summary' },
];

/**
 * The files of the widget, by name: the element's entry and every module the source imports with import() (what only
 * some games need). esbuild's code splitting gives each its own file under this stable name, and puts what two of them
 * share in `piecepack-war-shared-<hash>.js` files; the source's import() calls reach them by these names.
 */
export const FILES = {
  'piecepack-war': 'webview/src/define.ts',
  'piecepack-war-decisions': 'webview/src/decisions/index.ts',
  'piecepack-war-rules': 'engine/src/decision-rules.ts',
  'piecepack-war-tod': 'engine/src/tod-game.ts',
  'piecepack-war-cards': 'picture/art/card.ts',
  'piecepack-war-menu': 'webview/src/menu/game-menu.ts',
  'piecepack-war-embed-code': 'webview/src/menu/embed-menu.ts',
  'piecepack-war-picture': 'webview/src/menu/save-picture.ts',
  'piecepack-war-sound': 'webview/src/sound/table-sound.ts',
  'piecepack-war-figures': 'webview/src/figures/end-figures.ts',
  'piecepack-war-links': 'engine/src/links.ts',
  'piecepack-war-replay': 'webview/src/replay/replay.ts',
  'piecepack-war-records': 'webview/src/game/record-game.ts',
  'piecepack-war-help-en': 'picture/help.en.ts',
  'piecepack-war-how-to': 'webview/src/help/help-plan.ts',
  'piecepack-war-how-long': 'webview/src/figures/help-figures.ts',
  ...Object.fromEntries(
    LANGUAGE_FILES.flatMap(({ lang }) => [
      [`piecepack-war-${lang}`, `webview/src/i18n/war.${lang}.ts`],
      [`piecepack-war-decisions-${lang}`, `webview/src/i18n/decisions.${lang}.ts`],
    ]),
  ),
};
/** What a part loaded on demand is, for the build's and the bench's report. */
export const PARTS = [
  { part: 'decisions', file: DECISIONS_CHUNK, what: "the decision games' tables" },
  { part: 'rules', file: 'dist/piecepack-war-rules.js', what: "Steal War's and Stacked Deck War's rules" },
  { part: 'cards', file: 'dist/piecepack-war-cards.js', what: 'card art (every deck but piecepack tiles)' },
  { part: 'embed-code', file: 'dist/piecepack-war-embed-code.js', what: 'the embed snippets (Copy embed code)' },
  { part: 'tod', file: 'dist/piecepack-war-tod.js', what: "Tod und Leben's rules" },
  { part: 'menu', file: 'dist/piecepack-war-menu.js', what: 'the game menu (after the first table)' },
];

/** The source with every `field: '...'` (either quote, or a template) emptied: the CLI and the extension keep the words, the bundle not. */
export function withoutWords(source, field) {
  return source.replace(
    new RegExp(`\\b${field}: (?:'(?:\\\\.|[^'\\\\])*'|"(?:\\\\.|[^"\\\\])*"|\`(?:\\\\.|[^\`\\\\])*\`)`, 'g'),
    `${field}: ''`,
  );
}
const pathFilter = (path) => new RegExp(`${path.replace(/\./g, '\\.').replace(/\//g, '[\\\\/]')}$`);

/** The engine's words for people that no page shows, left out of the widget's files. */
const wordsPlugin = {
  name: 'words-unshown',
  setup(b) {
    for (const { path, field } of WORDS_UNSHOWN)
      b.onLoad({ filter: pathFilter(path) }, (args) => ({ loader: 'ts', contents: withoutWords(readFileSync(args.path, 'utf8'), field) }));
  },
};

/**
 * The bundle's one licence notice for the Lit it holds: the notices Lit's modules carry (the same copyright holder and
 * licence in each, a year apart) said once, where esbuild would repeat them per module at the end of the file.
 */
export const LIT_NOTICE =
  '/*! Lit (lit, lit-html, lit-element, @lit/reactive-element): Copyright 2017-2022 Google LLC, SPDX-License-Identifier: BSD-3-Clause */';

// Module scripts are always read as UTF-8: words in other alphabets stay as they are, not as \u escapes.
const COMMON = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  charset: 'utf8',
  logLevel: 'warning',
  tsconfig: 'webview/tsconfig.json',
  plugins: [bundledPackages],
};

/**
 * This build's id, which the bundle and the computer's worker compare (webview/src/load/build-id.ts): the package's version
 * and a digest of the sources they are made from.
 */
export function buildId() {
  const digest = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.ts')) digest.update(path).update(readFileSync(path));
    }
  };
  walk('engine/src');
  walk('webview/src');
  walk('picture');
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  return `${version}+${digest.digest('hex').slice(0, 10)}`;
}

const gz = (path) => {
  const bytes = readFileSync(path);
  return { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/**
 * The widget's files in `outdir`, one module graph split by esbuild: FILES under their names, shared code in
 * piecepack-war-shared-<hash>.js. Returns esbuild's metafile.
 */
export async function splitBuild({ outdir, minify, external = [], entries = FILES, define, embed = true }) {
  const result = await build({
    ...COMMON,
    plugins: [cssPlugin, wordsPlugin, bundledPackages],
    entryPoints: entries,
    outdir,
    splitting: true,
    chunkNames: 'piecepack-war-shared-[hash]',
    minify,
    external,
    legalComments: 'none',
    sourcemap: minify ? 'linked' : true,
    metafile: true,
    // Whether the embed page and the bundle lie beside these files (webview/src/menu/embed-files.ts): the CDN build's do.
    define: { __PW_BUILD__: JSON.stringify(define), __PW_EMBED__: JSON.stringify(embed) },
  });
  // Lit's notice, once, on each file that carries Lit's code.
  for (const [file, out] of Object.entries(result.metafile.outputs)) {
    if (!file.endsWith('.js') || !Object.keys(out.inputs).some((i) => /node_modules\/(@lit|lit)/.test(i))) continue;
    writeFileSync(file, `${LIT_NOTICE}\n${readFileSync(file, 'utf8')}`);
  }
  return result.metafile;
}

/**
 * The source modules in a War page's start-up file, each with its minified bytes: esbuild's split of FILES (built in
 * memory, as splitBuild builds it), from the bundle through its static imports, which is what Rollup joins into
 * dist/piecepack-war.js. A module only some pages need belongs in a file loaded with import() (scripts/test/startup-modules.test.ts).
 */
export async function startupModules() {
  const result = await build({
    ...COMMON,
    plugins: [cssPlugin, wordsPlugin],
    entryPoints: FILES,
    outdir: 'dist',
    write: false,
    splitting: true,
    chunkNames: 'piecepack-war-shared-[hash]',
    minify: true,
    metafile: true,
    define: { __PW_BUILD__: '""', __PW_EMBED__: 'true' },
  });
  const inside = new Map();
  for (const file of startupFiles(result.metafile, BUNDLE))
    for (const [input, { bytesInOutput }] of Object.entries(result.metafile.outputs[file].inputs))
      if (bytesInOutput > 0) inside.set(input, bytesInOutput);
  return inside;
}

/** Where the CDN build's esbuild split waits for Rollup to join it (scripts/builds/10-webview.js, joinedBuild). */
const SPLIT = '.cache/cdn-split';

/**
 * The CDN files in `outdir`: esbuild's split (splitBuild, in a staging folder), then joined by Rollup, which knows that
 * a file loaded with import() comes after the bundle and so keeps in the bundle everything a page loads at once
 * (esbuild gives each set of entry points that share code a file of its own: a War page loaded 12 files). Minified
 * again by esbuild, source maps carried through. Returns a metafile of the joined files (their imports, and the
 * inputs of the esbuild files each holds), recorded in the bundled-packages ledger.
 */
export async function joinedBuild({ outdir, ...options }) {
  rmSync(SPLIT, { recursive: true, force: true });
  const split = await splitBuild({ ...options, outdir: SPLIT, minify: true });
  const staged = (file) => `${SPLIT}/${basename(file)}`;
  const bundle = await rollup({
    input: { 'piecepack-war': staged(BUNDLE) },
    // The bundle may export what the files it loads on demand take from it.
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      {
        name: 'esbuild-maps',
        load: (id) => ({ code: readFileSync(id, 'utf8'), map: existsSync(`${id}.map`) ? readFileSync(`${id}.map`, 'utf8') : null }),
      },
    ],
    onwarn: (w) => {
      throw new Error(`rollup: ${w.message}`);
    },
  });
  const { output } = await bundle.write({
    dir: outdir,
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    // What loads on demand keeps its name (FILES); code two of them share goes to a shared file.
    chunkFileNames: (chunk) => (chunk.isDynamicEntry ? '[name].js' : 'piecepack-war-shared-[hash].js'),
    plugins: [
      {
        name: 'minify',
        renderChunk: async (code) => {
          const min = await transform(code, {
            minify: true,
            format: 'esm',
            target: 'es2022',
            charset: 'utf8',
            legalComments: 'none',
            sourcemap: true,
          });
          return { code: min.code, map: min.map };
        },
      },
    ],
  });
  await bundle.close();
  const outputs = {};
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    const inputs = {};
    for (const id of Object.keys(chunk.modules)) {
      const from = split.outputs[`${SPLIT}/${basename(id)}`];
      for (const [input, v] of Object.entries(from?.inputs ?? {})) inputs[input] = v;
    }
    const imports = [
      ...chunk.imports.map((f) => ({ path: `${outdir}/${f}`, kind: 'import-statement' })),
      ...chunk.dynamicImports.map((f) => ({ path: `${outdir}/${f}`, kind: 'dynamic-import' })),
    ];
    outputs[`${outdir}/${chunk.fileName}`] = { inputs, imports };
    // Lit's notice, once, on each file that carries Lit's code.
    if (Object.keys(inputs).some((i) => /node_modules\/(@lit|lit)/.test(i)))
      writeFileSync(`${outdir}/${chunk.fileName}`, `${LIT_NOTICE}\n${readFileSync(`${outdir}/${chunk.fileName}`, 'utf8')}`);
  }
  const metafile = { outputs };
  record(metafile);
  rmSync(SPLIT, { recursive: true, force: true });
  return metafile;
}

/** The files a page loads before its first table of piecepack War: the bundle and the shared files it imports. */
export function startupFiles(metafile, entry = BUNDLE) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of metafile.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  return [...seen];
}

/**
 * Scripts in dist/ that the Markdown build writes (scripts/builds/15-markdown.js, MARKDOWN_FILES), beside the
 * bundle's: the embed page's, the iframe snippet's sizing script, the fences' and VS Code preview's. `npm start` builds the bundle alone and must leave them.
 */
export const MARKDOWN_SCRIPTS = [
  'piecepack-war-markdown.js',
  'piecepack-war-embed.js',
  'piecepack-war-embed-frame.js',
  'piecepack-war-preview.js',
];

/**
 * Removes the bundle's files of an earlier build from `dir` (its chunks change names from build to build), and only
 * those: the Markdown build's scripts stay (removing dist/piecepack-war-embed.js left the embed page blank).
 */
export function removeOldBundle(dir) {
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir, { withFileTypes: true })) {
    const script = f.name.replace(/\.map$/, '');
    if (f.isFile() && /^piecepack-war[\w-]*\.js(\.map)?$/.test(f.name) && !MARKDOWN_SCRIPTS.includes(script)) rmSync(`${dir}/${f.name}`);
  }
}

/**
 * The CDN files in dist/: the bundle (dist/piecepack-war.js: defines the element and plays piecepack War and its
 * variants), the files it loads on demand (FILES), and dist/piecepack-war-computer.js, the computer player's module
 * worker (the engine alone). Returns their sizes, minified and gzipped, and the start-up files of a War page.
 */
export async function buildBundle() {
  removeOldBundle('dist');
  const id = buildId();
  const metafile = await joinedBuild({ outdir: 'dist', define: id });
  await buildWorker(WORKER, id);
  const startup = startupFiles(metafile);
  const sum = (files) => files.map(gz).reduce((a, b) => ({ bytes: a.bytes + b.bytes, gzip: a.gzip + b.gzip }), { bytes: 0, gzip: 0 });
  const languages = Object.fromEntries(LANGUAGE_FILES.map((l) => [l.lang, { war: gz(l.war), decisions: gz(l.decisions) }]));
  const parts = Object.fromEntries(PARTS.map((p) => [p.part, gz(p.file)]));
  const shared = Object.keys(metafile.outputs).filter((f) => /piecepack-war-shared-\w+\.js$/.test(f));
  return {
    ...gz(BUNDLE),
    startup: { files: startup, ...sum(startup) },
    shared: shared.length,
    worker: gz(WORKER),
    help: gz(HELP_EN),
    languages,
    parts,
  };
}

/** The computer player's worker: the engine and its computer players, one self-contained module. */
export async function buildWorker(outfile, id = buildId()) {
  await build({
    ...COMMON,
    entryPoints: [WORKER_ENTRY],
    outfile,
    minify: true,
    legalComments: 'eof',
    sourcemap: 'linked',
    define: { __PW_BUILD__: JSON.stringify(id) },
  });
}

/**
 * dist/npm: the package's entries (index.js side-effect free, define.js) and the same files loaded on demand as the CDN
 * build's, Lit left as a dependency, and the computer's worker beside them.
 */
export async function buildNpm() {
  rmSync('dist/npm', { recursive: true, force: true });
  const id = buildId();
  const { 'piecepack-war': _bundle, ...onDemand } = FILES;
  await splitBuild({
    outdir: 'dist/npm',
    minify: false,
    external: ['lit', 'lit/*'],
    entries: { index: 'webview/src/index.ts', define: 'webview/src/define.ts', ...onDemand },
    define: id,
    // A bundler renames and moves these files: no embed page lies beside them.
    embed: false,
  });
  await buildWorker('dist/npm/piecepack-war-computer.js', id);
}

/** dist/types: declarations for the npm entries (the engine's types come along). */
export function buildTypes() {
  rmSync('dist/types', { recursive: true, force: true });
  const config = 'dist/tsconfig.types.json';
  mkdirSync('dist', { recursive: true });
  writeFileSync(
    config,
    JSON.stringify(
      {
        extends: '../webview/tsconfig.json',
        compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: 'types', rootDir: '..', types: [] },
        include: [],
        files: ['../webview/src/index.ts', '../webview/src/define.ts'],
      },
      null,
      2,
    ),
  );
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', config], { stdio: 'inherit' });
  rmSync(config);
}

/**
 * dist/custom-elements.json from the element's source and JSDoc, plus one attribute per engine option (OPTION_SPECS)
 * and the CSS parts and custom properties (css-api.ts).
 */
export async function buildManifest() {
  const { create, ts } = await import('@custom-elements-manifest/analyzer');
  const { litPlugin } = await import('@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js');
  const { tsImport } = await import('tsx/esm/api');
  const { OPTION_ATTRIBUTES } = await tsImport('../../webview/src/element/option-attributes.ts', import.meta.url);
  const { CSS_PARTS, CSS_PROPERTIES } = await tsImport('../../webview/src/element/css-api.ts', import.meta.url);
  const { PLAY_SETTING_NAMES } = await tsImport('../../engine/src/play-settings.ts', import.meta.url);
  const files = [
    'webview/src/game/settings-base.ts',
    'webview/src/element/piecepack-war.ts',
    'webview/src/define.ts',
    'webview/src/index.ts',
  ];
  const modules = files.map((f) => ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.ES2022, true));
  const manifest = create({ modules, plugins: litPlugin(), context: { dev: false } });
  const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.name === 'PiecepackWar');
  if (!element) throw new Error('custom-elements.json: the analyzer did not find PiecepackWar');
  element.customElement = true;
  element.tagName = 'piecepack-war';
  const optionAttributes = [
    {
      name: 'seed',
      type: { text: 'string' },
      description:
        'The deal: a whole number from 0 to 4294967295. Without it every game gets a fresh random seed. Changing it starts a new game.',
    },
    ...OPTION_ATTRIBUTES.map(({ attribute, spec, allowed }) => ({
      name: attribute,
      type: { text: spec.values && spec.kind === 'enum' ? spec.values.map((v) => `'${v}'`).join(' | ') : 'string' },
      description: `${spec.doc} Allowed: ${allowed}. Applies to: ${spec.families.join(', ')}. Changing it starts a new game.`,
    })),
  ];
  // The play settings' properties are made from the engine's PLAY_SETTINGS, which the analyzer cannot read: each gets
  // its attribute from its field (type, default, doc comment).
  const playAttributes = PLAY_SETTING_NAMES.map((name) => {
    const field = element.members?.find((m) => m.kind === 'field' && m.name === name);
    if (!field) throw new Error(`custom-elements.json: the element has no field for the play setting ${name}`);
    const { kind: _kind, privacy: _privacy, ...rest } = field;
    return { ...rest, name, fieldName: name };
  });
  const known = new Set([...optionAttributes, ...playAttributes].map((a) => a.name));
  element.attributes = [...optionAttributes, ...playAttributes, ...(element.attributes ?? []).filter((a) => !known.has(a.name))];
  element.cssParts = CSS_PARTS.map((p) => ({ ...p }));
  element.cssProperties = CSS_PROPERTIES.map((p) => ({ ...p }));
  const define = manifest.modules.find((m) => m.path === 'webview/src/define.ts');
  if (define && !define.exports?.some((e) => e.kind === 'custom-element-definition'))
    (define.exports ??= []).push({
      kind: 'custom-element-definition',
      name: 'piecepack-war',
      declaration: { name: 'PiecepackWar', module: 'webview/src/element/piecepack-war.ts' },
    });
  mkdirSync('dist', { recursive: true });
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** dist/demo: the demo page's script, the simulator's Web Worker, and the browser benchmark's page script. */
export async function buildDemo() {
  await build({
    ...COMMON,
    plugins: [cssPlugin],
    entryPoints: { demo: 'demo/src/demo.ts', 'sim-worker': 'demo/src/sim-worker.ts', bench: 'demo/src/bench.ts' },
    outdir: 'dist/demo',
    minify: true,
    sourcemap: 'linked',
  });
}

/** Everything the widget ships. */
export default async function buildWebview() {
  const size = await buildBundle();
  await buildNpm();
  buildTypes();
  await buildManifest();
  await buildDemo();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const langs = Object.entries(size.languages)
    .map(([lang, l]) => `${lang} ${kb(l.war.gzip)} + ${kb(l.decisions.gzip)}`)
    .join(', ');
  const parts = Object.entries(size.parts)
    .map(([part, p]) => `${part} ${kb(p.gzip)}`)
    .join(', ');
  console.log(
    `webview: a War page loads ${size.startup.files.length} files, ${kb(size.startup.gzip)} gzipped (${BUNDLE} ${kb(size.gzip)}); on demand (gzipped) ${parts}, ${size.shared} shared files; ${WORKER} ${kb(size.worker.gzip)}; languages (War + decisions) ${langs}; npm entries, types, ${MANIFEST}, demo`,
  );
}
