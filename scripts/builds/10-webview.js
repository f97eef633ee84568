// Builds the <piecepack-war> element: the CDN files (dist/piecepack-war.js, one self-contained minified ES module for a
// <script> tag, with its sibling chunk for the decision games, the parts only some games use and the computer player's
// worker), the npm entries (dist/npm/index.js side-effect free, dist/npm/define.js), their types (dist/types), the
// generated dist/custom-elements.json, and the demo page's scripts (dist/demo). Each is exported for the suite and bench.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** The decision games' chunk, next to the bundle: their tables and (in the CDN build) their rules. */
export const DECISIONS_CHUNK = 'dist/piecepack-war-decisions.js';
/** The computer player's Web Worker, next to the bundle (and next to the npm entries). */
export const WORKER = 'dist/piecepack-war-computer.js';
const WORKER_ENTRY = 'webview/src/decisions/computer-worker.ts';

/** The rules of the decision games: in the CDN bundle a stand-in, bound to the real rules when the chunk loads. */
const FAMILY_RULES = [
  { path: 'engine/src/steal/rules.ts', name: 'STEAL_RULES', title: 'Steal War', unit: 'trick' },
  { path: 'engine/src/stacked/rules.ts', name: 'STACKED_RULES', title: 'Stacked Deck War', unit: 'round' },
];
const LOADER = 'webview/src/decisions-loader.ts';
/** The loader of a language's strings, swapped in the CDN bundle for one that fetches the language's files beside it. */
const LANGUAGE_LOADER = 'webview/src/i18n/load.ts';
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
 * The parts only some games use (webview/src/parts.ts): in the CDN bundle each module is a stand-in whose functions
 * call the real ones once the part's file, beside the bundle, has loaded (webview/src/parts-loader.ts loads it before
 * the first game that needs it). Such a module exports functions only.
 */
export const PARTS = [
  {
    part: 'cards',
    path: 'webview/src/art/card.ts',
    file: 'dist/piecepack-war-cards.js',
    what: 'card art (every deck but piecepack tiles)',
  },
  { part: 'tod', path: 'engine/src/core/tod.ts', file: 'dist/piecepack-war-tod.js', what: "Tod und Leben's rounds" },
  { part: 'replay', path: 'engine/src/replay.ts', file: 'dist/piecepack-war-replay.js', what: "a game record's replay" },
  { part: 'deal', path: 'engine/src/setup.ts', file: 'dist/piecepack-war-deal.js', what: "the reader of a record's prepared deal" },
];
const PARTS_LOADER = 'webview/src/parts-loader.ts';

/** The functions each part's module exports (what its stand-in forwards); a part that exports anything else is refused. */
async function partExports() {
  const result = await build({
    ...COMMON,
    bundle: false,
    entryPoints: PARTS.map((p) => p.path),
    outdir: 'dist/parts-probe',
    write: false,
    metafile: true,
  });
  const names = new Map();
  for (const { part, path } of PARTS) {
    if (/^export\s+(?:const|let|var|class|default|enum)\b/m.test(readFileSync(path, 'utf8')))
      throw new Error(`${path}: a part loaded on demand exports functions only (its stand-in forwards calls)`);
    const out = Object.values(result.metafile.outputs).find((o) => o.entryPoint && relative(o.entryPoint) === path);
    names.set(part, out.exports);
  }
  return names;
}

/** The source with every `field: '...'` (either quote, or a template) emptied: the CLI and the extension keep the words, the bundle not. */
export function withoutWords(source, field) {
  return source.replace(
    new RegExp(`\\b${field}: (?:'(?:\\\\.|[^'\\\\])*'|"(?:\\\\.|[^"\\\\])*"|\`(?:\\\\.|[^\`\\\\])*\`)`, 'g'),
    `${field}: ''`,
  );
}
const pathFilter = (path) => new RegExp(`${path.replace(/\./g, '\\.').replace(/\//g, '[\\\\/]')}$`);
const relative = (path) => path.replace(/\\/g, '/').replace(`${process.cwd().replace(/\\/g, '/')}/`, '');

/** The loader's import of one shared module: the names the chunk uses (as m<i>_<name>), or the whole namespace. */
function importShared(path, names, i) {
  const from = JSON.stringify(`./${path}`);
  return names === null
    ? `import * as m${i} from ${from};`
    : `import { ${names.map((n) => `${n} as m${i}_${n}`).join(', ')} } from ${from};`;
}

