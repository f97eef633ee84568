// The package's types as its users meet them: installed from the tarball into a scratch project outside the
// repository whose every other package is pinned (types-app/: package.json and its package-lock.json, `npm ci`), then
// type-checked with skipLibCheck off by TypeScript 4.9 (node16 resolution: the declarations' .js paths), 5.9 and 7
// (bundler resolution): the documented forms (seats="human,computer", speed={5}, speed="fast", typed events) in React,
// Preact, Solid and Vue, and docs/frameworks.md's own React and Vue recipes (vue-tsc, which runs on TypeScript 5 only).
// Each check also holds wrong values under @ts-expect-error, so a check that let one through fails.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'mocha';
import { packPackage } from '../npm-package/pack.js';

/** The pinned scratch project: its package.json and lock file. */
const APP = resolve('scripts/package-tests/types-app');

/** Each TypeScript the suite checks with: its tsc in the scratch project, and the version it must say. */
const TSC = {
  4.9: { bin: 'node_modules/typescript-4.9/bin/tsc', version: '4.9.5' },
  5.9: { bin: 'node_modules/typescript/bin/tsc', version: '5.9.3' },
  7: { bin: 'node_modules/typescript-7/bin/tsc', version: '7.0.2' },
};

/** The fenced block of `lang` under the `## heading` of a Markdown text. */
export function recipe(markdown, heading, lang) {
  const section = markdown.split(/^## /m).find((s) => s.startsWith(heading));
  const block = section && new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(section);
  if (!block) throw new Error(`no \`\`\`${lang} block under "## ${heading}"`);
  return block[1];
}

/** Type-checks `files` in `dir` with the TypeScript `ts` and `options`; returns its output when it fails. */
function check(dir, ts, options, files) {
  const name = `tsconfig.${Math.random().toString(36).slice(2)}.json`;
  writeFileSync(
    join(dir, name),
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, ...options }, files }),
  );
  const r = spawnSync(process.execPath, [join(dir, TSC[ts].bin), '-p', name], { cwd: dir, encoding: 'utf8' });
  return { ok: r.status === 0, said: r.stdout + r.stderr };
}

const CONSUMER = `
import { PiecepackWar, DEFAULT_STRINGS, type GameEndDetail, type LinkDetail, type OptionValues } from 'piecepack-war';
import 'piecepack-war/define';
const el = document.createElement('piecepack-war');
const same: PiecepackWar = el;
el.variant = 'razboi';
el.packs = 2;
el.warFaceDown = 'by-rank';
el.seats = ['human', 'computer:easy'];
el.jokersApart = true;
el.deck = '4x4';
// @ts-expect-error: no such variant
el.variant = 'not-a-variant';
// @ts-expect-error: packs is a number
el.packs = 'two';
el.speed = 5;
el.speed = 'fast';
el.theme = 'dark';
el.palette = 'classic';
// @ts-expect-error: no such speed
el.speed = 'warp';
// @ts-expect-error: no such theme
el.theme = 'sepia';
// @ts-expect-error: no such palette
el.palette = 'neon';
const variant: OptionValues['variant'] | undefined = el.variant;
el.addEventListener('pw-game-end', (e) => { const d: GameEndDetail = e.detail; console.log(d.winner, d.record.actions.length); });
el.addEventListener('pw-link', (e) => { const d: LinkDetail = e.detail; console.log(d.link, d.step); });
el.strings = { flip: DEFAULT_STRINGS.flip };
const ok: boolean = el.flip() && el.newGame(3);
export { same, ok, variant };
`;

