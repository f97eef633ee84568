// The scratch apps of the frameworks suite, one per framework, as docs/frameworks.md tells people to write them: each
// a package.json's dependencies and its files. Each page shows one <piecepack-war variant="war" seed="1">.
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
    deps: { ...vite, vue: '^3', '@vitejs/plugin-vue': '^6' },
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
        '<script setup>',
        "import { ref } from 'vue';",
        'const tricks = ref(0);',
        '</script>',
        '<template>',
        '  <piecepack-war variant="war" seed="1" :packs="1" @pw-trick="tricks++" />',
        '  <p id="tricks">{{ tricks }}</p>',
        '</template>',
        '',
      ].join('\n'),
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
};

function page(body, script) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>War</title><link rel="icon" href="data:,"><script type="module" src="${script}"></script></head><body>${body}</body></html>\n`;
}
