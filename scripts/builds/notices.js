// Other people's code in what we ship, and their licence notices, from the build itself: an esbuild plugin records,
// for every file a build writes, the packages its inputs come from (esbuild's metafile), in dist/bundled.json; an
// artifact (the npm package, the release zip, the .vsix) then gets THIRD-PARTY-NOTICES.md for exactly the packages
// its files hold, each with the licence text from the package's own folder. Nothing here is written by hand.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The record of what each built file holds: { "dist/x.js": ["node_modules/lit-html", …] }. */
export const LEDGER = 'dist/bundled.json';

/** The notices file each artifact carries. */
export const NOTICES = 'THIRD-PARTY-NOTICES.md';

/** The folder of the package an input comes from (its innermost node_modules/<name>), or null for our own source. */
export function packageDir(input) {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const rest = input.slice(at + 'node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  return input.slice(0, at) + `node_modules/${name}`;
}

function readLedger() {
  return existsSync(LEDGER) ? JSON.parse(readFileSync(LEDGER, 'utf8')) : {};
}

/** Adds a build's output files, each with the packages it holds, to the ledger. */
export function record(metafile) {
  const ledger = readLedger();
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    const dirs = Object.keys(out.inputs)
      .map(packageDir)
      .filter((d) => d !== null);
    ledger[file] = [...new Set(dirs)].sort();
  }
  mkdirSync(dirname(LEDGER), { recursive: true });
  writeFileSync(LEDGER, `${JSON.stringify(ledger, null, 1)}\n`);
}

/** The esbuild plugin every shipped build uses: it asks for the metafile and records what each output holds. */
export const bundledPackages = {
  name: 'bundled-packages',
  setup(build) {
    build.initialOptions.metafile = true;
    build.onEnd((result) => {
      if (result.metafile) record(result.metafile);
    });
  },
};

/**
 * The packages a shipped file holds: the ledger's entry for `path` (its path in the checkout), or, for a copy made
 * after the build (the .vsix's webview files), the entry of the built file of the same name and the same bytes.
 * Throws for a script no build recorded (a build without the plugin would otherwise ship notices short).
 */
export function packagesIn(path, bytes = readFileSync(path), ledger = readLedger()) {
  if (ledger[path]) return ledger[path];
  const same = Object.keys(ledger).find((f) => basename(f) === basename(path) && existsSync(f) && readFileSync(f).equals(bytes));
  if (same) return ledger[same];
  if (/\.(c|m)?js$/.test(path))
    throw new Error(`${path}: no build recorded what it bundles (${LEDGER}); its build needs the bundled-packages plugin`);
  return [];
}

/** A package's licence text: its LICENSE/LICENCE/COPYING file, else its package.json's licence and author. */
function licenceText(dir, pkg) {
  const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
  if (file) return readFileSync(join(dir, file), 'utf8').trim();
  const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name;
  return `${pkg.license}${author ? `, ${author}` : ''} (the package ships no licence file)`;
}

/**
 * THIRD-PARTY-NOTICES.md for an artifact named `what` whose files hold the packages in `dirs`: each package's name,
 * version, licence and licence text, sorted by name.
 */
export function noticesText(what, dirs) {
  const packages = [...new Set(dirs)]
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .sort((a, b) => a.pkg.name.localeCompare(b.pkg.name));
  const sections = packages.map(
    ({ dir, pkg }) => `## ${pkg.name} ${pkg.version} (${pkg.license})\n\n\`\`\`text\n${licenceText(dir, pkg)}\n\`\`\`\n`,
  );
  return [
    '# Third-party notices\n',
    `${what} holds code of the packages below, as the build bundled them (listed by the build from what each file holds).\n`,
    ...sections,
  ].join('\n');
}

/** The notices for `files` ({ path in the checkout, bytes }), an artifact named `what`. */
export function noticesFor(what, files) {
  const ledger = readLedger();
  return noticesText(
    what,
    files.flatMap((f) => packagesIn(f.path, f.bytes, ledger)),
  );
}

/** The package names a THIRD-PARTY-NOTICES.md lists. */
export function listedIn(text) {
  return [...text.matchAll(/^## (\S+) /gm)].map((m) => m[1]);
}

/** The name of the package in each folder. */
export function namesOf(dirs) {
  return [...new Set(dirs.map((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name))].sort();
}