/** The documented forms in JSX (React 19, Preact 10: \`onpw-…\` events), and wrong values each refused. */
const jsx = (typings) => `
import '${typings}';
import type { GameEndDetail } from 'piecepack-war';
export function Game() {
  return (
    <div>
      <piecepack-war variant="stacked-deck" seats="human,computer" speed={5} theme="dark" palette="classic"
        onpw-game-end={(e) => { const d: GameEndDetail = e.detail; console.log(d.winner); }}
        onpw-link={(e) => console.log(e.detail.link)} />
      <piecepack-war variant="war" packs={2} warFaceDown={3} seats={['human', 'computer:easy', 'computer:strong']} autoplay speed="fast" />
      <piecepack-war seats="human,computer:random,computer:normal,human" speed="2.5" theme="auto" palette="colour-blind" />
      {/* @ts-expect-error: no such variant */}
      <piecepack-war variant="not-a-variant" />
      {/* @ts-expect-error: no such seat */}
      <piecepack-war seats="human,robot" />
      {/* @ts-expect-error: no such speed */}
      <piecepack-war speed="warp" />
      {/* @ts-expect-error: no such theme */}
      <piecepack-war theme="sepia" />
      {/* @ts-expect-error: no such palette */}
      <piecepack-war palette="neon" />
    </div>
  );
}
`;

const VUE = `
import type {} from 'piecepack-war/vue';
import type { GameEndDetail } from 'piecepack-war';
import type { GlobalComponents } from 'vue';
type Props = InstanceType<GlobalComponents['piecepack-war']>['$props'];
export const good: Props = {
  variant: 'stacked-deck',
  seats: 'human,computer',
  speed: 5,
  theme: 'dark',
  'onPw-game-end': (e) => { const d: GameEndDetail = e.detail; console.log(d.winner); },
};
export const array: Props = { seats: ['human', 'computer'], packs: 2, speed: 'fast', palette: 'classic' };
// @ts-expect-error: no such variant
export const bad: Props = { variant: 'not-a-variant' };
// @ts-expect-error: no such seat
export const badSeats: Props = { seats: 'human,robot' };
// @ts-expect-error: no such theme
export const badTheme: Props = { theme: 'sepia' };
`;

/** A Vue component with the documented forms and a wrong value vue-tsc must refuse (@vue-expect-error). */
const VUE_SFC = `<script setup lang="ts">
import type {} from 'piecepack-war/vue';
import type { GameEndDetail } from 'piecepack-war';
const ended = (d: GameEndDetail) => console.log(d.winner);
</script>
<template>
  <piecepack-war variant="stacked-deck" seats="human,computer" :speed="5" @pw-game-end="(e) => ended(e.detail)" />
  <piecepack-war variant="war" :packs="2" speed="fast" @pw-trick="(e) => console.log(e.detail.pot)" />
  <!-- @vue-expect-error: no such theme -->
  <piecepack-war theme="sepia" />
</template>
`;

const SOLID = `
import 'piecepack-war/solid';
import type { GameEndDetail } from 'piecepack-war';
export function Game() {
  return (
    <div>
      <piecepack-war variant="stacked-deck" seats="human,computer" packs={2} autoplay speed={5}
        on:pw-game-end={(e) => { const d: GameEndDetail = e.detail; console.log(d.winner); }} />
      {/* @ts-expect-error: no such variant */}
      <piecepack-war variant="not-a-variant" />
      {/* @ts-expect-error: no such speed */}
      <piecepack-war speed="warp" />
    </div>
  );
}
`;

const MARKDOWN = `
import MarkdownIt from 'markdown-it';
import piecepackWarMarkdown, { readFence } from 'piecepack-war/markdown-it';
const md = new MarkdownIt().use(piecepackWarMarkdown, { info: 'war', fallback: () => ({ text: 'A game of War.' }) });
const game = readFence('variant: war');
// @ts-expect-error: info is text
new MarkdownIt().use(piecepackWarMarkdown, { info: 3 });
export { md, game };
`;

