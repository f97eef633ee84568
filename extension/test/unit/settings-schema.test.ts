// The settings' JSON schema (package.json, generated) and the engine agree: what the engine takes is not underlined in
// settings.json, what it refuses is. Checked with a JSON schema validator over the generated schema itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'mocha';
import { Ajv } from 'ajv';
import { OPTION_SPECS, parseOption } from '../../../engine/src/index.ts';
import { SECTION } from '../../src/manifest.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const props: Record<string, object> = Object.assign({}, ...pkg.contributes.configuration.map((c: { properties: object }) => c.properties));
// VS Code's own keywords (markdownDescription, enumItemLabels, errorMessage…) are not JSON Schema's: ignored here.
const ajv = new Ajv({ strict: false, allErrors: true });
const valid = (setting: string, value: unknown): boolean => ajv.validate(props[`${SECTION}.${setting}`], value);

describe('settings schema and engine agree', () => {
  it('deck: a custom deck RxC is as valid as the listed decks; other words are not', () => {
    const deck = OPTION_SPECS.find((s) => s.name === 'deck')!;
    for (const value of [null, 'piecepack', 'cards-52', '4x4', '13x1', '6x5']) {
      assert.ok(value === null || parseOption(deck, value).ok, `the engine takes ${value}`);
      assert.ok(valid('deck', value), `the schema takes ${value}`);
    }
    for (const value of ['banana', '4x', 'x4', '4x4x4', 4]) {
      assert.ok(!parseOption(deck, value).ok, `the engine refuses ${value}`);
      assert.ok(!valid('deck', value), `the schema refuses ${value}`);
    }
  });

  it('every listed value of every option the schema offers, the engine takes', () => {
    for (const spec of OPTION_SPECS.filter((s) => s.values && s.kind !== 'seats'))
      for (const value of spec.values!) {
        assert.ok(valid(spec.name, value), `${spec.name}: ${value} in the schema`);
        assert.ok(parseOption(spec, value).ok, `${spec.name}: ${value} in the engine`);
      }
  });

  it('a named variant with a custom deck is valid; a misspelt option or another family’s rule is not', () => {
    assert.ok(valid('variants', { Tiny: { variant: 'war-cards', deck: '4x4' } }), JSON.stringify(ajv.errors));
    assert.ok(!valid('variants', { Tiny: { variant: 'war-cards', dek: '4x4' } }));
    assert.ok(!valid('variants', { Tiny: { variant: 'war', rounds: 3 } }));
  });
});