/** The loader's imports of a chunk's shared modules (ids `<prefix><i>`), and the array it hands the chunk. */
function handing(shared, prefix) {
  const keys = [...shared.keys()];
  return {
    imports: keys.map((k, i) => importShared(k, shared.get(k), `${prefix}${i}`)),
    array: `[${keys.map((k, i) => handOver(shared.get(k), `${prefix}${i}`)).join(', ')}]`,
  };
}

/**
 * What the loader hands the chunk for one shared module: the values of the names it uses, in their sorted order (the
 * chunk puts the names back, so the bundle carries none of them), or the namespace.
 */
function handOver(names, i) {
  return names === null ? `m${i}` : `[${names.map((n) => `m${i}_${n}`).join(', ')}]`;
}

/**
 * The CDN bundle's stand-ins: each decision game's rules answer "still loading" until the chunk binds the real ones,
 * and the loader fetches the chunk (same folder, relative URL) and hands it the modules it shares with the bundle.
 * `shared` maps each module the chunk uses from the bundle (a path relative to the project) to the names the chunk
 * takes from it (null: the whole namespace); the loader imports just those, so the rest of the module can still be
 * left out of the bundle (the engine's simulator, for one), and passes them all in one array, in the map's order.
 */
function cdnPlugin(shared, partShared, exportsOf) {
  return {
    name: 'cdn-decisions',
    setup(b) {
      for (const { part, path, file } of PARTS) {
        b.onLoad({ filter: pathFilter(path) }, () => ({
          loader: 'js',
          contents: [
            `// Stand-in for ${path} in the CDN bundle (scripts/builds/10-webview.js): it calls the real functions, which ${file.split('/').pop()} brings.`,
            'let real = null;',
            `/** Binds the real module (the parts loader calls this when the ${part} part loads). */`,
            'export function bindPart(m) { real = m; }',
            ...exportsOf.get(part).map((n) => `export function ${n}(...a) { return real.${n}(...a); }`),
          ].join('\n'),
        }));
      }
      b.onLoad({ filter: pathFilter(PARTS_LOADER) }, () => ({
        loader: 'js',
        resolveDir: process.cwd(),
        contents: [
          `// The CDN bundle's loader of the parts only some games use (generated by scripts/builds/10-webview.js from ${PARTS_LOADER}).`,
          ...PARTS.flatMap(({ part, path }, j) => [
            ...handing(partShared.get(part) ?? new Map(), `p${j}_`).imports,
            `import { bindPart as bind${j} } from ${JSON.stringify(`./${path}`)};`,
          ]),
          'const PARTS = {',
          ...PARTS.map(
            ({ part, file }, j) =>
              `  ${part}: ['${file.split('/').pop()}', (chunk) => bind${j}(chunk.default(${handing(partShared.get(part) ?? new Map(), `p${j}_`).array}))],`,
          ),
          '};',
          'const loaded = new Set();',
          'const loading = new Map();',
          'export function partReady(part) { return loaded.has(part); }',
          'export function loadPart(part) {',
          '  if (!loading.has(part)) {',
          '    const [file, bind] = PARTS[part];',
          '    loading.set(part, import(new URL(`./${file}`, import.meta.url).href).then((chunk) => { bind(chunk); loaded.add(part); }, (e) => { loading.delete(part); throw e; }));',
          '  }',
          '  return loading.get(part);',
          '}',
        ].join('\n'),
      }));
      for (const { path, field } of WORDS_UNSHOWN)
        b.onLoad({ filter: pathFilter(path) }, (args) => ({
          loader: 'ts',
          contents: withoutWords(readFileSync(args.path, 'utf8'), field),
        }));
      for (const rules of FAMILY_RULES) {
        b.onLoad({ filter: pathFilter(rules.path) }, () => ({
          loader: 'js',
          contents: [
            `// Stand-in for ${rules.path} in the CDN bundle (scripts/builds/10-webview.js): the real rules come with the decisions chunk.`,
            `const why = '${rules.title} is still loading';`,
            'let real = null;',
            '/** Binds the real rules (the decisions chunk calls this when it loads). */',
            'export function bindRules(rules) { real = rules; }',
            `export const ${rules.name} = {`,
            '  create: (o, seed, deal) => (real ? real.create(o, seed, deal) : { ok: false, error: why }),',
            '  clone: (s) => real.clone(s),',
            "  apply: (s, a, ev) => (real ? real.apply(s, a, ev) : { code: 'illegal', message: why }),",
            '  pending: (s) => (real ? real.pending(s) : null),',
            `  unit: '${rules.unit}',`,
            '  progress: (s) => real.progress(s),',
            '  pieces: (s) => real.pieces(s),',
            '  view: (s, seat) => real.view(s, seat),',
            '  computer: (s, seat, level, rng) => real.computer(s, seat, level, rng),',
            '};',
          ].join('\n'),
        }));
      }
      b.onLoad({ filter: pathFilter(LANGUAGE_LOADER) }, () => ({
        loader: 'js',
        contents: [
          `// The CDN bundle's loader of a language's strings (generated by scripts/builds/10-webview.js from ${LANGUAGE_LOADER}).`,
          'const load = (file) => import(new URL(`./${file}`, import.meta.url).href).then((m) => m.default);',
          'export function loadWarStrings(lang) { return load(`piecepack-war-${lang}.js`); }',
          'export function loadDecisionStrings(lang) { return load(`piecepack-war-decisions-${lang}.js`); }',
          `export function loadEnglishHelp() { return load('${HELP_EN.split('/').pop()}'); }`,
        ].join('\n'),
      }));
      b.onLoad({ filter: pathFilter(LOADER) }, () => {
        const { imports, array } = handing(shared, '');
        return {
          loader: 'js',
          resolveDir: process.cwd(),
          contents: [
            "// The CDN bundle's loader of the decisions chunk (generated by scripts/builds/10-webview.js from webview/src/decisions-loader.ts).",
            ...imports,
            ...FAMILY_RULES.map((r, i) => `import { bindRules as bind${i} } from ${JSON.stringify(`./${r.path}`)};`),
            "export const DECISION_FAMILIES = ['stacked-deck', 'steal-war'];",
            'export function isDecisionFamily(family) { return DECISION_FAMILIES.includes(family); }',
            'let loading = null;',
            'let loaded = null;',
            'export function decisionsLoaded() { return loaded; }',
            'export function loadDecisions() {',
            `  loading ??= import(new URL('./${DECISIONS_CHUNK.split('/').pop()}', import.meta.url).href).then((chunk) => {`,
            `    const m = chunk.default(${array});`,
            ...FAMILY_RULES.map((r, i) => `    bind${i}(m.${r.name});`),
            '    return (loaded = m.DECISIONS);',
            '  }, (e) => { loading = null; throw e; });',
            '  return loading;',
            '}',
          ].join('\n'),
        };
      });
    },
  };
}

