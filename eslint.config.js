// The linter's rules for the whole house: ESLint's and typescript-eslint's recommended checks (with type information
// for TypeScript), Lit's and web components' rules for the widget, and the engine boundary (outside code imports the
// engine only through its entries, and the widget only through the on-demand one). `npm run lint` runs it; `npm test` runs it as a suite.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

/**
 * Where code outside the engine may import it from: its entries (index.ts; on-demand.ts for the widget; input.ts, the
 * bounded reader of outside input with no rules; links.ts, game links, and records.ts, records and a game's positions,
 * which the widget imports when first used),
 * nothing deeper.
 */
const PAST_THE_ENTRIES = {
  regex: '(^|/)engine/src/(?!(index|on-demand|input|links|records)\\.ts$)',
  message:
    'Import the engine through engine/src/index.ts (its public entry), on-demand.ts, input.ts, links.ts or records.ts; see docs/architecture.md.',
};
export const ENGINE_BOUNDARY = { patterns: [PAST_THE_ENTRIES] };

/**
 * The same boundary for `import()`, which no-restricted-imports does not see: a selector per refused path (esquery's
 * regex cannot hold a slash, so `.` stands for it).
 */
const PAST_THE_ENTRIES_LATER = {
  selector: 'ImportExpression[source.value=/engine.src.(?!(index|on-demand|input|links|records).ts$)/]',
  message: PAST_THE_ENTRIES.message,
};
export const ENGINE_BOUNDARY_LATER = [PAST_THE_ENTRIES_LATER];

/**
 * The widget's own boundary: it takes the on-demand entry, so a page showing War never carries the decision games'
 * rules (the computer's worker, a page of its own, takes the whole engine).
 */
export const WIDGET_BOUNDARY = {
  patterns: [
    PAST_THE_ENTRIES,
    {
      regex: '(^|/)engine/src/index\\.ts$',
      message:
        'The widget imports the engine through engine/src/on-demand.ts (the decision games load on demand); see docs/architecture.md.',
    },
  ],
};

/** The widget's boundary for `import()`: the engine's entries as above, and never the whole engine's index.ts. */
export const WIDGET_BOUNDARY_LATER = [
  PAST_THE_ENTRIES_LATER,
  { selector: 'ImportExpression[source.value=/engine.src.index.ts$/]', message: WIDGET_BOUNDARY.patterns[1].message },
];

/**
 * The boundary of picture/, the game drawn without the widget (the CLI and the Markdown plugin import it): it imports
 * nothing of the widget, the CLI, the Markdown plugin, the extension or the demo, and the engine as the widget does
 * (its on-demand entry, as the widget bundles it).
 */
const OUT_OF_PICTURE = {
  regex: '^(\\.\\./)+(webview|cli|markdown|extension|demo)/',
  message:
    'picture/ is drawn without the widget: it imports only the engine (on-demand.ts), Lit and its own files; see docs/architecture.md.',
};
export const PICTURE_BOUNDARY = { patterns: [...WIDGET_BOUNDARY.patterns, OUT_OF_PICTURE] };

/** picture/'s boundary for `import()`. */
export const PICTURE_BOUNDARY_LATER = [
  ...WIDGET_BOUNDARY_LATER,
  { selector: 'ImportExpression[source.value=/^([.][.].)+(webview|cli|markdown|extension|demo)[^a-z-]/]', message: OUT_OF_PICTURE.message },
];

/**
 * The boundary of the Markdown code (markdown/): it takes the widget as a page does (its built files) and what it shares
 * with the widget from picture/ (DOM-free), never a file of the widget's source; and the engine through its entries.
 */
const OUT_OF_MARKDOWN = {
  regex: '^(\\.\\./)+webview/',
  message: 'markdown/ imports no file of the widget: what it shares with it lives in picture/ (DOM-free); see docs/architecture.md.',
};
export const MARKDOWN_BOUNDARY = { patterns: [PAST_THE_ENTRIES, OUT_OF_MARKDOWN] };

/** markdown/'s boundary for `import()`. */
export const MARKDOWN_BOUNDARY_LATER = [
  ...ENGINE_BOUNDARY_LATER,
  { selector: 'ImportExpression[source.value=/^([.][.].)+webview[^a-z-]/]', message: OUT_OF_MARKDOWN.message },
];

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'out/',
      '.cache/',
      'media/',
      'docs/images/',
      'custom-elements.json',
      '**/*.d.ts',
      'scripts/lint-fixtures/',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_name` says "deliberately unused" (callbacks with a fixed signature).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Type-only imports are written `import type` (tsconfig's verbatimModuleSyntax already demands it).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A floating promise is a lost error; `void p` says "fire and forget" on purpose.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // Event handlers in Lit templates and DOM listeners may be async.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      // An `async` function that awaits nothing still keeps the promise contract its interface asks for.
      '@typescript-eslint/require-await': 'off',
      // Numbers and booleans in messages are fine; objects would print "[object Object]".
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
    },
  },
  {
    // Plain JavaScript (scripts, servers, test runners) runs in node without type information.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Browser-side scripts outside the TypeScript projects (the demo's page scripts, browser tests driven by playwright,
    // the markdown suites', the package tests that play the packages in Chromium).
    files: ['demo/*.js', 'demo/test/**/*.js', 'markdown/test/browser/**/*.js', 'scripts/package-tests/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.mocha } },
  },
  {
    // Benchmarks and screenshots hand functions to playwright's `page.evaluate`: those bodies run in the page.
    files: ['scripts/benches/*.js', 'scripts/screenshots.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests read JSON output, command lines and messages: asserting on an untyped value is what they are for.
    files: ['**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The widget: Lit templates and custom-element rules.
    files: ['webview/**/*.ts', 'picture/**/*.ts'],
    extends: [lit.configs['flat/recommended'], wc.configs['flat/recommended']],
    // Lit calls a template's `@event=${this.method}` listener with `this` set to the element that rendered it.
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // @open-wc's DOM-diff plugin retypes every chai `equal` as returning a promise (only its `.dom` form is one), so in
    // the widget's tests each `expect(x).to.equal(y)` would read as a floating promise; chai's property assertions
    // (`.to.exist`) are statements. The type checker still sees every `await`.
    files: ['webview/test/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // The boundary: everything outside the engine imports it through its public entry. The engine's own files and its
    // tests are exempt (they test the parts).
    files: ['**/*.ts', '**/*.js', '**/*.mjs', '**/*.cjs'],
    ignores: ['engine/**'],
    rules: {
      'no-restricted-imports': ['error', ENGINE_BOUNDARY],
      'no-restricted-syntax': ['error', ...ENGINE_BOUNDARY_LATER],
    },
  },
  {
    files: ['webview/src/**/*.ts'],
    ignores: ['webview/src/decisions/computer-worker.ts'],
    rules: {
      'no-restricted-imports': ['error', WIDGET_BOUNDARY],
      'no-restricted-syntax': ['error', ...WIDGET_BOUNDARY_LATER],
    },
  },
  {
    files: ['picture/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', PICTURE_BOUNDARY],
      'no-restricted-syntax': ['error', ...PICTURE_BOUNDARY_LATER],
    },
  },
  {
    files: ['markdown/**/*.ts', 'markdown/**/*.js', 'markdown/**/*.mjs'],
    rules: {
      'no-restricted-imports': ['error', MARKDOWN_BOUNDARY],
      'no-restricted-syntax': ['error', ...MARKDOWN_BOUNDARY_LATER],
    },
  },
);
