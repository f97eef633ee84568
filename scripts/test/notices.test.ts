// The licence notices' building blocks (scripts/builds/notices.js): which package an esbuild input comes from, what a
// shipped script holds by the builds' record, and the notices' text with each package's own licence.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
// @ts-expect-error: a JavaScript build module without declarations
import { listedIn, noticesText, packageDir, packagesIn } from '../builds/notices.js';

describe('licence notices', () => {
  it("names the package an input comes from: its innermost node_modules folder, scoped or not; none for the project's own", () => {
    assert.equal(packageDir('node_modules/lit-html/lit-html.js'), 'node_modules/lit-html');
    assert.equal(packageDir('node_modules/@lit/reactive-element/css-tag.js'), 'node_modules/@lit/reactive-element');
    assert.equal(packageDir('node_modules/a/node_modules/gifenc/dist/gifenc.esm.js'), 'node_modules/a/node_modules/gifenc');
    assert.equal(packageDir('webview/src/element/piecepack-war.ts'), null);
  });

  it('takes a copy made after the build by its name and bytes, and refuses a script no build recorded', () => {
    const ledger = { 'dist/piecepack-war-picture.js': ['node_modules/gifenc'] };
    assert.deepEqual(packagesIn('dist/piecepack-war-picture.js', Buffer.from(''), ledger), ['node_modules/gifenc']);
    assert.throws(() => packagesIn('dist/unknown.js', Buffer.from('x'), ledger), /no build recorded what it bundles/);
    assert.deepEqual(packagesIn('dist/notes.css', Buffer.from('x'), ledger), []);
  });

  it("writes each package once, by name and version, with the licence text from the package's folder", () => {
    const text = noticesText('A test', ['node_modules/gifenc', 'node_modules/lit-html', 'node_modules/gifenc']);
    assert.deepEqual(listedIn(text), ['gifenc', 'lit-html']);
    assert.match(text, /## gifenc [\d.]+ \(MIT\)\n\n```text\nThe MIT License[\s\S]*Copyright/);
    assert.match(text, /## lit-html [\d.]+ \(BSD-3-Clause\)\n\n```text\nBSD 3-Clause License/);
  });
});