/**
 * A chunk's view of the bundle: every module the bundle already holds (but the chunk's `own`: the decision games'
 * rules, a part's module) is taken from the array the bundle hands over (`__pwShared`, one entry per module in the
 * order of `used`: the namespace, or the values of the names the chunk uses, as `names` lists them) instead of being
 * bundled twice; `used` collects their paths.
 */
function sharedPlugin(inBundle, used, own, names) {
  return {
    name: 'decisions-shared',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.inner || args.kind === 'entry-point' || args.namespace === 'pw-shared') return undefined;
        const r = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { inner: true },
        });
        if (r.errors.length > 0) return undefined;
        const key = relative(r.path);
        if (!inBundle.has(key) || own.has(key)) return { path: r.path };
        used.add(key);
        return { path: key, namespace: 'pw-shared' };
      });
      // Each shared module by its place in `used` (the bundle's loader hands them over in that order).
      b.onLoad({ filter: /.*/, namespace: 'pw-shared' }, (args) => {
        const at = `__pwShared[${[...used].indexOf(args.path)}]`;
        const list = names.has(args.path) ? names.get(args.path) : [];
        return {
          loader: 'js',
          contents:
            list === null ? `module.exports = ${at};` : `module.exports = { ${list.map((n, j) => `${n}: ${at}[${j}]`).join(', ')} };`,
        };
      });
    },
  };
}

/**
 * The bundle's one licence notice for the Lit it holds: the notices Lit's modules carry (the same copyright holder and
 * licence in each, a year apart) said once, where esbuild would repeat them per module at the end of the file.
 */
export const LIT_NOTICE =
  '/*! Lit (lit, lit-html, lit-element, @lit/reactive-element): Copyright 2017-2022 Google LLC, SPDX-License-Identifier: BSD-3-Clause */';

// Module scripts are always read as UTF-8: words in other alphabets stay as they are, not as \u escapes.
const COMMON = { bundle: true, format: 'esm', target: 'es2022', charset: 'utf8', logLevel: 'warning', tsconfig: 'webview/tsconfig.json' };

