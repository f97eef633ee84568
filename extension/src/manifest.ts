// Generates the settings part of package.json (contributes.configuration) and its English strings from the engine's
// OPTION_SPECS, so the Settings UI always offers exactly the options the engine takes. A unit test checks for drift.
import { allowedText, MAX_PLAYERS, OPTION_SPECS, type OptionSpec } from '../../engine/src/options.ts';
import { PRESETS, VARIANT_NAMES, type Family } from '../../engine/src/presets.ts';
import { EXTRA_SETTINGS } from './play-settings.ts';
import { VALUE_DOCS } from './option-values.ts';

/** The settings section: `piecepackWar.<option>`. */
export const SECTION = 'piecepackWar';

/** What package.json gets: the configuration contribution (strings as %keys%) and the English text of each key. */
export interface GeneratedManifest {
  configuration: { title: string; properties: Record<string, Record<string, unknown>> };
  nls: Record<string, string>;
}

const FAMILY_WORDS: Record<Family, string> = {
  war: 'the War variants',
  'tod-und-leben': 'Tod und Leben',
  'steal-war': 'Steal War',
  'stacked-deck': 'Stacked Deck War',
};

const UNSET_LABEL = "Variant's own";
const UNSET_DOC = 'Leave unset: the chosen variant decides.';

function appliesTo(spec: OptionSpec): string {
  if (spec.families.length === 4) return 'every variant';
  return spec.families.map((f) => FAMILY_WORDS[f]).join(', ');
}

function valueDoc(option: string, value: string | number | boolean): string {
  const doc = VALUE_DOCS[`${option}.${String(value)}`];
  if (doc === undefined) throw new Error(`extension/src/option-values.ts has no description for ${option} = ${String(value)}`);
  return doc;
}

/** The JSON schema of one engine option's setting (every one but `variant` and `seats` is unset by default). */
function optionSchema(spec: OptionSpec, key: (suffix: string) => string, nls: Record<string, string>): Record<string, unknown> {
  const enumOf = (values: readonly (string | number | boolean | null)[], labels?: readonly string[]): Record<string, unknown> => {
    const descriptions = values.map((v, i) => {
      const k = key(`enum.${i}`);
      nls[k] = v === null ? UNSET_DOC : spec.name === 'variant' ? PRESETS[v as keyof typeof PRESETS].summary : valueDoc(spec.name, v);
      return `%${k}%`;
    });
    const out: Record<string, unknown> = { enum: [...values], enumDescriptions: descriptions };
    if (labels) {
      out.enumItemLabels = labels.map((l, i) => {
        const k = key(`label.${i}`);
        nls[k] = l;
        return `%${k}%`;
      });
    }
    return out;
  };
  switch (spec.kind) {
    case 'enum':
      if (spec.name === 'variant') {
        return { type: 'string', default: 'war', ...enumOf(VARIANT_NAMES, VARIANT_NAMES.map((v) => PRESETS[v].title)) };
      }
      return { type: ['string', 'null'], default: null, ...enumOf([null, ...spec.values!], [UNSET_LABEL, ...spec.values!.map(String)]) };
    case 'int':
      if (spec.values) return { type: ['integer', 'null'], default: null, ...enumOf([null, ...spec.values], [UNSET_LABEL, ...spec.values.map(String)]) };
      return { type: ['integer', 'null'], default: null, minimum: spec.min, maximum: spec.max };
    case 'bool':
      return { type: ['boolean', 'null'], default: null, ...enumOf([null, true, false], [UNSET_LABEL, 'true', 'false']) };
    case 'war-face-down': {
      const sizes: (number | string | null)[] = [null];
      for (let n = spec.min!; n <= spec.max!; n++) sizes.push(n);
      sizes.push(...(spec.values ?? []));
      const docs = sizes.map((v) => v === null ? UNSET_DOC : v === 'by-rank' ? 'The tied rank sets the war size (Război).' : v === 0 ? 'No face-down piece: the next piece decides.' : `${String(v)} face down, then one face up.`);
      const descriptions = docs.map((d, i) => {
        nls[key(`enum.${i}`)] = d;
        return `%${key(`enum.${i}`)}%`;
      });
      nls[key('label.0')] = UNSET_LABEL;
      return {
        type: ['integer', 'string', 'null'], default: null, enum: sizes, enumDescriptions: descriptions,
        enumItemLabels: sizes.map((v, i) => (i === 0 ? `%${key('label.0')}%` : String(v))),
      };
    }
    case 'seats': {
      const items = { type: 'string', ...enumOf(spec.values!) };
      return { type: 'array', default: [], maxItems: MAX_PLAYERS, items };
    }
  }
}

/** Builds contributes.configuration and package.nls.json entries (keys `config.<setting>...`) from OPTION_SPECS. */
export function generateManifest(): GeneratedManifest {
  const nls: Record<string, string> = { 'config.title': 'Piecepack War' };
  const properties: Record<string, Record<string, unknown>> = {};
  let order = 0;
  for (const spec of OPTION_SPECS) {
    const key = (suffix: string): string => `config.${spec.name}.${suffix}`;
    const schema = optionSchema(spec, key, nls);
    const unset = spec.name === 'variant' ? '' : spec.kind === 'seats'
      ? '\n\nEmpty: you in the first seat against the computer, as many seats as `#piecepackWar.players#` says.'
      : `\n\n${UNSET_DOC}`;
    nls[key('description')] = `${spec.doc}\n\nAllowed: ${allowedText(spec)}.${unset}\n\nApplies to ${appliesTo(spec)}.`;
    properties[`${SECTION}.${spec.name}`] = { ...schema, order: order++, markdownDescription: `%${key('description')}%` };
  }
  for (const extra of EXTRA_SETTINGS) {
    const key = (suffix: string): string => `config.${extra.name}.${suffix}`;
    nls[key('description')] = extra.description;
    const prop: Record<string, unknown> = { ...extra.schema, order: order++, markdownDescription: `%${key('description')}%` };
    if (extra.values) {
      prop.enumDescriptions = extra.values.map((d, i) => {
        nls[key(`enum.${i}`)] = d;
        return `%${key(`enum.${i}`)}%`;
      });
    }
    properties[`${SECTION}.${extra.name}`] = prop;
  }
  return { configuration: { title: '%config.title%', properties }, nls };
}
