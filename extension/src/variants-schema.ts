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
  const variant: Schema = {
    type: 'string',
    enum: [...VARIANT_NAMES],
    enumDescriptions: VARIANT_NAMES.map((v) => `%config.variant.enum.${v}%`),
    markdownDescription: '%config.variants.variant.description%',
  };
  const specs = OPTION_SPECS.filter((s) => s.name !== 'variant');
  const families = [...new Set(VARIANT_NAMES.map((v) => PRESETS[v].family))] as Family[];
  // The options every family has are offered before the variant is chosen; once `variant` names one, its family's
  // options are offered and checked, another family's are refused with a word (and never offered), and a name that is
  // no option at all is refused.
  const common = Object.fromEntries(
    specs.filter((s) => families.every((f) => s.families.includes(f))).map((s) => [s.name, optionInVariant(s, nls, optionSchema)]),
  );
  const allOf = families.map((family) => ({
    if: { properties: { variant: { enum: VARIANT_NAMES.filter((v) => PRESETS[v].family === family) } }, required: ['variant'] },
    then: {
      properties: {
        variant,
        ...Object.fromEntries(
          specs.map((s) => [
            s.name,
            s.families.includes(family)
              ? optionInVariant(s, nls, optionSchema)
              : { not: {}, doNotSuggest: true, errorMessage: '%config.variants.notForVariant%' },
          ]),
        ),
      },
      additionalProperties: false,
    },
  }));
  const one: Schema = { type: 'object', required: ['variant'], properties: { variant, ...common }, allOf };
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
