// The JSON schema of the settings that name a variant, generated from the engine's option table: piecepackWar.variant
// (a built-in variant or one of the player's named ones, so a free string whose completions are the built-in names) and
// piecepackWar.variants (a name -> a built-in variant and its options: settings.json completes every option and value,
// shows each option's description and flags a wrong name, a wrong value or an option the chosen variant does not have).
import { OPTION_SPECS, type OptionSpec, PRESETS, VARIANT_NAMES, type Family } from '../../engine/src/index.ts';
import { MAX_NAME } from './named-variants.ts';

type Value = string | number | boolean | null;
type Schema = Record<string, unknown>;

/** The setting's description in Settings (English; package.nls.json). */
export const VARIANTS_DESCRIPTION =
  'Your own variants, by name: each is a built-in `variant` and the options you set for it, for example `"Quick War": { "variant": "war-cards", "pickup": "in-order" }`. They appear in **New Game…** and the game view\'s picker, **Variant** may name one, and their games have statistics of their own. Edit them in settings.json (every option completes there), or save one from **New Game…**.';

/** The English words of the keys this file adds (package.nls.json). */
const WORDS: Record<string, string> = {
  'config.variants.variant.description': 'The built-in variant this one refines: its rules are the starting point.',
  'config.variants.notForVariant': "This option does not apply to the chosen variant's rules.",
  'config.variants.name.error': "A variant's name: 1 to 40 characters, and not the name of a built-in variant.",
  'config.variants.snippet': 'New named variant',
};

/** piecepackWar.variant: any name (a named variant's too), with the built-in variants offered and described. */
export function variantSchema(nls: Record<string, string>, words: (v: Value) => { label: string; description: string }): Schema {
  const defaultSnippets = VARIANT_NAMES.map((v) => {
    nls[`config.variant.label.${v}`] = words(v).label;
    nls[`config.variant.enum.${v}`] = words(v).description;
    return { label: `%config.variant.label.${v}%`, markdownDescription: `%config.variant.enum.${v}%`, body: v };
  });
  return { type: 'string', default: 'war', minLength: 1, maxLength: MAX_NAME, defaultSnippets };
}

/** One option inside a named variant: the setting's own schema without its default (nothing is inserted for you). */
function optionInVariant(spec: OptionSpec, nls: Record<string, string>, optionSchema: OptionSchema): Schema {
  const schema = { ...optionSchema(spec, nls) };
  delete schema.default;
  return { ...schema, markdownDescription: `%config.${spec.name}.description%` };
}

type OptionSchema = (spec: OptionSpec, nls: Record<string, string>) => Schema;

/** piecepackWar.variants: names -> { variant, options }, with the options of each family only. */
export function variantsSchema(nls: Record<string, string>, optionSchema: OptionSchema): Schema {
  Object.assign(nls, WORDS);
  const properties: Record<string, Schema> = {
    variant: {
      type: 'string',
      enum: [...VARIANT_NAMES],
      enumDescriptions: VARIANT_NAMES.map((v) => `%config.variant.enum.${v}%`),
      markdownDescription: '%config.variants.variant.description%',
    },
  };
  for (const spec of OPTION_SPECS) if (spec.name !== 'variant') properties[spec.name] = optionInVariant(spec, nls, optionSchema);
  const families = [...new Set(VARIANT_NAMES.map((v) => PRESETS[v].family))] as Family[];
  // For each family: the options of the other families are refused (and not offered) once `variant` names it.
  const allOf = families.map((family) => ({
    if: { properties: { variant: { enum: VARIANT_NAMES.filter((v) => PRESETS[v].family === family) } }, required: ['variant'] },
    then: {
      properties: Object.fromEntries(
        OPTION_SPECS.filter((s) => !s.families.includes(family)).map((s) => [
          s.name,
          { not: {}, doNotSuggest: true, errorMessage: '%config.variants.notForVariant%' },
        ]),
      ),
    },
  }));
  const one: Schema = { type: 'object', required: ['variant'], properties, additionalProperties: false, allOf };
  return {
    type: 'object',
    default: {},
    propertyNames: {
      minLength: 1,
      maxLength: MAX_NAME,
      not: { enum: [...VARIANT_NAMES] },
      errorMessage: '%config.variants.name.error%',
    },
    additionalProperties: one,
    defaultSnippets: [{ label: '%config.variants.snippet%', body: { '${1:My War}': { variant: '${2:war}' } } }],
  };
}
