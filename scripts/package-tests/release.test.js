// `npm run release` as the one command it is: the npm tarball, the .vsix and the bloggers' zip in one folder with
// their digests; the zip unpacked and its index.html served and played in Chromium. Needs `npm run build` first.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { before, describe, it } from 'mocha';
import { serveFolder } from '../benches/startup.js';
import { namesOf, NOTICES, packagesIn } from '../builds/notices.js';
import { SITE_FILES } from '../release/blog-zip.js';
import { CLAIMS, measure, wrongSizes } from '../release/doc-sizes.js';
import { changelogHas } from '../release/release.js';
import { builtRelease, unzip } from './built-release.js';
import { launch, playIn } from './play-in-chromium.js';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

/** Every file under `dir`, by its path relative to `dir`. */
function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name), base) : [relative(base, join(dir, e.name))],
  );
}

describe('npm run release', function () {
  this.timeout(240_000);
  let out;
  let said;
  before(() => ({ out, said } = builtRelease()));

  it('writes the npm tarball, the .vsix, the zip and SHA256SUMS, and says each size', () => {
    const names = readdirSync(out).sort();
    assert.deepEqual(names, [
      'SHA256SUMS',
      `piecepack-war-${version}-cdn.zip`,
      `piecepack-war-${version}.tgz`,
      `piecepack-war-${version}.vsix`,
    ]);
    for (const line of readFileSync(join(out, 'SHA256SUMS'), 'utf8').trim().split('\n')) {
      const [digest, name] = line.split(/\s+/);
      assert.equal(
        createHash('sha256')
          .update(readFileSync(join(out, name)))
          .digest('hex'),
        digest,
        name,
      );
    }
    assert.match(said, /\[release\] piecepack-war-[\d.]+-cdn\.zip: [\d.]+ KB/);
  });

  it('refuses with one line and exit 2 without a CHANGELOG.md section for the version, or with a bad flag', () => {
    assert.equal(changelogHas(version), true);
    assert.equal(changelogHas('9.9.9', '# Changelog\n\n## 0.1.0\n'), false);
    const r = spawnSync(process.execPath, ['scripts/release/release.js', '--no-buidl'], { encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
  });

  it("the bloggers' zip: the CDN files, index.html, LICENSE, the Hugo shortcode, the MkDocs formatter and the Obsidian plugin in one folder; served, its page plays and thinks in the worker", async () => {
    const unpacked = unzip(join(out, `piecepack-war-${version}-cdn.zip`));
    const folder = join(unpacked, `piecepack-war-${version}`);
    const files = readdirSync(folder).sort();
    assert.ok(files.includes('index.html') && files.includes('LICENSE') && files.includes('piecepack-war.js'), files.join());
    assert.ok(files.includes('piecepack-war-computer.js') && files.some((f) => /^piecepack-war-shared-\w+\.js$/.test(f)), files.join());
    assert.deepEqual(
      files.filter(
        (f) =>
          !/^piecepack-war[\w-]*\.(js|css)$|^(index|embed)\.html$|^(LICENSE|README\.md|custom-elements\.json|THIRD-PARTY-NOTICES\.md)$|^(hugo|mkdocs|obsidian)$/.test(
            f,
          ),
      ),
      [],
    );
    // The pieces for Markdown tools, as the Markdown suite tries them (its Hugo and MkDocs sites, the Obsidian stand-in).
    assert.deepEqual(
      SITE_FILES.map((f) => f.name),
      [
        'hugo/layouts/shortcodes/piecepack-war.html',
        'mkdocs/piecepack_war_fence.py',
        'obsidian/piecepack-war/main.js',
        'obsidian/piecepack-war/manifest.json',
      ],
    );
    for (const f of SITE_FILES) assert.equal(readFileSync(join(folder, f.name), 'utf8'), readFileSync(f.path, 'utf8'), f.name);
    assert.match(readFileSync(join(folder, 'hugo/layouts/shortcodes/piecepack-war.html'), 'utf8'), /^<piecepack-war data-pw-fence$/m);
    assert.match(
      readFileSync(join(folder, 'mkdocs/piecepack_war_fence.py'), 'utf8'),
      /^def fence_format\(source, language, css_class, options, md, \*\*kwargs\):$/m,
    );
    assert.match(readFileSync(join(folder, 'mkdocs/piecepack_war_fence.py'), 'utf8'), /^ {4}"warfacedown": "war-face-down",?$/m);
    const page = readFileSync(join(folder, 'index.html'), 'utf8');
    assert.match(page, new RegExp(`piecepack-war@${version.replace(/\./g, '\\.')}/dist/piecepack-war\\.js`));
    const server = await serveFolder(folder);
    const browser = await launch();
    try {
      const r = await playIn(browser, `${server.url}/index.html`);
      assert.deepEqual(r.problems, []);
      assert.equal(r.trick, true, 'a trick was played');
      assert.equal(r.where, 'worker');
      assert.equal(r.workerFetched, true);
    } finally {
      await browser.close();
      server.close();
      rmSync(unpacked, { recursive: true, force: true });
    }
  });

  it('the zip holds every file its index.html names (README.md, custom-elements.json, embed.html and its stylesheet…); served, embed.html plays', async () => {
    const unpacked = unzip(join(out, `piecepack-war-${version}-cdn.zip`));
    const folder = join(unpacked, `piecepack-war-${version}`);
    try {
      const page = readFileSync(join(folder, 'index.html'), 'utf8');
      const named = [...page.matchAll(/<code>([\w./-]+\.(?:js|json|md|html|py|css)|LICENSE)<\/code>/g)]
        .map((m) => m[1])
        .filter((f) => !f.includes('*') && !f.startsWith('/'));
      for (const f of ['README.md', 'custom-elements.json', 'embed.html', 'piecepack-war-embed.css', 'LICENSE', NOTICES])
        assert.ok(named.includes(f), `index.html names ${f}`);
      for (const f of named) assert.ok(existsSync(join(folder, f)), `${f} is in the zip`);
      const embed = readFileSync(join(folder, 'embed.html'), 'utf8');
      for (const [, f] of embed.matchAll(/(?:href|src)="([\w.-]+)"/g)) assert.ok(existsSync(join(folder, f)), `embed.html loads ${f}`);
      const server = await serveFolder(folder);
      const browser = await launch();
      try {
        const r = await playIn(browser, `${server.url}/embed.html?variant=war&seed=7`);
        // (The browser's own request for /favicon.ico, which embed.html does not name, is no file of the zip; a file
        // the page names that is missing shows as a failed response, by its address.)
        assert.deepEqual(
          r.problems.filter((p) => !/^console: Failed to load resource: .* 404/.test(p)),
          [],
        );
        assert.equal(r.trick, true, 'a trick was played in the embed page');
      } finally {
        await browser.close();
        server.close();
      }
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
  });

  it('the tarball, the zip and the .vsix each carry THIRD-PARTY-NOTICES.md naming every package their scripts bundle', () => {
    const tgz = mkdtempSync(join(tmpdir(), 'pw-tgz-'));
    execFileSync('tar', ['-xzf', join(out, `piecepack-war-${version}.tgz`), '-C', tgz]);
    const zip = unzip(join(out, `piecepack-war-${version}-cdn.zip`));
    const vsix = unzip(join(out, `piecepack-war-${version}.vsix`));
    const site = Object.fromEntries(SITE_FILES.map((f) => [f.name, f.path]));
    // Each artifact's folder, its notices, and where each of its scripts was built in the checkout (null: our own script, unbundled).
    const artifacts = [
      { name: 'tarball', root: join(tgz, 'package'), notices: NOTICES, built: (f) => (f.startsWith('dist/') ? f : null) },
      { name: 'zip', root: join(zip, `piecepack-war-${version}`), notices: NOTICES, built: (f) => site[f] ?? `dist/${f}` },
      { name: '.vsix', root: join(vsix, 'extension'), notices: `dist/extension/${NOTICES}`, built: (f) => f },
    ];
    try {
      for (const a of artifacts) {
        const text = readFileSync(join(a.root, a.notices), 'utf8');
        const scripts = walk(a.root).filter((f) => /\.(c|m)?js$/.test(f));
        const dirs = scripts.flatMap((f) => {
          const path = a.built(f);
          return path === null ? [] : packagesIn(path, readFileSync(join(a.root, f)));
        });
        const bundled = namesOf(dirs);
        assert.ok(bundled.includes('lit-html') && bundled.includes('gifenc'), `${a.name} bundles Lit and gifenc: ${bundled}`);
        for (const name of bundled) {
          assert.match(text, new RegExp(`^## ${name.replace(/[/.]/g, '\\$&')} [\\d.]+ \\(`, 'm'), `${a.name}: ${name} is listed`);
          const section = text.split(/^## /m).find((s) => s.startsWith(`${name} `));
          assert.match(section, /Copyright|BSD|MIT/, `${a.name}: ${name}'s licence text`);
        }
      }
      // The scripts that stand alone outside a page and bundle Lit (the markdown-it plugin that draws pictures, the
      // command line) carry Lit's notice too; the plain markdown-it plugin bundles no package, so it carries none.
      for (const f of ['dist/markdown/markdown-it-picture.js', 'dist/markdown/markdown-it-picture.cjs', 'dist/cli.js'])
        assert.match(readFileSync(join(tgz, 'package', f), 'utf8'), /^\/\*! Lit .*BSD-3-Clause \*\//, f);
      for (const f of ['dist/markdown/markdown-it.js', 'dist/markdown/markdown-it.cjs'])
        assert.deepEqual(packagesIn(f, readFileSync(join(tgz, 'package', f))), [], `${f} bundles no package`);
      const tarballNotices = readFileSync(join(tgz, 'package', NOTICES), 'utf8');
      assert.match(tarballNotices, /^## gifenc [\d.]+ \(MIT\)\n[\s\S]*Copyright/m, "gifenc's MIT notice, with its copyright line");
    } finally {
      for (const d of [tgz, zip, vsix]) rmSync(d, { recursive: true, force: true });
    }
  });

  it("the docs' sizes are the build's (the release refuses otherwise); a wrong or missing figure is named", () => {
    const tarballBytes = readFileSync(join(out, `piecepack-war-${version}.tgz`)).length;
    const figures = measure({ tarballBytes });
    assert.deepEqual(wrongSizes(figures), []);
    assert.ok(figures.warPage > 20 && figures.tarball > 0.1, JSON.stringify(figures));
    // The same docs with each figure doubled, and with the sentence gone.
    const doubled = (doc) => {
      let text = readFileSync(doc, 'utf8');
      for (const c of CLAIMS.filter((c) => c.doc === doc)) {
        const m = new RegExp(c.says.source, 'd').exec(text);
        const [from, to] = m.indices[1];
        text = text.slice(0, from) + String(Number(m[1]) * 2) + text.slice(to);
      }
      return text;
    };
    assert.equal(wrongSizes(figures, doubled).length, CLAIMS.length);
    assert.match(wrongSizes(figures, () => '')[0], /is not there once/);
  });
});