/** The decisions chunk's entry: its tables, and the decision games' rules. */
const CHUNK_ENTRY = {
  contents: [
    `export { DECISIONS } from './webview/src/decisions/index.ts';`,
    ...FAMILY_RULES.map((r) => `export { ${r.name} } from './${r.path}';`),
  ].join('\n'),
  resolveDir: process.cwd(),
  sourcefile: 'decisions-chunk.js',
  loader: 'js',
};

/**
 * Which names a chunk (its `entry`, its `own` modules) takes from each module it shares with the bundle (null: the
 * whole namespace), found by building it once as a module whose shared imports stay imports, and reading them.
 */
async function sharedNames(inBundle, entry, own) {
  const probe = await build({
    ...COMMON,
    write: false,
    stdin: entry,
    plugins: [
      cssPlugin,
      {
        name: 'shared-external',
        setup(b) {
          b.onResolve({ filter: /.*/ }, async (args) => {
            if (args.pluginData?.inner || args.kind === 'entry-point') return undefined;
            const r = await b.resolve(args.path, {
              kind: args.kind,
              importer: args.importer,
              resolveDir: args.resolveDir,
              pluginData: { inner: true },
            });
            if (r.errors.length > 0) return undefined;
            const key = relative(r.path);
            return inBundle.has(key) && !own.has(key) ? { path: `pw-shared:${key}`, external: true } : { path: r.path };
          });
        },
      },
    ],
  });
  const code = probe.outputFiles[0].text;
  const names = new Map();
  const take = (path, list) => {
    const had = names.get(path);
    names.set(path, had === null || list === null ? null : [...new Set([...(had ?? []), ...list])].sort());
  };
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"pw-shared:([^"]+)"/g))
    take(
      m[2],
      m[1]
        .split(',')
        .map((n) => n.trim().split(/\s+as\s+/)[0])
        .filter(Boolean),
    );
  for (const m of code.matchAll(/(?:import|export)\s*\*\s*(?:as\s*[\w$]+\s*)?from\s*"pw-shared:([^"]+)"/g)) take(m[1], null);
  for (const m of code.matchAll(/import\s*"pw-shared:([^"]+)"/g)) take(m[1], []);
  const seen = [...code.matchAll(/"pw-shared:([^"]+)"/g)].length;
  const read = [...code.matchAll(/(?:from\s*|import\s*)"pw-shared:/g)].length;
  if (seen !== read) throw new Error(`${entry.sourcefile}: a shared module is imported in a form the build cannot read (see sharedNames)`);
  return names;
}

/** The plugins the npm entries use (every family's rules and tables are part of the module graph there). */
async function plugins() {
  return [cssPlugin];
}

const gz = (path) => {
  const bytes = readFileSync(path);
  return { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/**
 * The CDN files. dist/piecepack-war.js: Lit, the engine and the tiles' art in one minified module that defines the
 * element and plays piecepack War and its variants by itself. dist/piecepack-war-decisions.js: the decision games' tables and rules, loaded
 * by the bundle (import() of a URL next to its own) the first time one is shown; it imports nothing: the bundle hands
 * it the modules they share. The parts (PARTS), loaded the same way the first time a game needs one.
 * dist/piecepack-war-computer.js: the computer player's module worker (the engine alone). Returns their sizes, minified
 * and gzipped.
 */
export async function buildBundle() {
  const exportsOf = await partExports();
  // 1. Which modules the bundle holds (its loaders do not need the chunks to know that).
  const probe = await build({
    ...COMMON,
    plugins: [cssPlugin, cdnPlugin(new Map(), new Map(), exportsOf)],
    entryPoints: ['webview/src/define.ts'],
    write: false,
    metafile: true,
    minify: true,
  });
  // A decision game's engine module that the bundle reaches but tree-shakes away (a prepared Stacked Deck War deal) is
  // the chunk's to carry, not the bundle's to hand over.
  const probeOut = Object.values(probe.metafile.outputs).find((o) => o.entryPoint);
  const chunkOnly = (path, bytes) => bytes === 0 && /^engine\/src\/(stacked|steal)\//.test(path);
  const inBundle = new Set(
    Object.entries(probeOut.inputs)
      .map(([path, i]) => [relative(path), i.bytesInOutput])
      .filter(([path, bytes]) => !chunkOnly(path, bytes))
      .map(([path]) => path),
  );
  // 2. The chunks, each taking every module the bundle holds from it (only the names it uses of each).
  const shared = await buildChunk(inBundle, {
    entry: CHUNK_ENTRY,
    own: FAMILY_RULES.map((r) => r.path),
    globalName: '__pwDecisions',
    banner: '// piecepack-war: the decision games (Stacked Deck War, Steal War), loaded by piecepack-war.js from the same folder.',
    outfile: DECISIONS_CHUNK,
  });
  const partShared = new Map();
  for (const { part, path, file, what } of PARTS) {
    const entry = { contents: `export * from './${path}';`, resolveDir: process.cwd(), sourcefile: `${part}-part.js`, loader: 'js' };
    const banner = `// piecepack-war: ${what}, loaded by piecepack-war.js from the same folder when a game first needs it.`;
    partShared.set(part, await buildChunk(inBundle, { entry, own: [path], globalName: '__pwPart', banner, outfile: file }));
  }
  // 3. The bundle, its loaders handing each chunk exactly those modules.
  await build({
    ...COMMON,
    plugins: [cssPlugin, cdnPlugin(shared, partShared, exportsOf)],
    entryPoints: ['webview/src/define.ts'],
    outfile: BUNDLE,
    minify: true,
    legalComments: 'none',
    banner: { js: LIT_NOTICE },
    sourcemap: 'linked',
  });
  await buildWorker(WORKER);
  await buildLanguages();
  const languages = Object.fromEntries(LANGUAGE_FILES.map((l) => [l.lang, { war: gz(l.war), decisions: gz(l.decisions) }]));
  const parts = Object.fromEntries(PARTS.map((p) => [p.part, gz(p.file)]));
  return { ...gz(BUNDLE), chunk: gz(DECISIONS_CHUNK), worker: gz(WORKER), help: gz(HELP_EN), languages, parts };
}

/**
 * One chunk beside the bundle: one function of the modules it shares with the bundle (`export default
 * function(__pwShared)`), which returns the `entry`'s exports; the modules in `own` are its to carry. Returns the names
 * it takes from each shared module, in the order the bundle's loader must hand them over.
 */
async function buildChunk(inBundle, { entry, own, globalName, banner, outfile }) {
  const mine = new Set(own);
  const used = new Set();
  const names = await sharedNames(inBundle, entry, mine);
  await build({
    ...COMMON,
    format: 'iife',
    globalName,
    plugins: [cssPlugin, sharedPlugin(inBundle, used, mine, names)],
    stdin: entry,
    banner: { js: `${banner}\nexport default function(__pwShared){` },
    footer: { js: `return ${globalName}}` },
    outfile,
    minify: true,
    legalComments: 'eof',
    sourcemap: 'linked',
  });
  return new Map([...used].map((path) => [path, names.has(path) ? names.get(path) : []]));
}

/**
 * Each language's strings beside the bundle, and English's help paragraphs, as modules that import nothing (loaded when
 * a page asks for the language, or opens a disclosure).
 */
async function buildLanguages() {
  const entryPoints = Object.fromEntries(
    [
      [HELP_EN, 'webview/src/i18n/help.en.ts'],
      ...LANGUAGE_FILES.flatMap((l) => [
        [l.war, `webview/src/i18n/war.${l.lang}.ts`],
        [l.decisions, `webview/src/i18n/decisions.${l.lang}.ts`],
      ]),
    ].map(([out, entry]) => [out.replace(/^dist\/|\.js$/g, ''), entry]),
  );
  await build({ ...COMMON, entryPoints, outdir: 'dist', minify: true, legalComments: 'eof' });
}

/** The computer player's worker: the engine and its computer players, one self-contained module. */
export async function buildWorker(outfile) {
  await build({ ...COMMON, entryPoints: [WORKER_ENTRY], outfile, minify: true, legalComments: 'eof', sourcemap: 'linked' });
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
  await buildWorker('dist/npm/piecepack-war-computer.js');
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
  const known = new Set(optionAttributes.map((a) => a.name));
  element.attributes = [...optionAttributes, ...(element.attributes ?? []).filter((a) => !known.has(a.name))];
  const define = manifest.modules.find((m) => m.path === 'webview/src/define.ts');
  if (define && !define.exports?.some((e) => e.kind === 'custom-element-definition'))
    (define.exports ??= []).push({
      kind: 'custom-element-definition',
      name: 'piecepack-war',
      declaration: { name: 'PiecepackWar', module: 'webview/src/piecepack-war.ts' },
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
    `webview: ${BUNDLE} ${kb(size.bytes)}, ${kb(size.gzip)} gzipped; ${DECISIONS_CHUNK} ${kb(size.chunk.gzip)} and ${WORKER} ${kb(size.worker.gzip)} gzipped; parts (gzipped) ${parts}; languages (War + decisions, gzipped) ${langs}; npm entries, types, ${MANIFEST}, demo`,
  );
}
