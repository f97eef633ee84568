// Builds what puts games in Markdown (docs/markdown.md), after the widget's files and before the extension copies them:
// the fences' script dist/piecepack-war-markdown.js and the embed page dist/embed.html with its script and stylesheet
// (beside the CDN files they load), VS Code's preview script dist/piecepack-war-preview.js (classic; the extension's
// build copies every dist/piecepack-war*.js into its webview folder), and the markdown-it plugin in dist/markdown/
// (ESM, CommonJS, types) and its picture entry, with the Hugo shortcode, the MkDocs fence formatter and the Obsidian plugin.
import { build } from 'esbuild';
import { bundledPackages } from './notices.js';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { buildId, LIT_NOTICE } from './10-webview.js';

/** The files this build writes, for the suite and the release. */
export const MARKDOWN_FILES = {
  runtime: 'dist/piecepack-war-markdown.js',
  embed: 'dist/embed.html',
  embedScript: 'dist/piecepack-war-embed.js',
  embedStyle: 'dist/piecepack-war-embed.css',
  embedFrame: 'dist/piecepack-war-embed-frame.js',
  preview: 'dist/piecepack-war-preview.js',
  plugin: 'dist/markdown/markdown-it.js',
  pluginCjs: 'dist/markdown/markdown-it.cjs',
  pluginTypes: 'dist/markdown/markdown-it.d.ts',
  pluginCjsTypes: 'dist/markdown/markdown-it.d.cts',
  pluginPicture: 'dist/markdown/markdown-it-picture.js',
  pluginPictureCjs: 'dist/markdown/markdown-it-picture.cjs',
  pluginPictureTypes: 'dist/markdown/markdown-it-picture.d.ts',
  pluginPictureCjsTypes: 'dist/markdown/markdown-it-picture.d.cts',
  pluginFigures: 'dist/markdown/markdown-it-figures.js',
  pluginFiguresCjs: 'dist/markdown/markdown-it-figures.cjs',
  pluginFiguresTypes: 'dist/markdown/markdown-it-figures.d.ts',
  pluginFiguresCjsTypes: 'dist/markdown/markdown-it-figures.d.cts',
  hugo: 'dist/markdown/hugo/layouts/shortcodes/piecepack-war.html',
  mkdocs: 'dist/markdown/mkdocs/piecepack_war_fence.py',
  obsidian: 'dist/markdown/obsidian/piecepack-war/main.js',
  obsidianManifest: 'dist/markdown/obsidian/piecepack-war/manifest.json',
};

const COMMON = { bundle: true, target: 'es2022', charset: 'utf8', logLevel: 'warning', legalComments: 'none', plugins: [bundledPackages] };

