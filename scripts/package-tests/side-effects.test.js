// What a bundler keeps of the package (its `sideEffects` field): a Vite app that imports only DEFAULT_STRINGS carries
// none of the element, and one that imports only the class and defines it under its own name (the class-only recipe of
// the README) still plays, its option properties reflected, with the computer's worker emitted once.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'mocha';
import { serveFolder } from '../benches/startup.js';
import { packPackage } from '../npm-package/pack.js';
import { buildApp } from './build-app.js';
import { launch, playIn } from './play-in-chromium.js';

const page = (body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>War</title><link rel="icon" href="data:,"><script type="module" src="/main.js"></script></head><body>${body}</body></html>\n`;

/** The two apps, shaped as framework-apps.js's. */
const LEAN = {
  'strings-only': {
    deps: { vite: '^7' },
    lock: 'vite',
    files: {
      'index.html': page('<p id="out"></p>'),
      'main.js': "import { DEFAULT_STRINGS } from 'piecepack-war';\ndocument.getElementById('out').textContent = DEFAULT_STRINGS.flip;\n",
    },
  },
  'class-only': {
    deps: { vite: '^7' },
    lock: 'vite',
    files: {
      'index.html': page('<my-war variant="war" seed="1"></my-war>'),
      'main.js': [
        "import { PiecepackWar } from 'piecepack-war';",
        "customElements.define('my-war', PiecepackWar);",
        "const el = document.querySelector('my-war');",
        'el.packs = 1;',
        "if (el.getAttribute('packs') !== '1') throw new Error('el.packs is not reflected to its attribute');",
        '',
      ].join('\n'),
    },
  },
};

/**
 * The scripts a built app's page can load: index.html's, and every file of dist/assets their text names (imports,
 * dynamic imports, new URL), followed. (Vite may still copy a file nothing names, as it met it before tree-shaking.)
 */
function scripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const names = [...html.matchAll(/src="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
  const files = [];
  for (let i = 0; i < names.length; i++) {
    const text = readFileSync(join(dist, 'assets', names[i]), 'utf8');
    files.push({ name: names[i], text });
    for (const [, name] of text.matchAll(/([\w.-]+\.js)/g))
      if (!names.includes(name) && readdirSync(join(dist, 'assets')).includes(name)) names.push(name);
  }
  return files;
}

describe('sideEffects: what a Vite build keeps of the package', function () {
  this.timeout(600_000);
  let root;
  let browser;
  const built = {};
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'pw-side-effects-'));
    const { tarball } = await packPackage(join(root, 'pack'));
    for (const [name, spec] of Object.entries(LEAN)) built[name] = await buildApp(root, name, tarball, spec);
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('importing only DEFAULT_STRINGS carries none of the element (under 20 KB of script)', () => {
    const files = scripts(built['strings-only']);
    assert.ok(files.length > 0, 'index.html names its script');
    const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0);
    assert.ok(bytes < 20_000, `the app's scripts are ${bytes} bytes: ${files.map((f) => f.name).join(', ')}`);
    assert.ok(!files.some((f) => f.text.includes('customElements') || f.text.includes('piecepack-war-computer')), 'no element code');
  });

  it('the class-only recipe plays: defined as <my-war>, options reflected, the worker emitted once and used', async () => {
    const dist = built['class-only'];
    const workers = readdirSync(join(dist, 'assets')).filter((f) => /piecepack-war-computer/.test(f));
    assert.equal(workers.length, 1, `the worker was emitted once: ${workers.join(', ')}`);
    const server = await serveFolder(dist);
    try {
      const r = await playIn(browser, `${server.url}/`, { selector: 'my-war' });
      assert.deepEqual(r.problems, []);
      assert.equal(r.trick, true, 'a trick was played');
      assert.equal(r.where, 'worker');
      assert.equal(r.workerFetched, true);
    } finally {
      server.close();
    }
  });
});
