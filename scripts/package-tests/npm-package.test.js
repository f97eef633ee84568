// The npm package as published: packed from dist/package, checked by publint and @arethetypeswrong/cli, installed in
// a folder outside the repository and run there. Needs `npm run build` first (the suite's runner builds).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'mocha';
import { packPackage } from '../npm-package/pack.js';
import { STAGE } from '../npm-package/stage.js';
import { addresses, checkAddresses, packageManifest } from '../npm-package/manifest.js';

const BIN = 'node_modules/.bin/';

describe('the npm package', function () {
  this.timeout(240_000);
  let dir;
  let packed;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pw-npm-'));
    packed = await packPackage(dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('holds only what pages, bundlers and the CLI load: under 1 MB, no source map, no TypeScript source, no test', () => {
    assert.ok(packed.size < 1024 * 1024, `the tarball is ${packed.size} bytes`);
    const stray = packed.files.filter(
      (f) => /\.map$|(?<!\.d)\.ts$|\.png$|(^|\/)test\//.test(f) || /^(cli|engine|webview|extension|demo|scripts|docs|media)\//.test(f),
    );
    assert.deepEqual(stray, []);
    for (const f of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'dist/piecepack-war.js', 'dist/npm/index.js'])
      assert.ok(packed.files.includes(f), f);
    for (const f of ['dist/npm/define.js', 'dist/npm/piecepack-war-computer.js', 'dist/piecepack-war-computer.js', 'dist/cli.js'])
      assert.ok(packed.files.includes(f), f);
    for (const f of ['dist/custom-elements.json', 'dist/html-custom-data.json', 'dist/web-types.json', 'bin/piecepack-war.js'])
      assert.ok(packed.files.includes(f), f);
    const js = readFileSync(join(STAGE, 'dist/piecepack-war.js'), 'utf8');
    assert.doesNotMatch(js, /sourceMappingURL/, 'no link to a map the package leaves out');
  });

  it("has a README for people who install it, not the contributors' or the extension's: it installs this version's release files", () => {
    const readme = readFileSync(join(STAGE, 'README.md'), 'utf8');
    const version = JSON.parse(readFileSync('package.json', 'utf8')).version.replace(/\./g, '\\.');
    assert.match(readme, new RegExp(`npm install \\./piecepack-war-${version}\\.tgz`));
    assert.match(readme, new RegExp(`npx --package=\\./piecepack-war-${version}\\.tgz piecepack-war`));
    assert.match(readme, new RegExp(`piecepack-war-${version}-cdn\\.zip`));
    assert.match(readme, /<script type="module" src="\/games\/piecepack-war\.js">/);
    assert.doesNotMatch(readme, /npm test|npm ci|VS Code extension|Marketplace/);
    // A registry install line only as what it becomes once published.
    for (const line of readme
      .split('\n')
      .filter((l) => /npm install piecepack-war\b|npx piecepack-war\b/.test(l) && !/^npx piecepack-war /.test(l)))
      assert.match(line, /published/, line);
  });

  it("the README's install lines work as written in a folder outside the repository (the global one under a scratch prefix)", () => {
    const readme = readFileSync(join(STAGE, 'README.md'), 'utf8');
    const section = readme.split(/^## /m).find((t) => t.startsWith('Install'));
    const lines = /```sh\n([\s\S]*?)```/
      .exec(section)[1]
      .split('\n')
      .map((l) => l.replace(/\s+#.*$/, '').trim())
      .filter(Boolean);
    assert.equal(lines.length, 3, lines.join('\n'));
    const project = join(dir, 'readme-project');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{"name":"readme-project","private":true}');
    copyFileSync(packed.tarball, join(project, basename(packed.tarball)));
    const prefix = join(dir, 'global');
    const quiet = ['--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline'];
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    for (const line of lines) {
      const [cmd, ...args] = line.split(/\s+/);
      const extra = args.includes('--global') ? ['--prefix', prefix, ...quiet] : cmd === 'npm' ? quiet : [];
      const r = spawnSync(cmd, [...args, ...extra], { cwd: project, encoding: 'utf8', env: { ...process.env, npm_config_yes: 'true' } });
      assert.equal(r.status, 0, `${line}: ${r.stderr}`);
      if (cmd === 'npx') assert.equal(r.stdout.trim(), version, line);
    }
    assert.ok(existsSync(join(project, 'node_modules/piecepack-war/dist/piecepack-war.js')), 'installed into the project');
    const global = spawnSync(join(prefix, 'bin/piecepack-war'), ['--version'], { cwd: tmpdir(), encoding: 'utf8' });
    assert.equal(global.stdout.trim(), version, global.stderr);
  });

  it('repository, homepage and bugs are made from the public home, as the .vsix takes its links, and are left out without one', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    const home = 'https://example.org/owner/piecepack-war';
    const made = packageManifest({ ...pkg, repository: undefined, homepage: undefined, bugs: undefined }, STAGE, home);
    assert.deepEqual(made.repository, { type: 'git', url: `git+${home}.git` });
    assert.equal(made.homepage, `${home}#readme`);
    assert.deepEqual(made.bugs, { url: `${home}/issues` });
    const none = packageManifest({ ...pkg, repository: undefined, homepage: undefined, bugs: undefined }, STAGE, null);
    for (const field of ['repository', 'homepage', 'bugs']) assert.equal(none[field], undefined, field);
    // The staged package.json has what the checkout's package.json (or PIECEPACK_WAR_HOME) gives.
    const staged = JSON.parse(readFileSync(join(STAGE, 'package.json'), 'utf8'));
    const expected = addresses(pkg);
    for (const field of ['repository', 'homepage', 'bugs']) assert.deepEqual(staged[field], expected[field], field);
  });

  it('its package.json: exports with types first, the CDN entry, customElements, web-types, no extension fields', () => {
    const pkg = JSON.parse(readFileSync(join(STAGE, 'package.json'), 'utf8'));
    // Types first in every set of conditions (nested ones too: `import` and `require` each name their own).
    const typesFirst = (where, target) => {
      if (typeof target !== 'object') return;
      const nested = Object.values(target).some((t) => typeof t === 'object');
      if (nested) for (const [condition, t] of Object.entries(target)) typesFirst(`${where} ${condition}`, t);
      else assert.equal(Object.keys(target)[0], 'types', `${where}: types first`);
    };
    for (const [subpath, target] of Object.entries(pkg.exports)) typesFirst(subpath, target);
    assert.equal(pkg.jsdelivr, 'dist/piecepack-war.js');
    assert.equal(pkg.unpkg, 'dist/piecepack-war.js');
    assert.equal(pkg.customElements, 'dist/custom-elements.json');
    assert.equal(pkg['web-types'], 'dist/web-types.json');
    for (const field of ['contributes', 'activationEvents', 'browser', 'devDependencies', 'scripts', 'private', 'overrides'])
      assert.equal(pkg[field], undefined, field);
    assert.deepEqual(Object.keys(pkg.dependencies), ['lit']);
  });

  it('repository, homepage and bugs are left out until set, and checked when set', () => {
    assert.deepEqual(checkAddresses({}), []);
    assert.deepEqual(
      checkAddresses({ repository: { type: 'git', url: 'git+https://example.org/a/b.git' }, homepage: 'https://example.org' }),
      [],
    );
    assert.equal(checkAddresses({ repository: 'not an address', homepage: 'ftp://x', bugs: {} }).length, 3);
  });

  it('publint finds nothing, not even a suggestion (--strict)', () => {
    const r = spawnSync(BIN + 'publint', ['--strict', STAGE], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /All good!/);
  });

  it('@arethetypeswrong/cli finds no problem for ESM and bundlers (the package is ESM only)', () => {
    const r = spawnSync(BIN + 'attw', [packed.tarball, '--profile', 'esm-only', '--format', 'table-flipped'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.doesNotMatch(r.stdout, /❌|💀 Resolution failed.*\n.*node16|Masquerading/);
  });

  it('installed with tsx beside it, the CLI runs the shipped bundle from any folder: --version, simulate, a bad flag', () => {
    const app = join(dir, 'app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), '{"name":"app","private":true}');
    execFileSync(
      'npm',
      ['install', packed.tarball, 'tsx', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
      {
        cwd: app,
        stdio: 'pipe',
      },
    );
    const bin = join(app, 'node_modules', '.bin', 'piecepack-war');
    const elsewhere = mkdtempSync(join(tmpdir(), 'pw-cwd-'));
    try {
      const version = spawnSync(bin, ['--version'], { cwd: elsewhere, encoding: 'utf8' });
      assert.equal(version.status, 0, version.stderr);
      assert.equal(version.stdout.trim(), JSON.parse(readFileSync('package.json', 'utf8')).version);
      const sim = spawnSync(bin, ['simulate', '--games', '100', '--workers', '2', '--json'], { cwd: elsewhere, encoding: 'utf8' });
      assert.equal(sim.status, 0, sim.stderr);
      assert.equal(JSON.parse(sim.stdout).games, 100);
      const bad = spawnSync(bin, ['simulate', '--gmaes', '5'], { cwd: elsewhere, encoding: 'utf8' });
      assert.equal(bad.status, 2);
      assert.equal(bad.stderr.trim().split('\n').length, 1, bad.stderr);
      const shipped = readFileSync(join(app, 'node_modules/piecepack-war/bin/piecepack-war.js'), 'utf8');
      assert.match(shipped, /from '\.\.\/dist\/cli\.js'/);
      assert.doesNotMatch(shipped, /tsx/);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('installed beside markdown-it, its plugin turns a fence into the tag from import and from require; the embed page ships', () => {
    const app = join(dir, 'markdown-app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), '{"name":"markdown-app","private":true}');
    execFileSync('npm', ['install', packed.tarball, 'markdown-it@15', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: app,
      stdio: 'pipe',
    });
    const fence = '```piecepack-war\nvariant: razboi\nseed: 7\n```\n';
    const esm = `import MarkdownIt from 'markdown-it'; import plugin from 'piecepack-war/markdown-it';
      process.stdout.write(new MarkdownIt().use(plugin).render(${JSON.stringify(fence)}));`;
    const cjs = `const MarkdownIt = require('markdown-it'); const plugin = require('piecepack-war/markdown-it').default;
      process.stdout.write(new MarkdownIt().use(plugin).render(${JSON.stringify(fence)}));`;
    for (const [name, code] of [
      ['fence.mjs', esm],
      ['fence.cjs', cjs],
    ]) {
      writeFileSync(join(app, name), code);
      const r = spawnSync(process.execPath, [name], { cwd: app, encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stdout, /<piecepack-war [^>]*variant="razboi"[^>]*seed="7"/, `${name}: ${r.stdout}`);
    }
    const embed = readFileSync(join(app, 'node_modules/piecepack-war/dist/embed.html'), 'utf8');
    assert.match(embed, /piecepack-war-embed\.js/);
  });

  it('installed globally, render says how to get PNG: the global resvg it names makes the PNG', () => {
    const prefix = join(dir, 'global-resvg');
    const quiet = ['--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline'];
    execFileSync('npm', ['install', '--global', '--prefix', prefix, packed.tarball, ...quiet], { stdio: 'pipe' });
    const bin = join(prefix, 'bin/piecepack-war');
    const work = mkdtempSync(join(tmpdir(), 'pw-render-'));
    try {
      const game = spawnSync(bin, ['play', '--variant', 'war', '--seed', '1', '--json'], { cwd: work, encoding: 'utf8' });
      writeFileSync(join(work, 'game.json'), game.stdout);
      const before = spawnSync(bin, ['render', 'game.json', '--step', '3', '--out', 'war.png'], { cwd: work, encoding: 'utf8' });
      assert.equal(before.status, 2, before.stderr);
      assert.equal(before.stderr.trim().split('\n').length, 1, before.stderr);
      const hint = /`(npm i -g @resvg\/resvg-js)`/.exec(before.stderr);
      assert.ok(hint, `names the global install: ${before.stderr}`);
      const [, ...args] = hint[1].split(' ');
      execFileSync('npm', [...args, '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline'], { stdio: 'pipe' });
      const after = spawnSync(bin, ['render', 'game.json', '--step', '3', '--out', 'war.png'], { cwd: work, encoding: 'utf8' });
      assert.equal(after.status, 0, after.stderr);
      assert.deepEqual([...readFileSync(join(work, 'war.png')).subarray(1, 4)], [...Buffer.from('PNG')]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
