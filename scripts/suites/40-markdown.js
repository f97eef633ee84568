// The Markdown suites (docs/markdown.md): the type check of markdown/ (plugin, fences' script, embed and preview
// scripts, tests), and in Chromium the markdown-it path, the embed page, VitePress, Hugo and MkDocs sites built from the
// built files (Hugo and MkDocs from Debian, installed when missing), and the Obsidian plugin against a stand-in of its
// Obsidian calls, each played under a strict CSP. (The plugin's unit tests run with the other mocha tests; the VS Code preview's
// end-to-end test with the extension's.) `node scripts/test.js markdown` runs only these.
import { mochaCount } from '../test-plan.js';

export default [
  { name: 'typecheck markdown fences (plugin, page scripts, tests)', cmd: 'node_modules/.bin/tsc', args: ['-p', 'markdown'], quick: true },
  {
    name: 'markdown: fences, the embed page, VitePress, Hugo, MkDocs and the Obsidian plugin in Chromium (playwright-core)',
    cmd: process.execPath,
    args: ['markdown/test/browser/run.js'],
    count: mochaCount,
  },
];
