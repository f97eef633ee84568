// `npm run release` as the one command it is: the npm tarball, the .vsix and the bloggers' zip in one folder with
// their digests; the zip unpacked and its index.html served and played in Chromium. Needs `npm run build` first.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'mocha';
import { serveFolder } from '../benches/startup.js';
import { SITE_FILES } from '../release/blog-zip.js';
import { changelogHas } from '../release/release.js';
import { launch, playIn } from './play-in-chromium.js';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

describe('npm run release', function () {
  this.timeout(240_000);
  let out;
  let said;
  before(() => {
    out = mkdtempSync(join(tmpdir(), 'pw-release-'));
    said = execFileSync(process.execPath, ['scripts/release/release.js', '--no-build', '--out', out], { encoding: 'utf8' });
  });
  after(() => rmSync(out, { recursive: true, force: true }));

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
    const unpacked = mkdtempSync(join(tmpdir(), 'pw-zip-'));
    // Python's zipfile reads it as any unzip tool would (and checks every entry's CRC).
    execFileSync('python3', [
      '-c',
      'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; z.extractall(sys.argv[2])',
      join(out, `piecepack-war-${version}-cdn.zip`),
      unpacked,
    ]);
    const folder = join(unpacked, `piecepack-war-${version}`);
    const files = readdirSync(folder).sort();
    assert.ok(files.includes('index.html') && files.includes('LICENSE') && files.includes('piecepack-war.js'), files.join());
    assert.ok(files.includes('piecepack-war-computer.js') && files.some((f) => /^piecepack-war-shared-\w+\.js$/.test(f)), files.join());
    assert.deepEqual(
      files.filter((f) => !/^piecepack-war[\w-]*\.js$|^index\.html$|^LICENSE$|^hugo$|^mkdocs$|^obsidian$/.test(f)),
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
});
