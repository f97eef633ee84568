// The test command's own plan: the build stamp (npm test builds once, the tiers reuse dist/), which runners build, the
// tiers side by side (how many, their order and tally), and test:quick without the type-aware lint.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error: a JavaScript script module without declarations
import { buildSources, isBuilt, sourceDigest, takeLock, writeStamp } from '../build-stamp.js';
import {
  closingLine,
  failureExcerpt,
  incrementalTsc,
  QUICK_GREP,
  runPool,
  startOrder,
  tierJobs,
  tierLine,
  timeTable,
  wallTime,
  // @ts-expect-error: a JavaScript script module without declarations
} from '../test-plan.js';

/** The suites of scripts/suites/*.js, in the order scripts/test.js reads them. */
async function allSuites(): Promise<{ name: string; long?: boolean }[]> {
  const files = readdirSync('scripts/suites')
    .filter((f) => f.endsWith('.js'))
    .sort();
  const mods = await Promise.all(files.map((f) => import(pathToFileURL(join('scripts/suites', f)).href)));
  return mods.flatMap((m) => [m.default].flat());
}

describe('the test command: build once, tiers side by side', function () {
  this.timeout(600_000);

  describe('the build stamp', () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'pw-stamp-'));
      mkdirSync(join(root, 'webview/src'), { recursive: true });
      mkdirSync(join(root, 'webview/test'), { recursive: true });
      writeFileSync(join(root, 'webview/src/a.ts'), 'export const a = 1;\n');
      writeFileSync(join(root, 'webview/test/a.test.ts'), 'it("a", () => {});\n');
      writeFileSync(join(root, 'out.js'), 'built\n');
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('leaves out what no build reads: a changed test, doc or package test does not rebuild', () => {
      const files = buildSources([
        'webview/src/a.ts',
        'webview/test/a.test.ts',
        'engine/x.test.ts',
        'docs/widget.md',
        'scripts/package-tests/apps/vite/package-lock.json',
        'scripts/tools/vsce/package.json',
        'scripts/suites/20-browser.js',
        'package.json',
        'CHANGELOG.md',
        'npm/README.md',
        'scripts/builds/10-webview.js',
      ]);
      assert.deepEqual(files, ['CHANGELOG.md', 'npm/README.md', 'package.json', 'scripts/builds/10-webview.js', 'webview/src/a.ts']);
    });

    it('counts only while the stamp is the digest of the sources as they are and every output is there', () => {
      const stamp = join(root, '.cache/build-stamp');
      const outputs = [join(root, 'out.js')];
      const digest = sourceDigest(['webview/src/a.ts'], root);
      assert.equal(isBuilt(digest, { stamp, outputs }), false, 'no stamp yet: build');
      writeStamp(digest, stamp);
      assert.equal(isBuilt(digest, { stamp, outputs }), true, 'stamped: reuse');
      writeFileSync(join(root, 'webview/src/a.ts'), 'export const a = 2;\n');
      const changed = sourceDigest(['webview/src/a.ts'], root);
      assert.notEqual(changed, digest);
      assert.equal(isBuilt(changed, { stamp, outputs }), false, 'a source changed: build again');
      writeStamp(changed, stamp);
      rmSync(outputs[0]);
      assert.equal(isBuilt(changed, { stamp, outputs }), false, 'an output is gone: build again');
    });

    it('a renamed source is a change too (the path is part of the digest)', () => {
      writeFileSync(join(root, 'webview/src/b.ts'), 'export const a = 1;\n');
      assert.notEqual(sourceDigest(['webview/src/a.ts'], root), sourceDigest(['webview/src/b.ts'], root));
    });

    it('one build at a time: a second builder waits for the lock until the first lets go', async () => {
      const lock = join(root, '.cache/build.lock');
      const released = join(root, 'released');
      const release = takeLock(lock);
      const script = [
        "const { takeLock } = await import('./scripts/build-stamp.js');",
        "const { existsSync } = await import('node:fs');",
        "console.log('waiting');",
        `const let_go = takeLock(${JSON.stringify(lock)});`,
        `console.log(existsSync(${JSON.stringify(released)}) ? 'after the first' : 'beside the first');`,
        'let_go();',
      ].join('\n');
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      while (!out.includes('waiting')) await new Promise((r) => setTimeout(r, 20));
      writeFileSync(released, '');
      release();
      await new Promise((r) => child.on('close', r));
      assert.match(out, /after the first/);
      assert.equal(existsSync(lock), false, 'the second let go too');
    });

    it('a lock left by a process that died is taken over', () => {
      const lock = join(root, '.cache/build.lock');
      const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
      mkdirSync(lock, { recursive: true });
      writeFileSync(join(lock, 'pid'), dead.stdout.trim());
      const release = takeLock(lock);
      assert.equal(readFileSync(join(lock, 'pid'), 'utf8'), String(process.pid));
      release();
    });

    it('scripts/build.js stamps what it built', () => {
      assert.match(readFileSync('scripts/build.js', 'utf8'), /^writeStamp\(\);$/m);
    });
  });

  it("no tier's runner builds by itself: each asks the stamp, so npm test builds each artifact once", () => {
    const runners = [
      'demo/test/run.js',
      'demo/test/reader.test.js',
      'markdown/test/browser/run.js',
      'scripts/package-vsix.js',
      'scripts/suites/40-packages.js',
      'cli/test/executable.test.ts',
    ];
    for (const file of runners) {
      const text = readFileSync(file, 'utf8');
      assert.doesNotMatch(text, /scripts\/build\.js'|scripts\/build\.js |builds\/1[05]-[a-z]+\.js'/, `${file} builds by itself`);
      assert.match(text, /build-stamp\.js/, `${file} asks scripts/build-stamp.js`);
    }
  });

  describe('tiers side by side', () => {
    it('half the processors, at least one; PW_TEST_JOBS chooses, and nonsense in it is refused', () => {
      assert.equal(tierJobs(1), 1);
      assert.equal(tierJobs(2), 1);
      assert.equal(tierJobs(3), 1);
      assert.equal(tierJobs(4), 2);
      assert.equal(tierJobs(2, { PW_TEST_JOBS: '1' }), 1);
      assert.equal(tierJobs(16), 8);
      assert.equal(tierJobs(2, { PW_TEST_JOBS: '2' }), 2);
      assert.equal(tierJobs(8, { PW_TEST_JOBS: '' }), 4);
      for (const bad of ['0', '-1', '1.5', 'two'])
        assert.throws(() => tierJobs(2, { PW_TEST_JOBS: bad }), /PW_TEST_JOBS must be a whole number from 1/);
    });

    it('the widget tier plays a file per processor and one more, two to four at once; PW_WIDGET_JOBS chooses', async () => {
      // @ts-expect-error: a JavaScript config module without declarations
      const { widgetJobs } = await import('../../webview/web-test-runner.config.mjs');
      assert.deepEqual(
        [1, 2, 3, 4, 16].map((n) => widgetJobs(n, {})),
        [2, 3, 4, 4, 4],
      );
      assert.equal(widgetJobs(2, { PW_WIDGET_JOBS: '1' }), 1);
      for (const bad of ['0', '1.5', 'all'])
        assert.throws(() => widgetJobs(2, { PW_WIDGET_JOBS: bad }), /PW_WIDGET_JOBS must be a whole number from 1/);
    });

    it('starts the long tiers first (the widget in Chromium, VS Code end to end, the packages), the others after them in their order', async () => {
      const suites = await allSuites();
      const order = startOrder(suites).map((s: { name: string }) => s.name);
      const long = suites.filter((s) => s.long).map((s) => s.name);
      assert.deepEqual(
        long.map((n) => n.split(':')[0]),
        ['browser', 'vscode e2e', 'packages'],
      );
      assert.deepEqual(order.slice(0, long.length), long);
      assert.deepEqual(
        order.slice(long.length),
        suites.filter((s) => !s.long).map((s) => s.name),
      );
    });

    it("runs at most `jobs` at once, starts each as a slot frees, and returns the results in the tiers' order", async () => {
      let running = 0;
      let most = 0;
      const ended: string[] = [];
      const gates = new Map<string, () => void>();
      const tiers = ['a', 'b', 'c', 'd'];
      const run = (name: string) =>
        new Promise<{ passed: number; failed: number; name: string }>((resolve) => {
          running++;
          most = Math.max(most, running);
          gates.set(name, () => {
            running--;
            resolve({ passed: name.charCodeAt(0) - 96, failed: name === 'c' ? 1 : 0, name });
          });
        });
      const done = runPool(tiers, 2, run, (tier: string) => ended.push(tier));
      const open = async (name: string) => {
        while (!gates.has(name)) await new Promise((r) => setImmediate(r));
        gates.get(name)!();
      };
      // b ends first, which lets c start while a still runs; then the rest.
      await open('b');
      await open('c');
      await open('a');
      await open('d');
      const results = await done;
      assert.equal(most, 2, 'never more than two at once');
      assert.deepEqual(
        results.map((r: { name: string }) => r.name),
        tiers,
      );
      assert.deepEqual(ended, ['b', 'c', 'a', 'd']);
      assert.equal(closingLine(results), '10 passed, 1 failed');
    });

    it('one at a time runs them in order', async () => {
      const started: number[] = [];
      await runPool([1, 2, 3], 1, async (n: number) => {
        started.push(n);
        await new Promise((r) => setImmediate(r));
        return { passed: n, failed: 0 };
      });
      assert.deepEqual(started, [1, 2, 3]);
    });
  });

  it("test:quick leaves out the type-aware lint of the engine boundary (it stays in npm test's mocha)", () => {
    const list = (extra: string[]) =>
      spawnSync(
        process.execPath,
        ['node_modules/mocha/bin/mocha.js', '--dry-run', '--reporter', 'spec', ...extra, 'scripts/test/lint-boundary.test.ts'],
        { encoding: 'utf8' },
      );
    const quick = list(QUICK_GREP);
    assert.equal(quick.status, 0, quick.stderr);
    assert.match(quick.stdout, /0 passing/, quick.stdout);
    const full = list([]);
    assert.equal(full.status, 0, full.stderr);
    assert.match(full.stdout, /[1-9]\d* passing/, 'the full run still lints the boundary');
  });

  it("each tier's line says its wall time, and a table before the closing line says where the time went, slowest first", () => {
    assert.equal(wallTime(4_321), '4.3 s');
    assert.equal(wallTime(599_000), '599.0 s');
    assert.equal(wallTime(1_602_400), '26 min 42 s');
    assert.equal(tierLine('mocha', { passed: 880, failed: 1 }, 95_250), '--- mocha: 880 passed, 1 failed (95.3 s)');
    const table = timeTable(
      [
        { name: 'typecheck engine', ms: 20_000 },
        { name: 'browser: <piecepack-war>', ms: 600_000 },
        { name: 'mocha', ms: 180_000 },
      ],
      800_000,
    );
    assert.equal(
      table,
      [
        'where the time went (13 min 20 s in all):',
        '10 min 00 s  75 %  browser: <piecepack-war>',
        '    180.0 s  23 %  mocha',
        '     20.0 s   3 %  typecheck engine',
      ].join('\n'),
    );
    assert.match(readFileSync('scripts/test.js', 'utf8'), /tierLine\(suite\.name, r, r\.ms\)/, 'npm test prints the line with its time');
  });

  it('each type check keeps its own incremental record in .cache/tsc/, so a warm run re-checks only what changed', () => {
    assert.deepEqual(incrementalTsc(['-p', 'extension/webview']), [
      '-p',
      'extension/webview',
      '--incremental',
      '--tsBuildInfoFile',
      '.cache/tsc/extension-webview.tsbuildinfo',
    ]);
    assert.equal(incrementalTsc(['-p', '.']).at(-1), '.cache/tsc/root.tsbuildinfo');
    const projects = ['engine', '.', 'webview', 'extension', 'extension/webview', 'extension/test', 'markdown'];
    const files = new Set(projects.map((p) => incrementalTsc(['-p', p]).at(-1)));
    assert.equal(files.size, projects.length, 'no two projects share a record');
    assert.match(readFileSync('scripts/test.js', 'utf8'), /suite\.args = incrementalTsc\(suite\.args\)/, 'npm test passes them on');
  });

  it("repeats what failed before the closing line: mocha's failing section, else the lines marked failed, else the tail", () => {
    const mocha = '  ✔ one\n  3 passing\n  1 failing\n\n  1) a suite\n       its test:\n     AssertionError: 1 == 2\n';
    assert.equal(failureExcerpt(mocha), '  1 failing\n\n  1) a suite\n       its test:\n     AssertionError: 1 == 2\n');
    const wtr = '\x1b[32m✔ fine\x1b[0m\n❌ the widget > keeps Flip still\n   expected 3 to equal 4\nmore\nChromium: 5 passed, 0 failed\n';
    const excerpt = failureExcerpt(wtr);
    assert.match(excerpt, /^❌ the widget > keeps Flip still\n {3}expected 3 to equal 4/);
    assert.ok(!excerpt.includes('\x1b') && !excerpt.includes('✔ fine'), excerpt);
    const quiet = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    assert.equal(failureExcerpt(quiet).split('\n')[0], 'line 60', 'the last 40 lines when nothing is marked');
  });
});
