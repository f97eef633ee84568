// fast-check generators built from the engine's own lists: each option's values from its spec (OPTION_SPECS) and the
// variants from the preset list, so a new option value or preset is drawn by the properties the day it lands.
import fc from 'fast-check';
import { OPTION_SPECS, PRESETS, SEAT_KINDS, VARIANT_NAMES, type Family, type VariantName } from '../src/index.ts';

/** Every value an option may take, from its spec: an enum's values, an int's listed values or its whole range, both booleans. */
export function optionValues(name: string): fc.Arbitrary<unknown> {
  const spec = OPTION_SPECS.find((s) => s.name === name);
  if (!spec) throw new Error(`no option ${name}`);
  switch (spec.kind) {
    case 'enum':
      return fc.constantFrom(...spec.values!);
    case 'bool':
      return fc.boolean();
    case 'int':
      return spec.values ? fc.constantFrom(...spec.values) : fc.integer({ min: spec.min!, max: spec.max! });
    case 'war-face-down':
      // The whole range of numbers, and the words (by-rank).
      return fc.oneof(fc.integer({ min: spec.min!, max: spec.max! }), fc.constantFrom(...spec.values!));
    case 'seats':
      return fc.constantFrom(...SEAT_KINDS);
  }
}

/** The built-in variants of the given families. */
export function variantsOf(...families: Family[]): VariantName[] {
  return VARIANT_NAMES.filter((v) => families.includes(PRESETS[v].family));
}

/**
 * Each option of `family` left unset or drawn from its spec, but the ones the caller sets itself (`skip`: sizes, seats
 * and caps a property has to keep in bounds).
 */
export function familyOptions(family: Family, skip: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const drawn = OPTION_SPECS.filter((s) => s.families.includes(family) && s.name !== 'variant' && !skip.includes(s.name));
  return fc.record(Object.fromEntries(drawn.map((s) => [s.name, fc.option(optionValues(s.name), { nil: undefined })])));
}

/** A computer seat: the strong player or the random one. */
export const computerSeat = fc.constantFrom(...SEAT_KINDS.filter((s) => s !== 'human'));

/**
 * A computer seat where searching is slow (Stacked Deck War's levels search their decisions): every level the spec has,
 * the random player nineteen times as often as each of them, so a property over hundreds of games still meets each level
 * in some of them, in seconds.
 */
export const computerSeatMostlyRandom = fc.oneof(
  ...SEAT_KINDS.filter((s) => s !== 'human').map((s) => ({ weight: s === 'computer:random' ? 19 : 1, arbitrary: fc.constant(s) })),
);
