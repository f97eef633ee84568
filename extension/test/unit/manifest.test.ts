// package.json's settings must be exactly what the engine's OPTION_SPECS generate (plus the extension's own), and the
// play settings must match what the element accepts: these tests fail on any drift.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'mocha';
import { OPTION_SPECS, VARIANT_NAMES } from '../../../engine/src/index.ts';
import { generateManifest, SECTION } from '../../src/manifest.ts';
import { EXTRA_SETTINGS, PALETTES, SPEEDS } from '../../src/play-settings.ts';
import { SPEED_NAMES } from '../../../webview/src/speed.ts';
import { PALETTE_NAMES } from '../../../webview/src/art/palettes.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const nls = JSON.parse(readFileSync('package.nls.json', 'utf8'));
const generated = generateManifest();
type Prop = Record<string, unknown> & { enum?: unknown[]; enumDescriptions?: string[] };
const props = pkg.contributes.configuration.properties as Record<string, Prop>;

describe('extension manifest', () => {
  it('contributes.configuration is what OPTION_SPECS generate (run `npm run build` to regenerate)', () => {
    assert.deepEqual(pkg.contributes.configuration, generated.configuration);
  });

  it('package.nls.json holds every generated string, word for word', () => {
    for (const [key, text] of Object.entries(generated.nls)) assert.equal(nls[key], text, key);
  });

  it('every %key% in package.json has a string in package.nls.json', () => {
    const keys = [...JSON.stringify(pkg).matchAll(/"%([^%"]+)%"/g)].map((m) => m[1]);
    assert.ok(keys.length > 50);
    for (const key of keys) assert.equal(typeof nls[key], 'string', key);
  });

  it('offers one setting per engine option, with its allowed values, range and order', () => {
    let last = -1;
    for (const spec of OPTION_SPECS) {
      const p = props[`${SECTION}.${spec.name}`];
      assert.ok(p, `no setting for ${spec.name}`);
      assert.ok((p.order as number) > last, `${spec.name} is out of order`);
      last = p.order as number;
      assert.match(String(p.markdownDescription), /^%config\./);
      if (spec.kind === 'enum' && spec.name !== 'variant') assert.deepEqual(p.enum, [null, ...spec.values!]);
      if (spec.kind === 'int' && !spec.values) assert.deepEqual([p.minimum, p.maximum], [spec.min, spec.max]);
      if (spec.kind === 'int' && spec.values) assert.deepEqual(p.enum, [null, ...spec.values]);
      if (p.enum) assert.equal(p.enumDescriptions?.length, p.enum.length, `${spec.name} enumDescriptions`);
    }
    assert.deepEqual(props[`${SECTION}.variant`].enum, VARIANT_NAMES);
    assert.equal(props[`${SECTION}.variant`].default, 'war');
  });

  it('adds the play settings after the options, and nothing else', () => {
    const names = Object.keys(props).map((k) => k.slice(SECTION.length + 1));
    assert.deepEqual(names, [...OPTION_SPECS.map((s) => s.name), ...EXTRA_SETTINGS.map((s) => s.name)]);
  });

  it('speeds and palettes are the ones the element takes', () => {
    assert.deepEqual([...SPEEDS], [...SPEED_NAMES]);
    assert.deepEqual([...PALETTES].sort(), [...PALETTE_NAMES].sort());
  });

  it('declares the commands under one category, the sidebar view and the restore activation', () => {
    const ids = pkg.contributes.commands.map((c: { command: string }) => c.command);
    assert.deepEqual(ids, ['piecepackWar.open', 'piecepackWar.showStats', 'piecepackWar.resetStats', 'piecepackWar.simulate', 'piecepackWar.exportRecord']);
    for (const c of pkg.contributes.commands) assert.equal(c.category, '%command.category%');
    assert.equal(nls['command.category'], 'Piecepack War');
    assert.equal(pkg.contributes.views.piecepackWar[0].type, 'webview');
    assert.ok(pkg.activationEvents.includes('onWebviewPanel:piecepackWar.game'));
    assert.equal(pkg.engines.vscode, '^1.100.0');
    assert.ok(pkg.main.endsWith('.cjs') && pkg.browser.endsWith('.js'));
  });
});