describe('the package types, installed from the tarball', function () {
  this.timeout(300_000);
  let dir;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pw-types-'));
    const { tarball } = await packPackage(join(dir, 'pack'));
    const app = join(dir, 'app');
    mkdirSync(app);
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(APP, file), join(app, file));
    const quiet = ['--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline'];
    execFileSync('npm', ['ci', ...quiet], { cwd: app, stdio: 'pipe' });
    execFileSync('npm', ['install', '--no-save', tarball, ...quiet], { cwd: app, stdio: 'pipe' });
    const docs = readFileSync('docs/frameworks.md', 'utf8');
    writeFileSync(join(app, 'consumer.ts'), CONSUMER);
    writeFileSync(join(app, 'react-game.tsx'), jsx('piecepack-war/react'));
    writeFileSync(join(app, 'react-recipe.tsx'), recipe(docs, 'React 19', 'tsx'));
    writeFileSync(join(app, 'vue-check.ts'), VUE);
    writeFileSync(join(app, 'Game.vue'), VUE_SFC);
    writeFileSync(join(app, 'Recipe.vue'), recipe(docs, 'Vue 3', 'vue'));
    writeFileSync(join(app, 'preact-game.tsx'), jsx('piecepack-war/preact'));
    writeFileSync(join(app, 'solid-game.tsx'), SOLID);
    writeFileSync(join(app, 'markdown.ts'), MARKDOWN);
    dir = app;
  });
  after(() => rmSync(resolve(dir, '..'), { recursive: true, force: true }));

  const dom = { target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [] };
  const bundler = { ...dom, module: 'ESNext', moduleResolution: 'Bundler' };
  const react = { ...bundler, jsx: 'react-jsx' };

  it('the pinned TypeScripts are the ones installed', () => {
    for (const [ts, { bin, version }] of Object.entries(TSC))
      assert.match(
        execFileSync(process.execPath, [join(dir, bin), '--version'], { encoding: 'utf8' }),
        new RegExp(version.replace(/\./g, '\\.')),
        ts,
      );
  });

  it('TypeScript 4.9 (node16 resolution, skipLibCheck off) reads the declarations: typed options, a wrong variant refused', () => {
    const r = check(dir, '4.9', { ...dom, module: 'node16', moduleResolution: 'node16' }, ['consumer.ts']);
    assert.ok(r.ok, r.said);
  });

  for (const ts of ['5.9', '7']) {
    it(`TypeScript ${ts} (bundler resolution, skipLibCheck off) reads them too`, () => {
      const r = check(dir, ts, bundler, ['consumer.ts']);
      assert.ok(r.ok, r.said);
    });

    it(`TypeScript ${ts}, React 19 JSX: seats="human,computer", speed={5}, typed events; wrong values refused`, () => {
      const r = check(dir, ts, react, ['react-game.tsx']);
      assert.ok(r.ok, r.said);
    });

    it(`TypeScript ${ts}: docs/frameworks.md's React recipe type-checks as written`, () => {
      const r = check(dir, ts, react, ['react-recipe.tsx']);
      assert.ok(r.ok, r.said);
    });

    it(`TypeScript ${ts}, Vue 3: GlobalComponents has <piecepack-war> with typed props and events; wrong values refused`, () => {
      const r = check(dir, ts, bundler, ['vue-check.ts']);
      assert.ok(r.ok, r.said);
    });

    it(`TypeScript ${ts}, Preact 10 JSX: the documented forms and typed events; wrong values refused`, () => {
      const r = check(dir, ts, { ...bundler, jsx: 'react-jsx', jsxImportSource: 'preact' }, ['preact-game.tsx']);
      assert.ok(r.ok, r.said);
    });

    it(`TypeScript ${ts}, Solid 1 JSX: the documented forms and on: events; wrong values refused`, () => {
      const r = check(dir, ts, { ...bundler, jsx: 'preserve', jsxImportSource: 'solid-js' }, ['solid-game.tsx']);
      assert.ok(r.ok, r.said);
    });

    it(`TypeScript ${ts}: the markdown-it plugin's typed options`, () => {
      const r = check(dir, ts, bundler, ['markdown.ts']);
      assert.ok(r.ok, r.said);
    });
  }

  it('the markdown-it plugin for TypeScript 4.9 (node16)', () => {
    const r = check(dir, '4.9', { ...dom, module: 'node16', moduleResolution: 'node16' }, ['markdown.ts']);
    assert.ok(r.ok, r.said);
  });

  it('vue-tsc (TypeScript 5.9): templates with the documented forms and @pw-game-end="(e) => …", and docs/frameworks.md\'s Vue recipe', () => {
    const name = 'tsconfig.vue.json';
    writeFileSync(
      join(dir, name),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, ...bundler },
        files: ['Game.vue', 'Recipe.vue'],
      }),
    );
    const r = spawnSync(process.execPath, [join(dir, 'node_modules/vue-tsc/bin/vue-tsc.js'), '-p', name], { cwd: dir, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stdout + r.stderr);
  });
});
