// What the suites install beyond `npm ci` is locked: the heavy test-only tools (code-server, VitePress, vsce) are not
// devDependencies but installed on first need from their own committed lock files (scripts/tools.js), and each
// framework app of the packages suite installs with `npm ci` from its committed lock (scripts/package-tests/apps/).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: a JavaScript script module without declarations
import { ensureTool, TOOLS, toolModule, toolSource } from '../tools.js';
// @ts-expect-error: a JavaScript script module without declarations
import { APPS } from '../package-tests/framework-apps.js';
// @ts-expect-error: a JavaScript script module without declarations
import { appLock } from '../package-tests/lock-apps.js';

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
type Lock = { packages: Record<string, { version?: string }> };
const json = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const EXACT = /^\d+\.\d+\.\d+$/;

/** Whether an exact version is within a range as the apps write them (^N, ~N.N, N.N.N): its major (and minor) agree. */
function within(version: string, range: string): boolean {
  const [major, minor] = version.split('.');
  const m = /^([~^]?)(\d+)(?:\.(\d+))?/.exec(range);
  if (!m) return false;
  return m[2] === major && (m[1] !== '~' || m[3] === undefined || m[3] === minor);
}

describe('locked installs: the test-only tools and the framework apps', () => {
  it('code-server, VitePress and vsce are not in the checkout: npm ci installs none of them', () => {
    const pkg = json<Manifest>('package.json');
    const lock = json<Lock>('package-lock.json');
    for (const name of Object.values<string>(TOOLS)) {
      assert.equal(pkg.devDependencies?.[name], undefined, `${name} is a devDependency`);
      assert.equal(lock.packages[`node_modules/${name}`], undefined, `${name} is in package-lock.json`);
    }
  });

  it('each tool has a committed lock file holding its package at the exact version its package.json names', () => {
    for (const [name, pkgName] of Object.entries<string>(TOOLS)) {
      const dir = toolSource(name);
      const version = json<Manifest>(join(dir, 'package.json')).dependencies?.[pkgName];
      assert.match(version ?? '', EXACT, `${name}: an exact version`);
      assert.equal(json<Lock>(join(dir, 'package-lock.json')).packages[`node_modules/${pkgName}`]?.version, version, `${name}: locked`);
    }
  });

  it('the scripts that run a tool ask scripts/tools.js for it, never node_modules', () => {
    const users: Record<string, RegExp> = {
      'scripts/package-vsix.js': /ensureTool\('vsce'\)/,
      'extension/test/e2e/code-server.ts': /ensureTool\('vsce'\)/,
      'scripts/setup-code-server.js': /ensureTool\('code-server'\)/,
      'markdown/test/browser/vitepress.test.js': /ensureTool\('vitepress'\)/,
    };
    for (const [file, asks] of Object.entries(users)) {
      const text = readFileSync(file, 'utf8');
      assert.match(text, asks, file);
      assert.doesNotMatch(text, /'node_modules', '(@vscode', 'vsce|code-server)'|from 'vitepress'/, `${file} reaches into node_modules`);
    }
    assert.equal(toolModule('vsce'), join(process.cwd(), '.cache', 'tools', 'vsce', 'node_modules', '@vscode', 'vsce'));
  });

  it('an unknown tool is refused by name', () => {
    assert.throws(() => ensureTool('left-pad'), /no tool named "left-pad" \(tools: code-server, vitepress, vsce\)/);
  });

  it('every framework app has a committed lock file with each of its dependencies at an exact version within its range', () => {
    for (const [name, spec] of Object.entries<{ deps: Record<string, string> }>(APPS)) {
      const dir = appLock(name);
      assert.ok(existsSync(join(dir, 'package-lock.json')), `${name}: no lock file`);
      const locked = json<Manifest>(join(dir, 'package.json')).dependencies ?? {};
      const lock = json<Lock>(join(dir, 'package-lock.json'));
      for (const [dep, range] of Object.entries(spec.deps)) {
        assert.match(locked[dep] ?? '', EXACT, `${name}: ${dep} at an exact version`);
        assert.ok(within(locked[dep], range), `${name}: ${dep} ${locked[dep]} is within ${range}`);
        assert.equal(lock.packages[`node_modules/${dep}`]?.version, locked[dep], `${name}: ${dep} locked`);
      }
    }
  });

  it('the apps install with npm ci from their lock, never a range from the registry', () => {
    const text = readFileSync('scripts/package-tests/build-app.js', 'utf8');
    assert.match(text, /run\('npm', \['ci'/);
    assert.doesNotMatch(text, /`\$\{dep\}@\$\{range\}`/);
  });
});
