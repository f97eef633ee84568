// Generates the settings part of package.json (contributes.configuration, in categories) and its English strings from
// the engine's OPTION_SPECS plus the extension's own settings, so Settings always offers exactly the options the engine
// takes. Strings are keyed by name (config.<setting>.enum.<value>), never by position. A unit test checks for drift.
import { MAX_PLAYERS, OPTION_SPECS, type OptionSpec, PRESETS } from '../../engine/src/index.ts';
import { SECTION } from './ids.ts';
import { CATEGORIES, CATEGORY_TITLES, EXTRA_SETTINGS, type Category } from './play-settings.ts';
import { SETTING_DOCS } from './setting-docs.ts';
import { VALUE_DOCS } from './option-values.ts';
import { VARIANTS_DESCRIPTION, variantSchema, variantsSchema } from './variants-schema.ts';

/** The settings section: `piecepackWar.<option>` (in ids.ts, with the other names package.json and the code share). */
export { SECTION };

/** One category of settings, as package.json holds it. */
export interface ConfigurationCategory {
  id: string;
  title: string;
  order: number;
  properties: Record<string, Record<string, unknown>>;
}

/** What package.json gets: the configuration contribution (strings as %keys%) and the English text of each key. */
export interface GeneratedManifest {
  configuration: ConfigurationCategory[];
  nls: Record<string, string>;
}

type Value = string | number | boolean | null;

const UNSET_LABEL = "Variant's own";
const UNSET_DOC = 'Leave empty: the chosen variant decides.';

/** What a setting with a written form says when a value is neither offered nor of that form (package.nls.json). */
const PATTERN_WORDS: Record<string, string> = {
  deck: 'Choose a deck from the list, or write a custom deck as RxC: R ranks, C copies of each (for example 4x4).',
};

/** The key part of a value: `unset` for null, else the value as text. */
const valueKey = (v: Value): string => (v === null ? 'unset' : String(v));

function valueDoc(option: string, value: Value): string {
  if (value === null) return UNSET_DOC;
  if (option === 'variant') return PRESETS[value as keyof typeof PRESETS].summary;
  if (option === 'warFaceDown')
    return value === 'by-rank'
      ? 'The tied rank sets the war size (Război).'
      : value === 0
        ? 'No face-down piece: the next face-up piece decides.'
        : `${String(value)} face down, then one face up.`;
  const doc = VALUE_DOCS[`${option}.${String(value)}`];
  if (doc === undefined) throw new Error(`extension/src/option-values.ts has no description for ${option} = ${String(value)}`);
  return doc;
}

function valueLabel(option: string, value: Value): string {
  if (value === null) return UNSET_LABEL;
  if (option === 'variant') return PRESETS[value as keyof typeof PRESETS].title;
  return String(value);
}

/** The schema bits of an enum: values, descriptions and labels, each string a %key% (numbers label themselves). */
export function enumSchema(
  name: string,
  values: readonly Value[],
  nls: Record<string, string>,
  words: (v: Value) => { label: string; description: string },
): Record<string, unknown> {
  const key = (part: string, v: Value): string => `config.${name}.${part}.${valueKey(v)}`;
  const enumDescriptions = values.map((v) => {
    nls[key('enum', v)] = words(v).description;
    return `%${key('enum', v)}%`;
  });
  const enumItemLabels = values.map((v) => {
    if (typeof v === 'number') return String(v);
    nls[key('label', v)] = words(v).label;
    return `%${key('label', v)}%`;
  });
  return { enum: [...values], enumDescriptions, enumItemLabels };
}

/** The JSON schema of one engine option's setting (every one but `variant` and `seats` is empty by default). */
export function optionSchema(spec: OptionSpec, nls: Record<string, string>): Record<string, unknown> {
  const words = (v: Value) => ({ label: valueLabel(spec.name, v), description: valueDoc(spec.name, v) });
  switch (spec.kind) {
    case 'enum':
      if (spec.name === 'variant') return variantSchema(nls, words);
      if (!spec.pattern) return { type: ['string', 'null'], default: null, ...enumSchema(spec.name, [null, ...spec.values!], nls, words) };
      // A value of the list, or one of the written form the engine also takes (a custom deck such as 4x4).
      nls[`config.${spec.name}.pattern`] = PATTERN_WORDS[spec.name] ?? `${spec.name}: a value offered, or ${spec.pattern.words}.`;
      return {
        type: ['string', 'null'],
        default: null,
        anyOf: [
          enumSchema(spec.name, [null, ...spec.values!], nls, words),
          { type: 'string', pattern: spec.pattern.source, examples: [...spec.pattern.examples] },
        ],
        errorMessage: `%config.${spec.name}.pattern%`,
      };
    case 'int':
      if (spec.values) return { type: ['integer', 'null'], default: null, ...enumSchema(spec.name, [null, ...spec.values], nls, words) };
      return { type: ['integer', 'null'], default: null, minimum: spec.min, maximum: spec.max };
    case 'bool':
      return { type: ['boolean', 'null'], default: null, ...enumSchema(spec.name, [null, true, false], nls, words) };
    case 'war-face-down': {
      const sizes: Value[] = [null];
      for (let n = spec.min!; n <= spec.max!; n++) sizes.push(n);
      sizes.push(...(spec.values ?? []));
      return { type: ['integer', 'string', 'null'], default: null, ...enumSchema(spec.name, sizes, nls, words) };
    }
    case 'seats':
      return {
        type: 'array',
        default: [],
        maxItems: MAX_PLAYERS,
        items: { type: 'string', ...enumSchema(spec.name, spec.values!, nls, words) },
      };
  }
}

/** Builds contributes.configuration (one entry per category) and the package.nls.json `config.` entries. */
export function generateManifest(): GeneratedManifest {
  const nls: Record<string, string> = {};
  const byCategory = new Map<Category, Record<string, Record<string, unknown>>>(CATEGORIES.map((c) => [c, {}]));
  let order = 0;
  const add = (category: Category, name: string, schema: Record<string, unknown>, description: string): void => {
    nls[`config.${name}.description`] = description;
    byCategory.get(category)![`${SECTION}.${name}`] = { ...schema, order: order++, markdownDescription: `%config.${name}.description%` };
  };
  for (const spec of OPTION_SPECS) {
    const doc = SETTING_DOCS[spec.name];
    if (!doc) throw new Error(`extension/src/setting-docs.ts has no entry for the engine option ${spec.name}`);
    add(doc.category, spec.name, optionSchema(spec, nls), doc.description);
  }
  add('game', 'variants', variantsSchema(nls, optionSchema), VARIANTS_DESCRIPTION);
  for (const extra of EXTRA_SETTINGS) {
    const schema = { ...extra.schema };
    if (extra.values) {
      const values = extra.schema.enum as string[];
      Object.assign(
        schema,
        enumSchema(extra.name, values, nls, (v) => extra.values![String(v)]),
      );
    }
    add(extra.category, extra.name, schema, extra.description);
  }
  const configuration = CATEGORIES.map((c, i) => {
    nls[`config.category.${c}`] = CATEGORY_TITLES[c];
    return { id: `${SECTION}.${c}`, title: `%config.category.${c}%`, order: i, properties: byCategory.get(c)! };
  });
  return { configuration, nls };
}
