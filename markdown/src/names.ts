// The names a `piecepack-war` fence body may use, and the element attribute each one sets: every engine option (its
// camelCase name or its kebab-case flag, as the settings and the element spell them) and the element's own attributes.
import { OPTION_NAMES } from './option-names.ts';

/** The element's own attributes (not engine options) a fence may set. */
export const WIDGET_ATTRIBUTES: readonly string[] = [
  'seed',
  'autoplay',
  'speed',
  'palette',
  'theme',
  'record-src',
  'heading-level',
  'lang',
  'confirm-forced',
  'figures',
];

/** The element's boolean attributes: present means on, whatever the value. */
export const BOOLEANS: ReadonlySet<string> = new Set(['autoplay', 'confirm-forced']);

/** The values that leave a boolean attribute out (any case). */
export const OFF = /^(false|no|off|0)$/i;

/** kebab-case to camelCase: `war-face-down` to `warFaceDown`. */
export function camelCase(kebab: string): string {
  return kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Every name a body may use (lower case), to the attribute it sets. */
export const BY_NAME: ReadonlyMap<string, string> = new Map(
  [...OPTION_NAMES, ...WIDGET_ATTRIBUTES.map((a) => [camelCase(a), a] as const)].flatMap(([camel, attribute]) => [
    [camel.toLowerCase(), attribute],
    [attribute, attribute],
  ]),
);

/** The attribute a body's name sets (any case; camelCase or kebab-case), or undefined for a name the element does not know. */
export function attributeFor(name: string): string | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/**
 * An attribute's value as the tag carries it: for the element's boolean attributes, null (leave it out) for
 * false/no/off and '' (present) otherwise; every other value as written.
 */
export function attributeValue(attribute: string, value: string): string | null {
  if (!BOOLEANS.has(attribute)) return value;
  return OFF.test(value.trim()) ? null : '';
}
