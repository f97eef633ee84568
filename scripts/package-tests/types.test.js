// The package's types as its users meet them: installed from the tarball into a scratch project outside the
// repository, type-checked with skipLibCheck off by TypeScript 4.9 (node16 resolution: the declarations' .js paths)
// and by this repository's TypeScript (bundler resolution), a React 19 TSX file and Vue's GlobalComponents. Each
// check also holds a wrong value under @ts-expect-error, so a check that let it through fails.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'mocha';
import { packPackage } from '../npm-package/pack.js';

const HERE_TSC = resolve('node_modules/typescript/bin/tsc');

/** Type-checks `files` in `dir` with `tsc` and `options`; returns tsc's output when it fails. */
function check(dir, tsc, options, files) {
  const name = `tsconfig.${Math.random().toString(36).slice(2)}.json`;
  writeFileSync(
    join(dir, name),
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, ...options }, files }),
  );
  const r = spawnSync(process.execPath, [tsc, '-p', name], { cwd: dir, encoding: 'utf8' });
  return { ok: r.status === 0, said: r.stdout + r.stderr };
}

const CONSUMER = `
import { PiecepackWar, DEFAULT_STRINGS, type GameEndDetail, type OptionValues } from 'piecepack-war';
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
const variant: OptionValues['variant'] | undefined = el.variant;
el.addEventListener('pw-game-end', (e) => { const d: GameEndDetail = e.detail; console.log(d.winner, d.record.actions.length); });
el.strings = { flip: DEFAULT_STRINGS.flip };
const ok: boolean = el.flip() && el.newGame(3);
export { same, ok, variant };
`;

const REACT = `
import 'piecepack-war/react';
import type { GameEndDetail } from 'piecepack-war';
export function Game() {
  return (
    <div>
      <piecepack-war variant="war" packs={2} warFaceDown={3} seats={['human', 'computer']} autoplay speed="fast"
        onpw-game-end={(e) => { const d: GameEndDetail = e.detail; console.log(d.winner); }} />
      {/* @ts-expect-error: no such variant */}
      <piecepack-war variant="not-a-variant" />
    </div>
  );
}
`;

const VUE = `
import type {} from 'piecepack-war/vue';
import type { GlobalComponents } from 'vue';
type Props = InstanceType<GlobalComponents['piecepack-war']>['$props'];
export const good: Props = { variant: 'stacked-deck', seats: ['human', 'computer'], packs: 2 };
// @ts-expect-error: no such variant
export const bad: Props = { variant: 'not-a-variant' };
`;

const PREACT = `
import 'piecepack-war/preact';
import type { GameEndDetail } from 'piecepack-war';
export function Game() {
  return (
    <div>
      <piecepack-war variant="war" packs={2} seats={['human', 'computer']} autoplay speed="fast"
        onpw-game-end={(e) => { const d: GameEndDetail = e.detail; console.log(d.winner); }} />
      {/* @ts-expect-error: no such variant */}
      <piecepack-war variant="not-a-variant" />
    </div>
  );
}
`;

const SOLID = `
import 'piecepack-war/solid';
import type { GameEndDetail } from 'piecepack-war';
export function Game() {
  return (
    <div>
      <piecepack-war variant="razboi" packs={2} autoplay speed="fast"
        on:pw-game-end={(e) => { const d: GameEndDetail = e.detail; console.log(d.winner); }} />
      {/* @ts-expect-error: no such variant */}
      <piecepack-war variant="not-a-variant" />
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
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'types-app', private: true, type: 'module' }));
    execFileSync(
      'npm',
      [
        'install',
        tarball,
        'typescript@4.9.5',
        '@types/react@19',
        'react@19',
        'vue@3',
        'preact@10',
        'solid-js@1',
        'markdown-it@15',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--prefer-offline',
      ],
      { cwd: app, stdio: 'pipe' },
    );
    writeFileSync(join(app, 'consumer.ts'), CONSUMER);
    writeFileSync(join(app, 'game.tsx'), REACT);
    writeFileSync(join(app, 'vue-check.ts'), VUE);
    writeFileSync(join(app, 'preact-game.tsx'), PREACT);
    writeFileSync(join(app, 'solid-game.tsx'), SOLID);
    writeFileSync(join(app, 'markdown.ts'), MARKDOWN);
    dir = app;
  });
  after(() => rmSync(resolve(dir, '..'), { recursive: true, force: true }));

  const dom = { target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [] };

  it('TypeScript 4.9 (node16 resolution, skipLibCheck off) reads the declarations: typed options, a wrong variant refused', () => {
    const r = check(dir, join(dir, 'node_modules/typescript/bin/tsc'), { ...dom, module: 'node16', moduleResolution: 'node16' }, [
      'consumer.ts',
    ]);
    assert.ok(r.ok, r.said);
  });

  it("this repository's TypeScript (bundler resolution, skipLibCheck off) reads them too", () => {
    const r = check(dir, HERE_TSC, { ...dom, module: 'ESNext', moduleResolution: 'Bundler' }, ['consumer.ts']);
    assert.ok(r.ok, r.said);
  });

  it('React 19 JSX: <piecepack-war> type-checks with its typed props and events; a wrong variant is an error', () => {
    const r = check(dir, HERE_TSC, { ...dom, module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx' }, ['game.tsx']);
    assert.ok(r.ok, r.said);
  });

  it('Vue 3: GlobalComponents has <piecepack-war> with typed props; a wrong variant is an error', () => {
    const r = check(dir, HERE_TSC, { ...dom, module: 'ESNext', moduleResolution: 'Bundler' }, ['vue-check.ts']);
    assert.ok(r.ok, r.said);
  });

  it('Preact 10 JSX: <piecepack-war> type-checks with its typed props and events; a wrong variant is an error', () => {
    const jsx = { jsx: 'react-jsx', jsxImportSource: 'preact' };
    const r = check(dir, HERE_TSC, { ...dom, module: 'ESNext', moduleResolution: 'Bundler', ...jsx }, ['preact-game.tsx']);
    assert.ok(r.ok, r.said);
  });

  it('Solid 1 JSX: <piecepack-war> type-checks with its typed props and on: events; a wrong variant is an error', () => {
    const jsx = { jsx: 'preserve', jsxImportSource: 'solid-js' };
    const r = check(dir, HERE_TSC, { ...dom, module: 'ESNext', moduleResolution: 'Bundler', ...jsx }, ['solid-game.tsx']);
    assert.ok(r.ok, r.said);
  });

  it('the markdown-it plugin: typed options, for TypeScript 4.9 (node16) and bundler resolution', () => {
    const old = check(dir, join(dir, 'node_modules/typescript/bin/tsc'), { ...dom, module: 'node16', moduleResolution: 'node16' }, [
      'markdown.ts',
    ]);
    assert.ok(old.ok, old.said);
    const now = check(dir, HERE_TSC, { ...dom, module: 'ESNext', moduleResolution: 'Bundler' }, ['markdown.ts']);
    assert.ok(now.ok, now.said);
  });
});