export default async function buildMarkdown() {
  mkdirSync('dist/markdown/hugo/layouts/shortcodes', { recursive: true });
  mkdirSync('dist/markdown/mkdocs', { recursive: true });
  mkdirSync('dist/markdown/obsidian/piecepack-war', { recursive: true });
  // Page scripts beside the widget: its bundle stays an import, resolved next to them at run time.
  await build({
    ...COMMON,
    entryPoints: {
      'piecepack-war-markdown': 'markdown/src/runtime.ts',
      'piecepack-war-embed': 'markdown/src/embed.ts',
      'piecepack-war-embed-frame': 'markdown/src/embed-frame.ts',
    },
    outdir: 'dist',
    format: 'esm',
    platform: 'browser',
    minify: true,
    external: ['./piecepack-war.js'],
    tsconfig: 'markdown/tsconfig.json',
  });
  await build({
    ...COMMON,
    entryPoints: ['markdown/src/preview.ts'],
    outfile: MARKDOWN_FILES.preview,
    format: 'iife',
    platform: 'browser',
    minify: true,
  });
  // The plugin runs wherever markdown-it runs (node, a browser, VS Code's extension host): no dependencies, and the
  // engine's option names written out in place of the module that reads them from the engine, so it carries no engine.
  // Its picture entry (the fallback's starting position) bundles the engine and the widget's art, for the pages that
  // ask for it.
  const { OPTION_NAMES } = await tsImport('../../markdown/src/option-names.ts', import.meta.url);
  const names = {
    name: 'option-names',
    setup(b) {
      b.onLoad({ filter: /[\\/]markdown[\\/]src[\\/]option-names\.ts$/ }, () => ({
        loader: 'ts',
        contents: `export const OPTION_NAMES = ${JSON.stringify(OPTION_NAMES)};`,
      }));
    },
  };
  for (const [entry, esm, cjs] of [
    ['markdown/src/plugin.ts', MARKDOWN_FILES.plugin, MARKDOWN_FILES.pluginCjs],
    ['markdown/src/starting-picture.ts', MARKDOWN_FILES.pluginPicture, MARKDOWN_FILES.pluginPictureCjs],
    // Its figures entry (a fence's `figures: true`) bundles the engine's simulator, for the sites that ask for it.
    ['markdown/src/fence-figures.ts', MARKDOWN_FILES.pluginFigures, MARKDOWN_FILES.pluginFiguresCjs],
  ])
    for (const [format, outfile] of [
      ['esm', esm],
      ['cjs', cjs],
    ])
      await build({
        ...COMMON,
        entryPoints: [entry],
        outfile,
        format,
        platform: 'neutral',
        // Lit's server build (for the picture's art): it stands in for HTMLElement where there is none and uses the
        // real one in a browser.
        conditions: ['node'],
        minify: true,
        mainFields: ['module', 'main'],
        plugins: [names, bundledPackages],
        // Lit's notice where the bundle holds Lit (the picture's art; the package's THIRD-PARTY-NOTICES.md has every
        // bundled package's licence).
        ...(esm === MARKDOWN_FILES.pluginPicture || cjs === MARKDOWN_FILES.pluginPictureCjs ? { banner: { js: LIT_NOTICE } } : {}),
      });
  // The Obsidian plugin: one CommonJS file, the widget inside (its parts loaded on demand inlined), `obsidian` left to
  // the app. Without a module URL the computer player thinks on the main thread (webview/src/decisions/computer-client.ts).
  const widget = {
    name: 'widget',
    setup(b) {
      b.onResolve({ filter: /^\.\/piecepack-war\.js$/ }, () => ({ path: resolve('webview/src/define.ts') }));
    },
  };
  await build({
    ...COMMON,
    entryPoints: ['markdown/src/obsidian.ts'],
    outfile: MARKDOWN_FILES.obsidian,
    format: 'cjs',
    platform: 'browser',
    minify: true,
    external: ['obsidian'],
    plugins: [widget, bundledPackages],
    banner: { js: LIT_NOTICE },
    // No embed page lies beside the plugin (webview/src/menu/embed-files.ts): Copy embed code is not offered.
    define: { __PW_BUILD__: JSON.stringify(buildId()), __PW_EMBED__: 'false', 'import.meta.url': 'undefined' },
  });
  const { version, license } = JSON.parse(readFileSync('package.json', 'utf8'));
  const manifest = {
    id: 'piecepack-war',
    name: 'Piecepack War',
    version,
    minAppVersion: '1.0.0',
    description: 'Plays War, the card game, and its variants in notes: a piecepack-war code block becomes a playable game.',
    author: 'piecepack-war',
    isDesktopOnly: false,
  };
  writeFileSync(MARKDOWN_FILES.obsidianManifest, `${JSON.stringify({ ...manifest, license }, null, 2)}\n`);
  copyFileSync('markdown/embed/embed.html', MARKDOWN_FILES.embed);
  copyFileSync('markdown/embed/embed.css', MARKDOWN_FILES.embedStyle);
  copyFileSync('markdown/types/markdown-it.d.ts', MARKDOWN_FILES.pluginTypes);
  // The same declarations for require(): read as CommonJS, the default export is `.default`, as the .cjs has it.
  copyFileSync('markdown/types/markdown-it.d.ts', MARKDOWN_FILES.pluginCjsTypes);
  copyFileSync('markdown/types/markdown-it-picture.d.ts', MARKDOWN_FILES.pluginPictureTypes);
  copyFileSync('markdown/types/markdown-it-picture.d.ts', MARKDOWN_FILES.pluginPictureCjsTypes);
  copyFileSync('markdown/types/markdown-it-figures.d.ts', MARKDOWN_FILES.pluginFiguresTypes);
  copyFileSync('markdown/types/markdown-it-figures.d.ts', MARKDOWN_FILES.pluginFiguresCjsTypes);
  const { hugoShortcode } = await tsImport('../../markdown/src/hugo.ts', import.meta.url);
  writeFileSync(MARKDOWN_FILES.hugo, hugoShortcode());
  const { mkdocsFormatter } = await tsImport('../../markdown/src/mkdocs.ts', import.meta.url);
  writeFileSync(MARKDOWN_FILES.mkdocs, mkdocsFormatter(readFileSync('markdown/mkdocs/piecepack_war_fence.py', 'utf8')));
  console.log(`markdown: ${Object.values(MARKDOWN_FILES).join(', ')}`);
}
