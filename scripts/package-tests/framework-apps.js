// The scratch apps of the frameworks suite, one per framework, as docs/frameworks.md tells people to write them: each
// a package.json's dependencies and its files (and, when it is not `vite build` into dist/ with the worker in
// dist/assets/, how it builds, where the site lands and where the worker goes; `check`: a type check run before the
// build, `refuse`: one that must fail). Each page shows one <piecepack-war variant="war" seed="1"> and counts its
// tricks in #tricks.
const vite = { vite: '^7' };

/** The frameworks, by name: what to install besides the packed tarball, and the files to write. */
export const APPS = {
  vite: {
    deps: vite,
    files: {
      'index.html': page('<piecepack-war variant="war" seed="1"></piecepack-war>', '/main.js'),
      'main.js': "import 'piecepack-war/define';\n",
    },
  },
  react: {
    deps: { ...vite, react: '^19', 'react-dom': '^19', '@vitejs/plugin-react': '^5' },
    files: {
      'index.html': page('<div id="root"></div>', '/main.jsx'),
      'vite.config.js':
        "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nexport default defineConfig({ plugins: [react()] });\n",
      'main.jsx': [
        "import { StrictMode, useState } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import 'piecepack-war/define';",
        'function App() {',
        '  const [tricks, setTricks] = useState(0);',
        '  return (',
        '    <>',
        '      <piecepack-war variant="war" seed="1" packs={1} onpw-trick={() => setTricks((n) => n + 1)} />',
        '      <p id="tricks">{tricks}</p>',
        '    </>',
        '  );',
        '}',
        "createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);",
        '',
      ].join('\n'),
    },
  },
  vue: {
    deps: { ...vite, vue: '^3', '@vitejs/plugin-vue': '^6', 'vue-tsc': '^3', typescript: '~5.9' },
    // vue-tsc checks the template against the package's Vue typings; Wrong.vue (not built) must be refused.
    check: ['node_modules/vue-tsc/bin/vue-tsc.js', '-p', 'tsconfig.json'],
    refuse: { check: ['node_modules/vue-tsc/bin/vue-tsc.js', '-p', 'tsconfig.wrong.json'], says: 'not-a-variant' },
    files: {
      'index.html': page('<div id="app"></div>', '/main.js'),
      'vite.config.js': [
        "import { defineConfig } from 'vite';",
        "import vue from '@vitejs/plugin-vue';",
        '// The one setting Vue needs: <piecepack-war> is a custom element, not a Vue component.',
        "export default defineConfig({ plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'piecepack-war' } } })] });",
        '',
      ].join('\n'),
      'main.js':
        "import { createApp } from 'vue';\nimport 'piecepack-war/define';\nimport App from './App.vue';\ncreateApp(App).mount('#app');\n",
      'App.vue': [
        '<script setup lang="ts">',
        "import { ref } from 'vue';",
        "import type {} from 'piecepack-war/vue';",
        'const tricks = ref(0);',
        '</script>',
        '<template>',
        '  <piecepack-war variant="war" seed="1" :packs="1" @pw-trick="tricks++" />',
        '  <p id="tricks">{{ tricks }}</p>',
        '</template>',
        '',
      ].join('\n'),
      'Wrong.vue': [
        '<script setup lang="ts">',
        "import type {} from 'piecepack-war/vue';",
        '</script>',
        '<template>',
        '  <piecepack-war variant="not-a-variant" />',
        '</template>',
        '',
      ].join('\n'),
      'tsconfig.json': vueTsconfig('App.vue'),
      'tsconfig.wrong.json': vueTsconfig('Wrong.vue'),
    },
  },
  svelte: {
    deps: { ...vite, svelte: '^5', '@sveltejs/vite-plugin-svelte': '^6' },
    files: {
      'index.html': page('<div id="app"></div>', '/main.js'),
      'vite.config.js':
        "import { defineConfig } from 'vite';\nimport { svelte } from '@sveltejs/vite-plugin-svelte';\nexport default defineConfig({ plugins: [svelte()] });\n",
      'main.js':
        "import { mount } from 'svelte';\nimport App from './App.svelte';\nmount(App, { target: document.getElementById('app') });\n",
      'App.svelte': [
        '<script>',
        "  import 'piecepack-war/define';",
        '  let tricks = $state(0);',
        '</script>',
        '',
        '<piecepack-war variant="war" seed="1" packs={1} onpw-trick={() => tricks++}></piecepack-war>',
        '<p id="tricks">{tricks}</p>',
        '',
      ].join('\n'),
    },
  },
  vitepress: {
    deps: { vitepress: '^1', vue: '^3' },
    build: ['node_modules/vitepress/bin/vitepress.js', 'build', 'docs'],
    out: 'docs/.vitepress/dist',
    files: {
      'docs/.vitepress/config.js': [
        '// The one setting VitePress needs: <piecepack-war> is a custom element, not a Vue component.',
        'export default {',
        "  title: 'War',",
        "  head: [['link', { rel: 'icon', href: 'data:,' }]],",
        "  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'piecepack-war' } } },",
        '};',
        '',
      ].join('\n'),
      'docs/.vitepress/theme/index.js': [
        "import DefaultTheme from 'vitepress/theme';",
        '// The element needs customElements, which the server render does not have: defined in the browser only.',
        'export default {',
        '  extends: DefaultTheme,',
        '  async enhanceApp() {',
        "    if (!import.meta.env.SSR) await import('piecepack-war/define');",
        '  },',
        '};',
        '',
      ].join('\n'),
      'docs/index.md': [
        '<script setup>',
        "import { ref } from 'vue';",
        'const tricks = ref(0);',
        '</script>',
        '',
        '# War',
        '',
        '<piecepack-war variant="war" seed="1" :packs="1" @pw-trick="tricks++"></piecepack-war>',
        '',
        '<p id="tricks">{{ tricks }}</p>',
        '',
      ].join('\n'),
    },
  },
  angular: {
    deps: {
      '@angular/core': '^21',
      '@angular/common': '^21',
      '@angular/compiler': '^21',
      '@angular/platform-browser': '^21',
      '@angular/build': '^21',
      '@angular/cli': '^21',
      '@angular/compiler-cli': '^21',
      typescript: '~5.9',
      rxjs: '^7',
      tslib: '^2',
    },
    build: ['node_modules/@angular/cli/bin/ng.js', 'build'],
    out: 'dist/browser',
    worker: '.',
    files: {
      'angular.json': JSON.stringify(
        {
          version: 1,
          cli: { analytics: false },
          projects: {
            war: {
              projectType: 'application',
              root: '',
              sourceRoot: 'src',
              architect: {
                build: {
                  builder: '@angular/build:application',
                  options: {
                    outputPath: 'dist',
                    index: 'src/index.html',
                    browser: 'src/main.ts',
                    tsConfig: 'tsconfig.json',
                    // Angular's build does not follow the worker's new URL(…, import.meta.url) inside a package: the
                    // one step an Angular app adds (docs/frameworks.md) copies it beside the chunks.
                    assets: [{ glob: 'piecepack-war-computer.js', input: 'node_modules/piecepack-war/dist/npm', output: '/' }],
                  },
                },
              },
            },
          },
        },
        null,
        2,
      ),
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, target: 'ES2022', module: 'ES2022', moduleResolution: 'bundler', lib: ['ES2022', 'DOM'] },
        angularCompilerOptions: { strictTemplates: true },
        files: ['src/main.ts'],
      }),
      'src/index.html':
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>War</title><link rel="icon" href="data:,"></head><body><app-game></app-game></body></html>\n',
      'src/main.ts': [
        "import { Component, CUSTOM_ELEMENTS_SCHEMA, provideZonelessChangeDetection, signal } from '@angular/core';",
        "import { bootstrapApplication } from '@angular/platform-browser';",
        "import 'piecepack-war/define';",
        '',
        '@Component({',
        "  selector: 'app-game',",
        '  schemas: [CUSTOM_ELEMENTS_SCHEMA],',
        '  template: `<piecepack-war variant="war" seed="1" [packs]="1" (pw-trick)="tricks.set(tricks() + 1)"></piecepack-war>',
        '    <p id="tricks">{{ tricks() }}</p>`,',
        '})',
        'export class GameComponent {',
        '  readonly tricks = signal(0);',
        '}',
        '',
        'bootstrapApplication(GameComponent, { providers: [provideZonelessChangeDetection()] }).catch((e) => console.error(e));',
        '',
      ].join('\n'),
    },
  },
};

function page(body, script) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>War</title><link rel="icon" href="data:,"><script type="module" src="${script}"></script></head><body>${body}</body></html>\n`;
}

/** A strict tsconfig (skipLibCheck off) for vue-tsc over one component. */
function vueTsconfig(file) {
  const compilerOptions = {
    strict: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM'],
    noEmit: true,
  };
  return JSON.stringify({ compilerOptions: { ...compilerOptions, skipLibCheck: false }, files: [file] });
}
