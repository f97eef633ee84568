// The element's option attributes, derived from the engine's OPTION_SPECS so they never drift: each option's kebab-case
// flag is an attribute (war-face-down, out-of-cards...), read into the engine's OptionsInput as text.
import { OPTION_SPECS, allowedText, type OptionSpec, type OptionsInput } from '../../../engine/src/on-demand.ts';

/** One option attribute: its name and the engine spec it feeds. */
export interface OptionAttribute {
  readonly attribute: string;
  readonly spec: OptionSpec;
  /** The allowed values in words, for docs and errors. */
  readonly allowed: string;
}

/** Every option attribute, in the engine's order. */
export const OPTION_ATTRIBUTES: readonly OptionAttribute[] = OPTION_SPECS.map((spec) => ({
  attribute: spec.flag,
  spec,
  allowed: allowedText(spec),
}));

/** The attribute names alone. */
export const OPTION_ATTRIBUTE_NAMES: readonly string[] = OPTION_ATTRIBUTES.map((a) => a.attribute);

/**
 * The options an element's attributes ask for. Values stay text for the engine to check; a present boolean option
 * attribute without a value (`jokers-apart`) means true, as in HTML.
 */
export function optionsFromAttributes(element: Element): OptionsInput {
  const input: OptionsInput = {};
  for (const { attribute, spec } of OPTION_ATTRIBUTES) {
    const value = element.getAttribute(attribute);
    if (value === null) continue;
    input[spec.name] = spec.kind === 'bool' && value.trim() === '' ? 'true' : value;
  }
  return input;
}
